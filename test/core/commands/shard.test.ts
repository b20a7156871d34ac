import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inShard, parseShard } from '../../../src/core/commands/shard.js';

const ids = Array.from({ length: 500 }, (_, i) =>
  createHash('sha256').update(`src/m${i}.py:function:f${i}`).digest('hex').slice(0, 16),
);

describe('shards', () => {
  it('parses i/n and refuses what is not a shard', () => {
    expect(parseShard('')).toEqual({ index: 1, count: 1 });
    expect(parseShard(' 2/4 ')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '1/0', '1', 'a/b', '1/2/3', '-1/2'])
      expect(() => parseShard(bad)).toThrow(/CONFIG_001|i\/n/);
  });

  it('partitions node ids exactly: every id in one shard, the shards roughly even', () => {
    for (const count of [1, 2, 3, 7]) {
      const sizes = Array.from({ length: count }, (_, i) =>
        ids.filter((id) => inShard(id, { index: i + 1, count })),
      );
      for (const id of ids) expect(sizes.filter((shard) => shard.includes(id))).toHaveLength(1);
      for (const shard of sizes) expect(shard.length).toBeGreaterThan(ids.length / count / 2);
    }
  });
});
