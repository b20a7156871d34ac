import OpenAI from 'openai';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAgents } from '../../../src/ops/agent-files.js';
import {
  isLoopbackHost,
  startBuiltinServer,
  type BuiltinServer,
} from '../../../src/adapters/model/builtin-server.js';
import { RemoraError } from '../../../src/core/errors.js';
import { BUILTIN_REGISTRY } from '../../../src/languages/registry.js';
import { toolSpecs } from '../../../src/core/runner/opening-request.js';
import { builtinModelTable } from '../../../src/core/serve/served-models.js';

const { agents } = await loadAgents();
const TABLE = builtinModelTable([...agents.values()], 'functiongemma', (name) =>
  BUILTIN_REGISTRY.policies.has(name),
);
const LINT = agents.get('lint');
if (!LINT) throw new Error('the bundled lint agent did not load');

const running: BuiltinServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

async function start(options: { host?: string; port?: number; exposed?: boolean } = {}) {
  const server = await startBuiltinServer({
    table: TABLE,
    policies: BUILTIN_REGISTRY.policies,
    port: 0,
    ...options,
  });
  running.push(server);
  return server;
}

/** What `promise` rejects with; a promise that resolves fails the test. */
async function caught(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

const clientOf = (server: BuiltinServer) =>
  new OpenAI({ baseURL: server.url, apiKey: 'none', maxRetries: 0 });

describe('the built-in policies over HTTP', () => {
  it('lists the bundled agents’ adapters and the default model to the openai SDK', async () => {
    const server = await start();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const models = await clientOf(server).models.list();
    expect(models.data.map((model) => model.id)).toEqual([
      'functiongemma',
      'docstring',
      'lint',
      'sample_data',
      'test',
    ]);
  });

  it('answers a chat completion with a tool call the SDK reads, and counts it', async () => {
    const server = await start();
    const completion = await clientOf(server).chat.completions.create({
      model: 'lint',
      messages: [
        { role: 'system', content: 'You are a lint agent.' },
        { role: 'user', content: 'Function `f` in a.py' },
      ],
      tools: toolSpecs(LINT),
      tool_choice: 'auto',
      temperature: 0,
    });
    expect(completion.choices[0]?.message.tool_calls).toEqual([
      {
        id: 'call_1_1',
        type: 'function',
        function: { name: 'run_linter', arguments: '{"check_only":true}' },
      },
    ]);
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    expect(server.completions).toBe(1);
  });

  it('answers an unknown model with the 404 the SDK raises as NotFoundError', async () => {
    const server = await start();
    const error = await caught(
      clientOf(server).chat.completions.create({
        model: 'gpt-4o',
        messages: [{ role: 'user', content: 'hi' }],
      }),
    );
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'model_not_found', param: 'model' });
  });

  it('refuses a host beyond loopback unless it was asked for, and a port already taken', async () => {
    const refused = await caught(start({ host: '0.0.0.0' }));
    expect(refused).toBeInstanceOf(RemoraError);
    expect(refused).toMatchObject({ code: 'CLI_001', message: expect.stringContaining('--host') });
    const first = await start();
    const port = Number(new URL(first.url).port);
    expect(await caught(start({ port }))).toMatchObject({
      code: 'CLI_001',
      message: `port ${port} on 127.0.0.1 is taken; choose another with --port`,
    });
    const exposed = await start({ host: '0.0.0.0', exposed: true });
    expect(exposed.url).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/v1$/);
  });

  it('tells loopback hosts from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '10.0.0.5', '::', 'remora-server', '128.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('stops listening when closed', async () => {
    const server = await start();
    await running.pop()?.close();
    expect(await caught(fetch(`${server.url}/models`))).toBeInstanceOf(TypeError);
  });
});
