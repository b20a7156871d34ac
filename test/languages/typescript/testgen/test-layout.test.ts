import { describe, expect, test } from 'vitest';
import {
  isTestFile,
  placeTest,
  type PackageFiles,
} from '../../../../src/languages/typescript/testgen/test-layout.js';

function pkg(
  files: Record<string, string>,
  options: { packageDir?: string; moduleType?: 'module' | 'commonjs' } = {},
): PackageFiles {
  return {
    packageDir: options.packageDir ?? '',
    moduleType: options.moduleType ?? 'module',
    files: Object.keys(files),
    read: (path) => Promise.resolve(files[path]),
  };
}

describe('placeTest learns from the package tests', () => {
  test('a test folder and .js specifiers for TypeScript (NodeNext), as ky writes them', async () => {
    const placed = await placeTest(
      'source/utils/merge.ts',
      pkg({
        'source/utils/merge.ts': '',
        'test/hooks.ts': "import test from 'ava';\nimport ky from '../source/index.js';\n",
        'test/helpers/create-http-test-server.ts': '',
      }),
    );
    expect(placed).toEqual({
      testPath: 'test/merge.ts',
      specifier: '../source/utils/merge.js',
      moduleStyle: 'esm',
      learntFrom: '1 existing test file of the package',
      semicolons: true,
      globals: false,
    });
  });

  test('a test beside its source, bundler resolution (no extension)', async () => {
    const placed = await placeTest(
      'src/utils/url.ts',
      pkg({
        'src/utils/url.ts': '',
        'src/utils/body.test.ts': "import { parseBody } from './body'\n",
        'src/helper/cookie/index.test.ts': "import { getCookie } from '.'\n",
      }),
    );
    expect(placed).toMatchObject({ testPath: 'src/utils/url.test.ts', specifier: './url' });
  });

  test('date-fns: test.ts in each function folder, .ts specifiers; the taken name goes into examples/', async () => {
    const placed = await placeTest(
      'src/addDays/index.ts',
      pkg({
        'src/addDays/index.ts': '',
        'src/addDays/test.ts': 'import { addDays } from "./index.ts";\n',
        'src/isAfter/test.ts': 'import { isAfter } from "./index.ts";\n',
      }),
    );
    expect(placed).toMatchObject({
      testPath: 'src/addDays/examples/test.ts',
      specifier: '../index.ts',
    });
  });

  test("vue: the package's top __tests__ folder; a module with its own spec gets one file per node in examples/", async () => {
    const files = {
      'packages/reactivity/src/reactive.ts': '',
      'packages/reactivity/src/ref.ts': '',
      'packages/reactivity/__tests__/reactive.spec.ts':
        "import { reactive } from '../src/reactive'\n\ntest('Object', () => {\n  expect(reactive({})).not.toBe(undefined)\n})\n",
      'packages/reactivity/__tests__/collections/shallowReadonly.spec.ts': '',
    };
    const place = (source: string, node: string) =>
      placeTest(source, pkg(files, { packageDir: 'packages/reactivity' }), node);
    // vue's tests: no semicolons, and vitest's globals.
    expect(await place('packages/reactivity/src/reactive.ts', 'toRaw')).toMatchObject({
      testPath: 'packages/reactivity/__tests__/examples/toRaw.spec.ts',
      specifier: '../../src/reactive',
      semicolons: false,
      globals: true,
    });
    expect(await place('packages/reactivity/src/reactive.ts', 'markRaw')).toMatchObject({
      testPath: 'packages/reactivity/__tests__/examples/markRaw.spec.ts',
    });
    expect(await place('packages/reactivity/src/ref.ts', 'toValue')).toMatchObject({
      testPath: 'packages/reactivity/__tests__/ref.spec.ts',
      specifier: '../src/ref',
    });
  });

  test('express: CommonJS mocha tests in test/, required without an extension', async () => {
    const placed = await placeTest(
      'lib/utils.js',
      pkg(
        {
          'lib/utils.js': '',
          'test/app.router.js':
            "'use strict'\nvar express = require('../');\nvar request = require('supertest');\n",
          'test/utils.js': "var utils = require('../lib/utils');\n",
          'test/support/tmpl.js': '',
        },
        { moduleType: 'commonjs' },
      ),
    );
    expect(placed).toMatchObject({
      testPath: 'test/examples/utils.js',
      specifier: '../../lib/utils',
      moduleStyle: 'cjs',
    });
  });

  test('__tests__ folders beside the source, in a package of a monorepo', async () => {
    const placed = await placeTest(
      'packages/core/src/sum.js',
      pkg(
        {
          'packages/core/src/sum.js': '',
          'packages/core/src/__tests__/max.test.js': "const { max } = require('../max');\n",
        },
        { packageDir: 'packages/core', moduleType: 'commonjs' },
      ),
    );
    expect(placed).toMatchObject({
      testPath: 'packages/core/src/__tests__/sum.test.js',
      specifier: '../sum',
      moduleStyle: 'cjs',
    });
  });

  test('a package with no tests: test/<name>.test.<ext>, with the module type deciding', async () => {
    expect(
      await placeTest('lib/a.js', pkg({ 'lib/a.js': '' }, { moduleType: 'commonjs' })),
    ).toEqual({
      testPath: 'test/a.test.js',
      specifier: '../lib/a',
      moduleStyle: 'cjs',
      learntFrom: 'the package has no tests: the default layout',
      semicolons: true,
      globals: false,
    });
    expect(
      await placeTest('src/a.ts', pkg({ 'src/a.ts': '' }, { moduleType: 'commonjs' })),
    ).toMatchObject({
      testPath: 'test/a.test.ts',
      specifier: '../src/a.js',
      moduleStyle: 'esm',
    });
  });
});

test('isTestFile: marked tests and scripts of test folders, not their fixtures or declarations', () => {
  expect(isTestFile('src/a.test.ts')).toBe(true);
  expect(isTestFile('src/a.spec.mjs')).toBe(true);
  expect(isTestFile('src/addDays/test.ts')).toBe(true);
  expect(isTestFile('test/app.router.js')).toBe(true);
  expect(isTestFile('test/fixtures/app.js')).toBe(false);
  expect(isTestFile('test/support/env.js')).toBe(false);
  expect(isTestFile('test/types.d.ts')).toBe(false);
  expect(isTestFile('node_modules/x/test/a.js')).toBe(false);
  expect(isTestFile('src/index.ts')).toBe(false);
});
