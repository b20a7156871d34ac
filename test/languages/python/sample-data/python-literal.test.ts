import { describe, expect, it } from 'vitest';
import { parsePythonLiteral } from '../../../../src/languages/python/sample-data/python-literal.js';

describe('parsePythonLiteral', () => {
  it('reads scalars as Python writes them', () => {
    expect(parsePythonLiteral('42')).toEqual({ kind: 'int', value: 42 });
    expect(parsePythonLiteral('-1_000')).toEqual({ kind: 'int', value: -1000 });
    expect(parsePythonLiteral('0x1F')).toEqual({ kind: 'int', value: 31 });
    expect(parsePythonLiteral('2.5e3')).toEqual({ kind: 'float', value: 2500 });
    expect(parsePythonLiteral("'it\\'s\\n'")).toEqual({ kind: 'str', value: "it's\n" });
    expect(parsePythonLiteral('r"\\d+"')).toEqual({ kind: 'str', value: '\\d+' });
    expect(parsePythonLiteral("b'\\x00A'")).toEqual({ kind: 'bytes', value: [0, 65] });
    expect(parsePythonLiteral('None')).toEqual({ kind: 'none' });
    expect(parsePythonLiteral('True')).toEqual({ kind: 'bool', value: true });
  });

  it('ends and decodes strings as Python does', () => {
    // A backslash escapes the first quote of a triple: the literal goes on.
    expect(parsePythonLiteral('"""a\\"""b"""')).toEqual({ kind: 'str', value: 'a"""b' });
    expect(parsePythonLiteral("Rb'\\d'")).toEqual({ kind: 'bytes', value: [92, 100] });
    // In bytes \u is no escape: six bytes, not one.
    expect(parsePythonLiteral("b'\\u00e9'")).toEqual({
      kind: 'bytes',
      value: [...'\\u00e9'].map((c) => c.charCodeAt(0)),
    });
    expect(parsePythonLiteral('f"{x}"')).toBeUndefined();
    expect(parsePythonLiteral('ub"x"')).toBeUndefined();
  });

  it('reads containers: lists, tuples (one-element too), sets and dicts', () => {
    expect(parsePythonLiteral('[1, "a", None]')).toEqual({
      kind: 'list',
      items: [{ kind: 'int', value: 1 }, { kind: 'str', value: 'a' }, { kind: 'none' }],
    });
    expect(parsePythonLiteral('(1,)')).toEqual({
      kind: 'tuple',
      items: [{ kind: 'int', value: 1 }],
    });
    expect(parsePythonLiteral('(1)')).toEqual({ kind: 'int', value: 1 });
    expect(parsePythonLiteral('()')).toEqual({ kind: 'tuple', items: [] });
    expect(parsePythonLiteral('{1, 2}')).toEqual({
      kind: 'set',
      items: [
        { kind: 'int', value: 1 },
        { kind: 'int', value: 2 },
      ],
    });
    expect(parsePythonLiteral("{'a': [1.0]}")).toEqual({
      kind: 'dict',
      entries: [
        [
          { kind: 'str', value: 'a' },
          { kind: 'list', items: [{ kind: 'float', value: 1 }] },
        ],
      ],
    });
  });

  it('refuses what is not a plain literal', () => {
    for (const text of [
      'auto()',
      'x',
      '1 + 2',
      '1j',
      '007',
      'Point(1, 2)',
      "{'a': 1, 2}",
      '[1, 2',
      '"a" "b"',
      '2**64',
      '123456789012345678901234567890',
    ]) {
      expect(parsePythonLiteral(text)).toBeUndefined();
    }
  });
});
