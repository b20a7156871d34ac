import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_QUESTION, askingDocstringModel } from '../support/asking-model.js';
import { cli } from '../support/cli.js';
import { commandsIn } from '../support/workflow-commands.js';
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

describe('a question on the terminal of a workflow step, about a file named as a command', () => {
  // The question names the node's file: a newline in the name would start a line of its own,
  // right after the prompt of the question before it.
  const NAME = 'geo\n::warning::pwned.py';
  const repo = new GitRepo();
  let server: Awaited<ReturnType<typeof startScriptedServer>>;
  beforeAll(async () => {
    repo.write('README.md', 'A project.\n');
    repo.commit('base');
    repo.write(NAME, 'def area(width, height):\n    return width * height\n');
    repo.commit('head');
    server = await startScriptedServer(MODELS, askingDocstringModel);
  });
  afterAll(async () => {
    await server.close();
    repo.dispose();
  });

  it('is shown, and the runner obeys nothing in it', async () => {
    const args = ['review', '--base', 'HEAD~1', '--ops', 'docstring', '--server', server.url];
    const run = await cli(repo.dir, [...args, '--interactive'], { GITHUB_ACTIONS: 'true' }, '\n\n');

    expect(run.stderr).toContain(`docstring on ${NAME}: area (line 1) asks:\n  ${AREA_QUESTION}`);
    expect(commandsIn(run.stderr)).toEqual([]);
    expect(commandsIn(run.stdout)).toEqual([]);
  });
});
