import { readFunctionCalls } from '../../../src/core/runner/function-call-text.js';
import { describe, expect, it } from 'vitest';
import { lintPolicy } from '../../../src/ops/lint/policy.js';
import type { Policy } from '../../../src/core/runner/policy.js';
import {
  answerApiRequest,
  type PolicyServerState,
} from '../../../src/core/serve/chat-completions.js';
import { builtinModelTable, chooseAgent } from '../../../src/core/serve/served-models.js';

const tools = (...names: string[]) => names.map((name) => ({ name }));

const AGENTS = [
  { name: 'lint_agent', model: 'lint', tools: tools('run_linter', 'apply_fix', 'submit_result') },
  {
    name: 'docstring_agent',
    model: 'docstring',
    tools: tools('repair_docstring', 'submit_result'),
  },
  { name: 'plain_agent', tools: tools('look', 'submit_result') },
  { name: 'custom_agent', model: 'custom', tools: tools('custom_tool', 'submit_result') },
];

const lookPolicy: Policy = () => [{ tool: 'look', arguments: {} }];
const POLICIES = new Map<string, Policy>([
  ['lint_agent', lintPolicy],
  ['docstring_agent', () => [{ tool: 'repair_docstring', arguments: {} }]],
  ['plain_agent', lookPolicy],
]);

const SERVER: PolicyServerState = {
  table: builtinModelTable(AGENTS, 'functiongemma', (name) => POLICIES.has(name)),
  policies: POLICIES,
};

const STAMP = { id: 'chatcmpl-7', created: 1_700_000_000 };

const spec = (name: string) => ({
  type: 'function',
  function: { name, description: name, parameters: { type: 'object', properties: {} } },
});

const LINT_TOOLS = ['run_linter', 'apply_fix', 'submit_result'].map(spec);

const OPENING = [
  { role: 'system', content: 'You are a lint agent.' },
  { role: 'user', content: 'Function `f` in a.py' },
];

function post(body: unknown, path = '/v1/chat/completions') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return answerApiRequest({ method: 'POST', path, body: text }, SERVER, STAMP);
}

const get = (path: string) => answerApiRequest({ method: 'GET', path, body: '' }, SERVER, STAMP);

describe('the built-in model table', () => {
  it('lists the default model first, then each adapter an agent with a policy names', () => {
    expect(SERVER.table.models).toEqual([
      { id: 'functiongemma', agents: ['lint_agent', 'docstring_agent', 'plain_agent'] },
      { id: 'lint', agents: ['lint_agent'] },
      { id: 'docstring', agents: ['docstring_agent'] },
    ]);
  });

  it('counts the runner ask_user tool among the tools of an agent that may ask', () => {
    const asking = builtinModelTable(
      AGENTS.map((agent) =>
        agent.name === 'docstring_agent' ? { ...agent, ask_user: true } : agent,
      ),
      'functiongemma',
      (name) => POLICIES.has(name),
    );
    expect(
      chooseAgent(asking, 'functiongemma', ['repair_docstring', 'ask_user', 'submit_result']),
    ).toEqual({ ok: true, agent: 'docstring_agent' });
    expect(
      chooseAgent(asking, 'functiongemma', ['repair_docstring', 'submit_result']),
    ).toMatchObject({ ok: false, reason: 'no-agent-for-tools' });
  });

  it('routes an adapter to its agent, and the default model by the tools offered', () => {
    const table = SERVER.table;
    expect(chooseAgent(table, 'lint', [])).toEqual({ ok: true, agent: 'lint_agent' });
    expect(chooseAgent(table, 'functiongemma', ['submit_result', 'look'])).toEqual({
      ok: true,
      agent: 'plain_agent',
    });
    expect(chooseAgent(table, 'functiongemma', ['look'])).toMatchObject({
      ok: false,
      reason: 'no-agent-for-tools',
    });
    expect(chooseAgent(table, 'custom', [])).toMatchObject({
      ok: false,
      reason: 'unknown-model',
      message:
        "The model 'custom' does not exist on this server; it serves functiongemma, lint, docstring.",
    });
  });
});

