import type { Node } from 'web-tree-sitter';
import { withParsedScript, type ScriptDialect } from './script-parser.js';

/** How a test gets the node from its module. */
export type ExportKind = 'named' | 'default' | 'module';

/** What a test of a top-level function needs to know of its file. */
export type NodeModule =
  | {
      /** How the node is exported: by its name, as the default, or as `module.exports` itself. */
      exportKind: ExportKind;
      /** The JSDoc comment right before the node, if any. */
      jsDoc: string | undefined;
      /** Every name the module exports by name. */
      exports: string[];
    }
  | { skipped: string };

const DECLARATIONS = new Set([
  'function_declaration',
  'generator_function_declaration',
  'lexical_declaration',
  'variable_declaration',
  'class_declaration',
]);

/**
 * Finds the top-level declaration of `name` that starts on `startLine`
 * (1-based) in `text`, its JSDoc and how the module exports it (`export`,
 * `export default`, `export { name }`, `module.exports = name`,
 * `module.exports.name =`, `exports.name =`, `module.exports = { name }`).
 * A method, or a function the module does not export, gives no test.
 */
export async function readNodeModule(
  text: string,
  dialect: ScriptDialect,
  name: string,
  startLine: number,
): Promise<NodeModule> {
  if (name.includes('.') || name.includes('#'))
    return { skipped: `${name} is a method: its examples need an instance the test cannot make` };
  return withParsedScript(text, dialect, (root) => {
    const statement = root.namedChildren.find(
      (child) =>
        child !== null &&
        child.startPosition.row <= startLine - 1 &&
        child.endPosition.row >= startLine - 1 &&
        declaredName(child) === name,
    );
    if (!statement) return { skipped: `no top-level declaration of ${name} on line ${startLine}` };
    const exports = exportedNames(root);
    const exportKind = exportKindOf(statement, name, root, exports);
    if (!exportKind) return { skipped: `${name} is not exported: a test cannot import it` };
    return { exportKind, jsDoc: jsDocBefore(statement, name), exports };
  });
}

// A bundler's annotation between a JSDoc and its function (vue: `/*@__NO_SIDE_EFFECTS__*/`).
const ANNOTATION = /^\/\*\s*[#@]__[A-Z_]+__\s*\*\/$/;

/**
 * The JSDoc comment that ends on the line before the statement, past
 * bundler annotations and the function's overload signatures (vue documents
 * `ref` on its first one).
 */
function jsDocBefore(statement: Node, name: string): string | undefined {
  let next: Node = statement;
  let before = statement.previousSibling;
  while (
    before &&
    ((before.type === 'comment' && ANNOTATION.test(before.text)) || isOverloadOf(before, name)) &&
    before.endPosition.row >= next.startPosition.row - 1
  ) {
    next = before;
    before = before.previousSibling;
  }
  return before?.type === 'comment' &&
    before.text.startsWith('/**') &&
    before.endPosition.row >= next.startPosition.row - 1
    ? before.text
    : undefined;
}

/** Whether a top-level statement is an overload signature of `name` (`export function f(a: string): string`). */
function isOverloadOf(statement: Node, name: string): boolean {
  const declaration =
    statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
  return (
    declaration?.type === 'function_signature' &&
    declaration.childForFieldName('name')?.text === name
  );
}

/** The name a top-level statement declares (through an `export` too). */
function declaredName(statement: Node): string | undefined {
  const declaration =
    statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
  if (!declaration || !DECLARATIONS.has(declaration.type)) return undefined;
  if (declaration.type === 'lexical_declaration' || declaration.type === 'variable_declaration') {
    const declarators = declaration.namedChildren.filter((c) => c?.type === 'variable_declarator');
    return declarators.length === 1 ? declarators[0]?.childForFieldName('name')?.text : undefined;
  }
  return declaration.childForFieldName('name')?.text;
}

function exportKindOf(
  statement: Node,
  name: string,
  root: Node,
  exports: readonly string[],
): ExportKind | undefined {
  if (statement.type === 'export_statement')
    return statement.children.some((c) => c?.type === 'default') ? 'default' : 'named';
  for (const child of root.namedChildren) {
    if (child?.type !== 'export_statement') continue;
    if (
      child.children.some((c) => c?.type === 'default') &&
      child.namedChildren.at(-1)?.text === name
    )
      return 'default';
  }
  if (exports.includes(name)) return 'named';
  for (const assignment of moduleAssignments(root))
    if (assignment.left === 'module.exports' && assignment.right.text === name) return 'module';
  return undefined;
}

/** The names a module exports by name, in ES or CommonJS form. */
function exportedNames(root: Node): string[] {
  const names: string[] = [];
  for (const child of root.namedChildren) {
    if (child?.type !== 'export_statement' || child.children.some((c) => c?.type === 'default'))
      continue;
    const declared = declaredName(child);
    if (declared) names.push(declared);
    for (const specifier of child.descendantsOfType('export_specifier')) {
      const exported =
        specifier?.childForFieldName('alias') ?? specifier?.childForFieldName('name');
      if (exported) names.push(exported.text);
    }
  }
  for (const { left, right } of moduleAssignments(root)) {
    const member = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(left);
    if (member?.[1]) names.push(member[1]);
    if (left === 'module.exports' && right.type === 'object')
      for (const property of right.namedChildren) {
        if (property?.type === 'shorthand_property_identifier') names.push(property.text);
        if (property?.type === 'pair') {
          const key = property.childForFieldName('key');
          if (key) names.push(key.text);
        }
      }
  }
  return [...new Set(names)];
}

/** Top-level `module.exports… = …` and `exports.… = …` assignments. */
function moduleAssignments(root: Node): { left: string; right: Node }[] {
  const found: { left: string; right: Node }[] = [];
  for (const child of root.namedChildren) {
    const expression = child?.type === 'expression_statement' ? child.namedChildren[0] : undefined;
    if (expression?.type !== 'assignment_expression') continue;
    const left = expression.childForFieldName('left')?.text ?? '';
    const right = expression.childForFieldName('right');
    if (right && /^(module\.)?exports\b/.test(left)) found.push({ left, right });
  }
  return found;
}
