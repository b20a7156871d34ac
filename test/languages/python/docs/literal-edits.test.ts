import { describe, expect, it } from 'vitest';
import { editLiteral } from '../../../../src/languages/python/docs/literal-edits.js';

const SOURCE = `def fold(binop, seq):
    """
    Reduce without guarantee of ordered reduction.

    Parameters
    ----------
    binops
        Associative operator.
    seq
        The items.
    """
    return seq
`;
const VALUE =
  'Reduce without guarantee of ordered reduction.\n\nParameters\n----------\nbinops\n    Associative operator.\nseq\n    The items.';
const ROWS = { startRow: 1, endRow: 10 };

describe('editLiteral', () => {
  it("edits the author's own lines, keeping the quotes, the summary's line and the indentation", () => {
    expect(editLiteral(SOURCE, ROWS, VALUE, [{ start: 4, end: 5, lines: ['binop'] }])).toBe(
      SOURCE.replace('    binops\n', '    binop\n'),
    );
    expect(editLiteral(SOURCE, ROWS, VALUE, [{ start: 6, end: 8, lines: [] }])).toBe(
      SOURCE.replace('    seq\n        The items.\n', ''),
    );
    expect(
      editLiteral(SOURCE, ROWS, VALUE, [{ start: 8, end: 8, lines: ['', 'Raises', '------'] }]),
    ).toBe(
      SOURCE.replace('        The items.\n', '        The items.\n\n    Raises\n    ------\n'),
    );
  });

  it('refuses what it cannot do line by line: a literal that does not read back, a line holding quotes', () => {
    expect(
      editLiteral(SOURCE, ROWS, `${VALUE} changed`, [{ start: 4, end: 5, lines: ['x'] }]),
    ).toBeUndefined();
    const oneLine = 'def f(a):\n    """Do it.\n\n    Args:\n        b: B."""\n';
    expect(
      editLiteral(oneLine, { startRow: 1, endRow: 4 }, 'Do it.\n\nArgs:\n    b: B.', [
        { start: 3, end: 4, lines: [] },
      ]),
    ).toBeUndefined();
    expect(
      editLiteral(oneLine, { startRow: 1, endRow: 4 }, 'Do it.\n\nArgs:\n    b: B.', [
        { start: 3, end: 4, lines: ['    a: B.'] },
      ]),
    ).toBe(oneLine.replace('b: B."""', 'a: B."""'));
  });

  it('edits a literal with escapes on the lines that have none, and refuses the lines that do', () => {
    const source = [
      'def wrap(text, width):',
      '    """Wrap text.',
      '',
      '    A line holding ``\\b`` (``\\x08``) is kept.',
      '',
      '    :param text: The text.',
      '    :param width: The width.',
      '    :param indent: The indent,',
      '                   a string.',
      '    """',
      '',
    ].join('\n');
    const value =
      'Wrap text.\n\nA line holding ``\b`` (``\x08``) is kept.\n\n:param text: The text.\n:param width: The width.\n:param indent: The indent,\n               a string.';
    const rows = { startRow: 1, endRow: 9 };
    expect(editLiteral(source, rows, value, [{ start: 6, end: 8, lines: [] }])).toBe(
      source.replace('    :param indent: The indent,\n                   a string.\n', ''),
    );
    expect(
      editLiteral(source, rows, value, [{ start: 5, end: 6, lines: [':param size: The width.'] }]),
    ).toBe(source.replace(':param width:', ':param size:'));
    // The escaped line itself, and a new line with a backslash, are not edited.
    expect(
      editLiteral(source, rows, value, [{ start: 2, end: 3, lines: ['A line.'] }]),
    ).toBeUndefined();
    expect(
      editLiteral(source, rows, value, [
        { start: 8, end: 8, lines: [':raises ValueError: If \\.'] },
      ]),
    ).toBeUndefined();
  });
});
