import type { OpStatus } from '../engine/op-graph.js';
import type { ErrorCode } from '../errors.js';
import type { Finding } from '../findings.js';
import { opToJson, type NodeOutcome } from '../report/format-review.js';
import { codeCell, markdownTable, textCell } from '../summary/markdown.js';
import { formatDuration } from './progress.js';
import { appendAll } from '../arrays.js';

/** One line of a sweep's JSONL report: one op on one node. */
export interface SweepRow {
  path: string;
  node_id: string;
  node_type: string;
  full_name: string;
  start_line: number;
  end_line: number;
  op: string;
  status: OpStatus;
  summary: string;
  error_code: ErrorCode | string | null;
  error: string | null;
  workspace_id: string;
  /** The op's own change as a unified diff; '' when it changed nothing. */
  diff: string;
  findings: readonly Finding[];
}

/** The report's lines: every op of every node, in the order the nodes were swept. */
export function sweepRows(nodes: readonly NodeOutcome[]): SweepRow[] {
  return nodes.flatMap(({ node, ops }) =>
    ops.map((op) => ({
      path: node.file_path,
      node_id: node.node_id,
      node_type: node.node_type,
      full_name: node.full_name,
      start_line: node.start_line,
      end_line: node.end_line,
      ...opToJson(op),
    })),
  );
}

/** The JSONL text of the rows: one JSON object a line. */
export function formatSweepJsonl(rows: readonly SweepRow[]): string {
  return rows.map((row) => `${JSON.stringify(row)}\n`).join('');
}

/** One op's figures over a sweep. */
export interface OpTotals {
  op: string;
  nodes: number;
  succeeded: number;
  failed: number;
  skipped: number;
  /** Succeeded results that changed something. */
  changes: number;
  findings: number;
}

/** Per op, in the given order (ops no row names come last, sorted). */
export function opTotals(rows: readonly SweepRow[], ops: readonly string[] = []): OpTotals[] {
  const order = [
    ...ops,
    ...[...new Set(rows.map((r) => r.op))].filter((op) => !ops.includes(op)).sort(),
  ];
  return order.map((op) => {
    const mine = rows.filter((r) => r.op === op);
    const count = (status: SweepRow['status']): number =>
      mine.filter((r) => r.status === status).length;
    return {
      op,
      nodes: mine.length,
      succeeded: count('succeeded'),
      failed: count('failed'),
      skipped: count('skipped'),
      changes: mine.filter((r) => r.status === 'succeeded' && r.diff !== '').length,
      findings: mine.reduce((sum, r) => sum + r.findings.length, 0),
    };
  });
}

/** The files with the most changes (then findings), at most `limit`. */
export function topFiles(
  rows: readonly SweepRow[],
  limit: number,
): { path: string; changes: number; findings: number }[] {
  const files = new Map<string, { path: string; changes: number; findings: number }>();
  for (const row of rows) {
    const file = files.get(row.path) ?? { path: row.path, changes: 0, findings: 0 };
    if (row.status === 'succeeded' && row.diff !== '') file.changes += 1;
    file.findings += row.findings.length;
    files.set(row.path, file);
  }
  return [...files.values()]
    .filter((f) => f.changes > 0 || f.findings > 0)
    .sort((a, b) => b.changes - a.changes || b.findings - a.findings || (a.path < b.path ? -1 : 1))
    .slice(0, limit);
}

/** What a sweep covered and how it ran, for the summary's first line. */
export interface SweepScope {
  /** The `paths` patterns; empty for the whole repository. */
  patterns: readonly string[];
  shard: { index: number; count: number };
  backend: string;
  files: number;
  nodes: number;
  ms: number;
}

/** `the whole repository` or the patterns as code. */
export function describePatterns(patterns: readonly string[]): string {
  return patterns.length === 0
    ? 'the whole repository'
    : patterns.map((p) => `\`${p}\``).join(', ');
}

/** The sweep's op table: one row per op. */
export function renderOpTable(totals: readonly OpTotals[]): string {
  return markdownTable(
    ['op', 'nodes', 'succeeded', 'failed', 'skipped', 'changes', 'findings'],
    totals.map((t) =>
      [t.op, t.nodes, t.succeeded, t.failed, t.skipped, t.changes, t.findings].map((v, i) =>
        i === 0 ? codeCell(String(v)) : String(v),
      ),
    ),
  );
}

// Enough to find where to look; every failure is in the JSONL report.
const LISTED_FAILURES = 20;
const TOP_FILES = 10;

/** The pull request a sweep opened or updated, for the summary. */
export interface SweepPullLink {
  number: number;
  url: string;
  action: 'opened' | 'updated';
  /** What was committed, in a few words. */
  detail: string;
}

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The job summary of one sweep (one shard of it). */
export function renderSweepSummary(
  scope: SweepScope,
  rows: readonly SweepRow[],
  ops: readonly string[],
  notes: readonly string[] = [],
  pull?: SweepPullLink,
): string {
  const { shard } = scope;
  const parts = [
    '## Remora sweep',
    '',
    `${describePatterns(scope.patterns)}` +
      (shard.count > 1 ? ` · shard ${shard.index}/${shard.count}` : '') +
      ` · ${plural(scope.files, 'file')}, ${plural(scope.nodes, 'node')} · backend ${scope.backend} · ${formatDuration(scope.ms)}`,
    '',
    renderOpTable(opTotals(rows, ops)),
  ];
  if (pull)
    parts.push(
      '',
      `[Pull request #${pull.number}](${pull.url}) ${pull.action}: ${textCell(pull.detail)}.`,
    );
  const top = topFiles(rows, TOP_FILES);
  if (top.length > 0)
    parts.push(
      '',
      '### Files with the most changes',
      '',
      markdownTable(
        ['file', 'changes', 'findings'],
        top.map((f) => [codeCell(f.path), String(f.changes), String(f.findings)]),
      ),
    );
  const failed = rows.filter((r) => r.status === 'failed');
  if (failed.length > 0)
    parts.push(
      '',
      `### Failed ops${failed.length > LISTED_FAILURES ? ` (the first ${LISTED_FAILURES} of ${failed.length})` : ''}`,
      '',
      markdownTable(
        ['node', 'op', 'error'],
        failed
          .slice(0, LISTED_FAILURES)
          .map((r) => [
            codeCell(`${r.path}:${r.start_line} ${r.full_name}`),
            codeCell(r.op),
            textCell(`${r.error_code ?? ''} ${r.error ?? ''}`.trim()),
          ]),
      ),
    );
  if (notes.length > 0) appendAll(parts, ['', ...notes.map((note) => `- ${textCell(note)}`)]);
  return `${parts.join('\n')}\n`;
}
