import { performance } from 'node:perf_hooks';

/** How often the main thread's load is looked at, and below which share of a window it counts as idle. */
const WINDOW_MS = 5;
const IDLE_BELOW = 0.5;
/** Waiting for idleness ends by then, busy or not. */
const AT_MOST_MS = 2_000;

/**
 * Resolves once `after` has and this thread then spends a short window
 * mostly waiting (its event loop busy less than half of {@link WINDOW_MS}):
 * when costly set-up that nothing waits for yet can run without delaying
 * anything, such as a linter's first compile while model requests are out.
 * Resolves after {@link AT_MOST_MS} in any case. Holds the process open for none of it.
 */
export function whenIdle(after: Promise<unknown>): Promise<void> {
  return after.then(
    () =>
      new Promise<void>((resolve) => {
        const since = Date.now();
        let last = performance.eventLoopUtilization();
        const look = (): void => {
          const now = performance.eventLoopUtilization();
          const window = performance.eventLoopUtilization(now, last);
          last = now;
          if (window.utilization < IDLE_BELOW || Date.now() - since >= AT_MOST_MS) resolve();
          else setTimeout(look, WINDOW_MS).unref();
        };
        setTimeout(look, WINDOW_MS).unref();
      }),
  );
}
