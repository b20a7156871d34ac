import { describe, expect, it } from 'vitest';
import { untilStopSignal } from '../../../src/adapters/process/stop-signal.js';

describe('untilStopSignal', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'resolves with %s and then leaves both signals as it found them',
    async (signal) => {
      const before = ['SIGINT', 'SIGTERM'].map((name) => process.listenerCount(name));
      const stopped = untilStopSignal();
      expect(process.listenerCount(signal)).toBe((before[signal === 'SIGINT' ? 0 : 1] ?? 0) + 1);
      process.emit(signal, signal);
      expect(await stopped).toBe(signal);
      expect(['SIGINT', 'SIGTERM'].map((name) => process.listenerCount(name))).toEqual(before);
    },
  );
});
