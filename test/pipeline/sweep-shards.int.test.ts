import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createInProcessDiscoverer } from '../../src/adapters/tree-sitter/in-process-discoverer.js';
import { findSweepTargets } from '../../src/pipeline/sweep-review.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 20 });
afterAll(() => discoverer.close());

/** The nodes one job of a matrix sweeps: the Python files of this repository's test fixtures. */
async function shardOf(index: number, count: number): Promise<string[]> {
  const found = await findSweepTargets(
    { paths: ['test/fixtures'], shard: { index, count } },
    root,
    discoverer,
  );
  return found.targets.map((target) => target.node.node_id);
}

describe('a sweep in shards', () => {
  it('gives every node of a real file list to exactly one shard of the matrix', async () => {
    const whole = await shardOf(1, 1);
    expect(whole.length).toBeGreaterThan(100);
    expect(new Set(whole).size).toBe(whole.length);
    for (const count of [2, 3, 5]) {
      const shards = await Promise.all(
        Array.from({ length: count }, (_, i) => shardOf(i + 1, count)),
      );
      const union = shards.flat();
      // Disjoint: no node twice; the union: every node of the whole sweep, nothing else.
      expect(new Set(union).size).toBe(union.length);
      expect([...union].sort()).toEqual([...whole].sort());
      for (const shard of shards) expect(shard.length).toBeGreaterThan(0);
    }
  });
});
