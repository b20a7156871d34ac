import type { OpStatus } from '../engine/op-graph.js';

/** How one replayed task went. */
export interface TaskScore {
  op: string;
  node_id: string;
  full_name: string;
  file_path: string;
  status: OpStatus;
  /** The error code and message when the op failed. */
  error?: string;
  success: boolean;
  filler: boolean;
  turns: number;
  /** Tool calls made (a reply without one counts as one), and how many were valid. */
  call_attempts: number;
  valid_calls: number;
  /** Each model request's latency. */
  latencies_ms: number[];
  /** Token counts summed over the requests whose replies reported usage. */
  prompt_tokens: number;
  completion_tokens: number;
  /** Requests whose reply reported usage. */
  usage_reports: number;
}

/** The figures of one op over its tasks. Rates are in [0, 1]; null when there was nothing to rate. */
export interface OpScore {
  tasks: number;
  tool_call_validity: number | null;
  success_rate: number;
  filler_rate: number;
  mean_turns: number;
  latency_p50_ms: number | null;
  latency_p95_ms: number | null;
  /** Null when the server reported no usage. */
  prompt_tokens: number | null;
  completion_tokens: number | null;
}

/** Scores each op over its tasks. */
export function scoreOps(tasks: readonly TaskScore[]): Record<string, OpScore> {
  const ops = [...new Set(tasks.map((task) => task.op))].sort();
  return Object.fromEntries(ops.map((op) => [op, scoreOp(tasks.filter((t) => t.op === op))]));
}

function scoreOp(tasks: readonly TaskScore[]): OpScore {
  const sum = (pick: (task: TaskScore) => number): number =>
    tasks.reduce((total, task) => total + pick(task), 0);
  const attempts = sum((t) => t.call_attempts);
  const latencies = tasks.flatMap((t) => t.latencies_ms).sort((a, b) => a - b);
  const reported = sum((t) => t.usage_reports) > 0;
  return {
    tasks: tasks.length,
    tool_call_validity: attempts === 0 ? null : sum((t) => t.valid_calls) / attempts,
    success_rate: sum((t) => (t.success ? 1 : 0)) / tasks.length,
    filler_rate: sum((t) => (t.filler ? 1 : 0)) / tasks.length,
    mean_turns: sum((t) => t.turns) / tasks.length,
    latency_p50_ms: percentile(latencies, 50),
    latency_p95_ms: percentile(latencies, 95),
    prompt_tokens: reported ? sum((t) => t.prompt_tokens) : null,
    completion_tokens: reported ? sum((t) => t.completion_tokens) : null,
  };
}

/** The nearest-rank percentile of sorted values; null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

const percent = (rate: number | null): string =>
  rate === null ? 'n/a' : `${(rate * 100).toFixed(1)} %`;
const millis = (ms: number | null): string => (ms === null ? 'n/a' : `${Math.round(ms)} ms`);

/** The scores as a markdown table, one row per op. */
export function formatScoreTable(scores: Record<string, OpScore>): string {
  const header =
    '| op | tasks | tool-call validity | task success | filler | mean turns | p50 latency | p95 latency | tokens (prompt / completion) |';
  const rule = '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |';
  const rows = Object.entries(scores).map(([op, s]) =>
    [
      '',
      op,
      String(s.tasks),
      percent(s.tool_call_validity),
      percent(s.success_rate),
      percent(s.filler_rate),
      s.mean_turns.toFixed(1),
      millis(s.latency_p50_ms),
      millis(s.latency_p95_ms),
      s.prompt_tokens === null ? 'n/a' : `${s.prompt_tokens} / ${s.completion_tokens ?? 0}`,
      '',
    ]
      .join(' | ')
      .trim(),
  );
  return [header, rule, ...rows].join('\n') + '\n';
}
