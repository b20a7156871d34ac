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
      const before = ['SIGINT', 'SIGTERM'].map((name) => process.listenerCount(name));
      const stopped = untilStopSignal();
      expect(process.listenerCount(signal)).toBe((before[signal === 'SIGINT' ? 0 : 1] ?? 0) + 1);
      process.emit(signal, signal);
      expect(await stopped).toBe(signal);
      expect(['SIGINT', 'SIGTERM'].map((name) => process.listenerCount(name))).toEqual(before);
    },
  );
});
