import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, remedyLine } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';

describe('a shallow clone whose base is missing', () => {
  let repo: GitRepo;
  let clones: string;
  let firstCommit: string;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('a.py', 'def f():\n    return 1\n');
    firstCommit = repo.commit('one');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('a.py', 'def f():\n    return 2\n');
    repo.commit('two');
    repo.git('checkout', '-q', 'main');
    repo.write('b.py', 'x = 1\n');
    repo.commit('three');
    clones = mkdtempSync(join(tmpdir(), 'remora-shallow-'));
    execFileSync(
      'git',
      [
        'clone',
        '-q',
        '--depth',
        '1',
        '--no-single-branch',
        '--branch',
        'feature',
        `file://${repo.dir}`,
        'c',
      ],
      {
        cwd: clones,
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull },
      },
    );
  });
  afterAll(() => {
    repo.dispose();
    rmSync(clones, { recursive: true, force: true });
  });

  it('says the merge base is missing from the shallow clone and names fetch-depth: 0', async () => {
    const run = await cli(join(clones, 'c'), ['changed', '--base', 'origin/main']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(
      /^remora: GIT_001: the merge base of [0-9a-f]{40} and [0-9a-f]{40} is missing: this is a shallow clone/,
    );
    expect(run.stderr).toContain('`fetch-depth: 0`');
  });

  it('says so for a base commit the clone never fetched', async () => {
    const run = await cli(join(clones, 'c'), ['changed', '--base', firstCommit]);
    expect(run.stderr).toBe(
      `remora: GIT_001: unknown revision: ${firstCommit}: this is a shallow clone without that history; fetch it (\`fetch-depth: 0\` in actions/checkout, or \`git fetch --unshallow\`)\n` +
        remedyLine('GIT_001'),
    );
  });
});
