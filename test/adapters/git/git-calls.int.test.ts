import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGit } from '../../../src/adapters/git/git.js';
import type { Git } from '../../../src/ports.js';
import { GitRepo } from '../../support/git-repo.js';

// A `git` first on PATH that writes its subcommand to a log, then runs the real git.
let bin: string;
let log: string;
let repo: GitRepo;
let git: Git;
let base: string;
let head: string;

const calls = (): string[] => readFileSync(log, 'utf8').split('\n').filter(Boolean);

beforeAll(async () => {
  repo = new GitRepo();
  repo.write('pkg/a.py', 'a = 1\n');
  repo.write('pkg/b.py', 'b = 1\n');
  base = repo.commit('base');
  repo.write('pkg/a.py', 'a = 2\n');
  repo.write('pkg/b.py', 'b = 2\n');
  head = repo.commit('head');
  bin = mkdtempSync(join(tmpdir(), 'remora-git-log-'));
  log = join(bin, 'calls.log');
  const realGit = repo.git('--exec-path').trim();
  writeFileSync(
    join(bin, 'git'),
    `#!/bin/sh\nfor arg; do case "$arg" in -c) skip=1;; *) if [ -n "$skip" ]; then skip=; else echo "$arg" >> '${log}'; break; fi;; esac; done\nexec '${realGit}/git' "$@"\n`,
  );
  chmodSync(join(bin, 'git'), 0o755);
  git = await createGit(repo.dir, {
    ...process.env,
    PATH: `${bin}${delimiter}${process.env.PATH}`,
  });
});

beforeEach(() => writeFileSync(log, ''));

afterAll(() => {
  repo.dispose();
  rmSync(bin, { recursive: true, force: true });
});

describe('the git calls of a review', () => {
  it('resolves a commit id git named before without asking git again', async () => {
    const resolved = await git.resolveCommit('HEAD');
    expect(resolved).toBe(head);
    expect(await git.resolveCommit(resolved)).toBe(head);
    expect(await git.mergeBase(await git.resolveCommit(base), resolved)).toBe(base);
    expect(await git.resolveCommit(base)).toBe(base);
    expect(calls()).toEqual(['rev-parse', 'rev-parse', 'merge-base']);
  });

  it('asks git again for a name such as HEAD, which may move', async () => {
    expect(await git.resolveCommit('HEAD')).toBe(head);
    expect(await git.resolveCommit('HEAD')).toBe(head);
    expect(calls()).toEqual(['rev-parse', 'rev-parse']);
  });

  it('reads the files of two commits asked for together with one cat-file', async () => {
    const [atHead, atBase] = await Promise.all([
      git.readFiles(head, ['pkg/a.py', 'pkg/missing.py']),
      git.readFiles(base, ['pkg/b.py']),
    ]);
    expect(
      Object.fromEntries([...atHead].map(([path, bytes]) => [path, bytes.toString()])),
    ).toEqual({
      'pkg/a.py': 'a = 2\n',
    });
    expect(
      Object.fromEntries([...atBase].map(([path, bytes]) => [path, bytes.toString()])),
    ).toEqual({
      'pkg/b.py': 'b = 1\n',
    });
    expect(calls()).toEqual(['cat-file']);
  });
});
