import type { ChangedNode, LineRange } from '../diff/index.js';
import type { Diagnostic } from '../errors.js';
import { codeCell, markdownTable, textCell } from './markdown.js';

/** What the job summary of a pull request run reports. */
export interface ChangedNodesReport {
  pullNumber: number;
  headSha: string;
  /** `owner/name` of the fork the head comes from; absent for a same-repository PR. */
  fork?: string;
  /** Files of the PR that a language pack reads and that still exist at head. */
  reviewedFiles: number;
  /** Changed nodes, in the order they are shown. */
  changed: readonly ChangedNode[];
  /** Everything worth telling the reader: skipped files, fallbacks, limits. */
  diagnostics: readonly Diagnostic[];
}

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
  return `${node.file_path}:${node.start_line}-${node.end_line} ${node.node_type} ${node.full_name}`;
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
          : ` ${codeCell(d.file)}${d.line === undefined ? '' : `:${d.line}`}`;
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

/**
 * The job summary of a pull request run as markdown: a heading, one line on
 * what was read, the changed-nodes table (or a sentence when there is none)
 * and a notes section when anything needs saying.
 */
export function renderChangedNodesSummary(report: ChangedNodesReport): string {
  const count = report.changed.length;
  const from = report.fork === undefined ? '' : ` from the fork ${codeCell(report.fork)}`;
  const parts = [
    '## Remora: changed nodes',
    `Pull request #${report.pullNumber} at ${codeCell(report.headSha.slice(0, 7))}${from}: ` +
      `${count} changed ${count === 1 ? 'node' : 'nodes'} in ${report.reviewedFiles} ` +
      `${report.reviewedFiles === 1 ? 'file' : 'files'} read.`,
  ];
  if (count > 0) {
    const rows = changedNodeRows(report.changed).map((row) => [
      codeCell(row.file),
      codeCell(row.node),
      row.type,
      row.lines,
      row.changed,
    ]);
    parts.push(markdownTable(['File', 'Node', 'Type', 'Lines', 'Changed lines'], rows));
  }
  if (report.diagnostics.length > 0) parts.push('### Notes', renderNotes(report.diagnostics));
  return `${parts.join('\n\n')}\n`;
}
