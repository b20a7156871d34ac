import { describe, expect, it } from 'vitest';
import {
  replaceStringLiterals,
  stringLiteralValue,
  tryClosingQuote,
  tryLeadingStringLiteral,
  tryStringLiteral,
  tryStringOpening,
} from '../../../../src/languages/python/syntax/string-literal.js';

const value = (text: string) => {
  const literal = tryStringLiteral(text);
  return literal && stringLiteralValue(literal);
};

describe('tryStringOpening', () => {
  it.each([
    ['"x"', '', '"', { raw: false, bytes: false, interpolated: false }],
    ["r'x'", 'r', "'", { raw: true, bytes: false, interpolated: false }],
    ['U"x"', 'U', '"', { raw: false, bytes: false, interpolated: false }],
    ['b"x"', 'b', '"', { raw: false, bytes: true, interpolated: false }],
    ['Rb"x"', 'Rb', '"', { raw: true, bytes: true, interpolated: false }],
    ['bR"x"', 'bR', '"', { raw: true, bytes: true, interpolated: false }],
    ['f"{x}"', 'f', '"', { raw: false, bytes: false, interpolated: true }],
    ['rF"{x}"', 'rF', '"', { raw: true, bytes: false, interpolated: true }],
    ['t"{x}"', 't', '"', { raw: false, bytes: false, interpolated: true }],
    ['"""doc"""', '', '"""', { raw: false, bytes: false, interpolated: false }],
    ["r'''doc'''", 'r', "'''", { raw: true, bytes: false, interpolated: false }],
  ])('reads %j as prefix %j and quote %j', (text, prefix, quote, flags) => {
    expect(tryStringOpening(text)).toEqual({
      prefix,
      quote,
      ...flags,
      length: prefix.length + quote.length,
    });
  });

  it.each(['ub"x"', 'ur"x"', 'bu"x"', 'fb"x"', 'rr"x"', 'x"y"', 'name', ''])(
    'finds no literal opening %j: Python has no such prefix',
    (text) => expect(tryStringOpening(text)).toBeUndefined(),
  );

  it('reads at an offset', () => {
    expect(tryStringOpening('x = rb"\\d"', 4)).toMatchObject({ prefix: 'rb', length: 3 });
  });
});

describe('tryStringLiteral', () => {
  it('takes a whole literal apart', () => {
    expect(tryStringLiteral("r'''a\\b'''")).toEqual({
      prefix: 'r',
      quote: "'''",
      body: 'a\\b',
      raw: true,
      bytes: false,
      interpolated: false,
    });
    expect(tryStringLiteral('"x"')).toMatchObject({ prefix: '', quote: '"', body: 'x' });
    expect(tryStringLiteral('""')).toMatchObject({ quote: '"', body: '' });
    expect(tryStringLiteral('""""""')).toMatchObject({ quote: '"""', body: '' });
  });

  it('ends a body at the first quote no backslash escapes', () => {
    expect(tryStringLiteral('"a\\"b"')?.body).toBe('a\\"b');
    expect(tryStringLiteral('"a\\\\"')?.body).toBe('a\\\\');
    expect(tryStringLiteral('"""a\\"""b"""')?.body).toBe('a\\"""b');
    expect(tryStringLiteral("'''it's \"quoted\"'''")?.body).toBe('it\'s "quoted"');
    expect(tryStringLiteral('"""two\nlines"""')?.body).toBe('two\nlines');
  });

  it('refuses text that is not exactly one literal', () => {
    for (const text of ['x', '"a" "b"', '"unclosed', '"a\nb"', '"""open', '"a"b', 'f', '"a\\"'])
      expect(tryStringLiteral(text), text).toBeUndefined();
  });
});

describe('stringLiteralValue', () => {
  it('resolves escapes as Python does, raw literals excepted', () => {
    expect(value('"a\\tb\\\\c\\"d\\x41\\u00e9\\101\\q\\\nz"')).toEqual({
      text: 'a\tb\\c"dAéA\\qz',
      unresolved: false,
    });
    expect(value('r"a\\tb"')).toEqual({ text: 'a\\tb', unresolved: false });
    expect(value('"\\N{BULLET}"')).toEqual({ text: '\\N{BULLET}', unresolved: true });
  });

  it('leaves \\u and \\N as written in bytes, where they are no escapes', () => {
    expect(value('b"\\u00e9\\x41\\N{BULLET}"')).toEqual({
      text: '\\u00e9A\\N{BULLET}',
      unresolved: false,
    });
  });
});

describe('tryLeadingStringLiteral and tryClosingQuote', () => {
  it('read the literal that starts a text, and a body that continues it', () => {
    expect(tryLeadingStringLiteral('"a", "b"')).toMatchObject({
      literal: { body: 'a' },
      length: 3,
    });
    expect(tryLeadingStringLiteral('x = "a"', 4)).toMatchObject({ length: 3 });
    expect(tryClosingQuote('rest of a doc""" + x', '"""')).toEqual({
      body: 'rest of a doc',
      length: 16,
    });
    expect(tryClosingQuote('no close here', '"""')).toBeUndefined();
    expect(tryClosingQuote('a\\" still open', '"')).toBeUndefined();
  });
});

describe('replaceStringLiterals', () => {
  it('replaces every complete literal, whatever its prefix and quotes', () => {
    expect(replaceStringLiterals('f(rb"x", """a\\"""b""", \'c\', name)', 'S')).toBe(
      'f(S, S, S, name)',
    );
  });

  it('does not take the end of a name for a prefix', () => {
    expect(replaceStringLiterals('bar + br"x"', 'S')).toBe('bar + S');
    expect(replaceStringLiterals('number"x"', 'S')).toBe('numberS');
  });
});
