import { describe, expect, test } from 'vitest';
import { readNodeModule } from '../../../../src/languages/typescript/testgen/node-exports.js';
import { renderExampleTests } from '../../../../src/languages/typescript/testgen/render-test.js';
import { firstScriptMutant } from '../../../../src/languages/typescript/testgen/script-mutant.js';

describe('readNodeModule', () => {
  test('an ES export with its JSDoc, and the names the module exports', async () => {
    const text = [
      "import { toDate } from './toDate.js';",
      '/** Adds.\n * @example\n * add(1, 2) //=> 3\n */',
      'export function add(a: number, b: number): number {',
      '  return a + b;',
      '}',
      'const sub = (a: number, b: number) => a - b;',
      'export { sub as minus };',
    ].join('\n');
    expect(await readNodeModule(text, 'typescript', 'add', 6)).toEqual({
      exportKind: 'named',
      jsDoc: '/** Adds.\n * @example\n * add(1, 2) //=> 3\n */',
      exports: ['add', 'minus'],
    });
  });

  test("a bundler's annotation between the JSDoc and the function (vue's toRaw) is passed over", async () => {
    const jsDoc = '/**\n * @example\n * one() //=> 1\n */';
    const text = `${jsDoc}\n/*@__NO_SIDE_EFFECTS__*/\nexport function one() {\n  return 1;\n}\n`;
    expect(await readNodeModule(text, 'typescript', 'one', 6)).toMatchObject({ jsDoc });
    // Any other comment between them ends the JSDoc's claim, as before.
    const apart = text.replace('/*@__NO_SIDE_EFFECTS__*/', '/* not an annotation */');
    expect(await readNodeModule(apart, 'typescript', 'one', 6)).toMatchObject({
      jsDoc: undefined,
    });
  });

  test("overloads: the JSDoc on the first signature is the implementation's (vue's ref)", async () => {
    const jsDoc = '/**\n * @example\n * one(1) //=> 1\n */';
    const text = [
      jsDoc,
      'export function one(a: number): number',
      'export function one(a: string): string',
      '/*@__NO_SIDE_EFFECTS__*/',
      'export function one(a: unknown) {',
      '  return a;',
      '}',
    ].join('\n');
    expect(await readNodeModule(text, 'typescript', 'one', 8)).toMatchObject({ jsDoc });
    // Another function's signature in between is not an overload of this one.
    const other = text.replace('export function one(a: string)', 'export function two(a: string)');
    expect(await readNodeModule(other, 'typescript', 'one', 8)).toMatchObject({
      jsDoc: undefined,
    });
  });

  test('CommonJS: module.exports = name, exports.name =, module.exports = { name }', async () => {
    expect(
      await readNodeModule(
        'function etag(body) {\n  return 1;\n}\nmodule.exports = etag;',
        'javascript',
        'etag',
        1,
      ),
    ).toMatchObject({ exportKind: 'module', jsDoc: undefined });
    expect(
      await readNodeModule(
        'function a() {}\nexports.a = a;\nmodule.exports.b = 2;',
        'javascript',
        'a',
        1,
      ),
    ).toMatchObject({ exportKind: 'named', exports: ['a', 'b'] });
    expect(
      await readNodeModule(
        'const c = () => 1;\nmodule.exports = { c, d: 2 };',
        'javascript',
        'c',
        1,
      ),
    ).toMatchObject({ exportKind: 'named', exports: ['c', 'd'] });
  });

  test('export default', async () => {
    expect(
      await readNodeModule('export default function ky() {}', 'typescript', 'ky', 1),
    ).toMatchObject({ exportKind: 'default' });
  });

  test('a function the module does not export, and a method, give no test', async () => {
    expect(await readNodeModule('function hidden() {}', 'typescript', 'hidden', 1)).toEqual({
      skipped: 'hidden is not exported: a test cannot import it',
    });
    expect(await readNodeModule('class A { m() {} }', 'typescript', 'A.m', 1)).toEqual({
      skipped: 'A.m is a method: its examples need an instance the test cannot make',
    });
  });
});

