import { applyPatch, structuredPatch } from 'diff';
import { describe, expect, it } from 'vitest';
import { formatFileDiff } from '../../../src/core/workspace/unified-diff.js';

// A file's diff looks only at the lines between the versions' common head and
// tail (and their context): it must still be a diff git would apply, as small
// as the diff of the whole texts.

let seed = 7;
const next = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const WORDS = ['a', 'b', '', 'x = 1', '    return x', 'a', 'def f():', '\r', '}'];

const changedLines = (diff: string): number =>
  diff.split('\n').filter((line) => /^[-+](?![-+]{2} )/.test(line)).length;

describe('a file diff of the changed middle', () => {
  it('applies to the first version to give the second, with as few changed lines as a diff of the whole', () => {
    for (let round = 0; round < 3000; round++) {
      const base = Array.from({ length: next(40) }, () => WORDS[next(WORDS.length)] as string);
      const edited = [...base];
      for (let edit = next(4); edit >= 0; edit--) {
        const at = next(edited.length + 1);
        const kind = next(3);
        if (kind === 0) edited.splice(at, 0, WORDS[next(WORDS.length)] as string);
        else if (kind === 1) edited.splice(at, 1);
        else edited[at] = `${edited[at] ?? ''}z`;
      }
      const ending = next(2) ? '\n' : '';
      const before = base.join('\n') + ending;
      const after = edited.join('\n') + (next(4) ? ending : ending ? '' : '\n');
      if (before === after) continue;
      const diff = formatFileDiff({ path: 'f', before, after });
      const case_ = JSON.stringify([before, after]);
      expect(applyPatch(before, diff.slice(diff.indexOf('---'))), case_).toBe(after);
      const whole = structuredPatch('a/f', 'b/f', before, after, '', '', { context: 3 });
      const wholeChanged = whole.hunks
        .flatMap((hunk) => hunk.lines)
        .filter((line) => line.startsWith('+') || line.startsWith('-')).length;
      expect(changedLines(diff), case_).toBe(wholeChanged);
    }
  });

  it('numbers the hunks of a change deep in a long file as in the file', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i + 1}`);
    const before = `${lines.join('\n')}\n`;
    lines[14_999] = 'changed';
    const diff = formatFileDiff({ path: 'm.py', before, after: `${lines.join('\n')}\n` });
    expect(diff).toBe(
      [
        'diff --git a/m.py b/m.py',
        '--- a/m.py',
        '+++ b/m.py',
        '@@ -14997,7 +14997,7 @@',
        ' line 14997',
        ' line 14998',
        ' line 14999',
        '-line 15000',
        '+changed',
        ' line 15001',
        ' line 15002',
        ' line 15003',
        '',
      ].join('\n'),
    );
  });
});
