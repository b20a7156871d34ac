import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  addedLines,
  anchorableLines,
  deletionPoints,
  parseGitDiff,
  toRanges,
} from '../../../src/core/diff/index.js';
import { caught } from '../../support/caught.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/diffs/${name}`, import.meta.url), 'utf8');

const lines = (...rows: string[]): string => rows.map((row) => `${row}\n`).join('');

describe('parseGitDiff: saved git output', () => {
  const files = parseGitDiff(fixture('paths-and-endings.diff'));

  it('reads every section', () => {
    expect(files.map((f) => [f.path, f.oldPath, f.status])).toEqual([
      ['crlf.py', 'crlf.py', 'modified'],
      ['my file.bin', 'my file.bin', 'modified'],
      ['new "q".py', 'old name.py', 'renamed'],
      ['ta\tb.py', 'tab.py', 'renamed'],
      ['é.sh', 'é.sh', 'modified'],
    ]);
  });

  it('strips CR from CRLF lines and keeps the no-newline flag on the last line', () => {
    const hunk = files[0]?.hunks[0];
    expect(hunk?.lines.map((l) => [l.kind, l.text, l.newLine, l.noNewlineAtEnd])).toEqual([
      ['context', 'p = 1', 1, false],
      ['deleted', 'q = 2', null, false],
      ['added', 'q = 20', 2, false],
      ['context', 'r = 3', 3, false],
      ['added', 's = 4', 4, true],
    ]);
  });

  it('reads a binary file whose unquoted name has a space', () => {
    expect(files[1]).toMatchObject({ binary: true, hunks: [] });
  });

  it('takes a mode change path from a quoted diff --git line', () => {
    expect(files[4]?.modeChange).toEqual({ oldMode: '100644', newMode: '100755' });
  });
});

describe('parseGitDiff: hand-written edge cases', () => {
  it('returns nothing for an empty diff', () => {
    expect(parseGitDiff('')).toEqual([]);
    expect(parseGitDiff('\n\n')).toEqual([]);
  });

  it('defaults omitted counts to 1 and reads the section text', () => {
    const [file] = parseGitDiff(
      lines(
        'diff --git a/x.py b/x.py',
        '--- a/x.py',
        '+++ b/x.py',
        '@@ -3 +3 @@ def f():',
        '-a',
        '+b',
      ),
    );
    expect(file?.hunks[0]).toMatchObject({
      oldStart: 3,
      oldLines: 1,
      newStart: 3,
      newLines: 1,
      section: 'def f():',
    });
  });

  it('places a deletion with an empty new side after the line the header names', () => {
    const [file] = parseGitDiff(
      lines('--- a/x.py', '+++ b/x.py', '@@ -3,2 +2,0 @@', '-gone 3', '-gone 4'),
    );
    expect(anchorableLines(file!)).toEqual([]);
    expect(deletionPoints(file!)).toEqual([
      { afterLine: 2, oldLines: [3, 4], texts: ['gone 3', 'gone 4'], replaced: false },
    ]);
  });

  it('splits deletion runs at added lines and marks both as replaced', () => {
    const [file] = parseGitDiff(
      lines('--- a/x', '+++ b/x', '@@ -1,4 +1,3 @@', ' keep', '-a', '+A', '-b', ' keep'),
    );
    expect(deletionPoints(file!)).toEqual([
      { afterLine: 1, oldLines: [2], texts: ['a'], replaced: true },
      { afterLine: 2, oldLines: [3], texts: ['b'], replaced: true },
    ]);
  });

  it('does not let a no-newline marker spill into the next file', () => {
    const files = parseGitDiff(
      lines(
        'diff --git a/a.txt b/a.txt',
        '--- a/a.txt',
        '+++ b/a.txt',
        '@@ -1 +1 @@',
        '-x',
        '\\ No newline at end of file',
        '+y',
        '\\ No newline at end of file',
        'diff --git a/b.txt b/b.txt',
        '--- a/b.txt',
        '+++ b/b.txt',
        '@@ -1,2 +1,2 @@',
        ' k',
        '-m',
        '+n',
      ),
    );
    expect(files.map((f) => [f.path, addedLines(f), f.hunks[0]?.lines.length])).toEqual([
      ['a.txt', [1], 2],
      ['b.txt', [2], 3],
    ]);
  });

  it('reads a diff saved with CRLF line endings like one with LF', () => {
    const text = lines('--- a/x', '+++ b/x', '@@ -1,2 +1,2 @@', ' a', '-b', '+c');
    expect(parseGitDiff(text.replaceAll('\n', '\r\n'))).toEqual(parseGitDiff(text));
  });

  it('decodes C escapes in quoted paths', () => {
    const [file] = parseGitDiff(
      lines(
        'diff --git "a/sp\\303\\251cial name.py" "b/sp\\303\\251cial name.py"',
        'new file mode 100644',
        'index 0000000..e69de29',
      ),
    );
    expect(file).toMatchObject({ path: 'spécial name.py', oldPath: null, status: 'added' });
  });

  it('reads copy headers', () => {
    const [file] = parseGitDiff(
      lines(
        'diff --git a/one.py b/two.py',
        'similarity index 90%',
        'copy from one.py',
        'copy to two.py',
        '--- a/one.py',
        '+++ b/two.py',
        '@@ -1 +1,2 @@',
        ' a',
        '+b',
      ),
    );
    expect(file).toMatchObject({
      path: 'two.py',
      oldPath: 'one.py',
      status: 'copied',
      similarity: 90,
    });
  });

  it('honours custom prefixes', () => {
    const [file] = parseGitDiff(
      lines('diff --git x.py x.py', '--- x.py', '+++ x.py', '@@ -1 +1 @@', '-a', '+b'),
      { srcPrefix: '', dstPrefix: '' },
    );
    expect(file?.path).toBe('x.py');
  });

  it('groups line numbers into ranges', () => {
    expect(toRanges([7, 3, 4, 4, 5, 9, 10])).toEqual([
      { start: 3, end: 5 },
      { start: 7, end: 7 },
      { start: 9, end: 10 },
    ]);
    expect(toRanges([])).toEqual([]);
  });
});

