import { describe, expect, it } from 'vitest';
import { parseGitDiff } from '../../../src/core/diff/index.js';
import { patchInHead } from '../../../src/core/publish/patch-in-head.js';
import { formatFileDiff } from '../../../src/core/workspace/unified-diff.js';

const lines = (n: number, from = 1): string =>
  Array.from({ length: n }, (_, i) => `line_${from + i} = ${from + i}\n`).join('');

/** Whether the change `before` -> `after` of `a.py` is in a head where a.py holds `head`. */
function inHead(before: string | undefined, after: string | undefined, head: string | undefined) {
  const files = parseGitDiff(formatFileDiff({ path: 'a.py', before, after }));
  return patchInHead(files, (path) => (path === 'a.py' ? head : undefined));
}

describe('patchInHead', () => {
  it('finds the after side of each hunk, wherever it moved', () => {
    const before = lines(30);
    const after = before
      .replace('line_5 = 5', 'line_5 = 50')
      .replace('line_25 = 25', 'line_25 = 0');
    expect(inHead(before, after, before)).toBe(false);
    expect(inHead(before, after, after)).toBe(true);
    expect(inHead(before, after, `import os\n\n${after}`)).toBe(true);
    // Half the suggestion is not the suggestion.
    expect(inHead(before, after, before.replace('line_5 = 5', 'line_5 = 50'))).toBe(false);
  });

  it('needs deleted lines at the end of a file gone', () => {
    const before = lines(8);
    const after = lines(6);
    expect(inHead(before, after, before)).toBe(false);
    expect(inHead(before, after, after)).toBe(true);
    expect(inHead(before, after, `${after}line_99 = 99\n`)).toBe(true);
    expect(inHead(before, after, `${after}line_7 = 7\nline_8 = 8\nline_9 = 9\n`)).toBe(false);
  });

  it('needs deleted lines in the middle gone from between the context', () => {
    const before = lines(20);
    const after = before.replace('line_10 = 10\n', '');
    expect(inHead(before, after, before)).toBe(false);
    expect(inHead(before, after, after)).toBe(true);
  });

  it('takes a file emptied as empty, and a file deleted as gone', () => {
    expect(inHead(lines(2), '', lines(2))).toBe(false);
    expect(inHead(lines(2), '', '')).toBe(true);
    expect(inHead(lines(2), undefined, lines(2))).toBe(false);
    expect(inHead(lines(2), undefined, undefined)).toBe(true);
  });

  it('takes a new file only with exactly its content', () => {
    expect(inHead(undefined, lines(3), lines(3))).toBe(true);
    expect(inHead(undefined, lines(3), undefined)).toBe(false);
    expect(inHead(undefined, lines(3), lines(4))).toBe(false);
    expect(inHead(undefined, 'x = 1', 'x = 1')).toBe(true);
    expect(inHead(undefined, 'x = 1', 'x = 1\n')).toBe(false);
    expect(inHead(undefined, '', '')).toBe(true);
    expect(inHead(undefined, '', '\n')).toBe(false);
  });

  it('never takes an empty patch as accepted', () => {
    expect(patchInHead([], () => '')).toBe(false);
  });
});
