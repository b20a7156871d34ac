import { RemoraError } from '../errors.js';

/** One shard of a sweep: the `index`-th (1-based) of `count`. */
export interface Shard {
  index: number;
  count: number;
}

/** Parses a `shard` input such as `2/4`; empty means the whole sweep (`1/1`). */
export function parseShard(text: string): Shard {
  const trimmed = text.trim();
  if (trimmed === '') return { index: 1, count: 1 };
  const match = /^(\d{1,4})\/(\d{1,4})$/.exec(trimmed);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count)
    throw new RemoraError(
      'CONFIG_001',
      `shard '${text}' is not of the form i/n with 1 <= i <= n, such as 1/4`,
    );
  return { index, count };
}

/**
 * Whether a node belongs to a shard. Decided by the node_id alone (a hash of
 * path, type and name, docs/architecture.md §3), so every shard of a matrix computes the
 * same split without talking to the others, the shards partition the nodes
 * exactly, and a node stays in its shard when lines move above it.
 */
export function inShard(nodeId: string, shard: Shard): boolean {
  if (shard.count === 1) return true;
  const bucket = Number.parseInt(nodeId.slice(0, 8), 16);
  if (!Number.isFinite(bucket))
    throw new RemoraError('CONFIG_001', `node id '${nodeId}' is not a hex node_id`);
  return bucket % shard.count === shard.index - 1;
}
