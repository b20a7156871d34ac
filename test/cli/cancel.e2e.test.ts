import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltinServer } from '../../src/adapters/model/builtin-server.js';
import { eventLogProblems, readEventLog } from '../support/event-log.js';
import { GitRepo } from '../support/git-repo.js';
import { startHoldingProxy, startServe } from '../support/serve.js';

// SIGTERM half-way through a review of four ops on ten nodes (nine functions
// and their module, whose imports changed): the model server
// answers the first requests (through the built-in policies) and holds every
// later one open, so the signal finds requests in flight. The run must end
// within seconds, print what finished, and leave a log in which every started
// thing is closed — the unfinished ones as cancelled.

const CLI = join(import.meta.dirname, '..', 'support', 'cli-from-source.mjs');
const ANSWERED = 24;

const functions = (body: string): string =>
  Array.from(
    { length: 9 },
    (_, i) => `def f${i}(x, y):\n    """Add."""\n    ${body.replace('N', String(i))}\n`,
  ).join('\n\n');

describe('a review of four ops on ten nodes stopped by SIGTERM', () => {
  let repo: GitRepo;
  let tmp: string;
  let served: BuiltinServer;
  let proxy: Awaited<ReturnType<typeof startHoldingProxy>>;
  let signal: () => void = () => undefined;
  let requests = 0;
  beforeAll(async () => {
    repo = new GitRepo();
    repo.write('pkg/__init__.py', '');
    repo.write('pkg/calc.py', functions('return x + y + N'));
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('pkg/calc.py', `import os\n\n\n${functions('return x*y + N')}`);
    repo.commit('head');
    tmp = mkdtempSync(join(tmpdir(), 'cancel-e2e-'));
    served = await startServe();
    proxy = await startHoldingProxy(served, ({ url }) => {
      if (!url.endsWith('/chat/completions') || ++requests <= ANSWERED) return false;
      signal();
      return true; // held open: the run must let go of it
    });
  });
  afterAll(async () => {
    proxy.close();
    await served.close();
    repo.dispose();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('ends within 10 s, prints what finished, and closes every event, the rest as cancelled', async () => {
    const log = join(tmp, 'run.jsonl');
    const { url } = proxy;
    const child = spawn(
      process.execPath,
      [
        CLI,
        ...['review', '--base', 'main', '--ops', 'lint,docstring,test,sample_data'],
        ...['--server', url, '--log', log],
      ],
      {
        cwd: repo.dir,
        env: { PATH: process.env.PATH ?? '', HOME: tmp, TMPDIR: tmp },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let signalledAt = 0;
    signal = () => {
      if (signalledAt !== 0) return;
      signalledAt = performance.now();
      child.kill('SIGTERM');
    };
    const [code] = (await once(child, 'exit')) as [number | null];
    const stoppedIn = performance.now() - signalledAt;

    expect(signalledAt, stderr).toBeGreaterThan(0);
    expect(stoppedIn).toBeLessThan(10_000);
    expect(code, stderr).toBe(1);
    expect(stderr).toContain('remora: SIGTERM: cancelling the run');

    const events = readEventLog(log);
    expect(eventLogProblems(events)).toEqual([]);
    const count = (type: string): number => events.filter((e) => e.type === type).length;
    expect(count('node:started')).toBe(10);
    expect(count('agent:started')).toBe(40);
    // Work done before the signal stands; the rest closed as cancelled.
    expect(count('agent:completed')).toBeGreaterThan(0);
    expect(count('agent:cancelled')).toBeGreaterThan(0);
    expect(count('node:cancelled')).toBeGreaterThan(0);
    const aborted = events.filter(
      (e) => e.type === 'model:error' && (e.payload as { code: string }).code === 'CANCEL_001',
    );
    expect(aborted.length).toBeGreaterThan(0);
    const end = events.at(-1);
    expect(end?.type).toBe('run:cancelled');
    expect(end?.payload).toMatchObject({
      cause: 'signal',
      code: 'CANCEL_001',
      message: 'the run was stopped (SIGTERM)',
      nodes: 10,
      cancelled: count('agent:cancelled'),
    });
    // The report is printed, finished ops with their results, the others cancelled.
    expect(stdout).toMatch(/✓ succeeded/);
    expect(stdout).toMatch(/⊘ cancelled · CANCEL_001 the run was stopped \(SIGTERM\)/);
  }, 60_000);
});