describe('firstScriptMutant', () => {
  test('a comparison is flipped first, in the function’s own code, nested functions aside', async () => {
    const text =
      'export function f(xs: number[]) {\n  const g = (a: number) => a > 1;\n  return xs.length <= 3 + 1;\n}\n';
    expect(await firstScriptMutant(text, 'typescript', 1)).toEqual({
      text: 'export function f(xs: number[]) {\n  const g = (a: number) => a > 1;\n  return xs.length > 3 + 1;\n}\n',
      mutation: '`<=` turned into `>` on line 3',
    });
  });

  test('then arithmetic, an integer, a boolean; failing those the body returns undefined', async () => {
    expect((await firstScriptMutant('const f = (a) => a * 2;', 'javascript', 1))?.mutation).toBe(
      '`*` turned into `+` on line 1',
    );
    expect((await firstScriptMutant('function f() { return [7]; }', 'javascript', 1))?.text).toBe(
      'function f() { return [8]; }',
    );
    expect((await firstScriptMutant('function f() { return true; }', 'javascript', 1))?.text).toBe(
      'function f() { return false; }',
    );
    expect(
      await firstScriptMutant('export function f(s) { return s.trim(); }', 'javascript', 1),
    ).toEqual({
      text: 'export function f(s) { return undefined; }',
      mutation: 'the body replaced by `return undefined` on line 1',
    });
    expect(
      (await firstScriptMutant('export const f = (s) => s.trim();', 'javascript', 1))?.text,
    ).toBe('export const f = (s) => undefined;');
  });

  test('a statement that declares no function has no mutant', async () => {
    expect(await firstScriptMutant('export const x = 1;', 'javascript', 1)).toBeUndefined();
  });
});

describe('renderExampleTests', () => {
  const tests = [
    {
      index: 1,
      steps: [
        { kind: 'code' as const, text: 'const r = sum([1])' },
        { kind: 'equal' as const, subject: 'r', expected: '1' },
        { kind: 'date-text' as const, subject: 'd', expected: 'Tue Sep 30 2014 23:59:59.999' },
      ],
    },
  ];

  test('vitest, ESM, the imported names sorted', () => {
    expect(
      renderExampleTests({
        framework: 'vitest',
        moduleStyle: 'esm',
        specifier: '../src/sum.js',
        name: 'sum',
        exportKind: 'named',
        alsoImported: ['d'],
        tests,
      }),
    ).toBe(
      [
        "import { expect, test } from 'vitest';",
        "import { d, sum } from '../src/sum.js';",
        '',
        "test('sum example 1', async () => {",
        '  const r = sum([1])',
        '  expect(r).toEqual(1);',
        "  expect(String(d).slice(0, 24)).toBe('Tue Sep 30 2014 23:59:59');",
        '  expect(d.getMilliseconds()).toBe(999);',
        '});',
        '',
      ].join('\n'),
    );
  });

  test("vitest as vue's tests write it: globals, no semicolons but the examples' own", () => {
    expect(
      renderExampleTests({
        framework: 'vitest',
        moduleStyle: 'esm',
        specifier: '../src/sum',
        name: 'sum',
        exportKind: 'named',
        alsoImported: [],
        tests: [
          {
            index: 1,
            steps: [
              { kind: 'code', text: 'const r = sum([1]);' },
              { kind: 'equal', subject: 'r', expected: '1' },
            ],
          },
        ],
        semicolons: false,
        globals: true,
      }),
    ).toBe(
      [
        "import { sum } from '../src/sum'",
        '',
        "test('sum example 1', async () => {",
        '  const r = sum([1]);',
        '  expect(r).toEqual(1)',
        '})',
        '',
      ].join('\n'),
    );
  });

  test('mocha, CommonJS, a module that is the function', () => {
    expect(
      renderExampleTests({
        framework: 'mocha',
        moduleStyle: 'cjs',
        specifier: "../lib/it's",
        name: 'sum',
        exportKind: 'module',
        alsoImported: [],
        tests: [{ index: 2, steps: [{ kind: 'equal', subject: 'sum([])', expected: '0' }] }],
      }),
    ).toBe(
      [
        "const assert = require('node:assert/strict');",
        "const sum = require('../lib/it\\'s');",
        '',
        "it('sum example 2', async () => {",
        '  assert.deepStrictEqual(sum([]), 0);',
        '});',
        '',
      ].join('\n'),
    );
  });
});
