import { describe, expect, it } from 'vitest';
import {
  anchorChange,
  applySuggestions,
  type AnchoredChange,
} from '../../../src/core/publish/anchor.js';
import {
  applyHunksToText,
  changeHunks,
  mapGapsBack,
} from '../../../src/core/publish/change-hunks.js';

const HEAD = ['def f(x):', '    y = x', '    return y', '', '', 'def g():', '    pass', ''].join(
  '\n',
);
const ALL = [{ start: 1, end: 7 }];

/** Applies the anchored suggestions the way GitHub commits them. */
function committed(head: string, change: AnchoredChange): string {
  return applySuggestions(head, change.anchored);
}

describe('anchorChange', () => {
  it('replaces exactly the changed lines', () => {
    const after = HEAD.replace('    y = x', '    y = x + 1');
    const change = anchorChange(HEAD, after, ALL);
    expect(change.unanchored).toEqual([]);
    expect(
      change.anchored.map(({ start_line, line, lines }) => ({ start_line, line, lines })),
    ).toEqual([{ start_line: 2, line: 2, lines: ['    y = x + 1'] }]);
    expect(committed(HEAD, change)).toBe(after);
  });

  it('repeats the line above a pure insertion', () => {
    const after = HEAD.replace('def f(x):\n', 'def f(x):\n    """Doubles nothing."""\n');
    const change = anchorChange(HEAD, after, ALL);
    expect(change.anchored[0]).toMatchObject({
      start_line: 1,
      line: 1,
      lines: ['def f(x):', '    """Doubles nothing."""'],
    });
    expect(committed(HEAD, change)).toBe(after);
  });

  it('repeats the line below an insertion at the top of the file', () => {
    const after = `import os\n${HEAD}`;
    const change = anchorChange(HEAD, after, ALL);
    expect(change.anchored[0]).toMatchObject({
      start_line: 1,
      line: 1,
      lines: ['import os', 'def f(x):'],
    });
    expect(committed(HEAD, change)).toBe(after);
  });

  it('takes the line below when the line above is outside the diff', () => {
    const after = HEAD.replace('def g():\n', 'def g():\n    """G."""\n');
    // Line 6 (`def g():`) is outside; line 7 is commentable.
    const change = anchorChange(HEAD, after, [{ start: 7, end: 7 }]);
    expect(change.anchored[0]).toMatchObject({
      start_line: 7,
      line: 7,
      lines: ['    """G."""', '    pass'],
    });
    expect(committed(HEAD, change)).toBe(after);
  });

  it('suggests fewer lines for a deletion, keeping a neighbour line', () => {
    const after = HEAD.replace('    y = x\n', '');
    const change = anchorChange(HEAD, after, ALL);
    expect(change.anchored[0]).toMatchObject({ start_line: 1, line: 2, lines: ['def f(x):'] });
    expect(committed(HEAD, change)).toBe(after);
  });

  it('never suggests a lone empty line (GitHub reads it as nothing)', () => {
    const after = HEAD.replace('    y = x\n', '\n');
    const change = anchorChange(HEAD, after, ALL);
    expect(change.anchored[0]).toMatchObject({ start_line: 1, line: 2, lines: ['def f(x):', ''] });
    expect(committed(HEAD, change)).toBe(after);
  });

  it('joins the hunks of one diff range into one suggestion repeating the lines between', () => {
    const after = HEAD.replace('    y = x', '    y = 2 * x').replace('    pass', '    return None');
    const change = anchorChange(HEAD, after, ALL);
    expect(change.anchored).toHaveLength(1);
    expect(change.anchored[0]).toMatchObject({ start_line: 2, line: 7 });
    expect(committed(HEAD, change)).toBe(after);
  });

  it('makes one suggestion per diff range, never one spanning two', () => {
    const after = HEAD.replace('    y = x', '    y = 2 * x').replace('    pass', '    return None');
    const change = anchorChange(HEAD, after, [
      { start: 1, end: 3 },
      { start: 6, end: 7 },
    ]);
    expect(change.anchored.map((s) => [s.start_line, s.line])).toEqual([
      [2, 2],
      [7, 7],
    ]);
    expect(committed(HEAD, change)).toBe(after);
  });

  it('leaves out a change touching a line outside the diff', () => {
    const after = HEAD.replace('    y = x\n    return y', '    return x');
    const change = anchorChange(HEAD, after, [{ start: 1, end: 2 }]);
    expect(change.anchored).toEqual([]);
    expect(change.unanchored).toEqual([
      { hunk: { start: 2, count: 2, lines: ['    return x\n'] }, reason: 'outside the diff' },
    ]);
  });

  it('leaves out new and deleted files', () => {
    expect(anchorChange(undefined, 'x = 1\n', ALL).unanchored[0]?.reason).toBe('new file');
    expect(anchorChange(HEAD, undefined, ALL).unanchored[0]?.reason).toBe('deleted file');
  });

  it('leaves out a change to the final newline, which a suggestion cannot express', () => {
    const change = anchorChange(HEAD, HEAD.slice(0, -1), ALL);
    expect(change.anchored).toEqual([]);
    expect(change.unanchored[0]?.reason).toBe('final newline');
  });

  it('keeps a file without a final newline without one', () => {
    const head = 'a = 1\nb = 2';
    const after = 'a = 1\nb = 3';
    const change = anchorChange(head, after, [{ start: 1, end: 2 }]);
    expect(committed(head, change)).toBe(after);
  });

  it('leaves out CRLF lines, whose endings a suggestion would not keep', () => {
    const change = anchorChange('a\r\nb\r\n', 'a\r\nc\r\n', [{ start: 1, end: 2 }]);
    expect(change.unanchored[0]?.reason).toBe('line endings');
  });

  it('has nothing to say about an unchanged file', () => {
    expect(anchorChange(HEAD, HEAD, ALL)).toEqual({ anchored: [], unanchored: [] });
  });
});

describe('changeHunks', () => {
  it('gives hunks that rebuild the new text', () => {
    const before = 'a\nb\nc\nd\n';
    const after = 'a\nB\nc\nd\ne\n';
    const hunks = changeHunks(before, after);
    expect(hunks).toEqual([
      { start: 2, count: 1, lines: ['B\n'] },
      { start: 5, count: 0, lines: ['e\n'] },
    ]);
    expect(applyHunksToText(before, hunks)).toBe(after);
  });
});

describe('mapGapsBack', () => {
  // before: a b c d ; after: a X c d e (b replaced, e appended)
  const hunks = changeHunks('a\nb\nc\nd\n', 'a\nX\nc\nd\ne\n');

  it('moves gaps in unchanged lines and widens gaps inside a hunk', () => {
    expect(mapGapsBack([3, 3], hunks)).toEqual([3, 3]);
    expect(mapGapsBack([1, 2], hunks)).toEqual([1, 2]);
    expect(mapGapsBack([4, 5], hunks)).toEqual([4, 4]);
    expect(mapGapsBack([0, 1], hunks)).toEqual([0, 1]);
  });

  it('widens a gap where lines were deleted to the whole deletion', () => {
    const deleted = changeHunks('a\nb\nc\nd\n', 'a\nd\n');
    expect(mapGapsBack([1, 1], deleted)).toEqual([1, 3]);
    expect(mapGapsBack([2, 2], deleted)).toEqual([4, 4]);
  });
});