describe('answerApiRequest', () => {
  it('lists the models in OpenAI’s shape', () => {
    expect(get('/v1/models')).toEqual({
      status: 200,
      body: {
        object: 'list',
        data: ['functiongemma', 'lint', 'docstring'].map((id) => ({
          id,
          object: 'model',
          created: STAMP.created,
          owned_by: 'remora',
        })),
      },
    });
    expect(get('/v1/models/lint').status).toBe(200);
    expect(get('/v1/models/custom')).toMatchObject({
      status: 404,
      body: { error: { code: 'model_not_found' } },
    });
    expect(get('/health')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers a chat completion with the policy’s tool call, numbered by turn, and its usage', () => {
    const answer = post({
      model: 'lint',
      messages: OPENING,
      tools: LINT_TOOLS,
      tool_choice: 'auto',
    });
    expect(answer.status).toBe(200);
    const body = answer.body as {
      usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
    };
    expect(body).toMatchObject({
      id: 'chatcmpl-7',
      object: 'chat.completion',
      created: STAMP.created,
      model: 'lint',
      choices: [
        {
          index: 0,
          finish_reason: 'tool_calls',
          message: {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_1_1',
                type: 'function',
                function: { name: 'run_linter', arguments: '{"check_only":true}' },
              },
            ],
          },
        },
      ],
    });
    expect(body.usage.prompt_tokens).toBeGreaterThan(0);
    expect(body.usage.completion_tokens).toBeGreaterThan(0);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('plays the next turn from the history the request carries', () => {
    const history = [
      ...OPENING,
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1_1',
            type: 'function',
            function: { name: 'run_linter', arguments: '{"check_only":true}' },
          },
        ],
      },
      {
        role: 'tool',
        tool_call_id: 'call_1_1',
        content: JSON.stringify({ file: 'a.py', total: 0, issues: [] }),
      },
    ];
    const answer = post({ model: 'functiongemma', messages: history, tools: LINT_TOOLS });
    expect(answer.body).toMatchObject({
      model: 'functiongemma',
      choices: [
        { message: { tool_calls: [{ id: 'call_2_1', function: { name: 'submit_result' } }] } },
      ],
    });
  });

  it('answers with text when the request offers no tools', () => {
    const answer = post({ model: 'lint', messages: OPENING });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      choices: [
        {
          finish_reason: 'stop',
          message: { content: expect.stringContaining('only with tool calls') as unknown },
        },
      ],
    });
    expect(
      (answer.body as { choices: { message: object }[] }).choices[0]?.message,
    ).not.toHaveProperty('tool_calls');
  });

  it('writes the calls in the reply’s text under tool_choice none, as a server without a tool parser', () => {
    const answer = post({
      model: 'lint',
      messages: OPENING,
      tools: LINT_TOOLS,
      tool_choice: 'none',
    });
    expect(answer.status).toBe(200);
    const message = (answer.body as { choices: { message: { content: string } }[] }).choices[0]
      ?.message;
    expect(message).not.toHaveProperty('tool_calls');
    expect(readFunctionCalls(message?.content ?? '')).toEqual({
      calls: [{ name: 'run_linter', arguments: { check_only: true } }],
      text: '',
      problems: [],
    });
  });

  it('honours a named tool_choice, and refuses one the policy would not call', () => {
    const named = (name: string) => ({ type: 'function', function: { name } });
    expect(
      post({
        model: 'lint',
        messages: OPENING,
        tools: LINT_TOOLS,
        tool_choice: named('run_linter'),
      }).status,
    ).toBe(200);
    expect(
      post({
        model: 'lint',
        messages: OPENING,
        tools: LINT_TOOLS,
        tool_choice: named('apply_fix'),
      }),
    ).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', param: 'tool_choice' } },
    });
  });

  it('never calls a tool the request does not offer', () => {
    const answer = post({ model: 'lint', messages: OPENING, tools: [spec('submit_result')] });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        error: {
          message:
            "The built-in policy of lint_agent calls run_linter next, which the request's tools do not offer.",
          param: 'tools',
        },
      },
    });
  });

  it('answers an unknown model with a 404 in OpenAI’s error shape', () => {
    expect(post({ model: 'custom', messages: OPENING, tools: LINT_TOOLS })).toEqual({
      status: 404,
      body: {
        error: {
          message:
            "The model 'custom' does not exist on this server; it serves functiongemma, lint, docstring.",
          type: 'invalid_request_error',
          param: 'model',
          code: 'model_not_found',
        },
      },
    });
  });

  it('refuses what is not a chat completion request, saying where', () => {
    expect(post('{"model": ')).toMatchObject({ status: 400, body: { error: { param: null } } });
    expect(post({ model: 'lint' })).toMatchObject({
      status: 400,
      body: { error: { param: 'messages', type: 'invalid_request_error' } },
    });
    expect(post({ model: 'lint', messages: [{ role: 'robot', content: 'x' }] })).toMatchObject({
      status: 400,
      body: { error: { param: 'messages.0.role' } },
    });
    expect(
      post({ model: 'lint', messages: OPENING, tools: LINT_TOOLS, stream: true }),
    ).toMatchObject({ status: 400, body: { error: { param: 'stream' } } });
    expect(
      post({ model: 'functiongemma', messages: OPENING, tools: [spec('other')] }),
    ).toMatchObject({ status: 400, body: { error: { param: 'tools' } } });
  });

  it('answers a policy that breaks with a 500, and unknown routes and methods as errors', () => {
    const broken: PolicyServerState = {
      ...SERVER,
      policies: new Map([
        ...POLICIES,
        [
          'lint_agent',
          () => {
            throw new Error('no moves left');
          },
        ],
      ]),
    };
    const body = JSON.stringify({ model: 'lint', messages: OPENING, tools: LINT_TOOLS });
    expect(
      answerApiRequest({ method: 'POST', path: '/v1/chat/completions', body }, broken, STAMP),
    ).toEqual({
      status: 500,
      body: {
        error: {
          message: 'The built-in policy of lint_agent failed: no moves left',
          type: 'server_error',
          param: null,
          code: null,
        },
      },
    });
    expect(get('/v1/chat/completions').status).toBe(405);
    expect(post({}, '/v1/models').status).toBe(405);
    expect(get('/v1/embeddings').status).toBe(404);
    expect(get('/v1/models/?x=1').status).toBe(200);
  });
});
