import type { RunCancellation } from '../engine/cancellation.js';
import { ModelError, type ModelClient } from './messages.js';

/**
 * A model client that gives up as soon as the run is cancelled (told to
 * stop, its deadline, `--fail-fast`): the request in flight is aborted
 * through its signal (the `openai` client closes the connection) and let go
 * of even when the client ignores the signal, and every later request fails
 * at once. Each request has a signal of its own (RunCancellation.scope), so
 * the listeners a client adds and never removes go with the request. The failure is a ModelError with `CANCEL_001`, never retried.
 */
export function cancellableModel(model: ModelClient, run: RunCancellation): ModelClient {
  const cancelled = (): ModelError =>
    new ModelError(run.error().message, false, undefined, 'CANCEL_001');
  return {
    name: model.name,
    async complete(request, signal) {
      if (run.cancelled) throw cancelled();
      // A signal for this request alone: what the client hangs on it ends with the request.
      const own = run.scope();
      const combined = signal ? AbortSignal.any([signal, own.signal]) : own.signal;
      try {
        return await run.race(model.complete(request, combined));
      } catch (error) {
        if (run.cancelled) throw cancelled();
        throw error;
      } finally {
        own.release();
      }
    },
  };
}
