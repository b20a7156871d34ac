import { describe, expect, it } from 'vitest';
import {
  expectedException,
  parseDoctestExamples,
} from '../../../../src/languages/python/testgen/doctest.js';

const DOCSTRING = `Average of values.

    >>> mean([1, 2])
    1.5
    >>> xs = [1,
    ...       2]
    >>> for x in xs:
    ...     print(x)
    1
    <BLANKLINE>
    2
    >>> mean([])  # doctest: +SKIP, +ELLIPSIS
    Traceback (most recent call last):
      File "<stdin>", line 1
    ValueError: empty: no values
    given

    Not an example: >>> inline
    `;

describe('parseDoctestExamples', () => {
  it('reads sources with continuations, wants up to a blank line, directives and file lines', () => {
    expect(parseDoctestExamples(DOCSTRING, 10)).toEqual([
      { source: 'mean([1, 2])', want: '1.5', line: 12, options: [] },
      { source: 'xs = [1,\n      2]', want: '', line: 14, options: [] },
      { source: 'for x in xs:\n    print(x)', want: '1\n\n2', line: 16, options: [] },
      {
        source: 'mean([])  # doctest: +SKIP, +ELLIPSIS',
        want: 'Traceback (most recent call last):\n  File "<stdin>", line 1\nValueError: empty: no values\ngiven',
        line: 21,
        options: ['+SKIP', '+ELLIPSIS'],
      },
    ]);
  });

  it('finds nothing in a docstring without examples', () => {
    expect(parseDoctestExamples('Just prose.\n\nMore prose.', 1)).toEqual([]);
  });
});

describe('expectedException', () => {
  it('reads the exception line after the stack, and a message over several lines', () => {
    expect(
      expectedException('Traceback (most recent call last):\n    ...\nValueError: bad value'),
    ).toEqual({ type: 'ValueError', message: 'bad value' });
    expect(
      expectedException('Traceback (most recent call last):\n  File "x"\nmod.Error: first\nsecond'),
    ).toEqual({ type: 'mod.Error', message: 'first\nsecond' });
    expect(expectedException('Traceback (most recent call last):\n...\nKeyError')).toEqual({
      type: 'KeyError',
      message: '',
    });
  });

  it('is undefined for an ordinary output', () => {
    expect(expectedException('ValueError: not a traceback')).toBeUndefined();
  });
});
