import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../../src/adapters/model/openai-model.js';
import { parseAgentDefinition } from '../../../src/core/agents/definition.js';
import { RemoraError } from '../../../src/core/errors.js';
import { EventBus, type RemoraEvent } from '../../../src/core/events/event-bus.js';
import { answeredTranscript, NO_ANSWER } from '../../../src/core/runner/ask-user.js';
import { toolSpecs } from '../../../src/core/runner/opening-request.js';
import type { ChatMessage } from '../../../src/core/runner/messages.js';
import { runAgent, type AskUser, type RunnerSettings } from '../../../src/core/runner/run-agent.js';
import { eventLogProblems } from '../../support/event-log.js';
import { call, MODEL_URL, scriptModel, type ScriptedReply } from '../../support/model-script.js';

const yaml = {
  name: 'doc_agent',
  model: 'doc',
  node_types: ['function'],
  ask_user: true,
  initial_context: { system_prompt: 'Document.', node_context: 'Node {{ full_name }}' },
  tools: [
    {
      name: 'submit_result',
      description: 'Done.',
      parameters: {
        type: 'object',
        properties: { summary: { type: 'string' } },
        required: ['summary'],
        additionalProperties: false,
      },
    },
  ],
};
const definition = parseAgentDefinition(yaml, 'doc', 'test/doc_subagent.yaml');

const settings: RunnerSettings = {
  model: 'doc',
  tool_choice: 'auto',
  temperature: 0,
  max_tokens: 256,
  max_turns: 5,
  max_nudges: 1,
  history_token_budget: 10_000,
  retry: { attempts: 1, base_delay_ms: 1, max_delay_ms: 1 },
};
const opening: ChatMessage[] = [
  { role: 'system', content: 'Document.' },
  { role: 'user', content: 'Node area' },
];
const ask = (question: string): ScriptedReply => call('ask_user', { question });
const submit = (summary: string): ScriptedReply => call('submit_result', { summary });

async function run(
  replies: ScriptedReply[],
  options: { ask?: AskUser; messages?: ChatMessage[]; turns_taken?: number } = {},
) {
  const script = scriptModel(replies);
  const events: RemoraEvent[] = [];
  const bus = new EventBus();
  bus.on('*', (event) => events.push(event));
  const outcome = await runAgent({
    definition,
    settings,
    messages: options.messages ?? opening,
    tools: { call: () => Promise.reject(new Error('no tools here')) },
    model: createOpenAIModel({ baseURL: MODEL_URL, timeoutMs: 2000 }),
    events: bus,
    ids: { op: 'doc', node_id: 'abc' },
    ...(options.ask ? { ask: options.ask } : {}),
    ...(options.turns_taken ? { turns_taken: options.turns_taken } : {}),
  });
  expect(eventLogProblems(events)).toEqual([]);
  expect(script.scope.isDone()).toBe(true);
  return { outcome, requests: script.requests };
}

/** The last tool result the model was sent, parsed. */
function lastToolResult(request: Record<string, unknown> | undefined): unknown {
  const messages = (request?.messages ?? []) as ChatMessage[];
  const tool = messages.filter((m) => m.role === 'tool').at(-1);
  return tool ? JSON.parse(tool.content) : undefined;
}

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());

describe('the ask_user tool', () => {
  it('is offered before submit_result only to agents whose YAML sets ask_user', () => {
    expect(toolSpecs(definition).map((t) => t.function.name)).toEqual([
      'ask_user',
      'submit_result',
    ]);
    const plain = parseAgentDefinition({ ...yaml, ask_user: undefined }, 'doc', 'plain.yaml');
    expect(toolSpecs(plain).map((t) => t.function.name)).toEqual(['submit_result']);
  });

  it('may not be declared in YAML: it is the runner own tool', () => {
    const declared = {
      ...yaml,
      tools: [
        {
          name: 'ask_user',
          description: 'x',
          parameters: { type: 'object' },
          handler: 'builtin:a.b',
        },
        ...yaml.tools,
      ],
    };
    expect(() => parseAgentDefinition(declared, 'doc', 'bad.yaml')).toThrow(
      /bad\.yaml: tools\.0\.name: ask_user is the runner's own tool/,
    );
  });

  it('answers that no answer is available when nobody can be asked, and the agent goes on', async () => {
    const { outcome, requests } = await run([ask('What is it for?'), submit('documented')]);

    expect(outcome.status).toBe('succeeded');
    expect(lastToolResult(requests[1])).toEqual({ error: NO_ANSWER });
  });

  it('gives the model the answer someone typed as the tool result', async () => {
    const asked: string[] = [];
    const { outcome, requests } = await run([ask('  What unit is r in?  '), submit('ok')], {
      ask: async (question) => {
        asked.push(question);
        return { answer: 'metres' };
      },
    });

    expect(asked).toEqual(['What unit is r in?']);
    expect(outcome.status).toBe('succeeded');
    expect(lastToolResult(requests[1])).toEqual({ answer: 'metres' });
  });

  it('sends malformed questions back to the model to correct, without asking', async () => {
    const asked: string[] = [];
    const { requests } = await run([call('ask_user', { q: 'x' }), submit('ok')], {
      ask: async (question) => (asked.push(question), { answer: 'no' }),
    });

    expect(asked).toEqual([]);
    expect(lastToolResult(requests[1])).toMatchObject({
      error: expect.stringMatching(/^ask_user:/),
    });
  });

  it('stops waiting when the question is handed on, and resumes from its transcript with the answer', async () => {
    const first = await run(
      [
        {
          tool_calls: [
            { name: 'ask_user', arguments: JSON.stringify({ question: 'Metres or feet?' }) },
            { name: 'submit_result', arguments: JSON.stringify({ summary: 'too early' }) },
          ],
        },
      ],
      { ask: async () => ({ waiting: true }) },
    );
    const waiting = first.outcome;
    if (waiting.status !== 'waiting') throw new Error(`not waiting: ${waiting.status}`);
    expect(waiting).toMatchObject({ question: 'Metres or feet?', turns: 1 });
    expect(waiting.transcript.at(-1)?.role).toBe('assistant');

    const messages = answeredTranscript(waiting.transcript, waiting.call_id, 'metres');
    const second = await run([submit('documented in metres')], {
      messages,
      turns_taken: waiting.turns,
    });

    expect(second.outcome).toMatchObject({ status: 'succeeded', turns: 2 });
    const sent = second.requests[0]?.messages as ChatMessage[];
    const results = sent.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content));
    // The answer, and the call after the question (never run) said to be not run.
    expect(results).toEqual([
      { answer: 'metres' },
      { error: 'not run: the run stopped at ask_user; call submit_result again' },
    ]);
  });

  it('refuses to resume a transcript that does not end in the question', () => {
    expect(() => answeredTranscript(opening, 'call_1_1', 'x')).toThrow(RemoraError);
  });
});
