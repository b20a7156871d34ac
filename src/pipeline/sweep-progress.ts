import type { EventBus } from '../core/events/event-bus.js';
import { formatProgress, type ProgressCounts } from '../core/sweep/progress.js';

/** How often a sweep says how far it has come. */
export const PROGRESS_INTERVAL_MS = 5_000;

/** A running progress report; `stop` writes the last line and ends it. */
export interface SweepProgress {
  stop(): void;
}

/**
 * Follows a sweep's events (`run:started`, a node's closing, `agent:failed`)
 * and writes a progress line through `line` when the run starts, every
 * `intervalMs` while it runs, and once at the end.
 */
export function followSweepProgress(
  events: EventBus,
  line: (text: string) => void,
  intervalMs: number = PROGRESS_INTERVAL_MS,
  now: () => number = Date.now,
): SweepProgress {
  let started = now();
  const counts: Omit<ProgressCounts, 'elapsedMs'> = { done: 0, total: 0, failedOps: 0 };
  const write = (): void => line(formatProgress({ ...counts, elapsedMs: now() - started }));
  const unsubscribe = [
    events.on('run:started', (event) => {
      counts.total = (event.payload as { nodes: number }).nodes;
      started = now();
      write();
    }),
    events.on('node:*', (event) => {
      if (event.type !== 'node:started') counts.done += 1;
    }),
    events.on('agent:failed', () => {
      counts.failedOps += 1;
    }),
  ];
  const timer = setInterval(write, intervalMs);
  // A progress line never keeps the process alive.
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      for (const off of unsubscribe) off();
      write();
    },
  };
}
