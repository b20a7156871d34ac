import { describe, expect, it } from 'vitest';
import { alignLines } from '../../../src/core/lint/line-alignment.js';

describe('alignLines', () => {
  const before = ['a', 'import os', 'b', 'c = 1;', 'd'].join('\n');

  it('follows lines across a removed line', () => {
    const after = ['a', 'b', 'c = 1;', 'd'].join('\n');
    const aligned = alignLines(before, after);
    expect(aligned.toAfter({ start: 2, end: 2 })).toBeUndefined();
    expect(aligned.toAfter({ start: 2, end: 4 })).toEqual({ start: 2, end: 3 });
    expect(aligned.toAfter({ start: 5, end: 5 })).toEqual({ start: 4, end: 4 });
    expect(aligned.toBefore(3)).toEqual({ start: 4, end: 4 });
    expect(aligned.toBefore(1)).toEqual({ start: 1, end: 1 });
  });

  it('maps an edited line to the line it replaced, and an inserted one to the line above', () => {
    const after = ['a', 'import os', 'b', 'c = 1', '', 'd'].join('\n');
    const aligned = alignLines(before, after);
    expect(aligned.toBefore(4)).toEqual({ start: 4, end: 4 });
    expect(aligned.toAfter({ start: 4, end: 4 })).toEqual({ start: 4, end: 5 });
    expect(aligned.toBefore(6)).toEqual({ start: 5, end: 5 });
    expect(alignLines(before, ['x', ...before.split('\n')].join('\n')).toBefore(1)).toEqual({
      start: 1,
      end: 1,
    });
  });

  it('maps edited lines line for line where as many stand on both sides', () => {
    // Two neighbouring lines fixed in place (trailing spaces, an indent): each keeps its number.
    const fixed = ['a', 'import os', 'b  ', '     c = 1;', 'd'].join('\n');
    const aligned = alignLines(fixed, before);
    expect(aligned.toBefore(3)).toEqual({ start: 3, end: 3 });
    expect(aligned.toBefore(4)).toEqual({ start: 4, end: 4 });
    expect(aligned.toAfter({ start: 4, end: 4 })).toEqual({ start: 4, end: 4 });
  });

  it('is the identity on an unchanged text', () => {
    const aligned = alignLines(before, before);
    expect(aligned.toAfter({ start: 2, end: 3 })).toEqual({ start: 2, end: 3 });
    expect(aligned.toBefore(5)).toEqual({ start: 5, end: 5 });
  });
});
