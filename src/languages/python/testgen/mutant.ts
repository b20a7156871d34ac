import type { Node } from 'web-tree-sitter';
import {
  statementsOf,
  tryDocstringOf,
  walkOwnBody,
  type DocstringOwner,
} from '../docs/python-syntax.js';

/** One small change to a definition's code that a test of it should notice. */
export interface Mutant {
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
  '==': '!=',
  '!=': '==',
  is: 'is not',
  in: 'not in',
};
const SWAPPED: Readonly<Record<string, string>> = { '+': '-', '-': '+', '*': '+', '//': '*' };

/**
 * The first simple mutant of a function's own code (its nested definitions
 * and docstring aside), trying in order: a comparison flipped, an arithmetic
 * operator swapped, an integer changed by one, `True` and `False` swapped;
 * failing those, its body after the docstring replaced by `return None`. A
 * test that still passes on the mutant would not catch that change.
 * Undefined for anything but a function with a body.
 */
export function firstMutant(text: string, owner: DocstringOwner): Mutant | undefined {
  const body = owner.body;
  if (owner.definition.type !== 'function_definition' || !body) return undefined;
  const docstring = tryDocstringOf(owner)?.statement;
  const replace = (from: Node, to: Node, by: string, what: string): Mutant => ({
    text: text.slice(0, from.startIndex) + by + text.slice(to.endIndex),
    mutation: `${what} on line ${from.startPosition.row + 1}`,
  });
  for (const pass of PASSES) {
    let found: Swap | undefined;
    walkOwnBody(body, (node) => {
      const inDocstring =
        docstring !== undefined &&
        node.startIndex >= docstring.startIndex &&
        node.endIndex <= docstring.endIndex;
      if (!found && !inDocstring) found = swapAt(node, pass);
    });
    if (found) {
      const { token, by } = found;
      return replace(token, token, by, `\`${token.text}\` turned into \`${by}\``);
    }
  }
  const statements = statementsOf(body).filter((s) => s.id !== docstring?.id);
  const first = statements[0];
  const last = statements.at(-1);
  if (!first || !last) return undefined;
  return replace(first, last, 'return None', 'the body replaced by `return None`');
}

const PASSES = ['comparison', 'arithmetic', 'integer', 'boolean'] as const;

/** A token of the code and what a mutant writes in its place. */
interface Swap {
  token: Node;
  by: string;
}

/** The swap `pass` makes at `node`, if it makes one there. */
function swapAt(node: Node, pass: (typeof PASSES)[number]): Swap | undefined {
  if (pass === 'comparison' && node.type === 'comparison_operator') {
    // `a is not b` and `a not in b` are two tokens: only single-token operators are flipped.
    const token = node.children.find((child) => !child.isNamed && FLIPPED[child.type]);
    const next = token && node.children[node.children.indexOf(token) + 1];
    if (!token || next?.type === 'not' || node.children.some((c) => c.type === 'not in'))
      return undefined;
    return { token, by: FLIPPED[token.type] as string };
  }
  if (pass === 'arithmetic' && node.type === 'binary_operator') {
    const token = node.childForFieldName('operator');
    const by = token ? SWAPPED[token.type] : undefined;
    return token && by ? { token, by } : undefined;
  }
  if (pass === 'integer' && node.type === 'integer' && /^\d+$/.test(node.text))
    return { token: node, by: String(Number(node.text) + 1) };
  if (pass === 'boolean' && (node.type === 'true' || node.type === 'false'))
    return { token: node, by: node.type === 'true' ? 'False' : 'True' };
  return undefined;
}
