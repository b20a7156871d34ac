import { describe, expect, test } from 'vitest';
import { exampleTest } from '../../../../src/languages/typescript/testgen/example-test.js';
import { jsDocExamples } from '../../../../src/languages/typescript/testgen/jsdoc-examples.js';

const scope = { name: 'addDays', exports: ['addWeeks'] };

async function stepsOf(code: string, dialect: 'typescript' | 'javascript' = 'typescript') {
  return exampleTest({ code, index: 1 }, dialect, scope);
}

describe('jsDocExamples', () => {
  test('bare and fenced @example blocks; other fences and tags are not code', () => {
    const comment = [
      '/**',
      ' * Adds days.',
      ' *',
      ' * @example',
      ' * // Add 10 days to 1 September 2014:',
      ' * const result = addDays(new Date(2014, 8, 1), 10)',
      ' * //=> Thu Sep 11 2014 00:00:00',
      ' *',
      ' * @example <caption>Fenced</caption>',
      ' * ```ts',
      ' * addDays(d, 0) //=> d',
      ' * ```',
      ' * ```sh',
      ' * npm install date-fns',
      ' * ```',
      ' * @returns The new date',
      ' */',
    ].join('\n');
    expect(jsDocExamples(comment)).toEqual([
      {
        index: 1,
        code: '// Add 10 days to 1 September 2014:\nconst result = addDays(new Date(2014, 8, 1), 10)\n//=> Thu Sep 11 2014 00:00:00',
      },
      { index: 2, code: 'addDays(d, 0) //=> d' },
    ]);
  });
});

describe('exampleTest', () => {
  test('a declared result on the next line checks the declared name; a Date as printed checks its text', async () => {
    expect(
      await stepsOf(
        '// Add 10 days:\nconst result = addDays(new Date(2014, 8, 1), 10)\n//=> Thu Sep 11 2014 00:00:00',
      ),
    ).toEqual({
      index: 1,
      uses: [],
      steps: [
        { kind: 'code', text: 'const result = addDays(new Date(2014, 8, 1), 10)' },
        { kind: 'date-text', subject: 'result', expected: 'Thu Sep 11 2014 00:00:00' },
      ],
    });
  });

  test('`//=>`, `// =>` and console.log comments on the same line check the expression', async () => {
    const result = await stepsOf(
      'addDays(1, 2) //=> 3\naddDays(2, 2); // => [4, { a: 1 }]\nconsole.log(addDays(0, 0)) // 0',
      'javascript',
    );
    expect(result).toMatchObject({
      steps: [
        { kind: 'equal', subject: 'addDays(1, 2)', expected: '3' },
        { kind: 'equal', subject: 'addDays(2, 2)', expected: '[4, { a: 1 }]' },
        { kind: 'equal', subject: 'addDays(0, 0)', expected: '0' },
      ],
    });
  });

  test("a plain `// value` after a bare expression is its result when the value is a literal (vue's toValue)", async () => {
    const result = await stepsOf(
      [
        'addDays(1) // 1',
        "addDays('a') // 'a'",
        'addDays(-1.5e3) // -1.5e3',
        'addDays(null) // false',
        '// prose after an expression is a comment',
        'addDays(2) // does NOT add',
        'addDays(3) // [3]',
        'let n = 0',
        'n++ // 0',
      ].join('\n'),
    );
    expect(result).toMatchObject({
      steps: [
        { kind: 'equal', subject: 'addDays(1)', expected: '1' },
        { kind: 'equal', subject: "addDays('a')", expected: "'a'" },
        { kind: 'equal', subject: 'addDays(-1.5e3)', expected: '-1.5e3' },
        { kind: 'equal', subject: 'addDays(null)', expected: 'false' },
        { kind: 'code', text: 'addDays(2)' },
        { kind: 'code', text: 'addDays(3)' },
        { kind: 'code', text: 'let n = 0' },
        { kind: 'code', text: 'n++' },
      ],
    });
  });

  test('a value spread over several comment lines is joined until its brackets close', async () => {
    const result = await stepsOf(
      'const r = addDays(1, 2)\n//=> [\n//   1,\n//   2\n// ]\n// And then:\naddDays(0, 0) //=> 0',
    );
    expect(result).toMatchObject({
      steps: [
        { kind: 'code', text: 'const r = addDays(1, 2)' },
        { kind: 'equal', subject: 'r', expected: '[\n  1,\n  2\n]' },
        { kind: 'equal', subject: 'addDays(0, 0)', expected: '0' },
      ],
    });
  });

  test("an import of the node is dropped; another module's export the example uses is imported", async () => {
    const result = await stepsOf(
      "import { addDays } from 'date-fns'\naddWeeks(addDays(1, 1), 1) //=> 9",
    );
    expect(result).toMatchObject({ uses: ['addWeeks'] });
  });

  test.each([
    ['addDays(1, 2)\n// It adds.', 'it states no result to check'],
    [
      "import { es } from 'date-fns/locale'\naddDays(es) //=> 1",
      "it imports import { es } from 'date-fns/locale'",
    ],
    ['format(addDays(1, 2)) //=> 1', 'it uses `format`, which it does not define'],
    ['addDays(1, 2) //=> Mon June 14 2021', 'its result `Mon June 14 2021` is not a value'],
    ['addDays(1, 2 //=> 3', 'its code does not parse'],
  ])('%j gives no test: %s', async (code, skipped) => {
    expect(await stepsOf(code)).toEqual({ index: 1, skipped });
  });
});
