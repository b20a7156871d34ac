import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionTables,
  formattedActionTables,
  readmeTables,
  withActionTables,
} from '../../scripts/action-tables.mjs';

const root = join(import.meta.dirname, '..', '..');

const ACTION = `
name: Example
inputs:
  token:
    description: >-
      Token for the API
      (read | write).
    default: \${{ github.token }}
  server:
    description: A server.
    default: ''
  level:
    description: A level.
outputs:
  count:
    description: How many.
`;

describe('the README tables generated from action.yml', () => {
  it('are what action.yml says: run `npm run docs` when this fails', async () => {
    const { current, expected } = await readmeTables(root);
    expect(
      current,
      "README.md's inputs and outputs tables differ from action.yml: run `npm run docs`",
    ).toBe(expected);
  });

  it('give each input its default, "(empty)" when it has none, and a one-line description', () => {
    expect(actionTables(ACTION)).toEqual({
      inputs: [
        '| input | default | description |',
        '| --- | --- | --- |',
        '| `token` | `${{ github.token }}` | Token for the API (read \\| write). |',
        '| `server` | (empty) | A server. |',
        '| `level` | (empty) | A level. |',
        '',
      ].join('\n'),
      outputs: ['| output | description |', '| --- | --- |', '| `count` | How many. |', ''].join(
        '\n',
      ),
    });
  });

  it('align the columns as Prettier does', async () => {
    const { outputs } = await formattedActionTables(ACTION, join(root, 'README.md'));
    expect(outputs).toBe(
      [
        '| output  | description |',
        '| ------- | ----------- |',
        '| `count` | How many.   |',
        '',
      ].join('\n'),
    );
  });

  it('refuse an entry without a description', () => {
    expect(() => actionTables('outputs:\n  count: {}\n')).toThrowError(
      'action.yml: outputs.count has no description',
    );
  });

  it('replace what stands between the markers, and only that', () => {
    const readme = [
      '# Title',
      '<!-- action-inputs -->',
      'stale',
      '<!-- /action-inputs -->',
      'middle',
      '<!-- action-outputs --><!-- /action-outputs -->',
      'end',
      '',
    ].join('\n');
    expect(withActionTables(readme, { inputs: 'IN\n', outputs: 'OUT\n' })).toBe(
      [
        '# Title',
        '<!-- action-inputs -->',
        '',
        'IN',
        '',
        '<!-- /action-inputs -->',
        'middle',
        '<!-- action-outputs -->',
        '',
        'OUT',
        '',
        '<!-- /action-outputs -->',
        'end',
        '',
      ].join('\n'),
    );
  });

  it('say which marker the README lacks', () => {
    expect(() =>
      withActionTables('<!-- action-inputs --><!-- /action-inputs -->', {
        inputs: '',
        outputs: '',
      }),
    ).toThrowError(
      'README.md: expected the markers <!-- action-outputs --> and <!-- /action-outputs --> around the outputs',
    );
  });
});
