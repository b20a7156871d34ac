import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listSourceFiles } from '../../../src/adapters/files/source-files.js';
import { GitRepo } from '../../support/git-repo.js';

let outside: string;
beforeEach(() => {
  outside = mkdtempSync(join(tmpdir(), 'remora-outside-'));
  writeFileSync(join(outside, 'secret.py'), 'PASSWORD = "hunter2"\n');
});
afterEach(() => rmSync(outside, { recursive: true, force: true }));

const paths = (listing: Awaited<ReturnType<typeof listSourceFiles>>) =>
  listing.files.map((file) => file.file_path);

describe('listSourceFiles in a repository', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    repo.write('.gitignore', 'build/\nvenv*/\n*.gen.py\n');
    repo.write('pkg/a.py', 'x = 1\n');
    repo.write('pkg/b.gen.py', 'x = 2\n');
    repo.write('build/lib/pkg/a.py', 'x = 1\n');
    repo.write('venv-3.12/lib/site.py', 'x = 3\n');
    repo.write('env/pyvenv.cfg', 'home = /usr/bin\n');
    repo.write('env/lib/tool.py', 'x = 4\n');
    repo.write('node_modules/pkg/gyp.py', 'x = 5\n');
    // Tool folders of every language, even committed by mistake.
    repo.write('pkg/__pycache__/cached.py', 'x = 7\n');
    repo.write('vendor/site-packages/dep.py', 'x = 8\n');
    repo.commit('one');
    repo.write('pkg/new.py', 'x = 6\n');
  });
  afterEach(() => repo.dispose());

  it('lists what git lists: tracked and untracked, never ignored or third-party', async () => {
    expect(paths(await listSourceFiles(['.'], repo.dir))).toEqual(['pkg/a.py', 'pkg/new.py']);
  });

  it('walks an ignored folder when it is named explicitly', async () => {
    expect(paths(await listSourceFiles(['build'], repo.dir))).toEqual(['build/lib/pkg/a.py']);
    expect(paths(await listSourceFiles(['pkg'], repo.dir))).toEqual(['pkg/a.py', 'pkg/new.py']);
  });

  it('refuses a link leading out of the repository, with a warning', async () => {
    symlinkSync(join(outside, 'secret.py'), join(repo.dir, 'pkg', 'leak.py'));
    const listing = await listSourceFiles(['.'], repo.dir);
    expect(paths(listing)).toEqual(['pkg/a.py', 'pkg/new.py']);
    expect(listing.diagnostics).toEqual([
      {
        code: 'DISC_002',
        severity: 'warning',
        file: 'pkg/leak.py',
        message:
          'pkg/leak.py: skipped, a symbolic link leading outside the repository is not followed',
      },
    ]);
    const named = await listSourceFiles(['pkg/leak.py'], repo.dir);
    expect(named.files).toEqual([]);
    expect(named.diagnostics).toHaveLength(1);
  });
});

describe('listSourceFiles outside a repository', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'remora-plain-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };

  it('walks the folder, skipping environments, and refuses links out of it', async () => {
    write('src/m.py', 'x = 1\n');
    write('.venv/lib/x.py', 'x = 1\n');
    write('env/pyvenv.cfg', '');
    write('env/y.py', 'x = 1\n');
    symlinkSync(join(outside, 'secret.py'), join(dir, 'src', 'leak.py'));
    const listing = await listSourceFiles([], dir);
    expect(paths(listing)).toEqual(['src/m.py']);
    expect(listing.diagnostics.map((d) => d.file)).toEqual(['src/leak.py']);
  });
});
