import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { eventLogProblems, readEventLog } from '../support/event-log.js';
import { GitRepo } from '../support/git-repo.js';
import { startScriptedServer } from '../support/scripted-server.js';

// --fail-fast against a model that never calls a tool: the first op to fail
// (AGENT_003 after the runner's nudges) cancels the whole run. Every other op
// closes as cancelled, and the log still pairs every start with its end.

const MODELS = ['lint', 'docstring', 'test', 'sample_data', 'functiongemma'];

describe('--fail-fast', () => {
  const repo = new GitRepo();
  let server: Awaited<ReturnType<typeof startScriptedServer>>;
  beforeAll(async () => {
    repo.write('calc.py', 'def a(x):\n    return x\n');
    repo.commit('base');
    repo.write(
      'calc.py',
      Array.from({ length: 8 }, (_, i) => `def f${i}(x):\n    return x + ${i}\n`).join('\n\n'),
    );
    repo.commit('head');
    server = await startScriptedServer(MODELS, () => ({ content: 'I would rather chat.' }));
  });
  afterAll(async () => {
    await server.close();
    repo.dispose();
  });

  it('cancels every op not finished at the first failure, and says which failed', async () => {
    const log = join(repo.dir, '.git', 'run.jsonl');
    const run = await cli(repo.dir, [
      ...['review', '--base', 'HEAD~1', '--ops', 'lint,docstring', '--fail-fast'],
      ...['--server', server.url, '--log', log],
    ]);
    expect(run.code).toBe(1);
    const events = readEventLog(log);
    expect(eventLogProblems(events)).toEqual([]);
    const of = (type: string) => events.filter((e) => e.type === type);
    const failed = of('agent:failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((e) => (e.payload as { code: string }).code === 'AGENT_003')).toBe(true);
    // Failures already under way may finish; everything else is cancelled, not run.
    expect(of('agent:cancelled').length).toBeGreaterThan(failed.length);
    expect(of('agent:completed')).toEqual([]);
    const end = events.at(-1);
    expect(end?.type).toBe('run:cancelled');
    expect(end?.payload).toMatchObject({
      cause: 'fail_fast',
      code: 'CANCEL_001',
      message: expect.stringMatching(/^fail-fast: (lint|docstring) failed on f\d \(AGENT_003\)$/),
      failed: failed.length,
      cancelled: of('agent:cancelled').length,
    });
    // Fewer requests than a run that goes on: three per failed agent at most.
    expect(server.received.length).toBeLessThan(16 * 3);
    expect(run.stdout).toMatch(/⊘ cancelled · CANCEL_001 fail-fast: /);
    expect(run.stderr).toContain('remora: the run was cancelled: fail-fast:');
  }, 60_000);
});
