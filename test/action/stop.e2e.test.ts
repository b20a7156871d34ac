import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinServer } from '../../src/adapters/model/builtin-server.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { startServe } from '../support/serve.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// The runner cancels a job with SIGINT, then SIGTERM, and kills what is left
// seconds later. Remora stops within seconds of the signal, publishes what is
// done and closes its check as cancelled. The model server here answers lint
// and never answers docstring: the signal comes while docstring waits.

describe('a run told to stop while a model request waits', () => {
  let pr: ActionHarness;
  let served: BuiltinServer;
  let proxy: Server;
  let child: ChildProcess | undefined;
  let signalledAt = 0;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
    served = await startServe();
    proxy = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const model =
          body.length > 0
            ? (JSON.parse(body.toString('utf8')) as { model?: string }).model
            : undefined;
        if (model === 'docstring') {
          if (signalledAt === 0) {
            signalledAt = performance.now();
            child?.kill('SIGTERM');
          }
          return; // never answered
        }
        void fetch(`${served.url.replace(/\/v1\/?$/, '')}${request.url ?? ''}`, {
          method: request.method ?? 'GET',
          headers: { 'content-type': 'application/json' },
          ...(body.length > 0 ? { body } : {}),
        }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': 'application/json' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    proxy.closeAllConnections();
    proxy.close();
    await served.close();
    await pr.dispose();
  });

  it('stops within seconds, publishes what is done, and closes the check as cancelled', async () => {
    const result = await pr.run({
      inputs: {
        operations: 'lint,docstring',
        'server-url': `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`,
      },
      onSpawn: (spawned) => (child = spawned),
    });
    const stoppedIn = performance.now() - signalledAt;

    expect(signalledAt).toBeGreaterThan(0);
    expect(stoppedIn).toBeLessThan(10_000);
    expect(result.stdout).toContain('::warning::SIGTERM: Remora is stopping');
    const { state } = pr.github;
    expect(state.checkRuns.at(-1)).toMatchObject({ status: 'completed', conclusion: 'cancelled' });
    // Lint's suggestions were done before the signal: they are published.
    expect(state.reviews).toHaveLength(1);
    expect(state.comments.length).toBeGreaterThan(0);
    expect(result.summary).toContain('The run was stopped (SIGTERM) before it finished');
  });
});
