import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createDirectorySource,
  createGitCommitSource,
} from '../../../src/adapters/files/workspace-files.js';
import { RemoraError } from '../../../src/core/errors.js';
import { GitRepo } from '../../support/git-repo.js';

async function rejection(promise: Promise<unknown>): Promise<RemoraError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof RemoraError) return error;
  throw new Error(`expected a RemoraError, got ${String(error)}`);
}

describe('createDirectorySource', () => {
  let base: string;
  let root: string;
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'remora-ws-files-'));
    root = join(base, 'repo');
    mkdirSync(join(root, 'src'), { recursive: true });
    mkdirSync(join(root, '.git'));
    writeFileSync(join(root, 'src', 'app.py'), 'print(1)\n');
    writeFileSync(join(root, '.git', 'config'), '[core]\n');
    writeFileSync(join(base, 'secret.txt'), 'TOKEN=abc\n');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('reads files by repository path; missing files and folders are undefined', async () => {
    const source = createDirectorySource(root);
    expect(await source.readFile('src/app.py')).toBe('print(1)\n');
    expect(await source.readFile('src/./app.py')).toBe('print(1)\n');
    expect(await source.readFile('src/missing.py')).toBeUndefined();
    expect(await source.readFile('src/app.py/deeper')).toBeUndefined();
    expect(await source.readFile('src')).toBeUndefined();
  });

  it('refuses escapes by path with TOOL_001', async () => {
    const source = createDirectorySource(root);
    expect((await rejection(source.readFile('../secret.txt'))).code).toBe('TOOL_001');
    expect((await rejection(source.readFile('.git/config'))).code).toBe('TOOL_001');
  });

  it('refuses a symlink pointing outside the root instead of reading its target', async () => {
    symlinkSync(join(base, 'secret.txt'), join(root, 'src', 'leak.txt'));
    symlinkSync('../..', join(root, 'src', 'up'));
    const source = createDirectorySource(root);
    const error = await rejection(source.readFile('src/leak.txt'));
    expect(error.code).toBe('TOOL_001');
    expect(error.message).toBe(
      'path "src/leak.txt" resolves outside the repository (or into .git); expected a file inside it',
    );
    expect(error.message).not.toContain('TOKEN');
    expect((await rejection(source.readFile('src/up/secret.txt'))).code).toBe('TOOL_001');
  });

  it('follows links that stay inside, but not into .git', async () => {
    symlinkSync('app.py', join(root, 'src', 'alias.py'));
    symlinkSync('src', join(root, 'lib'));
    symlinkSync('../.git/config', join(root, 'src', 'config'));
    const source = createDirectorySource(root);
    expect(await source.readFile('src/alias.py')).toBe('print(1)\n');
    expect(await source.readFile('lib/app.py')).toBe('print(1)\n');
    expect((await rejection(source.readFile('src/config'))).code).toBe('TOOL_001');
  });

  it('works when the root itself is reached through a link', async () => {
    symlinkSync(root, join(base, 'via-link'));
    expect(await createDirectorySource(join(base, 'via-link')).readFile('src/app.py')).toBe(
      'print(1)\n',
    );
  });
});

describe('createGitCommitSource', () => {
  let repo: GitRepo;
  let first: string;
  beforeEach(() => {
    repo = new GitRepo();
    repo.write('src/app.py', 'v1\n');
    repo.write('src/é.py', 'unicode\n');
    symlinkSync('app.py', join(repo.dir, 'src', 'alias.py'));
    symlinkSync('src', join(repo.dir, 'lib'));
    symlinkSync('../../outside.txt', join(repo.dir, 'src', 'out.txt'));
    first = repo.commit('first');
    repo.write('src/app.py', 'v2\n');
    repo.write('src/added.py', 'added\n');
    repo.commit('second');
    repo.write('src/app.py', 'working tree\n');
  });
  afterEach(() => repo.dispose());

  it('reads the commit, not the working tree', async () => {
    const source = createGitCommitSource(repo.dir, first);
    expect(await source.readFile('src/app.py')).toBe('v1\n');
    expect(await source.readFile('src/added.py')).toBeUndefined();
    expect(await source.readFile('src/é.py')).toBe('unicode\n');
    expect(await source.readFile('src')).toBeUndefined();
    expect(await createGitCommitSource(repo.dir, 'HEAD').readFile('src/app.py')).toBe('v2\n');
  });

  it('follows links inside the tree and refuses links out of it', async () => {
    const source = createGitCommitSource(repo.dir, first);
    expect(await source.readFile('src/alias.py')).toBe('v1\n');
    expect(await source.readFile('lib/app.py')).toBe('v1\n');
    const error = await rejection(source.readFile('src/out.txt'));
    expect(error.code).toBe('TOOL_001');
    expect(error.message).toBe('path "src/out.txt" is a link out of the tree; refused');
    expect((await rejection(source.readFile('../x'))).code).toBe('TOOL_001');
  });

  it('reads each file in its own encoding, as the checkout is read', async () => {
    const latin1 = Buffer.from('# -*- coding: latin-1 -*-\nname = "café"\n', 'latin1');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('x = "é"\n')]);
    repo.write('src/latin.py', latin1);
    repo.write('src/bom.py', bom);
    repo.commit('encodings');
    const source = createGitCommitSource(repo.dir, 'HEAD');
    const latinText = await source.readFile('src/latin.py');
    expect(latinText).toBe('# -*- coding: latin-1 -*-\nname = "café"\n');
    expect(await source.readFile('src/bom.py')).toBe('\uFEFFx = "é"\n');
    const checkout = createDirectorySource(repo.dir);
    expect(latinText).toBe(await checkout.readFile('src/latin.py'));
    expect(await source.readFile('src/bom.py')).toBe(await checkout.readFile('src/bom.py'));
  });

  it('reports an unknown commit as GIT_001 and refuses option-like revisions at once', async () => {
    const unknown = createGitCommitSource(repo.dir, 'no-such-branch');
    expect((await rejection(unknown.readFile('src/app.py'))).code).toBe('GIT_001');
    expect(() => createGitCommitSource(repo.dir, '--output=x')).toThrow(RemoraError);
  });
});
