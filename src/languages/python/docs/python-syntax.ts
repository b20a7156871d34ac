import type { Node } from 'web-tree-sitter';
import type { CSTNode } from '../../../core/nodes.js';
import { stringLiteralValue, tryStringLiteral } from '../syntax/string-literal.js';
import { cleanDocstring } from './string-literal.js';
import { appendAll } from '../../../core/arrays.js';

/** The syntax a docstring belongs to: a def, a class, or the module. */
export interface DocstringOwner {
  /** `function_definition`, `class_definition` or `module`. */
  definition: Node;
  /** The decorated wrapper when there is one, else the definition. */
  outer: Node;
  /** The statements' container: a def's `block`, or the module itself. */
  body: Node | undefined;
}

/** An existing docstring: its statement, its literal, and its cleaned value. */
export interface ExistingDocstring {
  statement: Node;
  literal: Node;
  value: string;
  /** The quote character of its (first) literal. */
  quoteChar: '"' | "'";
  raw: boolean;
}

const DEFINITION_TYPES = new Set(['function_definition', 'class_definition']);

/** Named children that are code, not comments. */
export function statementsOf(container: Node): Node[] {
  return container.namedChildren.filter((child) => child.type !== 'comment');
}

/** The first named child that is code, not a comment: a module's statements are not all listed for it. */
function firstStatementOf(container: Node): Node | undefined {
  let child = container.firstNamedChild;
  while (child && child.type === 'comment') child = child.nextNamedSibling;
  return child ?? undefined;
}

/**
 * The syntax of a discovered node in a parsed file: the definition whose
 * outer start (first decorator) is on the node's first line and whose name
 * matches; the module for a file node.
 */
export function tryFindOwner(
  root: Node,
  node: Pick<CSTNode, 'node_type' | 'name' | 'start_line'>,
): DocstringOwner | undefined {
  if (node.node_type === 'file') return { definition: root, outer: root, body: root };
  const row = node.start_line - 1;
  // Asked of the parser for the node's line alone: walking a module of thousands of
  // definitions node by node in JavaScript costs more than the review of the node.
  const found = root.descendantsOfType(
    ['function_definition', 'class_definition', 'decorated_definition'],
    { row, column: 0 },
    { row: row + 1, column: 0 },
  );
  for (const current of found) {
    if (!current || current.startPosition.row !== row) continue;
    // A decorated definition starts at its first decorator, the row discovery reports.
    const definition =
      current.type === 'decorated_definition' ? current.childForFieldName('definition') : current;
    if (definition && DEFINITION_TYPES.has(definition.type)) {
      if (definition.childForFieldName('name')?.text === node.name) return ownerOf(definition);
    }
  }
  return undefined;
}

/** The docstring of a def, class or module, as Python's `ast.get_docstring` sees it. */
export function tryDocstringOf(owner: DocstringOwner): ExistingDocstring | undefined {
  const first = owner.body ? firstStatementOf(owner.body) : undefined;
  if (first?.type !== 'expression_statement' || first.namedChildren.length !== 1) return undefined;
  const literal = first.namedChildren[0];
  if (!literal) return undefined;
  const parts =
    literal.type === 'string'
      ? [literal]
      : literal.type === 'concatenated_string'
        ? statementsOf(literal)
        : [];
  let value = '';
  let head: { quoteChar: '"' | "'"; raw: boolean } | undefined;
  for (const part of parts) {
    const parsed = part.type === 'string' ? tryStringLiteral(part.text) : undefined;
    // f-strings and bytes are expressions, not docstrings.
    if (!parsed || parsed.bytes || parsed.interpolated) return undefined;
    head ??= { quoteChar: parsed.quote.startsWith("'") ? "'" : '"', raw: parsed.raw };
    value += stringLiteralValue({ ...parsed, body: parsed.body.replace(/\r\n?/g, '\n') }).text;
  }
  if (!head) return undefined;
  return { statement: first, literal, value: cleanDocstring(value), ...head };
}

/**
 * A docstring's value with each `\n` escape of its literal kept as written
 * (backslash, `n`), where one of its (non-raw) literals has one; otherwise
 * undefined. Python reads that escape as a line break: in `Defaults to "\n".`
 * it ends the line, and the rest of the entry starts at the left margin,
 * ending its section. Read as written, the docstring is what its author meant.
 */
export function docstringAsWritten(owner: DocstringOwner): string | undefined {
  const existing = tryDocstringOf(owner);
  if (!existing) return undefined;
  const literal = existing.literal;
  const parts = literal.type === 'string' ? [literal] : statementsOf(literal);
  let value = '';
  let escaped = false;
  for (const part of parts) {
    const parsed = tryStringLiteral(part.text);
    if (!parsed) return undefined;
    const body = parsed.body.replace(/\r\n?/g, '\n');
    // A run of backslashes ending in `n` is an escaped line break when the run is odd.
    const kept = parsed.raw
      ? body
      : body.replace(/(?<!\\)((?:\\\\)*)\\n/g, (_whole, pairs: string) => {
          escaped = true;
          return `${pairs}\\\\n`;
        });
    value += stringLiteralValue({ ...parsed, body: kept }).text;
  }
  return escaped ? cleanDocstring(value) : undefined;
}

/** Every def and class of a file (at any depth), outermost first. */
export function allDefinitions(root: Node): Node[] {
  return root
    .descendantsOfType([...DEFINITION_TYPES])
    .filter((node): node is Node => node !== null);
}

/** The owner of a def or class node found by `allDefinitions`. */
export function ownerOf(definition: Node): DocstringOwner {
  const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : definition;
  return { definition, outer, body: definition.childForFieldName('body') ?? undefined };
}

/**
 * Visits a def's own statements: everything in its body except nested defs,
 * classes and lambdas, whose returns, yields and raises are their own.
 */
export function walkOwnBody(body: Node, visit: (node: Node) => void): void {
  const stack = [...body.namedChildren].reverse();
  while (stack.length > 0) {
    const node = stack.pop();
    if (
      !node ||
      node.type === 'function_definition' ||
      node.type === 'class_definition' ||
      node.type === 'lambda'
    )
      continue;
    if (node.type === 'decorated_definition') continue;
    visit(node);
    appendAll(stack, [...node.namedChildren].reverse());
  }
}

/** Source text on one line: newlines and the indentation after them collapsed to one space. */
export function oneLine(text: string): string {
  if (!text.includes('\n')) return text.trim();
  // Line by line: a pattern for the space around each line end would scan a long run of spaces
  // again from each of its characters.
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ')
    .replace(/([[(]) /g, '$1')
    .replace(/,? ([\])])/g, '$1')
    .trim();
}
