import { lastSignificantToken } from '../../../core/discovery/query-definitions.js';
import type { Node } from 'web-tree-sitter';
import type { PlacedDefinition } from '../../../core/discovery/placed-definition.js';

/**
 * The definitions of a TypeScript or JavaScript file, each with the scope
 * around it, in document order, under the scope rules of docs/architecture.md §3:
 *
 * - at module level and in a namespace body: classes, functions (declarations,
 *   generators) and functions or classes bound to a name by `const`/`let`/`var`
 *   or by `export default`; the function-valued members of an object literal
 *   bound to a `const`, `as const` or `satisfies T` after it or not (full
 *   name `obj.member`); functions assigned to a dotted name
 *   (`app.use = function () {}`, full name `app.use`);
 * - in a class body: methods, getters, setters, constructors and fields whose
 *   value is a function;
 * - anything inside a function body is part of that function.
 *
 * A definition starts at its first decorator or its `export`, and ends at its
 * last token that is not a comment; a JSDoc comment above it is not part of it.
 * Stubs are not definitions: overload signatures, abstract methods, anything
 * `declare`d, and every definition of a declaration file (`.d.ts`). A
 * namespace is a scope, not a definition: its members' full names carry its
 * dotted name. A tree with errors is read the same way, its ERROR nodes looked
 * into as if they were statements, so the definitions around a syntax error
 * keep their lines.
 */
export function placeTypeScriptDefinitions(
  root: Node,
  filePath: string,
  comments: ReadonlySet<string>,
): PlacedDefinition[] {
  if (isDeclarationFile(filePath)) return [];
  const walk: Walk = { comments, placed: [] };
  walkStatements(walk, root, []);
  return walk.placed;
}

const DECLARATION_FILE = /\.d\.[cm]?ts$/i;

/** Whether the path is a declaration file, which holds only stubs. */
export function isDeclarationFile(filePath: string): boolean {
  return DECLARATION_FILE.test(filePath);
}

interface Walk {
  comments: ReadonlySet<string>;
  placed: PlacedDefinition[];
}

const CLASS_TYPES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);
const FUNCTION_DECLARATIONS = new Set(['function_declaration', 'generator_function_declaration']);
const FUNCTION_VALUES = new Set(['arrow_function', 'function_expression', 'generator_function']);
const VARIABLE_DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);
const NAMESPACES = new Set(['internal_module', 'module']);

/** Places the definitions among the statements of a module, namespace body or ERROR node. */
function walkStatements(walk: Walk, container: Node, scope: readonly string[]): void {
  for (const statement of container.namedChildren) {
    if (!statement) continue;
    if (statement.type === 'ERROR') walkStatements(walk, statement, scope);
    else if (statement.type === 'export_statement') placeExport(walk, statement, scope);
    else placeStatement(walk, statement, statement, scope);
  }
}

/** `export` before a declaration, or `export default` before a value. */
function placeExport(walk: Walk, statement: Node, scope: readonly string[]): void {
  const declaration = statement.childForFieldName('declaration');
  if (declaration) {
    placeStatement(walk, declaration, statement, scope);
    return;
  }
  const value = statement.childForFieldName('value');
  if (!value) return;
  if (FUNCTION_VALUES.has(value.type)) place(walk, 'function', scope, 'default', statement);
  else if (CLASS_TYPES.has(value.type)) placeClass(walk, value, statement, scope, 'default');
}

/**
 * Places the definitions one statement makes; `outer` is the statement with
 * its `export` keyword, when it has one.
 */
function placeStatement(walk: Walk, statement: Node, outer: Node, scope: readonly string[]): void {
  const type = statement.type;
  if (CLASS_TYPES.has(type)) placeClass(walk, statement, outer, scope, nameOf(statement));
  else if (FUNCTION_DECLARATIONS.has(type))
    place(walk, 'function', scope, nameOf(statement) ?? 'default', outer);
  else if (VARIABLE_DECLARATIONS.has(type)) placeVariables(walk, statement, outer, scope);
  else if (NAMESPACES.has(type)) placeNamespace(walk, statement, scope);
  else if (type === 'expression_statement') {
    const only = statement.namedChildCount === 1 ? statement.namedChild(0) : null;
    // The grammar reads a statement-level `namespace A {}` as an expression.
    if (only && NAMESPACES.has(only.type)) placeNamespace(walk, only, scope);
    else if (only?.type === 'assignment_expression') placeAssignment(walk, only, outer, scope);
  }
}

/**
 * `app.use = function use() {}`, `module.exports = () => {}`,
 * `View.prototype.render = function () {}`: the way CommonJS-era code defines
 * its functions. The full name is the dotted target.
 */
function placeAssignment(
  walk: Walk,
  assignment: Node,
  outer: Node,
  scope: readonly string[],
): void {
  const right = assignment.childForFieldName('right');
  if (!right || !FUNCTION_VALUES.has(right.type)) return;
  const target = dottedTarget(assignment.childForFieldName('left'));
  const name = target?.pop();
  if (target && name !== undefined) place(walk, 'function', [...scope, ...target], name, outer);
}

