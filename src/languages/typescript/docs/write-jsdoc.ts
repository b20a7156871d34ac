import type { Parser } from 'web-tree-sitter';
import { RemoraError } from '../../../core/errors.js';
import { definitionAt, docCommentOf } from './definitions.js';
import { parseJsDoc, type JsDoc } from './jsdoc.js';
import type { ReviewedNode } from './review-jsdoc.js';
import { spliceAll } from '../../../core/arrays.js';

/** What read_current_docstring says of a node's doc comment. */
export interface ReadJsDoc {
  has_docstring: boolean;
  doc?: Omit<JsDoc, 'lines'>;
  /** The comment's lines (1-based, inclusive). */
  lines?: { start: number; end: number };
}

/** The doc comment of a node, read: its description, entries and tags, as written. */
export function readJsDoc(parser: Parser, source: string, node: ReviewedNode): ReadJsDoc {
  const tree = parser.parse(source);
  if (!tree) return { has_docstring: false };
  try {
    const definition = definitionAt(tree.rootNode, node);
    const comment = definition ? docCommentOf(definition) : undefined;
    if (!comment) return { has_docstring: false };
    const { lines: _lines, ...doc } = parseJsDoc(
      comment.text,
      comment.startPosition.row,
      comment.startPosition.column,
    );
    return {
      has_docstring: true,
      doc,
      lines: { start: comment.startPosition.row + 1, end: comment.endPosition.row + 1 },
    };
  } finally {
    tree.delete();
  }
}

/**
 * The block's lines for a doc given as text: a whole `/** ... *\/` block is
 * taken as written (its lines re-indented); plain text is framed, one ` * `
 * per line. A `*\/` inside would end the comment early: refused.
 */
function blockFor(text: string, indent: string): string[] {
  const trimmed = text.replace(/\r\n/g, '\n').trim();
  const framed = trimmed.startsWith('/**');
  const inner = framed ? trimmed.replace(/^\/\*\*/, '').replace(/\*\/$/, '') : trimmed;
  if (inner.includes('*/'))
    throw new RemoraError(
      'TOOL_001',
      'the doc comment contains `*/`, which would end it early; write `*\\/`',
    );
  const body = inner
    .split('\n')
    .map((line) => (framed ? line.replace(/^\s*\*(?!\/) ?/, '') : line))
    .map((line) => line.trimEnd());
  while (body[0] === '') body.shift();
  while (body.at(-1) === '') body.pop();
  if (body.length === 0)
    throw new RemoraError('TOOL_001', 'the doc comment is empty; write at least a description');
  if (body.length === 1 && !framed) return [`${indent}/** ${body[0] ?? ''} */`];
  return [
    `${indent}/**`,
    ...body.map((line) => `${indent} *${line ? ` ${line}` : ''}`),
    `${indent} */`,
  ];
}

/**
 * The file's text with `text` as the node's doc comment: it replaces the
 * comment there is, or goes on the lines above the definition (above its
 * decorators and `export`), indented as the definition is.
 */
export function writeJsDoc(
  parser: Parser,
  source: string,
  node: ReviewedNode,
  text: string,
): string {
  const tree = parser.parse(source);
  if (!tree) throw new RemoraError('TOOL_001', 'the file could not be parsed');
  try {
    const definition = definitionAt(tree.rootNode, node);
    if (!definition)
      throw new RemoraError('TOOL_001', `${node.name} was not found in the parsed file`);
    const lines = source.split('\n');
    const comment = docCommentOf(definition);
    const firstRow = comment?.startPosition.row ?? definition.anchor.startPosition.row;
    const decorated = definition.anchor.previousSibling?.type === 'decorator';
    let top = firstRow;
    // A member's decorators stand before it as siblings: the doc goes above them.
    if (!comment && decorated) {
      let previous = definition.anchor.previousSibling;
      while (previous?.type === 'decorator') {
        top = previous.startPosition.row;
        previous = previous.previousSibling;
      }
    }
    const indent = /^\s*/.exec(lines[top] ?? '')?.[0] ?? '';
    const block = blockFor(text, indent);
    const ending = (lines[top] ?? '').endsWith('\r') ? '\r' : '';
    const written = block.map((line) => line + ending);
    if (comment) {
      const start = comment.startPosition;
      const end = comment.endPosition;
      const before = (lines[start.row] ?? '').slice(0, start.column);
      const after = (lines[end.row] ?? '').slice(end.column);
      // The comment alone on its lines: its lines are replaced whole.
      if (before.trim() === '' && after.trim() === '') {
        spliceAll(lines, start.row, end.row - start.row + 1, written);
        return lines.join('\n');
      }
      throw new RemoraError(
        'TOOL_001',
        `the doc comment of ${node.name} shares its line with code; edit the file instead`,
      );
    }
    spliceAll(lines, top, 0, written);
    return lines.join('\n');
  } finally {
    tree.delete();
  }
}
