import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from '@huggingface/jinja';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.js';
import { loadAgents } from '../../src/ops/agent-files.js';
import { runDoctor } from '../../src/pipeline/doctor.js';
import type { ChatMessage, ToolSpec } from '../../src/core/runner/messages.js';
import { interceptNetwork } from '../support/network.js';

/**
 * The doctor's probe against scripted servers: one call per agent with typed
 * arguments goes through the server's chat template (vLLM's /tokenize and
 * /detokenize) and must come back identical.
 */

const SERVER = 'http://gpu.test';
const TEMPLATE = new Template(
  readFileSync(join(import.meta.dirname, '..', '..', 'server', 'chat-template.jinja'), 'utf8'),
);
const MODELS = ['functiongemma', 'lint', 'docstring', 'test', 'sample_data'];

interface RenderBody {
  model: string;
  messages: ChatMessage[];
  tools: ToolSpec[];
}

/** Renders like a server started with the one template: arguments as objects, as vLLM hands them over. */
function renderWithTheTemplate(body: RenderBody, value = (v: unknown) => v): string {
  return TEMPLATE.render({
    messages: body.messages.map((message) =>
      message.role === 'assistant' && message.tool_calls
        ? {
            ...message,
            tool_calls: message.tool_calls.map((call) => ({
              ...call,
              function: {
                name: call.function.name,
                arguments: Object.fromEntries(
                  Object.entries(JSON.parse(call.function.arguments) as object).map(([k, v]) => [
                    k,
                    value(v),
                  ]),
                ),
              },
            })),
          }
        : message,
    ),
    tools: body.tools,
    bos_token: '<bos>',
    add_generation_prompt: false,
  });
}

/** A vLLM-like server: its model list, the rendering `render` makes, and a chat completion per op. */
function scriptServer(render: (body: RenderBody) => string, served = MODELS) {
  const rendered = new Map<number, string>();
  const scope = nock(SERVER)
    .get('/v1/models')
    .reply(200, { object: 'list', data: served.map((id) => ({ id, object: 'model' })) })
    .post('/tokenize')
    .reply(async (request: Request) => {
      rendered.set(rendered.size, render((await request.json()) as RenderBody));
      return [200, { tokens: [rendered.size - 1] }];
    })
    .post('/detokenize')
    .reply(async (request: Request) => {
      const { tokens } = (await request.json()) as { tokens: number[] };
      return [200, { prompt: rendered.get(tokens[0] ?? -1) }];
    })
    .post('/v1/chat/completions')
    .reply(200, {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'lint',
      choices: [
        {
          index: 0,
          finish_reason: 'stop',
          message: {
            role: 'assistant',
            content:
              '<start_function_call>call:run_linter{"check_only": true}<end_function_call><end_of_turn>',
          },
        },
      ],
    });
  return scope;
}

const empty = mkdtempSync(join(tmpdir(), 'remora-probe-'));
const { config } = await loadConfig(empty, {});
const { agents } = await loadAgents();
const doctor = () =>
  runDoctor({
    serverUrl: `${SERVER}/v1`,
    config,
    agents,
    agentProblems: new Map(),
    ops: ['lint'],
  });

beforeAll(() => interceptNetwork());
afterEach(() => nock.cleanAll());
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('the doctor’s probe call', () => {
  it('comes back identical through a server that renders with the one template', async () => {
    const scope = scriptServer((body) => renderWithTheTemplate(body));
    const report = await doctor();
    expect(report.verdicts).toEqual([
      expect.objectContaining({
        op: 'lint',
        probe: 'identical',
        calls: ['run_linter'],
        argumentsValid: true,
      }),
    ]);
    expect(report.verdicts[0]).not.toHaveProperty('problem');
    expect(scope.isDone()).toBe(true);
  });

  it('is changed by a server that writes every value as text, and the op is not ready', async () => {
    const scope = scriptServer((body) => renderWithTheTemplate(body, (v) => String(v)));
    const report = await doctor();
    expect(report.verdicts[0]).toMatchObject({ op: 'lint', probe: 'changed' });
    expect(report.verdicts[0]?.problem).toMatch(
      /^the server's chat template changed the probe tool call \(sent .*"issues_fixed":3.*, read back .*"issues_fixed":"3"/,
    );
    expect(scope.isDone()).toBe(true);
  });

  it('says so when the server renders nothing on request, and judges the op on its reply', async () => {
    const scope = nock(SERVER)
      .get('/v1/models')
      .reply(200, { object: 'list', data: MODELS.map((id) => ({ id, object: 'model' })) })
      .post('/tokenize')
      .reply(404, { detail: 'Not Found' })
      .post('/apply-template')
      .reply(404, 'no such route')
      .post('/v1/chat/completions')
      .reply(200, {
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 0,
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
                  id: 'x',
                  type: 'function',
                  function: { name: 'run_linter', arguments: '{"check_only": true}' },
                },
              ],
            },
          },
        ],
      });
    const report = await doctor();
    expect(report.verdicts[0]).toMatchObject({ probe: 'unavailable', argumentsValid: true });
    expect(report.verdicts[0]).not.toHaveProperty('problem');
    expect(scope.isDone()).toBe(true);
  });
});
