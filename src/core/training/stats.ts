import { DROP_REASONS, type DropReason } from './gates.js';
import type { Split } from './split.js';
import { largest } from '../arrays.js';

/** Per op: trajectories kept on each side of the split, and runs dropped by reason. */
export interface OpCounts {
  kept: Record<Split, number>;
  dropped: Partial<Record<DropReason, number>>;
}

/** What `train-data` wrote, op by op: the content of stats.json. */
export interface TrajectoryStats {
  teacher: 'builtin' | 'server';
  seed: number;
  eval_fraction: number;
  files: Record<Split, number>;
  ops: Record<string, OpCounts>;
}

/** Counts one run: kept on a side of the split, or dropped for a reason. */
export function countRun(
  stats: TrajectoryStats,
  op: string,
  outcome: { kept: Split } | { dropped: DropReason },
): void {
  const counts = (stats.ops[op] ??= { kept: { train: 0, eval: 0 }, dropped: {} });
  if ('kept' in outcome) counts.kept[outcome.kept]++;
  else counts.dropped[outcome.dropped] = (counts.dropped[outcome.dropped] ?? 0) + 1;
}

/** The stats as a plain-text table: one row per op, a column per side and per drop reason seen. */
export function formatStatsTable(stats: TrajectoryStats): string {
  const ops = Object.keys(stats.ops).sort();
  const reasons = DROP_REASONS.filter((reason) =>
    ops.some((op) => (stats.ops[op]?.dropped[reason] ?? 0) > 0),
  );
  const header = ['op', 'train', 'eval', ...reasons.map((r) => `dropped: ${r}`)];
  const rows = ops.map((op) => {
    const counts = stats.ops[op] as OpCounts;
    return [
      op,
      String(counts.kept.train),
      String(counts.kept.eval),
      ...reasons.map((reason) => String(counts.dropped[reason] ?? 0)),
    ];
  });
  const widths = header.map((cell, i) =>
    Math.max(cell.length, largest(rows.map((r) => r[i]?.length ?? 0))),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n') + '\n';
}
