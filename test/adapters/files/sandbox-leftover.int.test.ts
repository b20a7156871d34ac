import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readLeftoverFile } from '../../../src/adapters/files/sandbox-leftover.js';
import { createDirectorySource } from '../../../src/adapters/files/workspace-files.js';
import {
  collectMaterialisedChanges,
  materialiseWorkspace,
} from '../../../src/adapters/files/workspace-materialise.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';

// What code from the repository can leave behind in a folder the sandbox let
// it write, where Remora reads once it has ended: each is refused, none is
// followed, waited on or read whole.

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'remora-leftover-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('readLeftoverFile', () => {
  it('reads a regular file, and nothing where there is nothing', async () => {
    writeFileSync(join(folder, 'report.xml'), '<testsuites/>');
    const read = await readLeftoverFile(join(folder, 'report.xml'), 100, 'the report');
    expect(read.kind === 'file' && read.bytes.toString()).toBe('<testsuites/>');
    expect(await readLeftoverFile(join(folder, 'none.xml'), 100, 'the report')).toEqual({
      kind: 'absent',
    });
  });

  it.each([
    ['a FIFO', (path: string) => execFileSync('mkfifo', [path]), 'is a FIFO'],
    ['a link to /dev/zero', (path: string) => symlinkSync('/dev/zero', path), 'is a symbolic link'],
    [
      'a link to a file of the runner',
      (path: string) => {
        writeFileSync(`${path}.secret`, 'runner');
        symlinkSync(`${path}.secret`, path);
      },
      'is a symbolic link',
    ],
    ['a folder', (path: string) => mkdirSync(path), 'is a folder'],
    [
      'a sparse file of a terabyte',
      (path: string) => {
        writeFileSync(path, '');
        truncateSync(path, 2 ** 40);
      },
      'is larger than 100 bytes',
    ],
  ])('refuses %s with SANDBOX_002', async (_name, make, said) => {
    const path = join(folder, 'report.xml');
    make(path);
    await expect(readLeftoverFile(path, 100, 'the report')).rejects.toMatchObject({
      code: 'SANDBOX_002',
      message: expect.stringContaining(`the report ${said}`) as unknown,
    });
  });
});

describe('reading back what a tool wrote in its copy', () => {
  it('refuses a file too large to take in, whatever its size says', async () => {
    const stable = join(folder, 'stable');
    mkdirSync(stable);
    writeFileSync(join(stable, 'app.py'), 'x = 1\n');
    const ws = WorkspaceOverlay.create('test-n1', createDirectorySource(stable));
    const view = await materialiseWorkspace(ws, stable);
    try {
      // Costs the tool nothing; read whole it would take the runner's memory.
      truncateSync(join(view.dir, 'app.py'), 2 ** 31 - 1);
      await expect(collectMaterialisedChanges(ws, view.dir, stable)).rejects.toMatchObject({
        code: 'SANDBOX_002',
      });
      expect(await ws.readFile('app.py')).toBe('x = 1\n');
    } finally {
      await view.dispose();
    }
  });
});
