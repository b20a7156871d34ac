import { describe, expect, it } from 'vitest';
import {
  cleanDocstring,
  normaliseDocstringText,
  renderDocstringLiteral,
} from '../../../../src/languages/python/docs/string-literal.js';

const options = { quoteChar: '"' as const, preferRaw: false, indent: '    ', newline: '\n' };

describe('string literals', () => {
  it('cleans like inspect.cleandoc', () => {
    expect(cleanDocstring('  Summary.\n\n    Args:\n        x: X.\n    ')).toBe(
      'Summary.\n\nArgs:\n    x: X.',
    );
    expect(cleanDocstring('\n\tTabbed.\n\t  more\n')).toBe('Tabbed.\n  more');
    expect(normaliseDocstringText('\r\n  A.  \r\n\r\n  B.\t\r\n')).toBe('A.\n\nB.');
  });

  it('renders one-line and multi-line literals with the indentation and newline given', () => {
    expect(renderDocstringLiteral('One line.', options)).toBe('"""One line."""');
    expect(
      renderDocstringLiteral('Top.\n\nArgs:\n    x: X.', {
        ...options,
        indent: '\t',
        newline: '\r\n',
      }),
    ).toBe('"""Top.\r\n\r\n\tArgs:\r\n\t    x: X.\r\n\t"""');
    expect(renderDocstringLiteral('Quoted.', { ...options, quoteChar: "'" })).toBe("'''Quoted.'''");
  });

  it('goes raw only for backslashes (or a raw original) and escapes what a raw literal cannot hold', () => {
    expect(renderDocstringLiteral('Match \\d+.', options)).toBe('r"""Match \\d+."""');
    expect(renderDocstringLiteral('Plain.', { ...options, preferRaw: true })).toBe('r"""Plain."""');
    expect(renderDocstringLiteral('Has """ and \\.', options)).toBe(
      '"""Has \\"\\"\\" and \\\\."""',
    );
    expect(renderDocstringLiteral('Ends in \\', options)).toBe('"""Ends in \\\\"""');
    expect(renderDocstringLiteral('Say "hi"', options)).toBe('"""Say "hi\\""""');
    // On its own line the closing quote needs no escape.
    expect(renderDocstringLiteral('Say\n"hi"', options)).toBe('"""Say\n    "hi"\n    """');
    expect(renderDocstringLiteral("It's '''", { ...options, quoteChar: "'" })).toBe(
      "'''It's \\'\\'\\''''",
    );
  });
});
