import { describe, expect, test } from 'vitest';
import { RemoraError } from '../../../../src/core/errors.js';
import {
  detectTestFramework,
  tryNearestPackageDir,
} from '../../../../src/languages/typescript/testgen/framework.js';

const pkg = (fields: Record<string, unknown>): string => JSON.stringify(fields);

describe('detectTestFramework', () => {
  test.each([
    ['vitest run', 'vitest'],
    ['cross-env NODE_ENV=test jest --coverage', 'jest'],
    [
      'mocha --require test/support/env --reporter spec --check-leaks test/ test/acceptance/',
      'mocha',
    ],
    ['node --test', 'node-test'],
    ['tsc && node --experimental-strip-types --test test/*.ts', 'node-test'],
    ['npm run build && ./node_modules/.bin/vitest', 'vitest'],
  ])('the test script %j runs %s', (script, framework) => {
    expect(detectTestFramework(pkg({ scripts: { test: script } }), 'package.json')).toMatchObject({
      framework,
    });
  });

  test.each([
    ['node --test', []],
    ['node --experimental-strip-types --test test/', ['--experimental-strip-types']],
    [
      'node --import tsx --test --test-reporter=spec --test-concurrency=1 "test/**/*.ts"',
      ['--import', 'tsx'],
    ],
    [
      'c8 node --test --enable-source-maps -r ./setup.cjs',
      ['--enable-source-maps', '-r', './setup.cjs'],
    ],
  ])("%j gives Node.js %j, the test runner's own options aside", (script, nodeOptions) => {
    expect(detectTestFramework(pkg({ scripts: { test: script } }), 'package.json')).toMatchObject({
      framework: 'node-test',
      nodeOptions,
    });
  });

  test("the script wins over the dependencies, and the dependencies' order is vitest, jest, mocha", () => {
    const both = { devDependencies: { jest: '29.7.0', mocha: '10.0.0' } };
    expect(
      detectTestFramework(pkg({ ...both, scripts: { test: 'mocha' } }), 'package.json'),
    ).toMatchObject({ framework: 'mocha', because: 'its test script runs mocha' });
    expect(
      detectTestFramework(pkg({ ...both, scripts: { test: 'xo && ava' } }), 'package.json'),
    ).toMatchObject({ framework: 'jest', because: 'it depends on jest' });
  });

  test('a package with no framework gets no test and a note that says so', () => {
    const choice = detectTestFramework(
      pkg({ type: 'module', scripts: { test: 'xo && ava' } }),
      'packages/ky/package.json',
    );
    expect(choice).toEqual({
      framework: undefined,
      moduleType: 'module',
      note: 'packages/ky/package.json names no test framework Remora runs (vitest, jest, mocha, or node --test in its test script): no test is written',
    });
  });

  test('text that is not a package.json is TOOL_001, quoting where', () => {
    expect(() => detectTestFramework('{"scripts": ', 'lib/package.json')).toThrow(
      expect.objectContaining({
        code: 'TOOL_001',
        message: expect.stringMatching(/^lib\/package\.json is not JSON/),
      }) as RemoraError,
    );
    expect(() => detectTestFramework('{"scripts": []}', 'package.json')).toThrow(
      /package\.json is not a package\.json: scripts is not what npm expects/,
    );
  });
});

describe('tryNearestPackageDir', () => {
  test("the nearest folder up from the node's file that holds a package.json", async () => {
    const files = new Set(['package.json', 'packages/astro/package.json']);
    const exists = (path: string): Promise<boolean> => Promise.resolve(files.has(path));
    expect(await tryNearestPackageDir('packages/astro/src/core/util.ts', exists)).toBe(
      'packages/astro',
    );
    expect(await tryNearestPackageDir('scripts/x.js', exists)).toBe('');
    expect(await tryNearestPackageDir('a/b.js', () => Promise.resolve(false))).toBeUndefined();
  });
});
