import { describe, expect, it } from 'vitest';
import {
  generateCases,
  renderFixture,
  targetParameters,
} from '../../../../src/languages/python/sample-data/fixture-document.js';
import { analysis, POINT } from '../testgen/analysis-fixtures.js';

const EXTREME_STR = 'Ünïcödé ✓ 🐍 "quoted" \\ line\nbreak\ttab';
const MAX_INT = 9007199254740991;
const HANDLING = {
  kind: 'enum',
  flavor: 'IntFlag',
  members: ['FRAGILE', 'COLD', 'UPRIGHT'].map((name) => ({ name, value: 'auto()' })),
};
const STATUS = {
  kind: 'enum',
  flavor: 'Enum',
  members: [
    { name: 'ACTIVE', value: '"active"' },
    { name: 'RETIRED', value: '"retired"' },
  ],
};
const ADDRESS = {
  kind: 'typeddict',
  fields: [
    { name: 'street', annotation: 'str' },
    { name: 'postcode', annotation: 'NotRequired[str]' },
  ],
};
const BOX = {
  kind: 'namedtuple',
  fields: [
    { name: 'w', annotation: 'float' },
    { name: 'h', annotation: 'float' },
  ],
};

/** Generates and renders a fixture, as write_fixture_file would write it. */
function fixture(fields: Record<string, unknown>, format: 'json' | 'yaml' = 'json'): string {
  const subject = analysis(fields);
  const cases = generateCases(subject);
  const target = targetParameters(subject);
  if (!cases.ok || !target.ok) throw new Error(`not generated: ${JSON.stringify(cases)}`);
  return renderFixture(
    `calc.ops.${subject.target.full_name}`,
    target.parameters,
    cases.cases,
    format,
  );
}

const casesOf = (text: string): unknown => (JSON.parse(text) as { cases: unknown }).cases;

