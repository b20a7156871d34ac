import { ModelError, type ModelClient } from './messages.js';

/**
 * A model client that gives up at `deadlineAt` (epoch ms), or when `stop`
 * aborts (the run was told to stop: SIGTERM): a request still waiting then
 * is abandoned, and every later one fails at once, with an AGENT_002 that
 * names the reason and is never retried. So a server that accepts
 * connections and never answers holds a review up for the deadline, not for
 * the server timeout times the number of nodes, and a stopped run's ops end
 * within a turn.
 */
export function withDeadline(
  model: ModelClient,
  deadlineAt: number,
  deadlineSeconds: number,
  options: { now?: () => number; stop?: AbortSignal } = {},
): ModelClient {
  const now = options.now ?? Date.now;
  const { stop } = options;
  const passed = (): ModelError =>
    stop?.aborted
      ? new ModelError(`the run was stopped (${String(stop.reason)}); this op was stopped`, false)
      : new ModelError(
          `the review's deadline passed (runner.deadline_s: ${deadlineSeconds} s); this op was stopped`,
          false,
        );
  return {
    name: model.name,
    async complete(request, signal) {
      const remaining = deadlineAt - now();
      if (remaining <= 0 || stop?.aborted) throw passed();
      const deadline = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const onStop = (): void => deadline.abort();
      // Raced as well as passed on: a client that ignores the signal is still let go.
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => deadline.abort(), remaining);
        deadline.signal.addEventListener('abort', () => reject(passed()), { once: true });
      });
      stop?.addEventListener('abort', onStop, { once: true });
      const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      try {
        return await Promise.race([model.complete(request, combined), expired]);
      } catch (error) {
        if (deadline.signal.aborted) throw passed();
        throw error;
      } finally {
        clearTimeout(timer);
        stop?.removeEventListener('abort', onStop);
        expired.catch(() => undefined);
      }
    },
  };
}
