import type { Node } from 'web-tree-sitter';

/** The kinds Python gives parameters (`inspect.Parameter.kind`, in lower case). */
export type ParameterKind =
  'positional_only' | 'positional' | 'var_positional' | 'keyword_only' | 'var_keyword';

/** One parameter as written: its bare name (no `*`/`**`), its kind, annotation and default. */
export interface PythonParameter {
  name: string;
  kind: ParameterKind;
  /** The annotation's source text, or null when there is none. */
  annotation: string | null;
  /** The default's source text, or null when there is none. */
  default: string | null;
}

const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/**
 * The parameters of a definition's `parameters` node in order, each with its
 * kind: positional-only before `/`, keyword-only after `*` or `*args`.
 * Comments and pieces tree-sitter could not read as a parameter are left out.
 * The one reader of parameter lists: every agent's view of a signature starts here.
 */
export function readParameters(list: Node | null): PythonParameter[] {
  if (!list) return [];
  const parameters: PythonParameter[] = [];
  let kind: ParameterKind = 'positional';
  for (const child of list.namedChildren) {
    if (child.type === 'positional_separator') {
      for (const earlier of parameters) earlier.kind = 'positional_only';
      continue;
    }
    if (child.type === 'keyword_separator') {
      kind = 'keyword_only';
      continue;
    }
    const parameter = readParameter(child, kind);
    if (!parameter) continue;
    if (parameter.kind === 'var_positional') kind = 'keyword_only';
    parameters.push(parameter);
  }
  return parameters;
}

function readParameter(node: Node, kind: ParameterKind): PythonParameter | undefined {
  if (node.type === 'comment') return undefined;
  const target =
    node.childForFieldName('name') ??
    (node.type === 'typed_parameter' ? node.namedChildren[0] : node);
  if (!target) return undefined;
  const splat = splatKind(target);
  const name = splat ? (target.namedChildren[0]?.text ?? '') : target.text;
  if (!IDENTIFIER.test(name)) return undefined;
  return {
    name,
    kind: splat ?? kind,
    annotation: node.childForFieldName('type')?.text ?? null,
    default: node.childForFieldName('value')?.text ?? null,
  };
}

function splatKind(node: Node): ParameterKind | undefined {
  if (node.type === 'list_splat_pattern') return 'var_positional';
  if (node.type === 'dictionary_splat_pattern') return 'var_keyword';
  return undefined;
}

/** A parameter's name as a signature spells it: `*args`, `**kwargs`, `x`. */
export function spelledName(parameter: PythonParameter): string {
  if (parameter.kind === 'var_positional') return `*${parameter.name}`;
  if (parameter.kind === 'var_keyword') return `**${parameter.name}`;
  return parameter.name;
}
