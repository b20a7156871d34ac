import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyBaseFiles, repositoryPathProblem, writeNewFile } from '../../src/action/base-files.js';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'remora-base-files-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('repositoryPathProblem', () => {
  it('takes plain paths and names what is wrong with the others', () => {
    expect(repositoryPathProblem('.remora/agents/lint/lint_subagent.yaml')).toBeUndefined();
    expect(repositoryPathProblem('a/../b')).toBe("it climbs out with '..'");
    expect(repositoryPathProblem('a/./b')).toBe("it has an empty or '.' segment");
    expect(repositoryPathProblem('a//b')).toBe("it has an empty or '.' segment");
    expect(repositoryPathProblem('/etc/passwd')).toBe('it is absolute');
    expect(repositoryPathProblem('C:/x')).toBe('it is absolute');
    expect(repositoryPathProblem('a\\..\\b')).toBe('it contains a backslash');
    expect(repositoryPathProblem('a/.GIT/config')).toBe('it leads into .git');
    expect(repositoryPathProblem('a\0b')).toBe('it contains a NUL byte');
  });
});

describe('copyBaseFiles', () => {
  it('copies at most maxFiles, in path order, naming the ones it skipped', async () => {
    const paths = Array.from({ length: 8 }, (_, i) => `agents/f${i}.txt`);
    const asked: string[] = [];
    const github = {
      async tryFileContent(path: string) {
        asked.push(path);
        return bytes(path);
      },
    };
    const copy = await copyBaseFiles(github, 'base', [...paths].reverse(), folder, 2);
    expect(copy.copied).toEqual(['agents/f0.txt', 'agents/f1.txt']);
    expect(asked.sort()).toEqual(['agents/f0.txt', 'agents/f1.txt']);
    expect(readdirSync(join(folder, 'agents'))).toEqual(['f0.txt', 'f1.txt']);
    expect(copy.warnings).toEqual([
      '8 files, more than 2: agents/f2.txt, agents/f3.txt, agents/f4.txt, agents/f5.txt, agents/f6.txt and 1 more skipped',
    ]);
  });

  it('skips a listed file the API no longer has', async () => {
    const copy = await copyBaseFiles({ tryFileContent: async () => undefined }, 'b', ['x'], folder);
    expect(copy).toEqual({ copied: [], warnings: ['x is listed but could not be read; skipped'] });
  });
});

describe('writeNewFile', () => {
  it('never overwrites, and makes only scripts executable', async () => {
    await writeNewFile(join(folder, 'a', 'tool.sh'), bytes('#!/bin/sh\necho hi\n'));
    await writeNewFile(join(folder, 'a', 'prompt.txt'), bytes('Lint it.\n'));
    expect(statSync(join(folder, 'a', 'tool.sh')).mode & 0o111).not.toBe(0);
    expect(statSync(join(folder, 'a', 'prompt.txt')).mode & 0o111).toBe(0);
    await expect(writeNewFile(join(folder, 'a', 'prompt.txt'), bytes('again'))).rejects.toThrow(
      /EEXIST/,
    );
  });
});