describe('parseGitDiff: errors', () => {
  it('rejects text that is not a diff', () => {
    const error = caught(() => parseGitDiff('hello world\n'));
    expect(error.code).toBe('DIFF_001');
    expect(error.message).toContain('"hello world"');
  });

  it('rejects a hunk with fewer lines than its header, naming the file and the header', () => {
    const error = caught(() =>
      parseGitDiff(lines('--- a/x.py', '+++ b/x.py', '@@ -1,3 +1,3 @@', ' a', '-b', '+c')),
    );
    expect(error.code).toBe('DIFF_001');
    expect(error.message).toContain('"x.py"');
    expect(error.message).toContain('@@ -1,3 +1,3 @@');
  });

  it('rejects a hunk that lacks the one line a count left out declares', () => {
    const error = caught(() =>
      parseGitDiff(lines('--- a/x.py', '+++ b/x.py', '@@ -1 +1 @@', '-a')),
    );
    expect(error.code).toBe('DIFF_001');
    expect(error.message).toContain('"@@ -1 +1 @@" declares 1 old and 1 new lines');
  });

  it('rejects text between hunks', () => {
    const error = caught(() =>
      parseGitDiff(
        lines('--- a/x', '+++ b/x', '@@ -1 +1 @@', '-a', '+b', 'note', '@@ -5 +5 @@', '-c', '+d'),
      ),
    );
    expect(error.message).toContain('unexpected text at diff line 6: "note"');
  });

  it('rejects a hunk with more lines than its header', () => {
    const error = caught(() =>
      parseGitDiff(lines('--- a/x.py', '+++ b/x.py', '@@ -1 +1 @@', '-a', '+b', '+c')),
    );
    expect(error.code).toBe('DIFF_001');
    expect(error.message).toMatch(/x\.py.*@@ -1 \+1 @@.*more lines/);
  });

  it('rejects a bad hunk header', () => {
    const error = caught(() => parseGitDiff(lines('--- a/x', '+++ b/x', '@@ -a +1 @@', '+b')));
    expect(error.message).toContain('bad hunk header "@@ -a +1 @@"');
  });

  it('rejects overlapping hunks', () => {
    const error = caught(() =>
      parseGitDiff(lines('--- a/x', '+++ b/x', '@@ -1,2 +1,2 @@', ' a', ' b', '@@ -2 +2 @@', ' b')),
    );
    expect(error.message).toContain('overlaps');
  });

  it('rejects an unknown header line', () => {
    const error = caught(() => parseGitDiff(lines('diff --git a/x b/x', 'bogus header')));
    expect(error.message).toContain('bogus header');
  });
});
