import type { Node } from 'web-tree-sitter';
import {
  statementsOf,
  tryDocstringOf,
  walkOwnBody,
  type DocstringOwner,
} from '../docstring/python-syntax.js';

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
  let found: Mutant | undefined;
  const replace = (from: number, to: number, by: string, what: string, row: number): Mutant => ({
    text: text.slice(0, from) + by + text.slice(to),
    mutation: `${what} on line ${row + 1}`,
  });
  for (const pass of ['comparison', 'arithmetic', 'integer', 'boolean'] as const) {
    walkOwnBody(body, (node) => {
      if (
        found ||
        (docstring &&
          node.startIndex >= docstring.startIndex &&
          node.endIndex <= docstring.endIndex)
      )
        return;
      found = mutantAt(node, pass, replace);
    });
    if (found) return found;
  }
  const statements = statementsOf(body).filter((s) => s.id !== docstring?.id);
  const first = statements[0];
  const last = statements.at(-1);
  if (!first || !last) return undefined;
  return replace(
    first.startIndex,
    last.endIndex,
    'return None',
    'the body replaced by `return None`',
    first.startPosition.row,
  );
}

function mutantAt(
  node: Node,
  pass: 'comparison' | 'arithmetic' | 'integer' | 'boolean',
  replace: (from: number, to: number, by: string, what: string, row: number) => Mutant,
): Mutant | undefined {
  if (pass === 'comparison' && node.type === 'comparison_operator') {
    // `a is not b` and `a not in b` are two tokens: only single-token operators are flipped.
    const operator = node.children.find(
      (child) => !child.isNamed && FLIPPED[child.type] !== undefined,
    );
    const next = operator && node.children[node.children.indexOf(operator) + 1];
    if (!operator || next?.type === 'not' || node.children.some((c) => c.type === 'not in'))
      return undefined;
    const by = FLIPPED[operator.type] as string;
    return replace(
      operator.startIndex,
      operator.endIndex,
      by,
      `\`${operator.type}\` turned into \`${by}\``,
      operator.startPosition.row,
    );
  }
  if (pass === 'arithmetic' && node.type === 'binary_operator') {
    const operator = node.childForFieldName('operator');
    const by = operator ? SWAPPED[operator.type] : undefined;
    if (!operator || !by) return undefined;
    return replace(
      operator.startIndex,
      operator.endIndex,
      by,
      `\`${operator.type}\` turned into \`${by}\``,
      operator.startPosition.row,
    );
  }
  if (pass === 'integer' && node.type === 'integer' && /^\d+$/.test(node.text)) {
    const by = String(Number(node.text) + 1);
    return replace(
      node.startIndex,
      node.endIndex,
      by,
      `\`${node.text}\` turned into \`${by}\``,
      node.startPosition.row,
    );
  }
  if (pass === 'boolean' && (node.type === 'true' || node.type === 'false')) {
    const by = node.type === 'true' ? 'False' : 'True';
    return replace(
      node.startIndex,
      node.endIndex,
      by,
      `\`${node.text}\` turned into \`${by}\``,
      node.startPosition.row,
    );
  }
  return undefined;
}
