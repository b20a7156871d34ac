import { describe, expect, it } from 'vitest';
import { codeCell, markdownTable, textCell } from '../../../src/core/summary/index.js';

describe('codeCell', () => {
  it('wraps plain text in single backticks', () => {
    expect(codeCell('src/app.py')).toBe('`src/app.py`');
  });

  it('escapes pipes, which GFM reads as cell breaks even inside code spans', () => {
    expect(codeCell('a|b.py')).toBe('`a\\|b.py`');
  });

  it('uses a fence longer than any backtick run inside', () => {
    expect(codeCell('a`b``c.py')).toBe('```a`b``c.py```');
  });

  it('pads with a space when the text starts or ends with a backtick', () => {
    expect(codeCell('`x`')).toBe('`` `x` ``');
  });

  it('keeps a cell on one line', () => {
    expect(codeCell('a\nb\r\nc')).toBe('`a b c`');
  });
});

describe('textCell', () => {
  it('escapes markdown punctuation and pipes', () => {
    expect(textCell('__init__ | *x* `y` <b> [l] #1 \\')).toBe(
      '\\_\\_init\\_\\_ \\| \\*x\\* \\`y\\` \\<b\\> \\[l\\] \\#\u200b1 \\\\',
    );
  });
});

describe('markdownTable', () => {
  it('writes a header, a separator and the rows', () => {
    expect(
      markdownTable(
        ['A', 'B'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('| A | B |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |');
  });
});