/** The names of `a.b.c` as ['a', 'b', 'c']; undefined for any other target. */
function dottedTarget(node: Node | null): string[] | undefined {
  if (node?.type === 'identifier') return undefined;
  const parts: string[] = [];
  let current = node;
  while (current?.type === 'member_expression') {
    const property = current.childForFieldName('property');
    if (property?.type !== 'property_identifier') return undefined;
    parts.unshift(property.text);
    current = current.childForFieldName('object');
  }
  if (current?.type !== 'identifier') return undefined;
  parts.unshift(current.text);
  return parts;
}

/** A class, then its members in its scope. */
function placeClass(
  walk: Walk,
  node: Node,
  outer: Node,
  scope: readonly string[],
  name: string | undefined,
): void {
  const className = name ?? 'default';
  place(walk, 'class', scope, className, outer);
  const body = node.childForFieldName('body');
  if (body) placeMembers(walk, body, [...scope, className]);
}

/**
 * The members of a class body that are functions. TypeScript's grammar puts a
 * method's decorators before it in the body, JavaScript's inside it: the
 * decorators before a member are taken into it either way.
 */
function placeMembers(walk: Walk, body: Node, scope: readonly string[]): void {
  let decorated: Node | undefined;
  for (const member of body.namedChildren) {
    if (!member) continue;
    if (member.type === 'decorator') {
      decorated ??= member;
      continue;
    }
    if (member.type === 'method_definition' || (isField(member) && hasFunctionValue(member))) {
      const name = memberName(
        member.childForFieldName('name') ?? member.childForFieldName('property'),
      );
      if (name !== undefined) place(walk, 'function', scope, name, member, true, decorated);
    }
    decorated = undefined;
  }
}

function isField(node: Node): boolean {
  return node.type === 'public_field_definition' || node.type === 'field_definition';
}

function hasFunctionValue(node: Node): boolean {
  const value = node.childForFieldName('value');
  return value !== null && FUNCTION_VALUES.has(value.type);
}

/**
 * `const f = () => {}`, `let C = class {}`, and the function-valued members
 * of `const obj = {...}`. A declaration of one name is placed whole, keyword
 * and `export` included; of several, each declarator alone.
 */
function placeVariables(
  walk: Walk,
  declaration: Node,
  outer: Node,
  scope: readonly string[],
): void {
  const declarators = declaration.namedChildren.filter(
    (child): child is Node => child?.type === 'variable_declarator',
  );
  const isConst = declaration.childForFieldName('kind')?.type === 'const';
  for (const declarator of declarators) {
    const nameNode = declarator.childForFieldName('name');
    const value = declarator.childForFieldName('value');
    if (nameNode?.type !== 'identifier' || !value) continue;
    const extent = declarators.length === 1 ? outer : declarator;
    if (FUNCTION_VALUES.has(value.type)) place(walk, 'function', scope, nameNode.text, extent);
    else if (value.type === 'class') placeClass(walk, value, extent, scope, nameNode.text);
    else if (isConst) {
      const object = unwrapAssertions(value);
      if (object.type === 'object') placeObjectMembers(walk, object, [...scope, nameNode.text]);
    }
  }
}

/** `{...} as const` and `{...} satisfies T` are the object itself. */
function unwrapAssertions(value: Node): Node {
  let current = value;
  while (current.type === 'as_expression' || current.type === 'satisfies_expression') {
    const inner = current.namedChild(0);
    if (!inner) break;
    current = inner;
  }
  return current;
}

/** The methods of an object literal, and its properties whose value is a function. */
function placeObjectMembers(walk: Walk, object: Node, scope: readonly string[]): void {
  for (const member of object.namedChildren) {
    if (!member) continue;
    const isFunction =
      member.type === 'method_definition' || (member.type === 'pair' && hasFunctionValue(member));
    if (!isFunction) continue;
    const name = memberName(member.childForFieldName('name') ?? member.childForFieldName('key'));
    if (name !== undefined) place(walk, 'function', scope, name, member);
  }
}

/** `namespace A.B { ... }` (or `module A {}`): its members, in its dotted scope. */
function placeNamespace(walk: Walk, namespace: Node, scope: readonly string[]): void {
  const name = namespace.childForFieldName('name');
  const body = namespace.childForFieldName('body');
  // `module "name"` declares an ambient module: stubs only.
  if (!name || !body || (name.type !== 'identifier' && name.type !== 'nested_identifier')) return;
  walkStatements(walk, body, [...scope, ...name.text.split('.').map((part) => part.trim())]);
}

/** A member's name as written; a string key without its quotes. */
function memberName(node: Node | null): string | undefined {
  if (!node) return undefined;
  if (node.type === 'string') return node.text.slice(1, -1);
  return node.text;
}

function nameOf(node: Node): string | undefined {
  return node.childForFieldName('name')?.text;
}

function place(
  walk: Walk,
  kind: PlacedDefinition['kind'],
  scope: readonly string[],
  name: string,
  node: Node,
  method = false,
  decorated?: Node,
): void {
  const start = (decorated ?? node).startIndex;
  const end = lastSignificantEnd(node, walk.comments);
  walk.placed.push({ kind, scope: [...scope], name, start, end, method });
}

/** Where the node's last token that is neither a comment nor empty (an inserted `;`) ends. */
function lastSignificantEnd(node: Node, comments: ReadonlySet<string>): number {
  return lastSignificantToken(node, comments).endIndex;
}
