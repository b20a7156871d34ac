import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

// A project's linter configuration is data from the pull request: one Remora
// cannot follow (a Biome configuration extending a package, as a monorepo's
// shared configuration often is) fails the lint op on the files it governs,
// with LINT_001, and the rest of the review goes on: never fatal to the run.

interface JsonReview {
  nodes: {
    node: { file_path: string };
    ops: { op: string; status: string; error_code: string | null; error: string | null }[];
  }[];
}

describe('a linter configuration Remora cannot follow', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    repo.write('biome.json', '{ "extends": ["@acme/config/biome"] }\n');
    repo.write(
      'src/scale.ts',
      'export function scale(value: number): number {\n  return value;\n}\n',
    );
    repo.write('tools/add.py', 'def add(a, b):\n    return a + b\n');
    repo.commit('base');
    repo.write(
      'src/scale.ts',
      'export function scale(value: number): number {\n  return value * 2;\n}\n',
    );
    repo.write('tools/add.py', 'def add(a, b):\n    import os\n    return a + b\n');
    repo.commit('the change');
  });
  afterEach(() => repo.dispose());

  it('fails the lint op on the files it governs with LINT_001, and reviews the rest', async () => {
    const run = await cli(repo.dir, [
      ...['review', '--base', 'HEAD~1', '--model', 'builtin', '--ops', 'lint'],
      ...['--format', 'json'],
    ]);
    // Some op failed: 1, the review printed; not 2, a run that never reviewed.
    expect(run.code, run.stderr).toBe(1);
    const review = JSON.parse(run.stdout) as JsonReview;
    const lint = new Map(
      review.nodes.map(({ node, ops }) => [node.file_path, ops.find((op) => op.op === 'lint')]),
    );
    expect(lint.get('src/scale.ts')).toMatchObject({
      status: 'failed',
      error_code: 'LINT_001',
      error: expect.stringContaining('@acme/config/biome'),
    });
    expect(lint.get('tools/add.py')?.status).toBe('succeeded');
  });
});
