import { describe, expect, it } from 'vitest';
import { applyFileDiff } from '../../../src/core/commands/apply-patch.js';
import { parseGitDiff, type FileDiff } from '../../../src/core/diff/index.js';
import { formatFileDiff } from '../../../src/core/workspace/unified-diff.js';

/** The one file section of the patch Remora's workspaces write, parsed as markers carry it. */
function patchOf(path: string, before: string | undefined, after: string | undefined): FileDiff {
  const [file] = parseGitDiff(formatFileDiff({ path, before, after }));
  if (!file) throw new Error('no patch');
  return file;
}

const SOURCE = [
  'def area(w, h):',
  '    return w*h',
  '',
  '',
  'def perimeter(w, h):',
  '    return 2*(w+h)',
  '',
].join('\n');

describe('applyFileDiff', () => {
  it.each([
    ['a change in the middle', SOURCE, SOURCE.replace('w*h', 'w * h')],
    ['lines added at the start', SOURCE, `"""Shapes."""\n\n${SOURCE}`],
    ['lines added at the end', SOURCE, `${SOURCE}\n\ndef side(a):\n    return a\n`],
    ['the last newline removed', SOURCE, SOURCE.replace(/\n$/, '')],
    ['a last newline added', 'x = 1', 'x = 1\n'],
    ['an empty file filled', '', 'x = 1\n'],
    ['a file emptied', SOURCE, ''],
    [
      'CRLF lines kept, added lines too',
      SOURCE.replace(/\n/g, '\r\n'),
      SOURCE.replace(/\n/g, '\r\n').replace('w*h', 'w * h\r\n    # area'),
    ],
    ['a new file', undefined, 'def test_area():\n    assert True\n'],
    ['a deleted file', SOURCE, undefined],
  ])('reproduces the workspace exactly: %s', (_name, before, after) => {
    expect(applyFileDiff(before, patchOf('pkg/shapes.py', before, after))).toEqual({
      ok: true,
      content: after,
    });
  });

  it('refuses a file that is not the one the patch was made from, naming the line', () => {
    const patch = patchOf('pkg/shapes.py', SOURCE, SOURCE.replace('w*h', 'w * h'));

    expect(applyFileDiff(SOURCE.replace('w*h', 'h*w'), patch)).toEqual({
      ok: false,
      reason: 'line 2 is not "    return w*h" as hunk @@ -1,5 +1,5 @@ expects',
    });
  });

  it('does not look for the lines elsewhere: an offset is no fit', () => {
    const patch = patchOf('pkg/shapes.py', SOURCE, SOURCE.replace('2*(w+h)', '2 * (w + h)'));

    expect(applyFileDiff(`import math\n${SOURCE}`, patch).ok).toBe(false);
  });

  it('refuses to add a file that exists, or to change one that does not', () => {
    expect(applyFileDiff('x\n', patchOf('a.py', undefined, 'y\n'))).toEqual({
      ok: false,
      reason: 'it adds a file that already exists',
    });
    expect(applyFileDiff(undefined, patchOf('a.py', 'x\n', 'y\n'))).toEqual({
      ok: false,
      reason: 'the file does not exist',
    });
  });
});
