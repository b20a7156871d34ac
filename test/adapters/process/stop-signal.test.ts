import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilStopSignal } from '../../../src/adapters/process/stop-signal.js';

afterEach(() => {
  // The stop arms a timer that would end this very process: never let it fire.
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('untilStopSignal', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'resolves with %s and then leaves both signals as it found them',
    async (signal) => {
      vi.useFakeTimers();
      // Listeners another test file of this worker left would hear the signal too, and go.
      const others = (['SIGINT', 'SIGTERM'] as const).map((name) => {
        const listeners = process.listeners(name);
        process.removeAllListeners(name);
        return [name, listeners] as const;
      });
      try {
        const stopped = untilStopSignal();
        expect(process.listenerCount(signal)).toBe(1);
        process.emit(signal, signal);
        expect(await stopped).toBe(signal);
        expect(['SIGINT', 'SIGTERM'].map((name) => process.listenerCount(name))).toEqual([0, 0]);
      } finally {
        for (const [name, listeners] of others)
          for (const listener of listeners) process.on(name, listener);
      }
    },
  );
});
