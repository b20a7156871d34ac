import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { generate, generateAndRun, projectFrom } from './testgen-harness.js';

// A workspace monorepo as vue's is: the packages' package.json name no test
// framework; the root's does, and its config (aliases, globals) is what the
// tests run with, from the root.

const disposers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const dispose of disposers.splice(0)) await dispose();
});

async function project(name: string): Promise<string> {
  const made = await projectFrom(name);
  disposers.push(made.dispose);
  return made.dir;
}

describe('a package of a workspace whose root runs vitest', () => {
  test('gets the root’s runner, run from the root with its config, and a test where the packages keep theirs', async () => {
    const dir = await project('vitest-workspace');
    const { generated, run } = await generateAndRun(dir, 'packages/runtime/src/clamp.js', 'clamp');
    expect(generated).toMatchObject({
      framework: 'vitest',
      packageDir: 'packages/runtime',
      runDir: '',
      because: 'its workspace root runs the tests (package.json): its test script runs vitest',
      testPath: 'packages/runtime/__tests__/clamp.spec.js',
    });
    expect(generated.content).toContain("import { clamp } from '../src/clamp';");
    // `@mono/shared` resolves only through the root config's alias.
    expect(run.onNode.summary?.passed, run.onNode.output).toBe(1);
    expect(run.mutant?.killed).toBe(true);
    expect(run.suggested).toBe(true);
  });

  test('a package with no tests of its own follows the packages beside it, where the root config looks', async () => {
    const dir = await project('vitest-workspace');
    await mkdir(join(dir, 'packages', 'util', 'src'), { recursive: true });
    await writeFile(join(dir, 'packages', 'util', 'package.json'), '{ "name": "@mono/util" }');
    await writeFile(
      join(dir, 'packages', 'util', 'src', 'twice.js'),
      '/**\n * @example\n * twice(3) //=> 6\n */\nexport function twice(n) {\n  return n * 2;\n}\n',
    );
    const { generated, run } = await generateAndRun(dir, 'packages/util/src/twice.js', 'twice');
    expect(generated).toMatchObject({
      testPath: 'packages/util/__tests__/twice.spec.js',
      content: expect.stringContaining("import { twice } from '../src/twice';") as string,
    });
    // The root config runs only `packages/*/__tests__/**/*.spec.js`.
    expect(run.onNode.summary?.passed, run.onNode.output).toBe(1);
    expect(run.suggested).toBe(true);
  });

  test('pnpm-workspace.yaml makes the root as package.json `workspaces` does', async () => {
    const dir = await project('vitest-workspace');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ private: true, type: 'module', scripts: { test: 'vitest' } }),
    );
    await writeFile(join(dir, 'pnpm-workspace.yaml'), "packages:\n  - 'packages/*'\n");
    expect(await generate(dir, 'packages/runtime/src/clamp.js', 'clamp')).toMatchObject({
      framework: 'vitest',
      runDir: '',
      because:
        'its workspace root runs the tests (pnpm-workspace.yaml): its test script runs vitest',
    });
  });

  test('a folder the workspace does not list is no package of it: no root runner is borrowed', async () => {
    const dir = await project('vitest-workspace');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({
        private: true,
        workspaces: ['packages/shared'],
        scripts: { test: 'vitest' },
      }),
    );
    // The root's vitest.config.js still names vitest; it is the root's, not the package's.
    expect(await generate(dir, 'packages/runtime/src/clamp.js', 'clamp')).toMatchObject({
      note: expect.stringMatching(/^packages\/runtime\/package\.json names no test framework/),
    });
  });

  test('a workspace whose root names no runner either: a note naming both', async () => {
    const dir = await project('vitest-workspace');
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ private: true, workspaces: ['packages/*'] }),
    );
    await rm(join(dir, 'vitest.config.js'));
    expect(await generate(dir, 'packages/runtime/src/clamp.js', 'clamp')).toMatchObject({
      note:
        'neither packages/runtime/package.json nor the root of its workspace (package.json, as ' +
        'package.json makes it) names a test framework Remora runs (vitest, jest, mocha, or ' +
        'node --test in the test script): no test is written',
    });
  });
});

describe('the installed workspace packages', () => {
  test('a package linked to a sibling of the checkout (pnpm’s layout) reaches the copy’s sibling in the sandbox', async () => {
    const dir = await project('node-test-workspace');
    // What `pnpm install` leaves: the package's node_modules holds a link to its sibling.
    const installed = join(dir, 'packages', 'total', 'node_modules');
    await mkdir(join(installed, '@sums'), { recursive: true });
    await symlink('../../../numbers', join(installed, '@sums', 'numbers'));
    const { generated, run } = await generateAndRun(dir, 'packages/total/lib/total.js', 'total', {
      dependencies: [{ dir: 'packages/total', nodeModules: installed }],
    });
    expect(generated).toMatchObject({
      framework: 'node-test',
      runDir: '',
      testPath: 'packages/total/test/total.test.js',
    });
    expect(run.onNode.summary?.passed, run.onNode.output).toBe(1);
    expect(run.suggested).toBe(true);
  });
});
