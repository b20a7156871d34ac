import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';

describe('files that cannot be read as source', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    repo.write('a.py', 'def f():\n    return 1\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
  });
  afterEach(() => repo.dispose());

  it('are reported as skipped with DISC_002 by changed, not dropped in silence', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('def g():\n    return 2\n', 'utf16le'),
    ]);
    repo.write('u16.py', utf16);
    repo.write('a.py', 'def f():\n    return 2\n');
    repo.commit('head');
    const run = await cli(repo.dir, ['changed', '--base', 'main']);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('a.py:1-2\tfunction\tf\tchanged 2\n');
    expect(run.stderr).toBe(
      'warning DISC_002: u16.py: skipped, not readable as Python source: UTF-16 text (a byte-order mark), which Remora does not decode\n',
    );
  });

  it("name the file's own language, not Python, for a TypeScript file", async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('export const g = (): number => 2;\n', 'utf16le'),
    ]);
    repo.write('u16.ts', utf16);
    repo.write('nul.js', Buffer.from('export const h = 1;\0\n'));
    repo.commit('head');
    const run = await cli(repo.dir, ['changed', '--base', 'main']);
    expect(run.code).toBe(0);
    expect(run.stderr.split('\n').sort()).toEqual([
      '',
      'warning DISC_002: nul.js: skipped, not readable as JavaScript source: binary: it holds NUL bytes, which source text does not',
      'warning DISC_002: u16.ts: skipped, not readable as TypeScript source: UTF-16 text (a byte-order mark), which Remora does not decode',
    ]);
  });

  it('say so when git is told a Python file is binary', async () => {
    repo.write('.gitattributes', 'gen.py binary\n');
    repo.write('gen.py', 'def g():\n    return 2\n');
    repo.commit('head');
    const run = await cli(repo.dir, ['changed', '--base', 'main']);
    expect(run.stderr).toBe('warning DISC_002: gen.py: skipped, git reports a binary file\n');
  });
});
