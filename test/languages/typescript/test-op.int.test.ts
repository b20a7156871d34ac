import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';

// The test op on a JavaScript function: the @example blocks become a
// node:test file placed as the package's tests are, run in the sandbox, and
// suggested only when they pass and a mutant of the function fails them.

const PROJECT = join(
  import.meta.dirname,
  '..',
  '..',
  'fixtures',
  'languages',
  'typescript',
  'testgen',
  'node-test-project',
);
const SUM = readFileSync(join(PROJECT, 'lib', 'sum.js'), 'utf8');

interface JsonOp {
  op: string;
  status: string;
  summary: string;
  diff: string;
}

describe('the test op on JavaScript', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    cpSync(PROJECT, repo.dir, { recursive: true });
    repo.remove('lib/sum.js');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
  });
  afterEach(() => repo.dispose());

  const testOp = async (): Promise<JsonOp | undefined> => {
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'test',
      '--format',
      'json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const review = JSON.parse(run.stdout) as {
      nodes: { node: { full_name: string }; ops: JsonOp[] }[];
    };
    return review.nodes.find((n) => n.node.full_name === 'sum')?.ops[0];
  };

  it('writes the examples as a node:test file beside the package’s tests, and suggests it', async () => {
    repo.write('lib/sum.js', SUM);
    repo.commit('sum');
    const op = await testOp();
    expect(op?.status).toBe('succeeded');
    expect(op?.summary).toMatch(
      /^Wrote 2 tests from the examples in test\/sum\.test\.js: 2 passing; /,
    );
    expect(op?.diff).toContain('+++ b/test/sum.test.js');
    expect(op?.diff).toContain("+import { sum } from '../lib/sum.js';");
    expect(op?.diff).toContain('+  assert.deepStrictEqual(sum([]), 0);');
  });

  it('merges two functions’ new tests of one module into its one test file, which passes', async () => {
    const product = [
      '',
      '/**',
      ' * Multiplies the numbers of a list.',
      ' *',
      ' * @example',
      ' * product([2, 3]) // => 6',
      ' */',
      'export function product(numbers) {',
      '  return numbers.reduce((a, b) => a * b, 1);',
      '}',
      '',
    ].join('\n');
    repo.write('lib/sum.js', SUM + product);
    repo.commit('sum and product');
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'test',
      '--apply',
    ]);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toContain('WORK_001');
    const merged = readFileSync(join(repo.dir, 'test', 'sum.test.js'), 'utf8');
    expect(merged).toContain("import { product, sum } from '../lib/sum.js';");
    expect(merged.match(/^test\(/gm)).toHaveLength(3);
    const tests = spawnSync(
      process.execPath,
      ['--test', '--test-reporter=tap', 'test/sum.test.js'],
      {
        cwd: repo.dir,
        encoding: 'utf8',
      },
    );
    expect(tests.status, tests.stdout).toBe(0);
    expect(tests.stdout).toMatch(/# pass 3/);
  });

  it('withdraws a test whose example does not hold, saying why', async () => {
    repo.write('lib/sum.js', SUM.replace('// => 0', '// => 7'));
    repo.commit('sum, wrongly documented');
    const op = await testOp();
    expect(op).toMatchObject({
      status: 'skipped',
      diff: '',
      summary:
        'the examples do not hold as written (1 failing, 1 passing): ' +
        'Expected values to be strictly deep-equal',
    });
  });
});

// The same op on a package of an npm workspace: its package.json names no
// runner, the root's test script does, and the package it imports is a link
// of the root's node_modules to its folder, as `npm install` leaves it.
const WORKSPACE = join(PROJECT, '..', 'node-test-workspace');

describe('the test op on a package of a workspace monorepo', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    cpSync(WORKSPACE, repo.dir, { recursive: true });
    repo.remove('packages/total/lib/total.js');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    mkdirSync(join(repo.dir, 'node_modules', '@sums'), { recursive: true });
    symlinkSync('../../packages/numbers', join(repo.dir, 'node_modules', '@sums', 'numbers'));
  });
  afterEach(() => repo.dispose());

  it('runs the root’s node --test from the root on a test placed as the package’s are, and suggests it', async () => {
    repo.write(
      'packages/total/lib/total.js',
      readFileSync(join(WORKSPACE, 'packages', 'total', 'lib', 'total.js'), 'utf8'),
    );
    repo.commit('total');
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'test',
      '--format',
      'json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const review = JSON.parse(run.stdout) as {
      nodes: { node: { full_name: string }; ops: JsonOp[] }[];
    };
    const op = review.nodes.find((n) => n.node.full_name === 'total')?.ops[0];
    expect(op?.summary).toMatch(
      /^Wrote 1 test from the examples in packages\/total\/test\/total\.test\.js: 1 passing; /,
    );
    expect(op?.status).toBe('succeeded');
    expect(op?.diff).toContain("+import { total } from '../lib/total.js';");
  });
});
