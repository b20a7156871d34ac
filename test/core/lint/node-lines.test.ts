import { describe, expect, it } from 'vitest';
import {
  editLines,
  findingsInLines,
  fixStaysInside,
  shiftRanges,
} from '../../../src/core/lint/node-lines.js';
import type { LintEdit, LintFinding } from '../../../src/core/lint/types.js';

function edit(start: [number, number], end: [number, number], content = ''): LintEdit {
  return {
    content,
    start: { line: start[0], column: start[1] },
    end: { line: end[0], column: end[1] },
  };
}

function finding(line: number, edits?: LintEdit[]): LintFinding {
  const at = { line, column: 1 };
  return {
    code: 'X100',
    message: 'x',
    start: at,
    end: at,
    fixable: edits !== undefined,
    ...(edits ? { fix: { edits } } : {}),
  };
}

describe('findingsInLines', () => {
  it('keeps the findings that start inside a range, in order', () => {
    const findings = [finding(1), finding(3), finding(5), finding(7), finding(9)];
    expect(
      findingsInLines(findings, [
        { start: 3, end: 5 },
        { start: 9, end: 9 },
      ]).map((f) => f.start.line),
    ).toEqual([3, 5, 9]);
    expect(findingsInLines(findings, [])).toEqual([]);
  });
});

describe('editLines', () => {
  it('does not count the line after whole deleted lines', () => {
    expect(editLines(edit([4, 1], [6, 1]))).toEqual({ start: 4, end: 5 });
  });

  it('counts a line joined to the edited one', () => {
    expect(editLines(edit([4, 5], [6, 1]))).toEqual({ start: 4, end: 6 });
    expect(editLines(edit([4, 1], [6, 1], 'x = 1'))).toEqual({ start: 4, end: 6 });
  });

  it('does not count the next line when the replacement ends with a line break', () => {
    expect(editLines(edit([4, 1], [6, 1], 'import a\nimport b\n'))).toEqual({ start: 4, end: 5 });
  });

  it('gives an insertion the line it goes into', () => {
    expect(editLines(edit([7, 1], [7, 1], 'x\n'))).toEqual({ start: 7, end: 7 });
    expect(editLines(edit([7, 9], [7, 12], 'y'))).toEqual({ start: 7, end: 7 });
  });
});

describe('fixStaysInside', () => {
  it('needs every edit inside one range', () => {
    const ranges = [
      { start: 2, end: 4 },
      { start: 8, end: 9 },
    ];
    expect(fixStaysInside(finding(2, [edit([2, 1], [5, 1])]), ranges)).toBe(true);
    expect(fixStaysInside(finding(2, [edit([2, 1], [5, 2])]), ranges)).toBe(false);
    expect(
      fixStaysInside(
        finding(3, [edit([3, 1], [3, 4]), edit([1, 1], [1, 1], 'import os\n')]),
        ranges,
      ),
    ).toBe(false);
    expect(
      fixStaysInside(finding(3, [edit([3, 1], [3, 4]), edit([8, 2], [8, 2], 'x')]), ranges),
    ).toBe(true);
    expect(fixStaysInside(finding(4, [edit([4, 1], [9, 1])]), ranges)).toBe(false);
    expect(fixStaysInside(finding(3), ranges)).toBe(false);
  });
});

describe('shiftRanges', () => {
  it('stretches the range an edit is in and moves the ones after it', () => {
    const ranges = [
      { start: 1, end: 3 },
      { start: 6, end: 9 },
      { start: 12, end: 12 },
    ];
    expect(shiftRanges(ranges, [{ line: 7, delta: 2 }])).toEqual([
      { start: 1, end: 3 },
      { start: 6, end: 11 },
      { start: 14, end: 14 },
    ]);
    expect(
      shiftRanges(ranges, [
        { line: 2, delta: -1 },
        { line: 12, delta: 1 },
      ]),
    ).toEqual([
      { start: 1, end: 2 },
      { start: 5, end: 8 },
      { start: 11, end: 12 },
    ]);
  });

  it('drops a range whose lines were all removed', () => {
    expect(
      shiftRanges(
        [
          { start: 5, end: 5 },
          { start: 8, end: 9 },
        ],
        [{ line: 5, delta: -1 }],
      ),
    ).toEqual([{ start: 7, end: 8 }]);
  });
});
