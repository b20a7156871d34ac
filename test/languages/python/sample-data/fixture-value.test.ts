import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import {
  formatFloat,
  printable,
  renderJson,
  renderYaml,
  toJson,
  type FixtureValue,
} from '../../../../src/languages/python/sample-data/fixture-value.js';

const VALUE: FixtureValue = {
  kind: 'record',
  type: 'Item',
  record: 'dataclass',
  fields: [
    ['price', { kind: 'float', value: 0 }],
    ['label', { kind: 'bytes', value: [104, 105] }],
    [
      'tags',
      {
        kind: 'set',
        items: [
          { kind: 'str', value: 'yes' },
          { kind: 'str', value: 'a: b' },
        ],
      },
    ],
    [
      'sizes',
      {
        kind: 'dict',
        entries: [
          [
            { kind: 'int', value: 1 },
            { kind: 'tuple', items: [{ kind: 'bool', value: true }, { kind: 'none' }] },
          ],
        ],
      },
    ],
    [
      'status',
      { kind: 'enum', type: 'Status', member: 'ACTIVE', value: { kind: 'str', value: 'active' } },
    ],
    ['empty', { kind: 'list', items: [] }],
    [
      'nested',
      {
        kind: 'list',
        items: [
          { kind: 'list', items: [{ kind: 'int', value: 1 }] },
          {
            kind: 'dict',
            entries: [
              [
                { kind: 'str', value: 'k' },
                { kind: 'float', value: 1e300 },
              ],
            ],
          },
        ],
      },
    ],
  ],
};

describe('fixture values', () => {
  it('spells floats the way Python reads them back as floats', () => {
    expect([0, -0, 1, 2.5, 1e16, 1e300, Number.MAX_VALUE].map(formatFloat)).toEqual([
      '0.0',
      '-0.0',
      '1.0',
      '2.5',
      '10000000000000000.0',
      '1e+300',
      '1.7976931348623157e+308',
    ]);
    expect(() => formatFloat(Number.NaN)).toThrow();
  });

  it('turns bytes, tuples, sets, enums and non-str dict keys into plain JSON', () => {
    expect(toJson(VALUE)).toEqual({
      price: 0,
      label: 'base64:aGk=',
      tags: ['yes', 'a: b'],
      sizes: [[1, [true, null]]],
      status: 'active',
      empty: [],
      nested: [[1], { k: 1e300 }],
    });
  });

  it('renders JSON in a stable layout, floats kept as floats', () => {
    expect(renderJson(printable(VALUE))).toBe(`{
  "price": 0.0,
  "label": "base64:aGk=",
  "tags": [
    "yes",
    "a: b"
  ],
  "sizes": [
    [
      1,
      [
        true,
        null
      ]
    ]
  ],
  "status": "active",
  "empty": [],
  "nested": [
    [
      1
    ],
    {
      "k": 1e+300
    }
  ]
}`);
  });

  it('renders YAML that a YAML reader takes for the same data, reserved words and all', () => {
    const yaml = renderYaml(printable(VALUE));
    expect(yaml).toBe(`price: 0.0
label: "base64:aGk="
tags:
  - "yes"
  - "a: b"
sizes:
  - - 1
    - - true
      - null
status: "active"
empty: []
nested:
  - - 1
  - k: 1e+300
`);
    expect(parseYaml(yaml)).toEqual(toJson(VALUE));
    const keys = renderYaml({
      kind: 'object',
      entries: [
        ['yes', { kind: 'scalar', text: '1' }],
        ['a b', { kind: 'scalar', text: '2' }],
      ],
    });
    expect(keys).toBe('"yes": 1\n"a b": 2\n');
  });
});
