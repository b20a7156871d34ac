import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { REPO_NODE_MODULES, generateAndRun, projectFrom } from './testgen-harness.js';

const disposers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const dispose of disposers.splice(0)) await dispose();
});

async function project(name: string): Promise<string> {
  const made = await projectFrom(name);
  disposers.push(made.dispose);
  return made.dir;
}

describe('a vitest project', () => {
  test('the examples become a vitest test beside the package tests, which passes and kills a mutant', async () => {
    const dir = await project('vitest-project');
    const { generated, run } = await generateAndRun(dir, 'src/clamp.ts', 'clamp');
    expect(generated).toMatchObject({
      testPath: 'test/clamp.test.ts',
      titles: ['clamp example 1', 'clamp example 2'],
    });
    expect('content' in generated && generated.content).toContain(
      "import { clamp } from '../src/clamp.js';",
    );
    expect(run.onNode.summary?.passed).toBe(2);
    expect(run.mutant).toEqual({ mutation: '`<` turned into `>=` on line 15', killed: true });
    expect(run.suggested).toBe(true);
  });
});

describe('a node:test project', () => {
  test('console.log and // => results become node:test assertions that pass and kill a mutant', async () => {
    const dir = await project('node-test-project');
    const { generated, run } = await generateAndRun(dir, 'lib/sum.js', 'sum');
    expect(generated).toMatchObject({ testPath: 'test/sum.test.js' });
    expect('content' in generated && generated.content).toContain(
      'assert.deepStrictEqual(sum([1, 2, 3]), 6);',
    );
    expect(run.onNode.summary?.passed).toBe(2);
    expect(run.mutant?.killed).toBe(true);
    expect(run.suggested).toBe(true);
  });
});

describe('what is suggested', () => {
  test('a test that passes on a mutant of the node too is not suggested', async () => {
    const dir = await project('node-test-project');
    const content = [
      "import { test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "import { sum } from '../lib/sum.js';",
      "test('sum example 1', () => {",
      "  assert.equal(typeof sum([1]), 'number');",
      '});',
      '',
    ].join('\n');
    const { run } = await generateAndRun(dir, 'lib/sum.js', 'sum', { content });
    expect(run.onNode.summary?.passed).toBe(1);
    expect(run.mutant).toEqual({ mutation: '`0` turned into `1` on line 11', killed: false });
    expect(run.suggested).toBe(false);
  });

  test('a test that fails on the node is not suggested, and no mutant is tried', async () => {
    const dir = await project('vitest-project');
    const content = [
      "import { expect, test } from 'vitest';",
      "import { larger } from '../src/clamp.js';",
      "test('larger example 1', () => {",
      '  expect(larger(2, 3)).toEqual(2);',
      '});',
      '',
    ].join('\n');
    const { run } = await generateAndRun(dir, 'src/clamp.ts', 'larger', { content });
    expect(run.onNode.summary).toMatchObject({ passed: 0, failed: 1 });
    expect(run.onNode.summary?.cases[0]?.message).toMatch(/expected 3 to deeply equal 2/);
    expect(run).toMatchObject({ mutant: undefined, suggested: false });
  });
});

describe('the sandboxed run', () => {
  test('the tests see no secret of the job and none of the checkout besides its node_modules', async () => {
    const dir = await project('node-test-project');
    const content = [
      "import { test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "import { existsSync } from 'node:fs';",
      "import { sum } from '../lib/sum.js';",
      "test('sum example 1', () => {",
      '  assert.equal(process.env.GITHUB_TOKEN, undefined);',
      '  assert.equal(process.env.INPUT_API_KEY, undefined);',
      `  assert.equal(existsSync(${JSON.stringify(join(REPO_NODE_MODULES, '..', 'package.json'))}), false);`,
      `  assert.equal(existsSync(${JSON.stringify(join(REPO_NODE_MODULES, 'vitest', 'package.json'))}), true);`,
      '  assert.equal(sum([2]), 2);',
      '});',
      '',
    ].join('\n');
    const { run } = await generateAndRun(dir, 'lib/sum.js', 'sum', {
      content,
      processEnv: {
        ...process.env,
        GITHUB_TOKEN: 'ghs_not-for-tests',
        INPUT_API_KEY: 'sk-not-for-tests',
      },
    });
    expect(run.onNode.summary?.cases).toMatchObject([{ name: 'sum example 1', outcome: 'passed' }]);
  });

  test('a test that never ends is stopped at the deadline, and not suggested', async () => {
    const dir = await project('node-test-project');
    const content = [
      "import { test } from 'node:test';",
      "test('sum example 1', () => {",
      '  for (;;);',
      '});',
      '',
    ].join('\n');
    const { run } = await generateAndRun(dir, 'lib/sum.js', 'sum', { content, timeoutMs: 3_000 });
    expect(run.onNode.timedOut).toBe(true);
    expect(run).toMatchObject({ mutant: undefined, suggested: false });
  });

  test('a report the tests replaced with a link is refused, not followed (SANDBOX_002)', async () => {
    const dir = await project('node-test-project');
    // node --test runs the file in a child: the parent's command line names the report.
    const content = [
      "import { test } from 'node:test';",
      "import { readFileSync, rmSync, symlinkSync } from 'node:fs';",
      "test('sum example 1', () => {",
      "  const argv = readFileSync(`/proc/${process.ppid}/cmdline`, 'utf8').split('\\0');",
      "  const report = argv.find((a) => a.startsWith('--test-reporter-destination=')).split('=')[1];",
      '  rmSync(report, { force: true }); // the runner may not have opened it yet',
      "  symlinkSync('/etc/hostname', report);",
      '});',
      '',
    ].join('\n');
    await expect(generateAndRun(dir, 'lib/sum.js', 'sum', { content })).rejects.toMatchObject({
      code: 'SANDBOX_002',
      message: expect.stringContaining('the node-test report is a symbolic link') as string,
    });
  });

  test('the mutant is written in a fresh copy: a folder the tests turned into a link is not written through', async () => {
    const dir = await project('node-test-project');
    const victim = await mkdtemp(join(tmpdir(), 'remora-victim-'));
    disposers.push(() => rm(victim, { recursive: true, force: true }));
    const content = [
      "import { test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "import { rmSync, symlinkSync } from 'node:fs';",
      "import { sum } from '../lib/sum.js';",
      "test('sum example 1', () => {",
      '  assert.equal(sum([1, 2]), 3);',
      "  rmSync('lib', { recursive: true });",
      `  symlinkSync(${JSON.stringify(victim)}, 'lib');`,
      '});',
      '',
    ].join('\n');
    const { run } = await generateAndRun(dir, 'lib/sum.js', 'sum', { content });
    expect(run.mutant?.killed).toBe(true);
    expect(await readdir(victim)).toEqual([]);
  });
});
