import type { Node } from 'web-tree-sitter';
import { FUNCTION_TYPES, type JsDefinition } from './definitions.js';

/** One parameter as the code declares it. */
export interface JsParam {
  /** Its name; undefined for a destructured one (`{ a, b }`, `[a, b]`), which the doc names freely. */
  name?: string;
  /** The names a destructured parameter binds (`a`, `b`), for the docs of `options.a`. */
  members: string[];
  rest: boolean;
  optional: boolean;
  hasDefault: boolean;
  /** `constructor(private x: number)`: a parameter that is also a property. */
  property: boolean;
  /** The TypeScript annotation, as written, without the colon. */
  type?: string;
}

/** What a function's code says that its doc speaks of. */
export interface JsSignature {
  name: string;
  params: JsParam[];
  /** `value`: a `return expr;` in its own body or an expression body; `none`: neither; `unknown`: no body. */
  returns: 'value' | 'none' | 'unknown';
  /** The return annotation as written, without the colon. */
  returnType?: string;
  async: boolean;
  generator: boolean;
  /** The body reads `arguments`: a documented name may be taken from it. */
  readsArguments: boolean;
  /** The body throws and has no return of a value: a function that never returns. */
  throws: boolean;
}

const NESTED_SCOPES = new Set([...FUNCTION_TYPES, 'class_declaration', 'class', 'class_body']);

/** The names a pattern binds, in order: `{ a, b: { c } }` binds `a` and `c`'s key `b`. */
function patternMembers(pattern: Node): string[] {
  if (pattern.type === 'object_pattern')
    return pattern.namedChildren.flatMap((child): string[] => {
      if (!child) return [];
      if (child.type === 'shorthand_property_identifier_pattern') return [child.text];
      if (child.type === 'pair_pattern') return [child.childForFieldName('key')?.text ?? ''];
      if (child.type === 'object_assignment_pattern')
        return [child.childForFieldName('left')?.text ?? ''];
      if (child.type === 'rest_pattern') return [];
      return [];
    });
  if (pattern.type === 'array_pattern')
    return pattern.namedChildren.flatMap((child) => (child ? patternNames(child) : []));
  return [];
}

function patternNames(pattern: Node): string[] {
  if (pattern.type === 'identifier') return [pattern.text];
  if (pattern.type === 'assignment_pattern') {
    const left = pattern.childForFieldName('left');
    return left ? patternNames(left) : [];
  }
  return patternMembers(pattern);
}

function readParam(parameter: Node): JsParam | undefined {
  // TypeScript wraps each parameter; JavaScript's grammar gives the pattern itself.
  const wrapped =
    parameter.type === 'required_parameter' || parameter.type === 'optional_parameter';
  let pattern = wrapped ? parameter.childForFieldName('pattern') : parameter;
  if (!pattern || pattern.type === 'this') return undefined;
  let hasDefault = wrapped && parameter.childForFieldName('value') !== null;
  if (pattern.type === 'assignment_pattern') {
    hasDefault = true;
    pattern = pattern.childForFieldName('left') ?? pattern;
  }
  const rest = pattern.type === 'rest_pattern';
  if (rest) pattern = pattern.namedChildren[0] ?? pattern;
  const annotation = wrapped ? parameter.childForFieldName('type') : null;
  const type = annotation?.text.replace(/^:\s*/, '');
  const named = pattern.type === 'identifier';
  return {
    ...(named ? { name: pattern.text } : {}),
    members: named ? [] : patternMembers(pattern),
    rest,
    optional: parameter.type === 'optional_parameter' || hasDefault,
    hasDefault,
    property:
      wrapped &&
      parameter.children.some(
        (c) =>
          c?.type === 'accessibility_modifier' ||
          c?.type === 'override_modifier' ||
          c?.text === 'readonly',
      ),
    ...(type === undefined ? {} : { type }),
  };
}

/** The nodes of a function's own body: nested functions and classes are theirs, not its. */
function* ownNodes(node: Node): Generator<Node> {
  for (const child of node.namedChildren) {
    if (!child || NESTED_SCOPES.has(child.type)) continue;
    yield child;
    yield* ownNodes(child);
  }
}

/**
 * `typeof arguments[2]`: the arguments' type tested, nothing taken from them.
 * Mongoose's functions that dropped their callback test for one only to
 * throw (`Model.populate() no longer accepts a callback`, b911bef9).
 */
function typeTested(identifier: Node): boolean {
  let up = identifier.parent;
  if (up?.type === 'subscript_expression' || up?.type === 'member_expression') up = up.parent;
  return up?.type === 'unary_expression' && up.childForFieldName('operator')?.type === 'typeof';
}

function returnsOf(fn: Node): {
  returns: JsSignature['returns'];
  throws: boolean;
  readsArguments: boolean;
} {
  const body = fn.childForFieldName('body');
  if (!body) return { returns: 'unknown', throws: false, readsArguments: false };
  // An arrow with an expression body returns that expression.
  if (fn.type === 'arrow_function' && body.type !== 'statement_block')
    return { returns: 'value', throws: false, readsArguments: false };
  let value = false;
  let throws = false;
  let readsArguments = false;
  for (const node of ownNodes(body)) {
    if (node.type === 'return_statement' && node.namedChildren.length > 0) value = true;
    else if (node.type === 'throw_statement') throws = true;
    else if (node.type === 'identifier' && node.text === 'arguments' && !typeTested(node))
      readsArguments = true;
  }
  return { returns: value ? 'value' : 'none', throws: throws && !value, readsArguments };
}

/** The function node of a definition; a class's is its constructor, if it has one. */
export function functionOf(definition: JsDefinition): Node | undefined {
  if (definition.kind !== 'class') return definition.node;
  const body = definition.node.childForFieldName('body');
  return (
    body?.namedChildren.find(
      (member) =>
        member?.type === 'method_definition' &&
        member.childForFieldName('name')?.text === 'constructor',
    ) ?? undefined
  );
}

/** The signature of a definition's function (a class's constructor), or undefined for a class without one. */
export function readSignature(definition: JsDefinition): JsSignature | undefined {
  const fn = functionOf(definition);
  if (!fn) return undefined;
  // A binding declared with a function type is documented by that type's parameters.
  const list = (definition.declaredType ?? fn).childForFieldName('parameters');
  // `x => x`: the grammar's lone parameter stands where the list would be.
  const single = fn.childForFieldName('parameter');
  const params = (list ? list.namedChildren : single ? [single] : [])
    .filter((p): p is Node => p !== null && p.type !== 'comment')
    .flatMap((p) => readParam(p) ?? []);
  const returnType = fn.childForFieldName('return_type')?.text.replace(/^:\s*/, '');
  const words = fn.children.map((c) => c?.type);
  return {
    name: definition.name,
    params,
    ...returnsOf(fn),
    ...(returnType === undefined ? {} : { returnType }),
    async: words.includes('async'),
    generator: words.includes('*') || fn.type.startsWith('generator_'),
  };
}
