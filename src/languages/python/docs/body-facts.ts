import type { Node } from 'web-tree-sitter';
import { statementsOf, tryDocstringOf, walkOwnBody, type DocstringOwner } from './python-syntax.js';

/** What a function's own body does that decides which exceptions it can raise. */
export interface BodyFacts {
  /** The names of everything it calls, as written (`len`, `self.close`, `os.path.join`). */
  calls: string[];
  /** It awaits, loops, enters a context or re-raises: code Remora does not see may raise anything. */
  opaque: boolean;
  /** Its body, after the docstring, is only `pass`, `...` or `raise NotImplementedError`. */
  placeholder: boolean;
}

// Each runs code of another object (an iterator, a context manager, a coroutine).
const OPAQUE = new Set([
  'await',
  'for_statement',
  'with_statement',
  'list_comprehension',
  'set_comprehension',
  'dictionary_comprehension',
  'generator_expression',
]);

/** A `raise` that names no class: `raise`, `raise error`: it may raise anything. */
function reraises(node: Node): boolean {
  const raised = node.namedChildren[0];
  if (!raised || raised.type === 'comment') return true;
  const callee = raised.type === 'call' ? raised.childForFieldName('function') : raised;
  if (callee?.type !== 'identifier' && callee?.type !== 'attribute') return true;
  return !/^[A-Z]/.test(callee.text.split('.').at(-1) ?? '');
}

function isPlaceholder(statement: Node): boolean {
  if (statement.type === 'pass_statement') return true;
  if (statement.type === 'expression_statement' && statement.text.trim() === '...') return true;
  return statement.type === 'raise_statement' && /\bNotImplementedError\b/.test(statement.text);
}

/** The facts of a def's own body (nested defs, classes and lambdas are theirs). */
export function readBodyFacts(owner: DocstringOwner): BodyFacts | undefined {
  if (owner.definition.type !== 'function_definition' || !owner.body) return undefined;
  const calls: string[] = [];
  let opaque = false;
  walkOwnBody(owner.body, (node) => {
    // `raise Error(...)` builds the exception it raises: no other code runs.
    if (node.type === 'call' && node.parent?.type !== 'raise_statement')
      calls.push(node.childForFieldName('function')?.text ?? '');
    if (OPAQUE.has(node.type)) opaque = true;
    if (node.type === 'raise_statement' && reraises(node)) opaque = true;
  });
  // A nested def or lambda raises when someone calls it: its Raises may be documented here.
  if (
    owner.body.descendantsOfType(['function_definition', 'lambda', 'class_definition']).length > 0
  )
    opaque = true;
  const docstring = tryDocstringOf(owner)?.statement;
  const statements = statementsOf(owner.body).filter((s) => s.id !== docstring?.id);
  return { calls, opaque, placeholder: statements.every(isPlaceholder) };
}
