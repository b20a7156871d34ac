import { afterAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

describe('a file Python cannot parse', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('is edited by no op: each is skipped, saying why', async () => {
    repo.write('calc.py', 'import os, sys\n\n\ndef add(a, b):\n    return a + b\n');
    repo.commit('base');
    // A syntax error further down: tree-sitter recovers, Python would not run the file.
    repo.write(
      'calc.py',
      'import os, sys\n\n\ndef add(a, b):\n    return a + b\n\n\ndef sub(a, b:\n    return a - b\n',
    );
    repo.commit('head');
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'HEAD~1',
      '--model',
      'builtin',
      '--ops',
      'lint,docstring',
      '--format',
      'json',
    ]);
    const review = JSON.parse(run.stdout) as {
      nodes: { ops: { status: string; summary: string; diff: string }[] }[];
    };
    const ops = review.nodes.flatMap((n) => n.ops);
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops)
      expect(op).toMatchObject({
        status: 'skipped',
        diff: '',
        summary: 'calc.py has a syntax error (DISC_001): no op edits a file that does not parse',
      });
  });
});
