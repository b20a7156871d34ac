import type { Node } from 'web-tree-sitter';
import type { TreeCache } from '../../../core/discovery/discover-file.js';
import { RemoraError } from '../../../core/errors.js';
import type { CSTNode } from '../../../core/nodes.js';
import {
  statementsOf,
  tryDocstringOf,
  tryFindOwner,
  type DocstringOwner,
  type ExistingDocstring,
} from './python-syntax.js';
import { normaliseDocstringText, renderDocstringLiteral } from './string-literal.js';
import { appendAll } from '../../../core/arrays.js';

/** The outcome of writing a docstring into a file's text. */
export interface DocstringEdit {
  text: string;
  action: 'added' | 'updated' | 'unchanged';
  /** Where the docstring literal now is, 1-based and inclusive. */
  start_line: number;
  end_line: number;
}

type NodeRef = Pick<CSTNode, 'node_type' | 'name' | 'full_name' | 'start_line'>;

/** Replaces `start..end` with `before + literal + after`. */
interface Replacement {
  start: number;
  end: number;
  before: string;
  literal: string;
  after: string;
}

const replacement = (
  start: number,
  end: number,
  before: string,
  literal: string,
  after = '',
): Replacement => ({ start, end, before, literal, after });

/**
 * Writes `content` as the docstring of `node` through the syntax tree: an
 * existing docstring is replaced in place (keeping its quote character), a
 * new one goes first in the body with the body's own indentation, and a
 * one-line body (`def f(): return 1`) is split onto its own lines. Nothing
 * else in the file changes; the result must parse and read back as `content`.
 */
export function writeDocstring(
  trees: TreeCache,
  source: string,
  node: NodeRef,
  content: string,
): DocstringEdit {
  const value = normaliseDocstringText(content);
  if (value.trim() === '')
    throw new RemoraError('TOOL_001', 'the docstring is empty; write at least a summary line');
  let edit: Replacement | undefined;
  let existing: ExistingDocstring | undefined;
  let hadErrors = false;
  // The file's tree is the one the tools and discovery share: a version is parsed once.
  const unchanged = trees.withTree(source, (tree) => {
    hadErrors = tree.rootNode.hasError;
    const owner = tryFindOwner(tree.rootNode, node);
    if (!owner)
      throw new RemoraError('TOOL_001', `${node.full_name} was not found in the parsed file`);
    existing = tryDocstringOf(owner);
    if (existing?.value === value) {
      const lines = lineSpan(source, existing.literal.startIndex, existing.literal.endIndex);
      return { text: source, action: 'unchanged' as const, ...lines };
    }
    edit = planReplacement(source, tree.rootNode, owner, existing, value);
    return undefined;
  });
  if (unchanged) return unchanged;
  if (!edit) throw new RemoraError('TOOL_001', 'the file could not be parsed');
  const text =
    source.slice(0, edit.start) + edit.before + edit.literal + edit.after + source.slice(edit.end);
  verify(trees, text, node, value, hadErrors);
  const literalStart = edit.start + edit.before.length;
  return {
    text,
    action: existing ? 'updated' : 'added',
    ...lineSpan(text, literalStart, literalStart + edit.literal.length),
  };
}

