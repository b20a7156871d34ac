import { ModelError, type ModelClient } from './messages.js';

/**
 * A model client that gives up at `deadlineAt` (epoch ms): a request still
 * waiting then is abandoned, and every later one fails at once, with an
 * AGENT_002 that names `runner.deadline_s` and is never retried. So a server
 * that accepts connections and never answers holds a review up for the
 * deadline, not for the server timeout times the number of nodes.
 */
export function withDeadline(
  model: ModelClient,
  deadlineAt: number,
  deadlineSeconds: number,
  now: () => number = Date.now,
): ModelClient {
  const passed = (): ModelError =>
    new ModelError(
      `the review's deadline passed (runner.deadline_s: ${deadlineSeconds} s); this op was stopped`,
      false,
    );
  return {
    name: model.name,
    async complete(request, signal) {
      const remaining = deadlineAt - now();
      if (remaining <= 0) throw passed();
      const deadline = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Raced as well as passed on: a client that ignores the signal is still let go.
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          deadline.abort();
          reject(passed());
        }, remaining);
      });
      const combined = signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal;
      try {
        return await Promise.race([model.complete(request, combined), expired]);
      } catch (error) {
        if (deadline.signal.aborted) throw passed();
        throw error;
      } finally {
        clearTimeout(timer);
        expired.catch(() => undefined);
      }
    },
  };
}
