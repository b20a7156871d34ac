import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
import { cpSync } from 'node:fs';
import { it } from 'vitest';
import { runCli } from '../src/cli.js';
import { GitRepo } from './support/git-repo.js';
it('scratch', async () => {
  const repo = new GitRepo();
  repo.write(
    'pyproject.toml',
    require('node:fs').readFileSync('test/fixtures/testgen/project/pyproject.toml'),
  );
  repo.write('calc/__init__.py', '');
  repo.write(
    'tests/test_arith.py',
    require('node:fs').readFileSync('test/fixtures/testgen/project/tests/test_arith.py'),
  );
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  if (process.env.SD) cpSync('test/fixtures/sample-data/project/inventory', repo.dir + '/inventory', { recursive: true }); else cpSync('test/fixtures/testgen/project/calc', repo.dir + '/calc', { recursive: true });
  repo.commit('head');
  let out = '';
  let err = '';
  const code = await runCli(
    [
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      process.env.OPS ?? 'test',
      '--format',
      'json',
    ],
    {
      cwd: repo.dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdout: (t) => (out += t),
      stderr: (t) => (err += t),
    },
  );
  console.log(code, err);
  const review = JSON.parse(out);
  for (const n of review.nodes)
    for (const o of n.ops)
      console.log(
        n.node.full_name,
        o.op,
        o.status,
        o.error ?? '',
        JSON.stringify(o.result),
        '\n',
        o.diff,
      );
  repo.dispose();
}, 120000);
