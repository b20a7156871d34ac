import { describe, expect, it } from 'vitest';
import {
  checkArguments,
  checkValue,
} from '../../../../src/languages/python/sample-data/check-value.js';
import { parseAnnotation } from '../../../../src/languages/python/testgen/type-expr.js';
import type { TypeTable } from '../../../../src/languages/python/testgen/signature.js';
import { analysis, COLOR, POINT } from '../testgen/analysis-fixtures.js';

const TYPES = analysis({
  types: {
    Point: POINT,
    Color: COLOR,
    Address: {
      kind: 'typeddict',
      total: false,
      fields: [
        { name: 'city', annotation: 'str' },
        { name: 'zip', annotation: 'Required[str]' },
      ],
    },
  },
}).types as TypeTable;
const check = (json: unknown, annotation: string) =>
  checkValue(json as never, parseAnnotation(annotation), TYPES, 'v');

describe('checkValue', () => {
  it('reads values by their annotation', () => {
    expect(check(1, 'float')).toEqual({ ok: true, value: { kind: 'float', value: 1 } });
    expect(check([1, 'a'], 'tuple[int, str]')).toEqual({
      ok: true,
      value: {
        kind: 'tuple',
        items: [
          { kind: 'int', value: 1 },
          { kind: 'str', value: 'a' },
        ],
      },
    });
    expect(check('base64:aGk=', 'bytes')).toEqual({
      ok: true,
      value: { kind: 'bytes', value: [104, 105] },
    });
    expect(check([[1, true]], 'dict[int, bool]')).toEqual({
      ok: true,
      value: {
        kind: 'dict',
        entries: [
          [
            { kind: 'int', value: 1 },
            { kind: 'bool', value: true },
          ],
        ],
      },
    });
    expect(check({}, 'dict[int, bool]')).toEqual({
      ok: true,
      value: { kind: 'dict', entries: [] },
    });
    expect(check('green', 'Color')).toEqual({
      ok: true,
      value: {
        kind: 'enum',
        type: 'Color',
        member: 'GREEN',
        value: { kind: 'str', value: 'green' },
      },
    });
    expect(check({ x: 1 }, 'Point')).toEqual({
      ok: true,
      value: {
        kind: 'record',
        type: 'Point',
        record: 'dataclass',
        fields: [['x', { kind: 'float', value: 1 }]],
      },
    });
    expect(check({ zip: '1' }, 'Address')).toMatchObject({ ok: true });
    expect(check({ any: ['thing'] }, 'Widget')).toEqual({
      ok: true,
      value: { kind: 'raw', value: { any: ['thing'] } },
    });
  });

  it('keeps an integral number an int where a union allows one', () => {
    expect(check(3, 'float | int')).toEqual({ ok: true, value: { kind: 'int', value: 3 } });
    expect(check(3.5, 'float | int')).toEqual({ ok: true, value: { kind: 'float', value: 3.5 } });
    expect(check(null, 'Optional[int]')).toEqual({ ok: true, value: { kind: 'none' } });
  });

  it('names the path, the expectation and the value when a value does not fit', () => {
    expect(check('3', 'int')).toEqual({ ok: false, error: 'v: expected an int, got "3"' });
    expect(check(1.5, 'list[int]')).toEqual({
      ok: false,
      error: 'v: expected a list (JSON array), got 1.5',
    });
    expect(check([1, 'x'], 'list[int]')).toEqual({
      ok: false,
      error: 'v[1]: expected an int, got "x"',
    });
    expect(check('aGk=', 'bytes')).toEqual({
      ok: false,
      error: 'v: expected bytes as "base64:<base64>", got "aGk="',
    });
    expect(check([1], 'tuple[int, str]')).toEqual({
      ok: false,
      error: 'v: expected a tuple of 2 items, got [1]',
    });
    expect(check('blue', 'Color')).toEqual({
      ok: false,
      error: 'v: expected a value of Color ("red", "green"), got "blue"',
    });
    expect(check('mid', 'Literal["low", "high"]')).toEqual({
      ok: false,
      error: 'v: expected one of Literal["low", "high"], got "mid"',
    });
    expect(check({ y: 1 }, 'Point')).toEqual({
      ok: false,
      error: "v: missing required parameter 'x'",
    });
    expect(check({ x: 1, z: 2 }, 'Point')).toEqual({
      ok: false,
      error: "v: no parameter 'z'; parameters: x, y",
    });
    expect(check({ city: 'x' }, 'Address')).toEqual({
      ok: false,
      error: "v: missing required parameter 'zip'",
    });
    expect(check(2 ** 60, 'int')).toEqual({
      ok: false,
      error: 'v: expected an int within ±(2**53 - 1), got 1152921504606847000',
    });
    expect(check('x', 'int | None')).toEqual({
      ok: false,
      error: 'v: expected int | None, got "x"',
    });
  });
});

describe('checkArguments', () => {
  const parameters = analysis({
    parameters: [
      { name: 'a', kind: 'positional', annotation: 'int' },
      { name: 'b', kind: 'keyword_only', annotation: 'str', default: '""' },
      { name: 'untyped', kind: 'positional', default: 'None' },
      { name: 'kw', kind: 'var_keyword' },
    ],
  }).parameters;

  it('takes the arguments of one case by parameter name', () => {
    expect(checkArguments({ a: 1, untyped: [1] }, parameters, TYPES, 'fixtures.normal')).toEqual({
      ok: true,
      args: [
        ['a', { kind: 'int', value: 1 }],
        ['untyped', { kind: 'raw', value: [1] }],
      ],
    });
  });

  it('refuses a case that is not an object, misses a required parameter or names an unknown one', () => {
    expect(checkArguments([], parameters, TYPES, 'fixtures.edge')).toEqual({
      ok: false,
      error: 'fixtures.edge: expected an object of arguments by parameter name',
    });
    expect(checkArguments({ b: 'x' }, parameters, TYPES, 'fixtures.edge')).toEqual({
      ok: false,
      error: "fixtures.edge: missing required parameter 'a'",
    });
    expect(checkArguments({ a: 1, kw: 2 }, parameters, TYPES, 'fixtures.edge')).toEqual({
      ok: false,
      error: "fixtures.edge: no parameter 'kw'; parameters: a, b, untyped",
    });
  });
});
