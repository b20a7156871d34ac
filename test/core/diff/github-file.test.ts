import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import {
  addedLines,
  anchorableLines,
  deletionPoints,
  fileDiffFromGitHub,
  parseGitDiff,
} from '../../../src/core/diff/index.js';
import { caught } from '../../support/caught.js';

// Patches as the PR files API returns them: hunks only, joined with "\n",
// no trailing newline.
const MODIFIED_PATCH = [
  '@@ -1,4 +1,5 @@',
  ' import os',
  '+import sys',
  ' ',
  ' def f():',
  '     return 1',
  '@@ -10,3 +11,2 @@ def g():',
  '     a = 1',
  '-    b = 2',
  '     return a',
].join('\n');

describe('fileDiffFromGitHub', () => {
  it('reads a modified file with several hunks', () => {
    const file = fileDiffFromGitHub({
      filename: 'pkg/mod.py',
      status: 'modified',
      patch: MODIFIED_PATCH,
      changes: 2,
    });
    expect(file).toMatchObject({
      path: 'pkg/mod.py',
      oldPath: 'pkg/mod.py',
      status: 'modified',
      binary: false,
      patchMissing: false,
    });
    expect(file.hunks.map((h) => h.section)).toEqual(['', 'def g():']);
    expect(addedLines(file)).toEqual([2]);
    expect(anchorableLines(file)).toEqual([1, 2, 3, 4, 5, 11, 12]);
    expect(deletionPoints(file)).toEqual([
      { afterLine: 11, oldLines: [11], texts: ['    b = 2'], replaced: false },
    ]);
  });

  it('gives the same hunks as the git diff of the same change', () => {
    const fromGit = parseGitDiff(`--- a/pkg/mod.py\n+++ b/pkg/mod.py\n${MODIFIED_PATCH}\n`);
    const fromApi = fileDiffFromGitHub({
      filename: 'pkg/mod.py',
      status: 'modified',
      patch: MODIFIED_PATCH,
    });
    expect(fromApi.hunks).toEqual(fromGit[0]?.hunks);
  });

  it('reads an added file', () => {
    const file = fileDiffFromGitHub({
      filename: 'new.py',
      status: 'added',
      patch: '@@ -0,0 +1,2 @@\n+a = 1\n+b = 2',
      changes: 2,
    });
    expect(file).toMatchObject({ path: 'new.py', oldPath: null, status: 'added' });
    expect(addedLines(file)).toEqual([1, 2]);
  });

  it('reads a removed file under its old path', () => {
    const file = fileDiffFromGitHub({
      filename: 'old.py',
      status: 'removed',
      patch: '@@ -1,2 +0,0 @@\n-a = 1\n-b = 2',
      changes: 2,
    });
    expect(file).toMatchObject({ path: 'old.py', oldPath: 'old.py', status: 'deleted' });
    expect(deletionPoints(file)).toEqual([
      { afterLine: 0, oldLines: [1, 2], texts: ['a = 1', 'b = 2'], replaced: false },
    ]);
  });

  it('reads a rename without edits: no patch, nothing missing', () => {
    const file = fileDiffFromGitHub({
      filename: 'b.py',
      previous_filename: 'a.py',
      status: 'renamed',
      changes: 0,
    });
    expect(file).toEqual({
      path: 'b.py',
      oldPath: 'a.py',
      status: 'renamed',
      binary: false,
      modeChange: null,
      similarity: null,
      hunks: [],
      patchMissing: false,
    });
  });

  it('flags a patch GitHub left out of a changed file', () => {
    const big = fileDiffFromGitHub({ filename: 'big.py', status: 'modified', changes: 5000 });
    expect(big).toMatchObject({ hunks: [], patchMissing: true });
    const unknown = fileDiffFromGitHub({ filename: 'x.py', status: 'modified' });
    expect(unknown.patchMissing).toBe(true);
    const renamedAndEdited = fileDiffFromGitHub({
      filename: 'n.py',
      previous_filename: 'o.py',
      status: 'renamed',
      changes: 3,
    });
    expect(renamedAndEdited.patchMissing).toBe(true);
  });

  it('maps "changed" to modified', () => {
    expect(fileDiffFromGitHub({ filename: 'run.sh', status: 'changed', changes: 0 })).toMatchObject(
      { status: 'modified', patchMissing: false },
    );
  });

  it('reads no-newline markers inside a patch', () => {
    const file = fileDiffFromGitHub({
      filename: 'n.txt',
      status: 'modified',
      patch: '@@ -1 +1 @@\n-old\n\\ No newline at end of file\n+new\n\\ No newline at end of file',
    });
    expect(file.hunks[0]?.lines.map((l) => [l.kind, l.text, l.noNewlineAtEnd])).toEqual([
      ['deleted', 'old', true],
      ['added', 'new', true],
    ]);
  });

  it('rejects a patch whose lines disagree with the header, naming the file', () => {
    const run = (): unknown =>
      fileDiffFromGitHub({ filename: 'bad.py', status: 'modified', patch: '@@ -1,2 +1,2 @@\n a' });
    expect(run).toThrow(RemoraError);
    expect(run).toThrow(/"bad\.py".*@@ -1,2 \+1,2 @@/);
  });

  it('rejects a patch that does not start with a hunk', () => {
    const error = caught(() =>
      fileDiffFromGitHub({ filename: 'bad.py', status: 'modified', patch: 'not a patch' }),
    );
    expect(error.code).toBe('DIFF_001');
    expect(error.message).toContain('"bad.py"');
  });
});
