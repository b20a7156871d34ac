import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  actionTables,
  formattedActionTables,
  actionPageTables,
  TABLES_PAGE,
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

describe('the tables of docs/action.md generated from action.yml', () => {
  it('are what action.yml says: run `npm run docs` when this fails', async () => {
    const { current, expected } = await actionPageTables(root);
    expect(
      current,
      `${TABLES_PAGE}'s inputs and outputs tables differ from action.yml: run \`npm run docs\``,
    ).toBe(expected);
  });

  it('stand on docs/action.md, and nowhere else', () => {
    expect(TABLES_PAGE).toBe('docs/action.md');
    const pages = ['README.md', ...readdirSync(join(root, 'docs')).map((name) => `docs/${name}`)];
    const holding = pages.filter(
      (page) =>
        page.endsWith('.md') &&
        readFileSync(join(root, page), 'utf8').includes('<!-- action-inputs -->'),
    );
    expect(holding).toEqual([TABLES_PAGE]);
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
    const { outputs } = await formattedActionTables(ACTION, join(root, TABLES_PAGE));
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

  it('say which marker the page lacks', () => {
    expect(() =>
      withActionTables('<!-- action-inputs --><!-- /action-inputs -->', {
        inputs: '',
        outputs: '',
      }),
    ).toThrowError(
      'docs/action.md: expected the markers <!-- action-outputs --> and <!-- /action-outputs --> around the outputs',
    );
  });
});
