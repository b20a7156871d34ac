import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

// `remora analyze --shard i/n` takes the nodes a sweep's shard i/n takes: the
// shards of a matrix partition the whole, so n runners share one analysis.

const EXAMPLE = join(import.meta.dirname, '..', '..', 'examples', 'pull-request', 'head');

interface JsonReview {
  nodes: { node: { node_id: string } }[];
}

describe('remora analyze --shard', () => {
  const repo = new GitRepo();
  cpSync(EXAMPLE, repo.dir, { recursive: true });
  repo.commit('head');
  afterAll(() => repo.dispose());

  const ids = async (...extra: string[]): Promise<string[]> => {
    const run = await cli(repo.dir, [
      'analyze',
      '.',
      '--ops',
      'lint',
      '--format',
      'json',
      ...extra,
    ]);
    expect(run.code, run.stderr).toBe(0);
    return (JSON.parse(run.stdout) as JsonReview).nodes.map((n) => n.node.node_id).sort();
  };

  it('splits the nodes into shards whose union is the whole and which do not overlap', async () => {
    const whole = await ids();
    const shards = [
      await ids('--shard', '1/3'),
      await ids('--shard', '2/3'),
      await ids('--shard', '3/3'),
    ];
    expect(whole.length).toBeGreaterThan(5);
    expect(shards.every((shard) => shard.length > 0 && shard.length < whole.length)).toBe(true);
    expect(shards.flat().sort()).toEqual(whole);
    expect(new Set(shards.flat()).size).toBe(whole.length);
  }, 120_000);

  it('refuses a shard that is not i/n', async () => {
    const run = await cli(repo.dir, ['analyze', '.', '--ops', 'lint', '--shard', '4/3']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("shard '4/3' is not of the form i/n");
  });
});
