import nock from 'nock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAIModel } from '../../../src/adapters/model/openai-model.js';
import { parseAgentDefinition } from '../../../src/core/agents/definition.js';
import { RemoraError } from '../../../src/core/errors.js';
import { EventBus, type RemoraEvent } from '../../../src/core/events/event-bus.js';
import { eventLogProblems } from '../../support/event-log.js';
import { NUDGE, runAgent, type RunnerSettings } from '../../../src/core/runner/run-agent.js';
import { call, MODEL_URL, scriptModel, type ScriptedReply } from '../../support/model-script.js';
import { closedPort } from '../../support/network.js';

const definition = parseAgentDefinition(
  {
    name: 'counter_agent',
    model: 'counter',
    node_types: ['function'],
    initial_context: { system_prompt: 'Count.', node_context: 'Node {{ full_name }}' },
    tools: [
      {
        name: 'count',
        description: 'Counts up by n.',
        parameters: {
          type: 'object',
          properties: { n: { type: 'integer', minimum: 1 } },
          required: ['n'],
          additionalProperties: false,
        },
        handler: 'builtin:test.count',
      },
      {
        name: 'submit_result',
        description: 'Done.',
        parameters: {
          type: 'object',
          properties: { summary: { type: 'string' }, total: { type: 'integer' } },
          required: ['summary', 'total'],
          additionalProperties: false,
        },
      },
    ],
  },
  'counter',
  'test/counter_subagent.yaml',
);

const sleeps: number[] = [];
const settings: RunnerSettings = {
  model: 'counter',
  tool_choice: 'auto',
  temperature: 0,
  max_tokens: 256,
  max_turns: 5,
  max_nudges: 2,
  history_token_budget: 10_000,
  retry: {
    attempts: 3,
    base_delay_ms: 100,
    max_delay_ms: 1000,
    random: () => 0.5,
    sleep: async (ms) => void sleeps.push(ms),
  },
};

/** The run's own tool: counts, and refuses n > 10 the way a real tool reports a failure. */
function counterTools(calls: number[]) {
  return {
    async call(_name: string, args: Record<string, unknown>) {
      const n = args.n as number;
      if (n > 10) throw new RemoraError('TOOL_001', `n must be at most 10, got ${n}`);
      calls.push(n);
      return { total: calls.reduce((a, b) => a + b, 0) };
    },
  };
}

async function run(
  replies: ScriptedReply[],
  overrides: Partial<RunnerSettings> = {},
  baseURL = MODEL_URL,
  tools?: (calls: number[]) => {
    call(name: string, args: Record<string, unknown>): Promise<unknown>;
  },
) {
  const script = scriptModel(replies);
  const calls: number[] = [];
  const events: RemoraEvent[] = [];
  const bus = new EventBus();
  bus.on('*', (event) => events.push(event));
  const outcome = await runAgent({
    definition,
    settings: { ...settings, ...overrides },
    messages: [
      { role: 'system', content: 'Count.' },
      { role: 'user', content: 'Node f' },
    ],
    tools: (tools ?? counterTools)(calls),
    model: createOpenAIModel({ baseURL, timeoutMs: 2000 }),
    events: bus,
    ids: { op: 'counter', node_id: 'abc' },
  });
  // However the model misbehaved, every request and call the runner started closed once.
  expect(eventLogProblems(events)).toEqual([]);
  return { outcome, calls, events, ...script };
}

const submit = (total: number): ScriptedReply =>
  call('submit_result', { summary: `counted to ${total}`, total });
const toolMessages = (transcript: { role: string; content: string | null }[]) =>
  transcript
    .filter((m) => m.role === 'tool')
    .map((m) => JSON.parse(m.content ?? '{}') as Record<string, unknown>);

beforeAll(() => nock.disableNetConnect());
afterEach(() => {
  nock.cleanAll();
  sleeps.length = 0;
});

