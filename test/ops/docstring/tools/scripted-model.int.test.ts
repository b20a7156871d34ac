import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../../../src/adapters/model/openai-model.js';
import type { ChatMessage } from '../../../../src/core/runner/messages.js';
import { call, MODEL_URL, scriptModel, type ScriptedReply } from '../../../support/model-script.js';
import { assertPythonParses, discover, docstringEnv, runDocstring } from './docstring-harness.js';
import { interceptNetwork } from '../../../support/network.js';

const SOURCE = 'def area(width: float) -> float:\n    return width * width\n';
const DOCSTRING =
  'Return the area of a square.\n\nArgs:\n    width: Length of one side, in metres.\n\nReturns:\n    Square metres.';

async function runScripted(replies: ScriptedReply[]) {
  const script = scriptModel(replies);
  const env = await docstringEnv(
    'google',
    createOpenAIModel({ baseURL: MODEL_URL, timeoutMs: 2000 }),
  );
  const [, node] = await discover('geo.py', SOURCE);
  const run = await runDocstring(env, 'geo.py', SOURCE, node!);
  return { ...run, ...script };
}

const toolResults = (transcript: ChatMessage[] = []) =>
  transcript
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content) as Record<string, unknown>);

beforeAll(() => interceptNetwork());
afterEach(() => nock.cleanAll());

describe('the docstring agent driven by a scripted model', () => {
  it('writes a docstring, then submits', async () => {
    const { result, after, requests, scope } = await runScripted([
      call('read_current_docstring'),
      call('write_docstring', { docstring: DOCSTRING, style: 'google' }),
      call('submit_result', {
        summary: 'Documented area.',
        action: 'added',
        changed_files: ['geo.py'],
      }),
    ]);
    expect(scope.isDone()).toBe(true);
    expect(result).toMatchObject({
      status: 'succeeded',
      turns: 3,
      summary: 'Documented area.',
      result: { action: 'added', changed_files: ['geo.py'] },
    });
    expect(after).toBe(
      `def area(width: float) -> float:\n    """${DOCSTRING.replace(/\n(?=.)/g, '\n    ')}\n    """\n    return width * width\n`,
    );
    assertPythonParses(after);
    expect(result.diff).toContain('+    """Return the area of a square.');
    // What the model was given: the agent's tools (and the runner's ask_user, which the
    // bundled agent allows), and the style in its context.
    expect(requests[0]).toMatchObject({ model: 'docstring', tool_choice: 'none', temperature: 0 });
    expect(
      (requests[0]?.tools as { function: { name: string } }[]).map((t) => t.function.name),
    ).toEqual([
      'repair_docstring',
      'read_current_docstring',
      'read_type_hints',
      'write_docstring',
      'ask_user',
      'submit_result',
    ]);
    const opening =
      (requests[0]?.messages as { role: string; content: string }[])[1]?.content ?? '';
    expect(opening).toContain('Function `area` in geo.py (python), lines 1-2:');
    // read_current_docstring's context provider runs before each call of it: its text comes first.
    expect(toolResults(result.transcript)[0]?.context).toEqual([
      expect.stringContaining(
        'Docstring style: google (operations.docstring.style in remora.yaml)',
      ),
    ]);
    expect(toolResults(result.transcript)[1]).toMatchObject({
      action: 'added',
      start_line: 2,
      end_line: 9,
    });
  });

  it('gets a schema error back for an invalid action, and succeeds once it corrects itself', async () => {
    const { result, after, requests, scope } = await runScripted([
      call('write_docstring', { docstring: DOCSTRING, style: 'google' }),
      call('submit_result', {
        summary: 'Documented area.',
        action: 'done',
        changed_files: ['geo.py'],
      }),
      call('submit_result', {
        summary: 'Documented area.',
        action: 'added',
        changed_files: ['geo.py'],
      }),
    ]);
    expect(scope.isDone()).toBe(true);
    expect(result).toMatchObject({ status: 'succeeded', turns: 3, result: { action: 'added' } });
    const third = requests[2]?.messages as { role: string; content: string }[];
    expect(JSON.parse(third.at(-1)?.content ?? '{}')).toEqual({
      error:
        'invalid arguments for submit_result: action must be equal to one of the allowed values',
    });
    expect(after).toContain('"""Return the area of a square.');
  });

  it('refuses filler as an error the model corrects, and only the corrected text is written', async () => {
    const { result, after, scope } = await runScripted([
      call('write_docstring', {
        docstring:
          'Compute area.\n\nArgs:\n    width (float): The width.\n\nReturns:\n    float: The result.',
        style: 'google',
      }),
      call('write_docstring', { docstring: DOCSTRING, style: 'google' }),
      call('submit_result', {
        summary: 'Documented area.',
        action: 'added',
        changed_files: ['geo.py'],
      }),
    ]);
    expect(scope.isDone()).toBe(true);
    const [refusal] = toolResults(result.transcript);
    expect(refusal?.code).toBe('TOOL_001');
    expect(refusal?.error).toMatch(
      /^not written: "Compute area\." .*"width: The width\." .*"width \(float\)" .*"The result\."/,
    );
    expect(result).toMatchObject({ status: 'succeeded', findings: [] });
    expect(after).toContain('width: Length of one side, in metres.');
    expect(after).not.toContain('The result.');
  });

  it("passes the tool's refusal of a wrong style back to the model, and a run that gives up failed", async () => {
    const { result, after } = await runScripted([
      call('write_docstring', {
        docstring: 'Area.\n\nParameters\n----------\nwidth : float\n    Side.',
        style: 'numpy',
      }),
      call('submit_result', { summary: 'Gave up.', action: 'skipped', changed_files: [] }),
    ]);
    expect(toolResults(result.transcript)[0]).toEqual({
      error:
        'this project writes google-style docstrings (operations.docstring.style in remora.yaml); write it in google style',
      code: 'TOOL_001',
    });
    expect(result).toMatchObject({
      status: 'failed',
      diff: '',
      error: {
        code: 'TOOL_001',
        message:
          'write_docstring: this project writes google-style docstrings (operations.docstring.style in remora.yaml); write it in google style',
      },
    });
    // What is still missing is reported, not lost.
    expect(result.findings.map((f) => f.rule)).toEqual(['docstring.missing']);
    expect(after).toBe(SOURCE);
  });
});
