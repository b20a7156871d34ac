import type { Node } from 'web-tree-sitter';
import { withParsedScript, type ScriptDialect } from './script-parser.js';

/** One small change to a function's code that a test of it should notice. */
export interface ScriptMutant {
  /** The file's text with the change made. */
  text: string;
  /** The change, in words: "`<` turned into `>=` on line 12". */
  mutation: string;
}

const FLIPPED: Readonly<Record<string, string>> = {
  '<': '>=',
  '<=': '>',
  '>': '<=',
  '>=': '<',
  '===': '!==',
  '!==': '===',
  '==': '!=',
  '!=': '==',
};
const SWAPPED: Readonly<Record<string, string>> = { '+': '-', '-': '+', '*': '+', '/': '*' };
const FUNCTIONS = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'function',
  'arrow_function',
  'method_definition',
]);
const PASSES = ['comparison', 'arithmetic', 'integer', 'boolean'] as const;

/**
 * The first simple mutant of the function declared by the top-level
 * statement starting on `startLine` (1-based), its nested functions aside,
 * trying in order: a comparison flipped, an arithmetic operator swapped, an
 * integer changed by one, `true` and `false` swapped; failing those, its
 * body replaced by `return undefined;` (an arrow's expression by
 * `undefined`). Undefined when the statement declares no function.
 */
export async function firstScriptMutant(
  text: string,
  dialect: ScriptDialect,
  startLine: number,
): Promise<ScriptMutant | undefined> {
  return withParsedScript(text, dialect, (root) => {
    const statement = root.namedChildren.find(
      (child) => child !== null && child.startPosition.row === startLine - 1,
    );
    const fn = statement ? functionOf(statement) : undefined;
    const body = fn?.childForFieldName('body');
    if (!body) return undefined;
    const replace = (node: Node, by: string, what: string): ScriptMutant => ({
      text: text.slice(0, node.startIndex) + by + text.slice(node.endIndex),
      mutation: `${what} on line ${node.startPosition.row + 1}`,
    });
    for (const pass of PASSES) {
      const found = firstSwap(body, pass);
      if (found)
        return replace(
          found.token,
          found.by,
          `\`${found.token.text}\` turned into \`${found.by}\``,
        );
    }
    if (body.type === 'statement_block')
      return replace(body, '{ return undefined; }', 'the body replaced by `return undefined`');
    return replace(body, 'undefined', 'the body replaced by `undefined`');
  });
}

/** The function a top-level statement declares: itself, or the value of its one declarator. */
function functionOf(statement: Node): Node | undefined {
  const declaration =
    statement.type === 'export_statement'
      ? (statement.childForFieldName('declaration') ?? statement.childForFieldName('value'))
      : statement;
  if (!declaration) return undefined;
  if (FUNCTIONS.has(declaration.type)) return declaration;
  if (declaration.type === 'lexical_declaration' || declaration.type === 'variable_declaration') {
    const value = declaration.namedChildren
      .find((c) => c?.type === 'variable_declarator')
      ?.childForFieldName('value');
    return value && FUNCTIONS.has(value.type) ? value : undefined;
  }
  return undefined;
}

/** The first token `pass` swaps in `node`'s own code, in source order, nested functions aside. */
function firstSwap(
  node: Node,
  pass: (typeof PASSES)[number],
): { token: Node; by: string } | undefined {
  const here = swapAt(node, pass);
  if (here) return here;
  for (const child of node.children) {
    if (!child || FUNCTIONS.has(child.type) || child.type === 'class_declaration') continue;
    const found = firstSwap(child, pass);
    if (found) return found;
  }
  return undefined;
}

function swapAt(
  node: Node,
  pass: (typeof PASSES)[number],
): { token: Node; by: string } | undefined {
  if ((pass === 'comparison' || pass === 'arithmetic') && node.type === 'binary_expression') {
    const token = node.childForFieldName('operator');
    const by = token ? (pass === 'comparison' ? FLIPPED : SWAPPED)[token.type] : undefined;
    return token && by ? { token, by } : undefined;
  }
  if (pass === 'integer' && node.type === 'number' && /^\d+$/.test(node.text))
    return { token: node, by: String(Number(node.text) + 1) };
  if (pass === 'boolean' && (node.type === 'true' || node.type === 'false'))
    return { token: node, by: node.type === 'true' ? 'false' : 'true' };
  return undefined;
}
