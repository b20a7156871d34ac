/** How far a sweep has come, as its events tell it. */
export interface ProgressCounts {
  /** Nodes whose every op has finished. */
  done: number;
  /** Nodes the run was started with; 0 until it says. */
  total: number;
  /** Ops that failed so far. */
  failedOps: number;
  /** Milliseconds since the run started. */
  elapsedMs: number;
}

/**
 * One progress line of a sweep: done/total nodes, the rate so far, the time
 * left at that rate, and the failed ops. The rate and estimate wait for the
 * first finished node and a measurable time, so they never show a guess.
 */
export function formatProgress(counts: ProgressCounts): string {
  const { done, total, failedOps, elapsedMs } = counts;
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  const parts = [`${done}/${total} nodes (${percent}%)`];
  if (done > 0 && elapsedMs > 0) {
    const perSecond = (done * 1000) / elapsedMs;
    parts.push(`${perSecond >= 10 ? perSecond.toFixed(0) : perSecond.toFixed(1)} nodes/s`);
    if (done < total) parts.push(`ETA ${formatDuration(((total - done) * elapsedMs) / done)}`);
  }
  if (done === total && total > 0) parts.push(`took ${formatDuration(elapsedMs)}`);
  parts.push(`${failedOps} failed op${failedOps === 1 ? '' : 's'}`);
  return `sweep: ${parts.join(' · ')}`;
}

/** `42s`, `3m 05s`, `1h 02m`. */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}m ${String(seconds % 60).padStart(2, '0')}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, '0')}m`;
}
