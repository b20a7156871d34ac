import { readReplyToolCalls } from '../core/runner/reply-calls.js';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ModelClient } from '../core/runner/messages.js';
import type { RecordedExchange } from '../core/training/exchange.js';

/**
 * Records what crosses the model port: every request the runner sends and
 * the reply it gets, with the time it took. Runs started inside `record`
 * are recorded apart from each other, however many run at once, because
 * each `record` call keeps its own list in the async context of its run.
 */
export interface ModelRecorder {
  /** Wraps a model client so its exchanges land in the enclosing `record` call's list. */
  wrap(model: ModelClient): ModelClient;
  /** Runs `task`, returning its value and the exchanges made during it. */
  record<T>(task: () => Promise<T>): Promise<{ value: T; exchanges: RecordedExchange[] }>;
}

export function createModelRecorder(now: () => number = Date.now): ModelRecorder {
  const current = new AsyncLocalStorage<RecordedExchange[]>();
  return {
    wrap(model) {
      return {
        name: model.name,
        async complete(request, signal) {
          const started = now();
          // Recorded as the runner reads it: the calls in the text count (docs/model-path.md).
          const turn = request.messages.filter((m) => m.role === 'assistant').length + 1;
          const reply = readReplyToolCalls(await model.complete(request, signal), turn);
          // Copied: the runner keeps appending to the array it sent.
          current.getStore()?.push({
            request: { ...request, messages: [...request.messages] },
            reply,
            ms: now() - started,
          });
          return reply;
        },
      };
    },
    async record(task) {
      const exchanges: RecordedExchange[] = [];
      const value = await current.run(exchanges, task);
      return { value, exchanges };
    },
  };
}
