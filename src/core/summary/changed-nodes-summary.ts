import type { ChangedNode, LineRange } from '../diff/index.js';
import { markdownCode } from '../report/inert-text.js';
import type { Diagnostic } from '../errors.js';
import { codeCell, markdownTable, textCell } from './markdown.js';

/** One row of the changed-nodes table, as plain (unescaped) values. */
export interface ChangedNodeRow {
  file: string;
  node: string;
  type: string;
  lines: string;
  changed: string;
}

/** `3-5`, or `4` for a single line. */
export function formatRange(range: LineRange): string {
  return range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`;
}

/** Ranges joined for reading: `4, 7-9`. */
export function formatRanges(ranges: readonly LineRange[]): string {
  return ranges.map(formatRange).join(', ');
}

/** The log line for one changed node: `path:start-end type full_name`. */
export function formatChangedNodeLine({ node }: ChangedNode): string {
  return `${shownPath(node.file_path)}:${node.start_line}-${node.end_line} ${node.node_type} ${node.full_name}`;
}

/**
 * A path as one line of a log shows it: a name holding a newline, a tab or
 * another control character is written quoted, with escapes (`"a\nb.py"`),
 * so a file name can never start a line of its own.
 */
export function shownPath(path: string): string {
  for (let i = 0; i < path.length; i++) {
    const code = path.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return JSON.stringify(path);
  }
  return path;
}

/** The changed-nodes table: file, node, type, lines, changed lines. */
export function renderChangedNodesTable(changed: readonly ChangedNode[]): string {
  const rows = changedNodeRows(changed).map((row) => [
    codeCell(row.file),
    codeCell(row.node),
    row.type,
    row.lines,
    row.changed,
  ]);
  return markdownTable(['File', 'Node', 'Type', 'Lines', 'Changed lines'], rows);
}

/** The table rows for changed nodes, one per node, in the given order. */
export function changedNodeRows(changed: readonly ChangedNode[]): ChangedNodeRow[] {
  return changed.map(({ node, changed_lines }) => ({
    file: node.file_path,
    // A file node's full_name is its path; the type column already says what it is.
    node: node.full_name,
    type: node.node_type,
    lines: formatRange({ start: node.start_line, end: node.end_line }),
    changed: formatRanges(changed_lines),
  }));
}

/** The notes list: one bullet per diagnostic, severity first. */
export function renderNotes(diagnostics: readonly Diagnostic[]): string {
  return diagnostics
    .map((d) => {
      const where =
        d.file === undefined
          ? ''
          : ` ${markdownCode(d.file)}${d.line === undefined ? '' : `:${d.line}`}`;
      return `- **${d.severity}** ${d.code}${where}: ${textCell(stripFilePrefix(d.message, d.file))}`;
    })
    .join('\n');
}

/** Messages often start with their file; the bullet already shows it. */
function stripFilePrefix(message: string, file: string | undefined): string {
  return file !== undefined && message.startsWith(`${file}: `)
    ? message.slice(file.length + 2)
    : message;
}
