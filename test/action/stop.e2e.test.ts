import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinServer } from '../../src/adapters/model/builtin-server.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { startHoldingProxy, startServe } from '../support/serve.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// The runner cancels a job with SIGINT, then SIGTERM, and kills what is left
// seconds later. Remora stops within seconds of the signal, publishes what is
// done and closes its check as cancelled. The model server here answers lint
// and never answers docstring: the signal comes while docstring waits.

describe('a run told to stop while a model request waits', () => {
  let pr: ActionHarness;
  let served: BuiltinServer;
  let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  let child: ChildProcess | undefined;
  let signalledAt = 0;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
    served = await startServe();
    proxy = await startHoldingProxy(served, ({ model }) => {
      if (model !== 'docstring') return false;
      if (signalledAt === 0) {
        signalledAt = performance.now();
        child?.kill('SIGTERM');
      }
      return true; // never answered
    });
  });
  afterAll(async () => {
    proxy.close();
    await served.close();
    await pr.dispose();
  });

  it('stops within seconds, publishes what is done, and closes the check as cancelled', async () => {
    const result = await pr.run({
      inputs: {
        operations: 'lint,docstring',
        'server-url': proxy.url,
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
