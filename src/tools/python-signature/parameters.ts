import type { Node } from 'web-tree-sitter';
import type { Parameter } from '../../core/testgen/signature.js';

/**
 * The parameters of a `parameters` node in order, each with its kind
 * (positional-only before `/`, keyword-only after `*` or `*args`), its
 * annotation and its default as written.
 */
export function readParameters(node: Node | null): Parameter[] {
  if (!node) return [];
  const parameters: Parameter[] = [];
  let keywordOnly = false;
  for (const child of node.namedChildren) {
    if (child.type === 'positional_separator') {
      for (const earlier of parameters) earlier.kind = 'positional_only';
      continue;
    }
    if (child.type === 'keyword_separator') {
      keywordOnly = true;
      continue;
    }
    const parameter = readParameter(child, keywordOnly);
    if (!parameter) continue;
    if (parameter.kind === 'var_positional') keywordOnly = true;
    parameters.push(parameter);
  }
  return parameters;
}

function readParameter(node: Node, keywordOnly: boolean): Parameter | undefined {
  const positional = keywordOnly ? 'keyword_only' : 'positional';
  const type = node.childForFieldName('type')?.text;
  const value = node.childForFieldName('value')?.text;
  const extra = {
    ...(type !== undefined ? { annotation: type } : {}),
    ...(value !== undefined ? { default: value } : {}),
  };
  switch (node.type) {
    case 'identifier':
      return { name: node.text, kind: positional };
    case 'default_parameter':
    case 'typed_default_parameter':
      return { name: node.childForFieldName('name')?.text ?? '', kind: positional, ...extra };
    case 'typed_parameter': {
      const inner = node.namedChildren[0];
      if (!inner) return undefined;
      const splat = splatKind(inner);
      return {
        name: splat ? (inner.namedChildren[0]?.text ?? '') : inner.text,
        kind: splat ?? positional,
        ...extra,
      };
    }
    case 'list_splat_pattern':
    case 'dictionary_splat_pattern':
      return {
        name: node.namedChildren[0]?.text ?? '',
        kind: splatKind(node) as Parameter['kind'],
      };
    default:
      return undefined;
  }
}

function splatKind(node: Node): Parameter['kind'] | undefined {
  if (node.type === 'list_splat_pattern') return 'var_positional';
  if (node.type === 'dictionary_splat_pattern') return 'var_keyword';
  return undefined;
}
