import { afterEach, describe, expect, test } from 'vitest';
import { generateAndRun, projectFrom } from './testgen-harness.js';

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
