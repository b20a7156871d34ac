import type { OpStatus } from '../engine/op-graph.js';
import type { RunTally } from '../events/run-tally.js';
import type { LineRange } from '../node-lines.js';
import type { Finding } from '../findings.js';
import type { CSTNode } from '../nodes.js';
import { appendAll } from '../arrays.js';

/** What a report needs of one op's result (a subset of the engine's OpResult). */
export interface OpOutcome {
  op: string;
  status: OpStatus;
  summary: string;
  workspace_id: string;
  diff: string;
  findings: readonly Finding[];
  turns: number;
  ms: number;
  error?: { code: string; message: string };
  result?: Record<string, unknown>;
}

export interface NodeOutcome {
  node: CSTNode;
  changed_lines?: LineRange[];
  ops: OpOutcome[];
  /** What `--apply` writes for the node: every op's change, merged. */
  result_diff?: string;
}

export interface ReviewOutcome {
  backend: string;
  ops: string[];
  nodes: NodeOutcome[];
  ms: number;
  /** The run's counts from its event records; the summary line prints these. */
  tally: RunTally;
}

const MARK: Record<OpStatus, string> = {
  succeeded: '✓',
  failed: '✗',
  skipped: '–',
  cancelled: '⊘',
  waiting: '?',
};
const FINDING_MARK = { error: '✗', warning: '!', notice: 'i' } as const;

/** The human-readable review: each node, each op's status and summary, each suggestion as a diff. */
export function formatReviewText(review: ReviewOutcome): string {
  const out: string[] = [
    `Remora review: ${review.nodes.length} node${review.nodes.length === 1 ? '' : 's'} × ${review.ops.join(', ') || 'no ops'} · backend ${review.backend} · ${(review.ms / 1000).toFixed(1)}s`,
    '',
  ];
  for (const { node, changed_lines, ops, result_diff } of review.nodes) {
    const changed = changed_lines?.length ? ` · changed ${formatRanges(changed_lines)}` : '';
    out.push(
      `${node.file_path}:${node.start_line}-${node.end_line} · ${node.node_type} ${node.full_name}${changed}`,
    );
    for (const op of ops) {
      const what =
        op.status === 'failed' || op.status === 'cancelled'
          ? `${op.error?.code ?? ''} ${op.error?.message ?? ''}`.trim()
          : op.summary;
      out.push(
        `  ${op.op} ${MARK[op.status]} ${op.status} · ${what}${op.diff ? ` · workspace ${op.workspace_id}` : ''}`,
      );
      for (const finding of op.findings)
        out.push(
          `      ${FINDING_MARK[finding.severity]} ${finding.path}:${finding.start_line} ${finding.rule} · ${finding.message}`,
        );
      if (op.diff) appendAll(out, indented(op.diff));
    }
    // Each op shows its own change; where several changed the node, what they make together once.
    if (result_diff && ops.filter((op) => op.diff).length > 1) {
      out.push('  result · what --apply writes for this node');
      appendAll(out, indented(result_diff));
    }
    out.push('');
  }
  out.push(`Summary: ${summaryLine(review)}`);
  return `${out.join('\n')}\n`;
}

/**
 * Per op: how many succeeded, failed, were skipped or cancelled, how many
 * suggested a change, and the findings — from the run's event records, so
 * the line equals the log.
 */
export function summaryLine(review: ReviewOutcome): string {
  return review.tally.ops
    .map((t) => {
      const cancelled = t.cancelled > 0 ? `, ${t.cancelled} cancelled` : '';
      const waiting = t.waiting > 0 ? `, ${t.waiting} waiting for an answer` : '';
      return `${t.op} ${t.succeeded} succeeded (${t.changed} with changes), ${t.failed} failed, ${t.skipped} skipped${waiting}${cancelled}, ${t.findings} finding${t.findings === 1 ? '' : 's'}`;
    })
    .join('; ');
}

/** One op's outcome as the JSON reports (review and sweep) give it. */
export function opToJson(op: OpOutcome) {
  return {
    op: op.op,
    status: op.status,
    summary: op.summary,
    error_code: op.error?.code ?? null,
    error: op.error?.message ?? null,
    workspace_id: op.workspace_id,
    diff: op.diff,
    findings: op.findings,
  };
}

/** The review as JSON: per node and op, status, summary, error code, workspace id, diff. */
export function reviewToJson(review: ReviewOutcome): unknown {
  return {
    backend: review.backend,
    ops: review.ops,
    ms: review.ms,
    nodes: review.nodes.map(({ node, changed_lines, ops, result_diff }) => {
      const { text: _text, ...fields } = node;
      return {
        node: fields,
        ...(changed_lines ? { changed_lines } : {}),
        result_diff: result_diff ?? '',
        ops: ops.map((op) => ({
          ...opToJson(op),
          turns: op.turns,
          ms: op.ms,
          result: op.result ?? null,
        })),
      };
    }),
  };
}

function indented(diff: string): string[] {
  return diff
    .trimEnd()
    .split('\n')
    .map((line) => `      ${line}`);
}

function formatRanges(ranges: readonly LineRange[]): string {
  return ranges.map((r) => (r.start === r.end ? `${r.start}` : `${r.start}-${r.end}`)).join(', ');
}
