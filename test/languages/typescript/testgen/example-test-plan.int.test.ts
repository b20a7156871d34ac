import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { planExampleTest } from '../../../../src/languages/typescript/testgen/example-test-plan.js';
import { installedDependencies } from '../../../../src/languages/typescript/testgen/installed-dependencies.js';

const source = '/**\n * @example\n * one() //=> 1\n */\nexport function one() {\n  return 1;\n}\n';
const node = { filePath: 'packages/a/src/one.ts', text: source, name: 'one', startLine: 5 };

function workspace(files: Record<string, string>) {
  return [Object.keys(files), (path: string) => Promise.resolve(files[path])] as const;
}

describe('planExampleTest', () => {
  test("the nearest package's framework and layout, in a monorepo", async () => {
    const plan = await planExampleTest(
      node,
      ...workspace({
        'package.json': JSON.stringify({ devDependencies: { jest: '29.7.0' } }),
        'packages/a/package.json': JSON.stringify({ type: 'module', scripts: { test: 'vitest' } }),
        'packages/a/src/one.ts': source,
        'packages/a/src/two.test.ts': "import { two } from './two';\n",
        'packages/b/src/three.spec.js': '',
      }),
    );
    expect(plan).toMatchObject({
      framework: 'vitest',
      packageDir: 'packages/a',
      testPath: 'packages/a/src/one.test.ts',
      titles: ['one example 1'],
    });
    expect('content' in plan && plan.content).toContain("import { one } from './one';");
  });

  test('no package.json, or one naming no framework: a note, no file', async () => {
    expect(await planExampleTest(node, ...workspace({}))).toEqual({
      note: 'no package.json above packages/a/src/one.ts: no test is written',
      leftOut: [],
      examples: 0,
    });
    expect(
      await planExampleTest(node, ...workspace({ 'packages/a/package.json': '{"name": "a"}' })),
    ).toMatchObject({
      note: expect.stringMatching(/^packages\/a\/package\.json names no test framework/),
    });
  });
});

describe('installedDependencies', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const dir of made) await rm(dir, { recursive: true, force: true });
  });

  test("the package's node_modules and those above it, nearest first; a link is not one", async () => {
    const root = await mkdtemp(join(tmpdir(), 'remora-installed-'));
    made.push(root);
    await mkdir(join(root, 'node_modules'));
    await mkdir(join(root, 'packages', 'a', 'node_modules'), { recursive: true });
    await mkdir(join(root, 'packages', 'b'), { recursive: true });
    await symlink('/', join(root, 'packages', 'b', 'node_modules'));
    expect(await installedDependencies(root, 'packages/a')).toEqual([
      { dir: 'packages/a', nodeModules: join(root, 'packages', 'a', 'node_modules') },
      { dir: '', nodeModules: join(root, 'node_modules') },
    ]);
    expect(await installedDependencies(root, 'packages/b')).toEqual([
      { dir: '', nodeModules: join(root, 'node_modules') },
    ]);
  });
});
