import { describe, expect, it } from 'vitest';
import { repairArguments } from '../../../src/core/runner/argument-repair.js';

const schema = {
  type: 'object',
  properties: {
    line: { type: 'integer' },
    ratio: { type: 'number' },
    check: { type: 'boolean' },
    style: { type: 'string', enum: ['google', 'numpy'] },
    name: { type: 'string' },
    files: { type: 'array', items: { type: 'integer' } },
    fixtures: { type: 'object', additionalProperties: { type: 'object' } },
  },
};

describe('repairArguments', () => {
  it('repairs what has one reading, where it stands', () => {
    const sent = {
      line: ' 3 ',
      ratio: '-2.5e3',
      check: 'false',
      style: 'Google',
      name: '7',
      files: ['1', 2],
      fixtures: '{"a": {"x": 1}}',
    };
    expect(repairArguments(sent, schema)).toEqual({
      value: {
        line: 3,
        ratio: -2500,
        check: false,
        style: 'google',
        name: '7',
        files: [1, 2],
        fixtures: { a: { x: 1 } },
      },
      repairs: [
        { field: 'line', sent: ' 3 ' },
        { field: 'ratio', sent: '-2.5e3' },
        { field: 'check', sent: 'false' },
        { field: 'style', sent: 'Google' },
        { field: 'files.0', sent: '1' },
        { field: 'fixtures', sent: '{"a": {"x": 1}}' },
      ],
    });
    expect(sent.line).toBe(' 3 ');
  });

  it('leaves alone what has more than one reading, or none', () => {
    const sent = {
      line: '3.0',
      check: 'yes',
      style: 'sphinx',
      files: 'one, two',
      ratio: 'NaN',
      big: '99999999999999999999',
    };
    expect(repairArguments(sent, schema).repairs).toEqual([]);
    expect(repairArguments({ line: '99999999999999999999' }, schema).repairs).toEqual([]);
  });
});
