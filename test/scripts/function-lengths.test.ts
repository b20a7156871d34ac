import { describe, expect, it } from 'vitest';
import { functionLengths, sourceFunctionLengths } from '../../scripts/function-lengths.mjs';

describe('function lengths', () => {
  it("counts each function's own lines, a nested function's for itself", () => {
    const text = [
      'export function outer(a: number): number {', // 1
      '  const inner = (b: number) => {', // 2
      '    return b + 1;', // 3
      '  };', // 4
      '  return inner(a);', // 5
      '}', // 6
      'class C {', // 7
      '  method(): void {', // 8
      '    void 0;', // 9
      '  }', // 10
      '}', // 11
    ].join('\n');
    expect(functionLengths('a.ts', text)).toEqual([
      { name: 'outer', path: 'a.ts', line: 1, lines: 3 },
      { name: 'inner', path: 'a.ts', line: 2, lines: 3 },
      { name: 'method', path: 'a.ts', line: 8, lines: 3 },
    ]);
  });

  it('finds no function of src/ over 80 lines of its own', () => {
    const long = sourceFunctionLengths().filter((f) => f.lines > 80);
    expect(long.map((f) => `${f.path}:${f.line} ${f.name} (${f.lines} lines)`)).toEqual([]);
  });
});
