import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

/**
 * A model server that lists its models and then fails every chat request
 * with a 500: it was reached, and each op fails on it (a server that cannot
 * be reached at all fails the review once, before the ops: server-messages).
 */
async function failingServer(): Promise<{ url: string; close: () => void }> {
  const server = createHttpServer((request, response) => {
    if (request.method === 'GET' && request.url === '/v1/models') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ object: 'list', data: [{ id: 'functiongemma', object: 'model' }] }),
      );
      return;
    }
    response.statusCode = 500;
    response.end('{"error":{"message":"out of memory"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/v1`, close: () => server.close() };
}

describe('remora review exit status', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('remora.yaml', 'runner:\n  retry:\n    attempts: 1\n');
    repo.write('app.py', 'def a():\n    return 1\n');
    repo.commit('base');
    repo.write('app.py', 'def a():\n    return 1\n\n\ndef b():\n    return f"b"\n');
    repo.commit('feature');
  });
  afterAll(() => repo.dispose());

  const review = (...argv: string[]) =>
    cli(repo.dir, ['review', '--base', 'HEAD~1', '--ops', 'lint', ...argv]);

  it('is 0 when every op succeeded', async () => {
    expect((await review('--model', 'builtin')).code).toBe(0);
  });

  it('is 1 when ops failed, with the review printed and each failure named', async () => {
    const server = await failingServer();
    const result = await review('--server', server.url).finally(server.close);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('lint ✗ failed · AGENT_002');
    expect(result.stderr).toContain('remora: 1 op failed');
  });

  it('is 2 for usage and configuration errors', async () => {
    expect((await cli(repo.dir, ['review'])).code).toBe(2);
    expect((await review('--format', 'xml')).code).toBe(2);
    expect((await review('--model', 'builtin', '--ops', 'nosuch')).code).toBe(2);
    const badConfig = await cli(repo.dir, ['review', '--base', 'HEAD~1'], {
      REMORA_RUNNER_MAX_TURNS: 'abc',
    });
    expect(badConfig.code).toBe(2);
    expect(badConfig.stderr).toContain('CONFIG_001');
  });
});

describe('runner.deadline_s', () => {
  it('cancels the ops still waiting on a silent server at the deadline, instead of waiting on', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const repo = new GitRepo();
    try {
      repo.write('remora.yaml', 'runner:\n  deadline_s: 1.5\n');
      repo.write('app.py', 'def a():\n    return 1\n');
      repo.commit('base');
      repo.write('app.py', 'def a():\n    return 2\n\n\ndef b():\n    return 3\n');
      repo.commit('feature');
      const started = Date.now();
      const result = await cli(repo.dir, [
        'review',
        '--base',
        'HEAD~1',
        '--ops',
        'lint',
        '--server',
        `http://127.0.0.1:${port}/v1`,
      ]);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(result.code).toBe(1);
      expect(
        result.stdout.match(/lint ⊘ cancelled · CANCEL_001 .*deadline_s: 1\.5 s/g),
      ).toHaveLength(2);
      expect(result.stderr).toContain('remora: the run was cancelled');
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      repo.dispose();
    }
  }, 20_000);
});
