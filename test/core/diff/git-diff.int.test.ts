import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addedLines,
  anchorableLines,
  deletionPoints,
  parseGitDiff,
  toRanges,
  type FileDiff,
} from '../../../src/core/diff/index.js';
import { GitRepo } from '../../support/git-repo.js';

const numbered = (from: number, to: number, label = 'line'): string =>
  Array.from({ length: to - from + 1 }, (_, i) => `${label} ${from + i}\n`).join('');

const UNICODE_PATH = 'données/é ü.py';
const BINARY_BASE = Uint8Array.from([0x89, 0x50, 0x00, 0x01, 0x02, 0x00, 0xff]);
const BINARY_HEAD = Uint8Array.from([0x89, 0x50, 0x00, 0x01, 0x03, 0x00, 0xff]);

let repo: GitRepo;
let files: FileDiff[];

function file(path: string): FileDiff {
  const found = files.find((f) => f.path === path);
  if (!found) throw new Error(`no diff for ${path}; got ${files.map((f) => f.path).join(', ')}`);
  return found;
}

beforeAll(() => {
  repo = new GitRepo();
  repo.write('deleted.py', 'a = 1\nb = 2\nc = 3\n');
  repo.write('moved.py', numbered(1, 8));
  repo.write('old name.py', numbered(1, 12));
  repo.write('image.bin', BINARY_BASE);
  repo.write('run.sh', 'echo hi\n');
  repo.write('nonl-both.txt', 'one\ntwo');
  repo.write('nonl-grow.txt', 'a\nb');
  repo.write('nonl-cut.txt', 'a\nb\n');
  repo.write(UNICODE_PATH, 'x = 1\ny = 2\n');
  repo.write('win.txt', 'a\r\nb\r\nc\r\n');
  repo.write('multi.py', numbered(1, 40));
  const base = repo.commit('base');

  repo.write('added.py', 'import os\n\ndef f():\n    return 1\n');
  repo.write('empty.txt', '');
  repo.write('added.bin', BINARY_HEAD);
  repo.remove('deleted.py');
  repo.git('mv', 'moved.py', 'moved-to.py');
  repo.git('mv', 'old name.py', 'new name.py');
  repo.write('new name.py', numbered(1, 12).replace('line 6\n', 'line six\n'));
  repo.write('image.bin', BINARY_HEAD);
  repo.chmod('run.sh', 0o755);
  repo.write('nonl-both.txt', 'one\nTWO');
  repo.write('nonl-grow.txt', 'a\nb\nc\n');
  repo.write('nonl-cut.txt', 'a\nb');
  repo.write(UNICODE_PATH, 'x = 1\ny = 3\n');
  repo.write('win.txt', 'a\r\nB\r\nc\r\n');
  repo.write(
    'multi.py',
    numbered(1, 40)
      .replace('line 3\n', 'LINE 3\n')
      .replace('line 20\n', '')
      .replace('line 35\n', 'line 35\nnew line\n'),
  );
  const head = repo.commit('head');
  files = parseGitDiff(repo.diff(base, head));
});

afterAll(() => repo.dispose());

