import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { startServe } from '../support/serve.js';

describe('remora review against a server that lacks an agent’s adapter', () => {
  let repo: GitRepo;
  let server: Awaited<ReturnType<typeof startServe>>;
  beforeAll(async () => {
    repo = new GitRepo();
    repo.write('app.py', 'def a():\n    return 1\n');
    repo.commit('base');
    repo.write('app.py', 'def a():\n    return 1\n\n\ndef b():\n    return f"b"\n');
    repo.commit('feature');
    server = await startServe({ without: ['lint'] });
  });
  afterAll(async () => {
    await server.close();
    repo.dispose();
  });

  const review = (...argv: string[]) =>
    cli(repo.dir, ['review', '--base', 'HEAD~1', '--ops', 'lint', '--server', server.url, ...argv]);

  it('runs the op on the base model, said once in the log and once in the events', async () => {
    const log = join(repo.dir, 'run.jsonl');
    const run = await review('--log', log);
    expect(run.code).toBe(0);
    const warning =
      "warning: the model 'lint' (the lint agent's model) is not on the server; " +
      "the lint op uses server.default_model 'functiongemma' instead\n";
    expect(run.stderr.split(warning).length - 1).toBe(1);
    const events = readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; payload: unknown });
    expect(events.filter((event) => event.type === 'model:fallback')).toEqual([
      expect.objectContaining({
        payload: { op: 'lint', model: 'lint', fallback: 'functiongemma' },
      }),
    ]);
  });

  it('fails with MODEL_001 under --no-fallback, naming the adapter', async () => {
    const run = await review('--no-fallback');
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain(
      "MODEL_001: the server does not list 'lint' (the lint op's model), and fallback is off",
    );
    expect(run.stdout).toBe('');
  });
});
