import { execFile } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDirectorySource } from '../../../src/adapters/files/workspace-files.js';
import { applyToCheckout } from '../../../src/adapters/git/checkout-apply.js';
import {
  collectMaterialisedChanges,
  materialiseWorkspace,
} from '../../../src/adapters/files/workspace-materialise.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';
import { GitRepo } from '../../support/git-repo.js';

const run = promisify(execFile);

/** Every file under `dir` (links as `-> link`), for comparing whole trees. */
function snapshot(dir: string, skip: readonly string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string, prefix: string): void => {
    for (const name of readdirSync(folder).sort()) {
      if (skip.includes(prefix + name)) continue;
      const path = join(folder, name);
      const key = prefix + name;
      const info = lstatSync(path);
      if (info.isSymbolicLink()) out[key] = '-> link';
      else if (info.isDirectory()) walk(path, `${key}/`);
      else out[key] = readFileSync(path, 'utf8');
    }
  };
  walk(dir, '');
  return out;
}

let base: string;
let stableRoot: string;
beforeEach(() => {
  base = mkdtempSync(join(tmpdir(), 'remora-ws-mat-'));
  stableRoot = join(base, 'checkout');
  mkdirSync(join(stableRoot, 'src'), { recursive: true });
  mkdirSync(join(stableRoot, '.git'));
  mkdirSync(join(stableRoot, 'node_modules', 'left-pad'), { recursive: true });
  writeFileSync(join(stableRoot, 'src', 'app.py'), 'def main():\n    return 1\n');
  writeFileSync(join(stableRoot, 'README.md'), '# Demo\n');
  writeFileSync(join(stableRoot, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  writeFileSync(join(stableRoot, 'node_modules', 'left-pad', 'index.js'), 'module.exports = 1;\n');
  writeFileSync(join(base, 'secret.txt'), 'TOKEN\n');
});
afterEach(() => rmSync(base, { recursive: true, force: true }));

describe('workspaces over a real checkout', () => {
  it('never lets two workspaces see each other, and leaves the checkout unchanged', async () => {
    const before = snapshot(stableRoot);
    const stable = createDirectorySource(stableRoot);
    const a = WorkspaceOverlay.create('lint-n1', stable);
    const b = WorkspaceOverlay.create('docstring-n1', stable);
    await a.writeFile('src/app.py', 'from a\n');
    await b.writeFile('src/app.py', 'from b\n');
    await b.deleteFile('README.md');
    const [ma, mb] = await Promise.all([
      materialiseWorkspace(a, stableRoot),
      materialiseWorkspace(b, stableRoot),
    ]);
    try {
      expect(await a.readFile('src/app.py')).toBe('from a\n');
      expect(await b.readFile('src/app.py')).toBe('from b\n');
      expect(await a.readFile('README.md')).toBe('# Demo\n');
      expect(snapshot(ma.dir)).toEqual({ 'README.md': '# Demo\n', 'src/app.py': 'from a\n' });
      expect(snapshot(mb.dir)).toEqual({ 'src/app.py': 'from b\n' });
      // An in-place write in one copy reaches neither the other copy nor the checkout.
      writeFileSync(join(ma.dir, 'README.md'), 'overwritten in place\n', { flag: 'r+' });
      expect(readFileSync(join(stableRoot, 'README.md'), 'utf8')).toBe('# Demo\n');
      expect(snapshot(stableRoot)).toEqual(before);
    } finally {
      await ma.dispose();
      await mb.dispose();
    }
    expect(existsSync(ma.dir)).toBe(false);
    expect(existsSync(mb.dir)).toBe(false);
  });

  it('keeps a latin-1 file in latin-1 for the tool and reads its edits back as text', async () => {
    const cookie = '# coding: latin-1\n';
    writeFileSync(
      join(stableRoot, 'src', 'legacy.py'),
      Buffer.from(`${cookie}a = "é"\n`, 'latin1'),
    );
    const ws = WorkspaceOverlay.create('test-n1', createDirectorySource(stableRoot));
    expect(await ws.readFile('src/legacy.py')).toBe(`${cookie}a = "é"\n`);
    await ws.writeFile('src/legacy.py', `${cookie}a = "é"\nb = "ü"\n`);
    const { dir, dispose } = await materialiseWorkspace(ws, stableRoot);
    try {
      expect(readFileSync(join(dir, 'src', 'legacy.py'))).toEqual(
        Buffer.from(`${cookie}a = "é"\nb = "ü"\n`, 'latin1'),
      );
      const script = `require('node:fs').appendFileSync('src/legacy.py', Buffer.from([0x23, 0xe0, 10]));`;
      await run(process.execPath, ['-e', script], { cwd: dir, env: {} });
      expect(await collectMaterialisedChanges(ws, dir, stableRoot)).toEqual(['src/legacy.py']);
      expect(await ws.readFile('src/legacy.py')).toBe(`${cookie}a = "é"\nb = "ü"\n#à\n`);
    } finally {
      await dispose();
    }
  });

  it('collects what a subprocess wrote into the overlay, not the checkout', async () => {
    const before = snapshot(stableRoot);
    const ws = WorkspaceOverlay.create('test-n1', createDirectorySource(stableRoot));
    await ws.writeFile('src/app.py', 'def main():\n    return 2\n');
    const { dir, dispose } = await materialiseWorkspace(ws, stableRoot);
    try {
      const script = [
        "const fs = require('node:fs');",
        "fs.mkdirSync('tests', { recursive: true });",
        "fs.writeFileSync('tests/test_app.py', 'def test_main():\\n    assert True\\n');",
        "fs.appendFileSync('src/app.py', '# checked\\n');",
        "fs.rmSync('README.md');",
        "fs.mkdirSync('__pycache__');",
        "fs.writeFileSync('__pycache__/app.pyc', 'cache');",
        "fs.writeFileSync('logo.bin', Buffer.from([0, 1, 2]));",
      ].join('\n');
      await run(process.execPath, ['-e', script], { cwd: dir, env: {} });
      const collected = await collectMaterialisedChanges(ws, dir, stableRoot);
      expect(collected).toEqual(['README.md', 'src/app.py', 'tests/test_app.py']);
    } finally {
      await dispose();
    }
    expect(await ws.readFile('tests/test_app.py')).toBe('def test_main():\n    assert True\n');
    expect(await ws.readFile('src/app.py')).toBe('def main():\n    return 2\n# checked\n');
    expect(await ws.readFile('README.md')).toBeUndefined();
    expect((await ws.changes()).map((c) => c.path)).toEqual([
      'README.md',
      'src/app.py',
      'tests/test_app.py',
    ]);
    expect(snapshot(stableRoot)).toEqual(before);
  });

  it('collects nothing when the tool changed nothing', async () => {
    const ws = WorkspaceOverlay.create('lint-n1', createDirectorySource(stableRoot));
    await ws.writeFile('new.py', 'x = 1\n');
    await ws.deleteFile('README.md');
    const { dir, dispose } = await materialiseWorkspace(ws, stableRoot);
    try {
      expect(await collectMaterialisedChanges(ws, dir, stableRoot)).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('copies only the tracked files it is given, and reads none of the others back as deleted', async () => {
    // What an earlier workflow step leaves in the checkout: google-github-actions/auth's credential, a .env.
    writeFileSync(join(stableRoot, 'gha-creds-1234.json'), '{"private_key": "planted"}\n');
    writeFileSync(join(stableRoot, '.env'), 'TOKEN=planted\n');
    mkdirSync(join(stableRoot, '.config', 'gcloud'), { recursive: true });
    writeFileSync(join(stableRoot, '.config', 'gcloud', 'credentials.db'), 'planted\n');
    const tracked = new Set(['src/app.py', 'README.md']);
    const ws = WorkspaceOverlay.create('test-n1', createDirectorySource(stableRoot));
    await ws.writeFile('src/test_app.py', 'def test_main():\n    pass\n');
    const { dir, dispose } = await materialiseWorkspace(ws, stableRoot, tracked);
    try {
      expect(snapshot(dir)).toEqual({
        'README.md': '# Demo\n',
        'src/app.py': 'def main():\n    return 1\n',
        'src/test_app.py': 'def test_main():\n    pass\n',
      });
      expect(await collectMaterialisedChanges(ws, dir, stableRoot, tracked)).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('keeps links that stay in the tree and drops links out of it', async () => {
    symlinkSync('app.py', join(stableRoot, 'src', 'alias.py'));
    symlinkSync(join(base, 'secret.txt'), join(stableRoot, 'leak.txt'));
    const ws = WorkspaceOverlay.create('lint-n1', createDirectorySource(stableRoot));
    const { dir, dispose } = await materialiseWorkspace(ws, stableRoot);
    try {
      expect(readFileSync(join(dir, 'src', 'alias.py'), 'utf8')).toBe(
        'def main():\n    return 1\n',
      );
      expect(existsSync(join(dir, 'leak.txt'))).toBe(false);
      // A tool that turns a file into a link out of its folder is refused, not read.
      rmSync(join(dir, 'README.md'));
      symlinkSync(join(base, 'secret.txt'), join(dir, 'README.md'));
      await expect(collectMaterialisedChanges(ws, dir, stableRoot)).rejects.toMatchObject({
        code: 'TOOL_001',
      });
    } finally {
      await dispose();
    }
  });
});

describe('applyToCheckout', () => {
  it('writes, creates folders and deletes', async () => {
    await applyToCheckout(
      stableRoot,
      new Map([
        ['src/app.py', 'def main():\n    return 3\n'],
        ['tests/unit/test_app.py', 'def test():\n    pass\n'],
        ['README.md', undefined],
        ['never/there.py', undefined],
      ]),
    );
    expect(snapshot(stableRoot)).toMatchObject({
      'src/app.py': 'def main():\n    return 3\n',
      'tests/unit/test_app.py': 'def test():\n    pass\n',
    });
    expect(existsSync(join(stableRoot, 'README.md'))).toBe(false);
    expect(existsSync(join(stableRoot, 'never'))).toBe(false);
  });

  it('refuses an escaping path before writing anything', async () => {
    const before = snapshot(stableRoot);
    await expect(
      applyToCheckout(
        stableRoot,
        new Map([
          ['src/app.py', 'changed\n'],
          ['../escaped.txt', 'x'],
        ]),
      ),
    ).rejects.toMatchObject({ code: 'TOOL_001' });
    expect(snapshot(stableRoot)).toEqual(before);
    expect(existsSync(join(base, 'escaped.txt'))).toBe(false);
  });

  it('writes nothing when a later path is a link out of the checkout', async () => {
    symlinkSync(join(base, 'secret.txt'), join(stableRoot, 'token.txt'));
    const before = snapshot(stableRoot);
    await expect(
      applyToCheckout(
        stableRoot,
        new Map([
          ['README.md', undefined],
          ['src/app.py', 'changed\n'],
          ['src/new/module.py', 'x = 1\n'],
          ['token.txt', 'overwritten\n'],
        ]),
      ),
    ).rejects.toMatchObject({ code: 'TOOL_001', message: expect.stringContaining('token.txt') });
    expect(snapshot(stableRoot)).toEqual(before);
    expect(readFileSync(join(base, 'secret.txt'), 'utf8')).toBe('TOKEN\n');
  });

  it('refuses to write or delete through a link out of the checkout', async () => {
    mkdirSync(join(base, 'elsewhere'));
    symlinkSync(join(base, 'elsewhere'), join(stableRoot, 'out'));
    symlinkSync(join(base, 'secret.txt'), join(stableRoot, 'token.txt'));
    for (const [path, content] of [
      ['out/new/file.txt', 'x'],
      ['out/file.txt', undefined],
      ['token.txt', 'overwritten\n'],
    ] as const) {
      await expect(applyToCheckout(stableRoot, new Map([[path, content]]))).rejects.toMatchObject({
        code: 'TOOL_001',
      });
    }
    expect(readdirSync(join(base, 'elsewhere'))).toEqual([]);
    expect(readFileSync(join(base, 'secret.txt'), 'utf8')).toBe('TOKEN\n');
  });

  it('writes what git apply makes of the same overlay diff', async () => {
    const repo = new GitRepo();
    try {
      repo.write('src/app.py', 'def main():\n    return 1\n\n\ndef other():\n    pass\n');
      repo.write('README.md', '# Demo\n');
      repo.commit('stable');
      const copy = join(base, 'copy');
      mkdirSync(join(copy, 'src'), { recursive: true });
      writeFileSync(join(copy, 'README.md'), '# Demo\n');
      writeFileSync(join(copy, 'src', 'app.py'), readFileSync(join(repo.dir, 'src', 'app.py')));
      const ws = WorkspaceOverlay.create('lint-n1', createDirectorySource(repo.dir));
      await ws.writeFile('src/app.py', 'def main():\n    return 2\n\n\ndef other():\n    pass\n');
      await ws.writeFile('docs/new.md', '# New');
      await ws.deleteFile('README.md');
      const changes = await ws.changes();
      writeFileSync(join(base, 'change.diff'), await ws.diff());
      repo.git('apply', '--index', join(base, 'change.diff'));
      await applyToCheckout(copy, new Map(changes.map((c) => [c.path, c.after])));
      const expected = {
        'docs/new.md': '# New',
        'src/app.py': 'def main():\n    return 2\n\n\ndef other():\n    pass\n',
      };
      expect(snapshot(copy)).toEqual(expected);
      expect(snapshot(repo.dir, ['.git'])).toEqual(expected);
      expect(repo.git('diff', '--cached', '--name-status', 'HEAD')).toBe(
        'D\tREADME.md\nA\tdocs/new.md\nM\tsrc/app.py\n',
      );
    } finally {
      repo.dispose();
    }
  });
});
