import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cli, type CliRun } from '../support/cli.js';
import { serveCommand, startServe, type ServeCommand } from '../support/serve.js';

const ALL_MODELS = ['functiongemma', 'docstring', 'lint', 'sample_data', 'test'];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-doctor-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const doctor = (...args: string[]): Promise<CliRun> => cli(dir, ['doctor', ...args]);

/** The table row of `op` in doctor's output, its cells split on runs of spaces. */
function rowOf(stdout: string, op: string): string[] {
  const line = stdout.split('\n').find((l) => l.startsWith(`${op} `));
  return line?.split(/ {2,}/) ?? [];
}

describe('remora doctor against remora serve', () => {
  let serve: ServeCommand;
  let url: string;
  beforeAll(async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'remora-serve-'));
    serve = serveCommand(cwd, ['--policy', 'builtin', '--port', '0']);
    url = await serve.url;
  });
  afterAll(async () => {
    serve.stop('SIGTERM');
    await serve.exit;
  });

  it('finds every op ready: its adapter listed, a valid call of one of its tools', async () => {
    const run = await doctor('--server', url, '--ops', 'all');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(`server   ${url}`);
    expect(lines[1]).toMatch(
      new RegExp(`^models   GET /models answered in \\d+ ms: ${ALL_MODELS.join(', ')}$`),
    );
    expect(lines[3]).toMatch(/^op +model +served +probe +tool call +arguments +latency +verdict$/);
    const firstCalls: Record<string, string> = {
      docstring: 'repair_docstring',
      lint: 'run_linter',
      sample_data: 'analyze_signature',
      test: 'analyze_signature, read_existing_tests',
    };
    for (const [op, call] of Object.entries(firstCalls)) {
      const [name, model, served, probe, calls, args, latency, verdict] = rowOf(run.stdout, op);
      expect({ name, model, served, probe, calls, args, verdict }).toEqual({
        name: op,
        model: op,
        served: 'yes',
        // remora serve renders no conversation on request: nothing to compare the probe with.
        probe: 'unavailable',
        calls: call,
        args: 'valid',
        verdict: 'ready',
      });
      expect(latency).toMatch(/^\d+ ms$/);
    }
    expect(run.stdout).toMatch(/\nReady: all 4 ops answered with valid tool calls\.\n$/);
  });

  it('checks the ops remora.yaml enables unless --ops says otherwise', async () => {
    const run = await doctor('--server', url);
    expect(run.code).toBe(0);
    expect(['docstring', 'lint', 'test'].map((op) => rowOf(run.stdout, op)[7])).toEqual([
      'ready',
      'ready',
      'ready',
    ]);
    expect(rowOf(run.stdout, 'sample_data')).toEqual([]);
  });
});

describe('remora doctor against a server missing an adapter', () => {
  it('fails, naming the adapter and what a review would do without it', async () => {
    const server = await startServe({ without: ['docstring'] });
    try {
      const run = await doctor('--server', server.url);
      expect(run.code).toBe(1);
      expect(rowOf(run.stdout, 'docstring')).toEqual([
        'docstring',
        'docstring',
        'no',
        '-',
        '-',
        '-',
        '-',
        'NOT READY',
      ]);
      expect(rowOf(run.stdout, 'lint')[7]).toBe('ready');
      expect(run.stdout).toContain(
        "\ndocstring: the model 'docstring' (the docstring agent's model) is not on the server, " +
          'which lists functiongemma, lint, sample_data, test; a review would run the docstring op ' +
          "on server.default_model 'functiongemma' instead, without the op's own adapter.\n",
      );
      expect(run.stdout).toMatch(/\nNot ready: docstring \(2 of 3 ops ready\)\.\n$/);
      expect(run.stderr).toBe('remora doctor: not ready: docstring\n');
    } finally {
      await server.close();
    }
  });
});

/** What a scripted server answers a chat completion: a status, a body, its content type. */
type Answer = { status?: number; body: unknown; type?: string };

/** A loopback server that lists every model and answers each chat completion with `answer`. */
async function brokenServer(answer: (body: { model: string }) => Answer) {
  const seen: { authorization?: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ authorization: request.headers.authorization ?? '' });
      const reply: Answer =
        request.url === '/v1/models'
          ? { body: { object: 'list', data: ALL_MODELS.map((id) => ({ id, object: 'model' })) } }
          : answer(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string });
      response.writeHead(reply.status ?? 200, {
        'content-type': reply.type ?? 'application/json',
      });
      response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A chat completion whose message is `message`. */
