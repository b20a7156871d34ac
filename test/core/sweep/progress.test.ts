import { describe, expect, it } from 'vitest';
import { formatDuration, formatProgress } from '../../../src/core/sweep/progress.js';

describe('formatProgress', () => {
  it('says done/total, the rate, the time left at that rate and the failures', () => {
    expect(formatProgress({ done: 30, total: 120, failedOps: 2, elapsedMs: 12_000 })).toBe(
      'sweep: 30/120 nodes (25%) · 2.5 nodes/s · ETA 36s · 2 failed ops',
    );
    expect(formatProgress({ done: 900, total: 1000, failedOps: 1, elapsedMs: 30_000 })).toBe(
      'sweep: 900/1000 nodes (90%) · 30 nodes/s · ETA 3s · 1 failed op',
    );
  });

  it('shows no rate or estimate before the first node is done', () => {
    expect(formatProgress({ done: 0, total: 40, failedOps: 0, elapsedMs: 0 })).toBe(
      'sweep: 0/40 nodes (0%) · 0 failed ops',
    );
    expect(formatProgress({ done: 0, total: 40, failedOps: 0, elapsedMs: 5_000 })).toBe(
      'sweep: 0/40 nodes (0%) · 0 failed ops',
    );
  });

  it('says how long it took once every node is done, and handles an empty sweep', () => {
    expect(formatProgress({ done: 8, total: 8, failedOps: 0, elapsedMs: 125_000 })).toBe(
      'sweep: 8/8 nodes (100%) · 0.1 nodes/s · took 2m 05s · 0 failed ops',
    );
    expect(formatProgress({ done: 0, total: 0, failedOps: 0, elapsedMs: 10 })).toBe(
      'sweep: 0/0 nodes (100%) · 0 failed ops',
    );
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [59_400, '59s'],
    [60_000, '1m 00s'],
    [3_599_000, '59m 59s'],
    [3_720_000, '1h 02m'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
