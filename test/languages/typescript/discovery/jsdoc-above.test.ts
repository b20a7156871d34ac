import { describe, expect, it } from 'vitest';
import { jsDocAbove } from '../../../../src/languages/typescript/discovery/jsdoc-above.js';

const linesOf = (text: string) => text.split('\n');

describe('the JSDoc above a definition', () => {
  it('starts at its /** line, past blank lines and decorators', () => {
    const text = ['x();', '/**', ' * Does.', ' */', '', '@Injectable()', 'class A {}'].join('\n');
    expect(jsDocAbove(linesOf(text), 7)).toBe(2);
    expect(jsDocAbove(linesOf('/** One line. */\nfunction f() {}'), 2)).toBe(1);
  });

  it('is not opened by a /* inside its text (a media range)', () => {
    const text = [
      '/**',
      ' * Examples:',
      ' *     // Accept: text/*, application/json',
      " *     req.accepts('html');",
      ' */',
      '',
      'req.accepts = function () {};',
    ].join('\n');
    expect(jsDocAbove(linesOf(text), 7)).toBe(1);
  });

  it('is none for a plain block comment, an empty one, a line comment or code', () => {
    expect(jsDocAbove(linesOf('/* Not a doc. */\nfunction f() {}'), 2)).toBeUndefined();
    expect(jsDocAbove(linesOf('/**/\nfunction f() {}'), 2)).toBeUndefined();
    expect(jsDocAbove(linesOf('// A note.\nfunction f() {}'), 2)).toBeUndefined();
    expect(jsDocAbove(linesOf('const a = 1;\nfunction f() {}'), 2)).toBeUndefined();
    expect(jsDocAbove(linesOf('function f() {}'), 1)).toBeUndefined();
  });
});