describe('sample cases from annotations', () => {
  it('writes scalars, lists and Optional, floats as floats, in a fixed layout', () => {
    const text = fixture({
      target: { name: 'scale', full_name: 'scale' },
      parameters: [
        { name: 'values', kind: 'positional', annotation: 'list[int]' },
        { name: 'factor', kind: 'positional', annotation: 'float', default: '1.0' },
        { name: 'label', kind: 'keyword_only', annotation: 'Optional[str]', default: 'None' },
      ],
    });
    expect(text).toBe(`{
  "format": "remora.sample_data/v1",
  "target": "calc.ops.scale",
  "parameters": {
    "values": "list[int]",
    "factor": "float",
    "label": "Optional[str]"
  },
  "cases": {
    "normal": {
      "values": [
        42,
        7,
        13
      ],
      "factor": 2.5,
      "label": "gamma"
    },
    "edge": {
      "values": [],
      "factor": 0.0,
      "label": null
    },
    "extreme": {
      "values": [
        9007199254740991,
        0
      ],
      "factor": 1.7976931348623157e+308,
      "label": ${JSON.stringify(EXTREME_STR)}
    }
  }
}
`);
  });

  it('writes bytes with their marker, Literal values, sets of flag members and tuples', () => {
    const text = fixture({
      target: { name: 'encode', full_name: 'encode' },
      parameters: [
        { name: 'payload', kind: 'positional', annotation: 'bytes' },
        { name: 'mode', kind: 'positional', annotation: 'Literal["fast", "safe"]' },
        { name: 'flags', kind: 'positional', annotation: 'set[Handling]' },
        { name: 'pair', kind: 'positional', annotation: 'tuple[int, str]' },
      ],
      types: { Handling: HANDLING },
    });
    expect(casesOf(text)).toEqual({
      normal: { payload: 'base64:aGVsbG8=', mode: 'fast', flags: [1, 2, 4], pair: [42, 'beta'] },
      edge: { payload: 'base64:', mode: 'safe', flags: [], pair: [0, ''] },
      extreme: {
        payload: 'base64:AP+ACg==',
        mode: 'safe',
        flags: [4],
        pair: [MAX_INT, EXTREME_STR],
      },
    });
  });

  it("builds a dataclass's cases from its fields, through enums, TypedDicts and NamedTuples", () => {
    const text = fixture({
      target: { name: 'Item', full_name: 'Item', kind: 'class' },
      types: {
        Item: {
          kind: 'dataclass',
          fields: [
            { name: 'sku', annotation: 'str' },
            { name: 'quantity', annotation: 'int' },
            { name: 'tags', annotation: 'list[str]', default: 'field(default_factory=list)' },
            { name: 'status', annotation: 'Status', default: 'Status.ACTIVE' },
            { name: 'address', annotation: 'Address' },
            { name: 'box', annotation: 'Box' },
          ],
        },
        Status: STATUS,
        Address: ADDRESS,
        Box: BOX,
      },
    });
    expect(JSON.parse(text)).toMatchObject({
      target: 'calc.ops.Item',
      parameters: { sku: 'str', status: 'Status', box: 'Box' },
    });
    expect(casesOf(text)).toEqual({
      normal: {
        sku: 'alpha',
        quantity: 7,
        tags: ['alpha', 'beta', 'gamma'],
        status: 'retired',
        address: { street: 'beta', postcode: 'gamma' },
        box: { w: 0.125, h: 3.14 },
      },
      edge: {
        sku: '',
        quantity: 0,
        tags: [],
        status: 'retired',
        address: { street: '', postcode: '' },
        box: { w: 0, h: 0 },
      },
      extreme: {
        sku: EXTREME_STR,
        quantity: MAX_INT,
        tags: [EXTREME_STR, ''],
        status: 'retired',
        address: { street: EXTREME_STR, postcode: EXTREME_STR },
        box: { w: Number.MAX_VALUE, h: Number.MAX_VALUE },
      },
    });
  });

  it('ends a recursive type in an empty list, and writes non-str dict keys as pairs', () => {
    const category = {
      kind: 'dataclass',
      fields: [
        { name: 'name', annotation: 'str' },
        {
          name: 'children',
          annotation: 'list["Category"]',
          default: 'field(default_factory=list)',
        },
      ],
    };
    expect(
      casesOf(
        fixture({
          target: { name: 'walk', full_name: 'walk' },
          parameters: [{ name: 'root', kind: 'positional', annotation: 'Category' }],
          types: { Category: category },
        }),
      ),
    ).toEqual({
      normal: { root: { name: 'alpha', children: [] } },
      edge: { root: { name: '', children: [] } },
      extreme: { root: { name: EXTREME_STR, children: [] } },
    });
    const text = fixture({
      target: { name: 'tally', full_name: 'tally' },
      parameters: [
        { name: 'counts', kind: 'positional', annotation: 'dict[int, bool]' },
        { name: 'where', kind: 'positional', annotation: 'dict[str, Point]' },
      ],
      types: { Point: POINT },
    });
    expect(casesOf(text)).toEqual({
      normal: {
        counts: [
          [42, true],
          [7, false],
        ],
        where: { alpha: { x: 3.14, y: 2.5 }, beta: { x: 2.5, y: 0.125 } },
      },
      edge: { counts: {}, where: {} },
      extreme: {
        counts: [
          [0, true],
          [MAX_INT, false],
        ],
        where: { '': { x: Number.MAX_VALUE, y: Number.MAX_VALUE }, [EXTREME_STR]: { x: 0, y: 0 } },
      },
    });
  });

  it('writes the same cases as YAML', () => {
    const yaml = fixture(
      {
        target: { name: 'f', full_name: 'f' },
        parameters: [
          { name: 'flag', kind: 'positional', annotation: 'bool' },
          { name: 'ratio', kind: 'positional', annotation: 'float' },
        ],
      },
      'yaml',
    );
    expect(yaml).toBe(`format: "remora.sample_data/v1"
target: "calc.ops.f"
parameters:
  flag: "bool"
  ratio: "float"
cases:
  normal:
    flag: true
    ratio: 2.5
  edge:
    flag: false
    ratio: 0.0
  extreme:
    flag: true
    ratio: 1.7976931348623157e+308
`);
  });

  it('gives the same bytes on every run', () => {
    const fields = {
      target: { name: 'encode', full_name: 'encode' },
      parameters: [{ name: 'p', kind: 'positional', annotation: 'dict[str, list[Point]]' }],
      types: { Point: POINT },
    };
    expect(fixture(fields)).toBe(fixture(fields));
  });

  it('leaves out optional parameters it cannot sample, and says why a required one stops it', () => {
    const subject = analysis({
      parameters: [
        { name: 'x', kind: 'positional', annotation: 'int' },
        {
          name: 'callback',
          kind: 'keyword_only',
          annotation: 'Callable[..., int] | None',
          default: 'None',
        },
        { name: 'rest', kind: 'var_positional' },
      ],
    });
    expect(generateCases(subject)).toMatchObject({ ok: true, omitted: ['callback'] });
    expect(
      generateCases(analysis({ parameters: [{ name: 'event', kind: 'positional' }] })),
    ).toEqual({ ok: false, reason: 'event has no annotation' });
    expect(
      generateCases(
        analysis({
          parameters: [{ name: 'fn', kind: 'positional', annotation: 'Callable[[int], int]' }],
        }),
      ),
    ).toEqual({ ok: false, reason: 'fn: cannot make a value of Callable[[int], int]' });
    expect(
      generateCases(
        analysis({
          parameters: [{ name: 'w', kind: 'positional', annotation: 'Widget' }],
          types: { Widget: { kind: 'dataclass', bases: ['BaseWidget'] } },
        }),
      ),
    ).toEqual({
      ok: false,
      reason: 'w: the constructor of Widget is not all visible (it inherits from BaseWidget)',
    });
    expect(
      generateCases(
        analysis({
          target: { name: 'Status', full_name: 'Status', kind: 'class' },
          types: { Status: STATUS },
        }),
      ),
    ).toEqual({ ok: false, reason: 'Status is an enum: its members are its sample data' });
  });
});
