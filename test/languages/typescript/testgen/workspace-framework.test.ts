import { describe, expect, test } from 'vitest';
import { chooseTestRunner } from '../../../../src/languages/typescript/testgen/workspace-framework.js';

function workspace(files: Record<string, string>) {
  return [new Set(Object.keys(files)), (path: string) => Promise.resolve(files[path])] as const;
}

const root = {
  'package.json': JSON.stringify({
    workspaces: ['packages/*'],
    devDependencies: { jest: '30.0.0' },
  }),
};

describe('chooseTestRunner', () => {
  test("a package's own runner comes first, and runs in the package", async () => {
    const files = {
      ...root,
      'packages/a/package.json': JSON.stringify({ type: 'module', scripts: { test: 'vitest' } }),
    };
    expect(await chooseTestRunner('packages/a', ...workspace(files))).toMatchObject({
      framework: 'vitest',
      moduleType: 'module',
      runDir: 'packages/a',
    });
  });

  test("a package's own runner config counts as its own", async () => {
    const files = {
      ...root,
      'packages/a/package.json': '{}',
      'packages/a/vitest.config.mts': '',
    };
    expect(await chooseTestRunner('packages/a', ...workspace(files))).toMatchObject({
      framework: 'vitest',
      because: 'packages/a/vitest.config.mts configures it',
      runDir: 'packages/a',
    });
  });

  test("else the root's, by its config file when its package.json names none, with the package's module type", async () => {
    const files = {
      'package.json': JSON.stringify({ workspaces: ['packages/*'] }),
      'jest.config.js': '',
      'packages/a/package.json': JSON.stringify({ type: 'module' }),
    };
    expect(await chooseTestRunner('packages/a', ...workspace(files))).toEqual({
      framework: 'jest',
      because: 'its workspace root runs the tests (package.json): jest.config.js configures it',
      moduleType: 'module',
      runDir: '',
    });
  });
});
