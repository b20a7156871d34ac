import { describe, expect, it } from 'vitest';
import { appendAll, largest, smallest, spliceAll } from '../../src/core/arrays.js';

// More items than a call takes arguments, even on a test worker's larger stack: `push(...items)` throws.
const MANY = 2_000_000;

describe('array operations on lists of any length', () => {
  it('appends every item in order, however many', () => {
    const many = Array.from({ length: MANY }, (_, index) => index);
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    const target = [-1];
    expect(appendAll(target, many)).toBe(target);
    expect(target).toHaveLength(MANY + 1);
    expect(target.at(-1)).toBe(MANY - 1);
    expect(appendAll([1], new Set([2, 3]))).toEqual([1, 2, 3]);
  });

  it('finds the smallest and largest as Math.min and Math.max do, however many', () => {
    const many = Array.from({ length: MANY }, (_, index) => (index * 7919) % MANY);
    expect(smallest(many)).toBe(0);
    expect(largest(many)).toBe(MANY - 1);
    expect(smallest([])).toBe(Math.min());
    expect(largest([])).toBe(Math.max());
    expect(smallest([3, -2.5, 7])).toBe(-2.5);
    expect(largest([3, -2.5, 7])).toBe(7);
  });

  it('splices as splice does, however many items go in', () => {
    const cases: [number, number][] = [
      [0, 0],
      [1, 2],
      [2, 0],
      [3, 10],
      [5, 1],
      [-2, 1],
      [9, 0],
    ];
    for (const [start, deleteCount] of cases) {
      const native = ['a', 'b', 'c', 'd', 'e'];
      native.splice(start, deleteCount, 'x', 'y');
      const ours = ['a', 'b', 'c', 'd', 'e'];
      spliceAll(ours, start, deleteCount, ['x', 'y']);
      expect(ours, `splice(${start}, ${deleteCount})`).toEqual(native);
    }
    const lines = ['first', 'last'];
    spliceAll(
      lines,
      1,
      0,
      Array.from({ length: MANY }, () => 'middle'),
    );
    expect(lines).toHaveLength(MANY + 2);
    expect([lines[0], lines[1], lines.at(-1)]).toEqual(['first', 'middle', 'last']);
  });
});