function planReplacement(
  source: string,
  root: Node,
  owner: DocstringOwner,
  existing: ExistingDocstring | undefined,
  value: string,
): Replacement {
  const newline = source.includes('\r\n') ? '\r\n' : '\n';
  const literal = (indent: string): string =>
    renderDocstringLiteral(value, {
      quoteChar: existing?.quoteChar ?? '"',
      preferRaw: existing?.raw ?? false,
      indent,
      newline,
    });
  if (owner.definition.type === 'module')
    return moduleReplacement(source, owner, existing, literal(''), newline);
  const body = owner.body;
  const colon = owner.definition.children.filter((c) => c.type === ':').at(-1);
  if (!body || !colon) throw new RemoraError('TOOL_001', 'the definition has no body to document');
  const statements = statementsOf(body);
  const first = statements[0];
  if (!first) throw new RemoraError('TOOL_001', 'the definition has no body to document');
  if (first.startPosition.row > colon.endPosition.row) {
    const indent = leadingWhitespace(source, first.startIndex);
    if (existing)
      return replacement(
        existing.literal.startIndex,
        existing.literal.endIndex,
        '',
        literal(indent),
      );
    const at = lineStart(source, colon.endIndex, 1);
    return replacement(at, at, indent, literal(indent), newline);
  }
  // A one-line body: the docstring and the statements after it move to lines of their own.
  const indent = leadingWhitespace(source, owner.definition.startIndex) + indentUnit(source, root);
  const after = existing ? statements[1] : first;
  if (!after) return replacement(colon.endIndex, first.endIndex, newline + indent, literal(indent));
  return replacement(
    colon.endIndex,
    after.startIndex,
    newline + indent,
    literal(indent),
    newline + indent,
  );
}

/** A module docstring goes before the first statement (after leading comments), or at the end of a file without any. */
function moduleReplacement(
  source: string,
  owner: DocstringOwner,
  existing: ExistingDocstring | undefined,
  literal: string,
  newline: string,
): Replacement {
  if (existing)
    return replacement(existing.literal.startIndex, existing.literal.endIndex, '', literal);
  const first = statementsOf(owner.definition)[0];
  if (first) {
    const at = lineStart(source, first.startIndex, 0);
    return replacement(at, at, '', literal, newline + newline);
  }
  // A file of comments only (or nothing): the docstring goes at the end.
  const gap = source === '' || source.endsWith('\n') ? '' : newline;
  const separator = source.trim() === '' ? '' : newline;
  return replacement(source.length, source.length, gap + separator, literal, newline);
}

/** The offset of the start of the line `offset` is on, or of the line after it (`next = 1`). */
function lineStart(source: string, offset: number, next: 0 | 1): number {
  if (next === 0) return source.lastIndexOf('\n', offset - 1) + 1;
  const end = source.indexOf('\n', offset);
  return end === -1 ? source.length : end + 1;
}

function leadingWhitespace(source: string, offset: number): string {
  const start = lineStart(source, offset, 0);
  return /^[ \t]*/.exec(source.slice(start, offset))?.[0] ?? '';
}

/** One level of the file's indentation, learnt from its first indented block: a tab, or N spaces. */
export function indentUnit(source: string, root: Node): string {
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.shift();
    if (!node) break;
    if (node.type === 'block' && node.parent) {
      const first = statementsOf(node)[0];
      if (first && first.startPosition.row > node.parent.startPosition.row) {
        const outer = leadingWhitespace(source, node.parent.startIndex);
        const inner = leadingWhitespace(source, first.startIndex);
        if (inner.startsWith(outer) && inner.length > outer.length)
          return inner.slice(outer.length);
      }
    }
    appendAll(stack, node.namedChildren);
  }
  return '    ';
}

/** The edit must parse (if the file did) and read back as the docstring that was asked for. */
function verify(
  trees: TreeCache,
  text: string,
  node: NodeRef,
  value: string,
  hadErrors: boolean,
): void {
  // Parsed incrementally from the file's tree, and kept: the discovery after the write reuses it.
  trees.withTree(text, (tree) => {
    if (tree.rootNode.hasError && !hadErrors)
      throw new RemoraError('TOOL_001', "writing this docstring would break the file's syntax");
    const owner = tryFindOwner(tree.rootNode, node);
    const written = owner ? tryDocstringOf(owner) : undefined;
    if (written?.value !== value)
      throw new RemoraError('TOOL_001', 'the docstring did not read back as written');
  });
}

function lineSpan(
  text: string,
  start: number,
  end: number,
): { start_line: number; end_line: number } {
  const lineOf = (offset: number): number => text.slice(0, offset).split('\n').length;
  return { start_line: lineOf(start), end_line: lineOf(end) };
}