describe('runAgent against a scripted OpenAI-compatible server', () => {
  it('runs a clean transcript: tool, result back to the model, submit', async () => {
    const { outcome, calls, requests, scope } = await run([
      call('count', { n: 2 }),
      call('count', { n: 3 }),
      submit(5),
    ]);
    expect(scope.isDone()).toBe(true);
    expect(outcome).toMatchObject({
      status: 'succeeded',
      turns: 3,
      result: { summary: 'counted to 5', total: 5 },
    });
    expect(calls).toEqual([2, 3]);
    // Full history each turn; tools and settings as configured.
    expect((requests[2]?.messages as unknown[]).length).toBe(6);
    expect(requests[0]).toMatchObject({
      model: 'counter',
      tool_choice: 'auto',
      temperature: 0,
      max_tokens: 256,
    });
    expect(
      (requests[0]?.tools as { function: { name: string } }[]).map((t) => t.function.name),
    ).toEqual(['count', 'submit_result']);
    expect(toolMessages(outcome.transcript)[1]).toEqual({ total: 5 });
  });

  it('nudges after a reply without a tool call, then recovers', async () => {
    const { outcome, requests } = await run([{ content: 'Let me think.' }, submit(0)]);
    expect(outcome).toMatchObject({ status: 'succeeded', turns: 2 });
    expect((requests[1]?.messages as { role: string; content: string }[]).at(-1)).toEqual({
      role: 'user',
      content: NUDGE,
    });
  });

  it('fails a refusal with AGENT_003 after the bounded nudges', async () => {
    const refusal = { content: 'I cannot help with that.' };
    const { outcome, scope } = await run([refusal, refusal, refusal]);
    expect(scope.isDone()).toBe(true);
    expect(outcome).toMatchObject({ status: 'failed', code: 'AGENT_003', turns: 3 });
    expect(outcome.status === 'failed' && outcome.message).toContain('I cannot help with that.');
  });

  it('returns malformed JSON arguments to the model as a tool error it can correct', async () => {
    const { outcome, calls } = await run([
      call('count', '{"n": 2'),
      call('count', { n: 2 }),
      submit(2),
    ]);
    expect(outcome.status).toBe('succeeded');
    expect(calls).toEqual([2]);
    expect(String(toolMessages(outcome.transcript)[0]?.error)).toMatch(
      /^arguments are not valid JSON/,
    );
  });

  it('answers an unknown tool with the list of tools', async () => {
    const { outcome } = await run([call('delete_everything'), submit(0)]);
    expect(outcome.status).toBe('succeeded');
    expect(toolMessages(outcome.transcript)[0]).toEqual({
      error: "unknown tool 'delete_everything'; available: count, submit_result",
    });
  });

  it('rejects a schema-invalid submit and accepts the corrected one', async () => {
    const { outcome } = await run([
      call('submit_result', { summary: 'done' }),
      call('count', { n: 0 }),
      submit(0),
    ]);
    expect(outcome).toMatchObject({ status: 'succeeded', turns: 3, result: { total: 0 } });
    const errors = toolMessages(outcome.transcript).map((m) => m.error);
    expect(errors[0]).toBe('invalid arguments for submit_result: total is required');
    expect(errors[1]).toBe('invalid arguments for count: n must be >= 1');
  });

  it('reads the calls from the text, also where the server returned them with `{}` arguments', async () => {
    const written = (name: string, args: object) =>
      `<start_function_call>call:${name}${JSON.stringify(args)}<end_function_call>`;
    const { outcome, calls, requests, scope } = await run([
      { content: written('count', { n: 2 }) },
      {
        content: written('submit_result', { summary: 'counted to 2', total: 2 }),
        tool_calls: [{ name: 'submit_result', arguments: '{}' }],
      },
    ]);
    expect(outcome).toMatchObject({ status: 'succeeded', result: { total: 2 } });
    expect(calls).toEqual([2]);
    expect(outcome.transcript[2]).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        { id: 'call_1_1', type: 'function', function: { name: 'count', arguments: '{"n":2}' } },
      ],
    });
    expect(requests[0]).toMatchObject({ tool_choice: 'auto', skip_special_tokens: false });
    expect(scope.isDone()).toBe(true);
  });

  it('repairs arguments with one reading, counts the repairs in the events, and names the field of others', async () => {
    const { outcome, calls, events } = await run([
      call('count', { n: '3' }),
      call('count', { n: 'three' }),
      call('submit_result', { summary: 'counted to 3', total: '3' }),
    ]);
    expect(outcome).toMatchObject({ status: 'succeeded', result: { total: 3 } });
    expect(calls).toEqual([3]);
    expect(toolMessages(outcome.transcript)[1]).toEqual({
      error: 'invalid arguments for count: n must be integer',
    });
    expect(events.filter((e) => e.type === 'tool:repaired').map((e) => e.payload)).toEqual([
      { op: 'counter', node_id: 'abc', tool: 'count', fields: ['n'], count: 1 },
      { op: 'counter', node_id: 'abc', tool: 'submit_result', fields: ['total'], count: 2 },
    ]);
  });

  it("passes a tool's own failure back to the model, and logs what it said", async () => {
    const { outcome, events } = await run([call('count', { n: 11 }), submit(0)]);
    expect(toolMessages(outcome.transcript)[0]).toEqual({
      error: 'n must be at most 10, got 11',
      code: 'TOOL_001',
    });
    const failed = events.find(
      (e) => e.type === 'tool:result' && (e.payload as { ok: boolean }).ok === false,
    );
    expect(failed?.payload).toMatchObject({
      tool: 'count',
      code: 'TOOL_001',
      message: 'n must be at most 10, got 11',
    });
  });

  it('stops at the turn limit with AGENT_004', async () => {
    const { outcome, calls } = await run(
      [call('count', { n: 1 }), call('count', { n: 1 }), call('count', { n: 1 })],
      { max_turns: 3 },
    );
    expect(outcome).toMatchObject({ status: 'failed', code: 'AGENT_004', turns: 3 });
    expect(calls).toEqual([1, 1, 1]);
  });

  it('retries a 500 with backoff and succeeds', async () => {
    const { outcome, events } = await run([{ status: 500 }, { status: 503 }, submit(0)]);
    expect(outcome.status).toBe('succeeded');
    expect(sleeps).toEqual([75, 150]);
    expect(
      events
        .filter((e) => e.type === 'model:retry')
        .map((e) => (e.payload as { attempt: number }).attempt),
    ).toEqual([1, 2]);
  });

  it('does not retry a 400', async () => {
    const { outcome } = await run([
      { status: 400, body: { error: { message: 'bad adapter name' } } },
    ]);
    expect(outcome).toMatchObject({ status: 'failed', code: 'AGENT_002', turns: 1 });
    expect(sleeps).toEqual([]);
  });

  it('fails with AGENT_002 when the server refuses connections, after all attempts', async () => {
    // A real refused connection: nock steps aside (its pass-through spoils fetch bodies).
    nock.restore();
    try {
      const { outcome, events } = await run([], {}, `http://127.0.0.1:${await closedPort()}/v1`);
      expect(outcome).toMatchObject({ status: 'failed', code: 'AGENT_002' });
      expect(outcome.status === 'failed' && outcome.message).toMatch(
        /cannot connect \(ECONNREFUSED\)/,
      );
      expect(events.filter((e) => e.type === 'model:request')).toHaveLength(3);
      expect(sleeps).toHaveLength(2);
    } finally {
      nock.activate();
    }
  });

  it('fails a reply that is not a chat completion with AGENT_003', async () => {
    const { outcome } = await run([{ raw: { choices: [] } }]);
    expect(outcome).toMatchObject({ status: 'failed', code: 'AGENT_003' });
  });
});