function completion(message: Record<string, unknown>): Answer {
  return {
    body: {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 0,
      model: 'lint',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', ...message } }],
    },
  };
}

const call = (name: string, args: string) => ({
  content: null,
  tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: args } }],
});

describe('remora doctor against a broken server', () => {
  it.each<[string, Answer, string[], string]>([
    [
      'answers garbage',
      { body: '<html>upstream error</html>', type: 'text/html' },
      ['lint', 'lint', 'yes', '-', '-'],
      'lint: the request failed: the server sent a reply that is not a chat completion.',
    ],
    [
      'answers JSON that is no chat completion',
      { body: { result: 'ok' } },
      ['lint', 'lint', 'yes', '-', '-'],
      'lint: the request failed: the server sent a reply that is not a chat completion.',
    ],
    [
      'answers with text instead of a tool call',
      completion({ content: 'I am sorry, I cannot run a linter.' }),
      ['lint', 'lint', 'yes', 'none', '-'],
      'lint: it answered with text instead of a tool call: "I am sorry, I cannot run a linter.".',
    ],
    [
      'calls a tool the agent does not have',
      completion(call('delete_everything', '{}')),
      ['lint', 'lint', 'yes', 'delete_everything', '-'],
      "lint: it called 'delete_everything', which is not one of the agent's tools (run_linter, apply_fix, read_current_file, submit_result).",
    ],
    [
      'calls a tool with arguments its schema refuses',
      completion(call('run_linter', '{"check_only": "yes"}')),
      ['lint', 'lint', 'yes', 'run_linter', 'invalid'],
      'lint: invalid arguments for run_linter: check_only must be boolean.',
    ],
    [
      'fails with a server error',
      { status: 500, body: { error: { message: 'CUDA out of memory' } } },
      ['lint', 'lint', 'yes', '-', '-'],
      'lint: the request failed: HTTP 500: 500 CUDA out of memory.',
    ],
  ])('fails when the model %s, saying so', async (_, answer, cells, problem) => {
    const server = await brokenServer(() => answer);
    try {
      const run = await doctor('--server', server.url, '--ops', 'lint');
      expect(run.code).toBe(1);
      const row = rowOf(run.stdout, 'lint');
      expect([...row.slice(0, 3), ...row.slice(4, 6)]).toEqual(cells);
      expect(row[3]).toBe('unavailable');
      expect(row[7]).toBe('NOT READY');
      expect(run.stdout).toContain(`\n${problem}\n`);
      expect(run.stderr).toBe('remora doctor: not ready: lint\n');
    } finally {
      await server.close();
    }
  });

  it('sends the key the variable --api-key-env names', async () => {
    const server = await brokenServer(() => completion(call('run_linter', '{"check_only": true}')));
    try {
      const run = await cli(
        dir,
        ['doctor', '--server', server.url, '--ops', 'lint', '--api-key-env', 'MY_KEY'],
        {
          MY_KEY: 'sekret',
        },
      );
      expect(run.code).toBe(0);
      // GET /models, the probe's POST /tokenize and /apply-template, the chat completion.
      expect(server.seen.map((request) => request.authorization)).toEqual([
        'Bearer sekret',
        'Bearer sekret',
        'Bearer sekret',
        'Bearer sekret',
      ]);
    } finally {
      await server.close();
    }
  });

  it('fails when nothing answers, with the preflight’s questions', async () => {
    const server = await brokenServer(() => completion({}));
    await server.close();
    const run = await doctor('--server', server.url);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('models   The model server is unreachable: GET ');
    expect(run.stdout).toMatch(/\nNot ready: the server cannot be used\.\n$/);
    expect(run.stderr).toMatch(/^remora doctor: not ready: The model server is unreachable/);
  });
});

describe('remora doctor usage', () => {
  it.each([
    [[], 'CLI_001: doctor needs --server <url>'],
    [['--server', 'not a url'], 'CONFIG_001'],
    [['--server', 'http://h:8000/v1', '--api-key-env', 'my-key'], "not 'my-key'"],
    [
      ['--server', 'http://h:8000/v1', '--api-key-env', 'UNSET_KEY'],
      'names UNSET_KEY, which is not set',
    ],
    [['--server', 'http://h:8000/v1', '--ops', 'lint,nope'], "no agent for op 'nope'"],
    [['--server', 'http://h:8000/v1', 'extra'], "unexpected argument 'extra'"],
  ])('refuses %j with exit status 2', async (args, message) => {
    const run = await doctor(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });
});
