import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { exampleTestFile } from '../../../../src/languages/typescript/testgen/example-test-file.js';
import type { TestPlacement } from '../../../../src/languages/typescript/testgen/test-layout.js';
import { FIXTURES } from './testgen-harness.js';

const placement: TestPlacement = {
  testPath: 'src/x/examples/test.ts',
  specifier: '../index.ts',
  moduleStyle: 'esm',
  learntFrom: 'date-fns',
};

async function fromDateFns(name: string) {
  const text = await readFile(join(FIXTURES, 'date-fns', `${name}.ts.txt`), 'utf8');
  const startLine = text.split('\n').findIndex((l) => l.startsWith(`export function ${name}`)) + 1;
  return exampleTestFile(
    { filePath: `src/${name}/index.ts`, text, name, startLine },
    'vitest',
    placement,
  );
}

describe("date-fns' own examples", () => {
  test('addDays: a declared result printed as a Date', async () => {
    expect(await fromDateFns('addDays')).toEqual({
      testPath: 'src/x/examples/test.ts',
      titles: ['addDays example 1'],
      leftOut: [],
      examples: 1,
      content: [
        "import { expect, test } from 'vitest';",
        "import { addDays } from '../index.ts';",
        '',
        "test('addDays example 1', async () => {",
        '  const result = addDays(new Date(2014, 8, 1), 10)',
        "  expect(String(result).slice(0, 24)).toBe('Thu Sep 11 2014 00:00:00');",
        '});',
        '',
      ].join('\n'),
    });
  });

  test('intervalToDuration: a call over several lines, its object result', async () => {
    const made = await fromDateFns('intervalToDuration');
    expect('content' in made && made.content).toContain(
      '  expect(intervalToDuration({\n  start: new Date(1929, 0, 15, 12, 0, 0),\n  end: new Date(1968, 3, 4, 19, 5, 0)\n})).toEqual({ years: 39, months: 2, days: 20, hours: 7, minutes: 5, seconds: 0 });',
    );
  });

  test('eachDayOfInterval and formatRelative give no test, and say why', async () => {
    expect(await fromDateFns('eachDayOfInterval')).toEqual({
      note: 'no example of eachDayOfInterval gives a test (example 1: its result `[ Mon Oct 06 2014 00:00:00, Tue Oct 07 2014 00:00:00, Wed O…` is not a value)',
      leftOut: [
        'example 1: its result `[ Mon Oct 06 2014 00:00:00, Tue Oct 07 2014 00:00:00, Wed O…` is not a value',
      ],
      examples: 1,
    });
    expect(await fromDateFns('formatRelative')).toMatchObject({
      note: 'no example of formatRelative gives a test (example 1: it uses `subDays`, which it does not define)',
      leftOut: ['example 1: it uses `subDays`, which it does not define'],
    });
  });
});
