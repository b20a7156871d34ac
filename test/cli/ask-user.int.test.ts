import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_QUESTION, askingDocstringModel } from '../support/asking-model.js';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { startScriptedServer } from '../support/scripted-server.js';

// The docstring agent asks its author what unit `area` works in (ask_user).
// Without --interactive the CLI answers that no answer is available and the
// agent goes on; with it, the question is asked on the terminal and the line
// typed reaches the model as the tool's result.

const MODELS = ['docstring', 'functiongemma'];

describe('ask_user in the CLI', () => {
  const repo = new GitRepo();
  let server: Awaited<ReturnType<typeof startScriptedServer>>;
  beforeAll(async () => {
    repo.write('geometry.py', 'PI = 3\n');
    repo.commit('base');
    repo.write('geometry.py', 'PI = 3\n\n\ndef area(width, height):\n    return width * height\n');
    repo.commit('head');
    server = await startScriptedServer(MODELS, askingDocstringModel);
  });
  afterAll(async () => {
    await server.close();
    repo.dispose();
  });

  const review = (...flags: string[]) => [
    'review',
    '--base',
    'HEAD~1',
    '--ops',
    'docstring',
    '--server',
    server.url,
    ...flags,
  ];
  /** The results the model was sent for its ask_user calls. */
  const askResults = (from: number) =>
    server.received
      .slice(from)
      .flatMap((r) => r.messages)
      .filter((m) => m.role === 'tool' && m.name === 'ask_user')
      .map((m) => JSON.parse(m.content as string) as Record<string, unknown>);

  it('tells the agent no answer is available without --interactive, and it goes on', async () => {
    const from = server.received.length;

    const run = await cli(repo.dir, review());

    expect(run.code).toBe(0);
    expect(run.stderr).not.toContain(AREA_QUESTION);
    expect(askResults(from).at(-1)).toEqual({
      error: expect.stringMatching(/^no answer available: nobody can be asked in this run/),
    });
    expect(run.stdout).toContain('+    """Compute the area of a rectangle.');
    expect(run.stdout).not.toContain('in metres');
  });

  it('asks on the terminal with --interactive, and the answer typed reaches the model', async () => {
    const from = server.received.length;

    const run = await cli(repo.dir, review('--interactive'), {}, 'metres\n');

    expect(run.code).toBe(0);
    expect(run.stderr).toContain(
      `docstring on geometry.py: area (line 4) asks:\n  ${AREA_QUESTION}`,
    );
    expect(askResults(from).at(-1)).toEqual({ answer: 'metres' });
    expect(run.stdout).toContain('+    """Compute the area of a rectangle, in metres.');
  });

  it('goes on without when the input ends before an answer', async () => {
    const from = server.received.length;

    const run = await cli(repo.dir, review('--interactive'), {}, '');

    expect(run.code).toBe(0);
    expect(run.stderr).toContain(AREA_QUESTION);
    expect(askResults(from).at(-1)).toMatchObject({ error: expect.stringMatching(/^no answer/) });
  });
});