describe('what the model is sent (docs/architecture.md §5)', () => {
  type Sent = { role: string; content: string | null; tool_calls?: unknown[] }[];
  const sent = (requests: Record<string, unknown>[], index: number) =>
    requests[index]?.messages as Sent;

  it('fails the op with LIMIT_001 on arguments over runner.max_tool_io_bytes, without running the tool', async () => {
    const { outcome, calls } = await run(
      [{ tool_calls: [{ name: 'count', arguments: `{"n": 1, "pad": "${'x'.repeat(5000)}"}` }] }],
      { max_tool_io_bytes: 4096 },
    );
    expect(outcome).toMatchObject({
      status: 'failed',
      code: 'LIMIT_001',
      message:
        'the arguments of count holds 5019 bytes, over runner.max_tool_io_bytes (4096); the op was stopped',
    });
    expect(calls).toEqual([]);
  });

  it('fails the op with LIMIT_001 on a tool result over runner.max_tool_io_bytes', async () => {
    const { outcome } = await run(
      [call('count', { n: 1 })],
      { max_tool_io_bytes: 1024 },
      MODEL_URL,
      () => ({
        call: async () => ({ total: 'y'.repeat(2000) }),
      }),
    );
    expect(outcome).toMatchObject({ status: 'failed', code: 'LIMIT_001' });
    expect((outcome as { message: string }).message).toMatch(/^count's result holds 2012 bytes/);
  });

  it('truncates a long tool output to its first 2500 and last 1000 characters', async () => {
    const output = `${'a'.repeat(3000)}MIDDLE${'z'.repeat(3000)}`;
    const chatty = (calls: number[]) => ({
      async call(_name: string, args: Record<string, unknown>) {
        calls.push(args.n as number);
        return output;
      },
    });
    const { outcome, requests } = await run(
      [call('count', { n: 1 }), submit(1)],
      {},
      MODEL_URL,
      chatty,
    );
    expect(outcome.status).toBe('succeeded');
    const tool = sent(requests, 1).find((m) => m.role === 'tool');
    expect(tool?.content).toBe(`${output.slice(0, 2500)}\n...\n${output.slice(-1000)}`);
    // Short outputs go through whole.
    const short = await run([call('count', { n: 2 }), submit(2)]);
    expect(sent(short.requests, 1).find((m) => m.role === 'tool')?.content).toBe('{"total":2}');
  });

  it('drops the oldest whole tool exchanges past the history budget, keeping the opening', async () => {
    const replies = [
      call('count', { n: 1 }),
      call('count', { n: 2 }),
      call('count', { n: 3 }),
      submit(6),
    ];
    const full = await run(replies);
    expect(sent(full.requests, 3)).toHaveLength(8);

    // About 160 characters: the opening and the latest exchange fit, not three exchanges.
    const { outcome, requests } = await run(replies, { history_token_budget: 40 });
    expect(outcome).toMatchObject({ status: 'succeeded', result: { total: 6 } });
    const last = sent(requests, 3);
    expect(last.length).toBeLessThan(8);
    expect(last.slice(0, 2).map((m) => [m.role, m.content])).toEqual([
      ['system', 'Count.'],
      ['user', 'Node f'],
    ]);
    // No tool result without the assistant message that called it.
    expect(last[2]?.role).toBe('assistant');
    expect(last.at(-1)).toMatchObject({ role: 'tool', content: '{"total":6}' });
    expect(last.some((m) => m.content === '{"total":1}')).toBe(false);
    // The transcript itself keeps everything; only what is sent is fitted.
    expect(outcome.transcript).toHaveLength(10);
  });
});