describe('parseGitDiff on real git output', () => {
  it('lists every changed file once', () => {
    expect(files.map((f) => f.path).sort()).toEqual(
      [
        'added.bin',
        'added.py',
        'empty.txt',
        'deleted.py',
        'moved-to.py',
        'new name.py',
        'image.bin',
        'run.sh',
        'nonl-both.txt',
        'nonl-grow.txt',
        'nonl-cut.txt',
        UNICODE_PATH,
        'win.txt',
        'multi.py',
      ].sort(),
    );
  });

  it('reads an added file', () => {
    const f = file('added.py');
    expect(f).toMatchObject({ status: 'added', oldPath: null, binary: false, modeChange: null });
    expect(f.hunks.map((h) => h.header)).toEqual(['@@ -0,0 +1,4 @@']);
    expect(anchorableLines(f)).toEqual([1, 2, 3, 4]);
    expect(addedLines(f)).toEqual([1, 2, 3, 4]);
    expect(deletionPoints(f)).toEqual([]);
  });

  it('reads an added empty file, which has no hunks', () => {
    expect(file('empty.txt')).toMatchObject({ status: 'added', oldPath: null, hunks: [] });
  });

  it('reads a deleted file under its old path', () => {
    const f = file('deleted.py');
    expect(f).toMatchObject({ status: 'deleted', oldPath: 'deleted.py' });
    expect(anchorableLines(f)).toEqual([]);
    expect(deletionPoints(f)).toEqual([
      { afterLine: 0, oldLines: [1, 2, 3], texts: ['a = 1', 'b = 2', 'c = 3'], replaced: false },
    ]);
  });

  it('reads a rename without edits', () => {
    expect(file('moved-to.py')).toEqual({
      path: 'moved-to.py',
      oldPath: 'moved.py',
      status: 'renamed',
      binary: false,
      modeChange: null,
      similarity: 100,
      hunks: [],
      patchMissing: false,
    });
  });

  it('reads a rename with edits between names with spaces', () => {
    const f = file('new name.py');
    expect(f).toMatchObject({ status: 'renamed', oldPath: 'old name.py' });
    expect(f.similarity).toBeGreaterThan(50);
    expect(f.hunks.map((h) => h.header)).toEqual(['@@ -3,7 +3,7 @@ line 2']);
    expect(f.hunks[0]?.section).toBe('line 2');
    expect(addedLines(f)).toEqual([6]);
    expect(anchorableLines(f)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    expect(deletionPoints(f)).toEqual([
      { afterLine: 5, oldLines: [6], texts: ['line 6'], replaced: true },
    ]);
  });

  it('flags binary files, modified and added', () => {
    expect(file('image.bin')).toMatchObject({ status: 'modified', binary: true, hunks: [] });
    expect(file('added.bin')).toMatchObject({ status: 'added', binary: true, hunks: [] });
  });

  it('reads a mode-only change', () => {
    expect(file('run.sh')).toMatchObject({
      status: 'modified',
      modeChange: { oldMode: '100644', newMode: '100755' },
      hunks: [],
    });
  });

  it('reads a change where neither side ends in a newline', () => {
    const lines = file('nonl-both.txt').hunks[0]?.lines;
    expect(lines).toEqual([
      { kind: 'context', text: 'one', oldLine: 1, newLine: 1, noNewlineAtEnd: false },
      { kind: 'deleted', text: 'two', oldLine: 2, newLine: null, noNewlineAtEnd: true },
      { kind: 'added', text: 'TWO', oldLine: null, newLine: 2, noNewlineAtEnd: true },
    ]);
  });

  it('reads a newline added or removed at the end of the file', () => {
    const grow = file('nonl-grow.txt');
    expect(grow.hunks[0]?.lines.map((l) => [l.kind, l.text, l.noNewlineAtEnd])).toEqual([
      ['context', 'a', false],
      ['deleted', 'b', true],
      ['added', 'b', false],
      ['added', 'c', false],
    ]);
    expect(addedLines(grow)).toEqual([2, 3]);
    const cut = file('nonl-cut.txt');
    expect(cut.hunks[0]?.lines.map((l) => [l.kind, l.text, l.noNewlineAtEnd])).toEqual([
      ['context', 'a', false],
      ['deleted', 'b', false],
      ['added', 'b', true],
    ]);
  });

  it('decodes a quoted path with spaces and non-ASCII bytes', () => {
    const f = file(UNICODE_PATH);
    expect(f).toMatchObject({ status: 'modified', oldPath: UNICODE_PATH });
    expect(addedLines(f)).toEqual([2]);
  });

  it('keeps the CR of CRLF files out of line text', () => {
    const f = file('win.txt');
    expect(f.hunks[0]?.lines.map((l) => [l.kind, l.text, l.oldLine, l.newLine])).toEqual([
      ['context', 'a', 1, 1],
      ['deleted', 'b', 2, null],
      ['added', 'B', null, 2],
      ['context', 'c', 3, 3],
    ]);
    expect(anchorableLines(f)).toEqual([1, 2, 3]);
  });

  it('numbers lines across several hunks', () => {
    const f = file('multi.py');
    expect(f.hunks.map((h) => [h.oldStart, h.oldLines, h.newStart, h.newLines])).toEqual([
      [1, 6, 1, 6],
      [17, 7, 17, 6],
      [33, 6, 32, 7],
    ]);
    expect(addedLines(f)).toEqual([3, 35]);
    expect(toRanges(anchorableLines(f))).toEqual([
      { start: 1, end: 6 },
      { start: 17, end: 22 },
      { start: 32, end: 38 },
    ]);
    expect(deletionPoints(f)).toEqual([
      { afterLine: 2, oldLines: [3], texts: ['line 3'], replaced: true },
      { afterLine: 19, oldLines: [20], texts: ['line 20'], replaced: false },
    ]);
  });
});

describe('parseGitDiff on copies and binary patches', () => {
  let local: GitRepo;
  beforeAll(() => {
    local = new GitRepo();
  });
  afterAll(() => local.dispose());

  it('reads copy headers from git diff -C -C', () => {
    local.write('src.py', numbered(1, 10));
    const base = local.commit('base');
    local.write('copy.py', numbered(1, 10).replace('line 10\n', 'line ten\n'));
    const head = local.commit('head');
    const [copy] = parseGitDiff(local.diff(base, head, '-C', '-C'));
    expect(copy).toMatchObject({ path: 'copy.py', oldPath: 'src.py', status: 'copied' });
    expect(addedLines(copy as FileDiff)).toEqual([10]);
  });

  it('skips a GIT binary patch and reads the file after it', () => {
    local.write('a.bin', BINARY_BASE);
    local.write('z.txt', 'one\n');
    const base = local.commit('base 2');
    local.write('a.bin', BINARY_HEAD);
    local.write('z.txt', 'one\ntwo\n');
    const head = local.commit('head 2');
    const diff = local.diff(base, head, '--binary');
    expect(diff).toContain('GIT binary patch');
    const parsed = parseGitDiff(diff);
    expect(parsed.map((f) => [f.path, f.binary, f.hunks.length])).toEqual([
      ['a.bin', true, 0],
      ['z.txt', false, 1],
    ]);
    expect(addedLines(parsed[1] as FileDiff)).toEqual([2]);
  });
});
