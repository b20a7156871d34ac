import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, remedyLine } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { closedPort } from '../support/network.js';

// A model server the user named wrongly, or one that is down, is said once,
// before any op runs, with what to do: never an op-by-op retry storm.

const repo = new GitRepo();
beforeAll(() => {
  repo.write('calc.py', 'def add(a, b):\n    return a + b\n');
  repo.commit('base');
  repo.write('calc.py', 'def add(a, b):\n    return a + b\n\n\ndef mul(a, b):\n    return a * b\n');
  repo.commit('head');
});
afterAll(() => repo.dispose());

describe('the model server named for a review', () => {
  it('must be an http(s) URL, refused before anything is asked of it', async () => {
    const run = await cli(repo.dir, ['review', '--base', 'HEAD~1', '--server', 'ftp://gpu-box/v1']);
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.stderr).toBe(
      'remora: CONFIG_001: --server ftp://gpu-box/v1: server.base_url: expected an http:// or https:// URL, such as http://gpu-box:8000/v1\n' +
        remedyLine('CONFIG_001'),
    );
  });

  it('fails the review once, before any op runs, when it cannot be reached, pointing at remora doctor', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/v1`;
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'HEAD~1',
      '--ops',
      'lint,docstring',
      '--server',
      url,
    ]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    const lines = run.stderr.trim().split('\n');
    expect(`${lines.pop()}\n`).toBe(remedyLine('AGENT_002'));
    expect(lines.at(-1)).toMatch(
      /^remora: AGENT_002: The model server is unreachable: GET .*\/v1\/models failed: .*refused/,
    );
    expect(lines.at(-1)).toContain(
      `No op was run; \`remora doctor --server ${url}\` checks the server`,
    );
    // No op asked it anything: nothing was retried.
    expect(run.stderr).not.toMatch(/retry|attempt/i);
  });
});
