import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openingMessages, toolSpecs } from '../../src/core/runner/opening-request.js';
import type { CSTNode } from '../../src/core/nodes.js';
import { loadAgents } from '../../src/ops/agent-files.js';
import { cli } from '../support/cli.js';
import { serveCommand } from '../support/serve.js';

// `remora serve` run in-process; test/cli/serve.e2e.test.ts starts it as a process of its own.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-serve-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function modelIds(url: string): Promise<string[]> {
  const response = await fetch(`${url}/models`);
  return ((await response.json()) as { data: { id: string }[] }).data.map((m) => m.id);
}

describe('remora serve', () => {
  it('serves the default model of remora.yaml and the agents’ adapters, until told to stop', async () => {
    writeFileSync(join(dir, 'remora.yaml'), 'server:\n  default_model: gemma-base\n');
    const serve = serveCommand(dir, ['--policy', 'builtin', '--port', '0']);
    const url = await serve.url;
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    expect(await modelIds(url)).toEqual(['gemma-base', 'docstring', 'lint', 'sample_data', 'test']);
    expect(serve.output().stdout).toContain(
      'models: gemma-base, docstring, lint, sample_data, test\n',
    );
    serve.stop('SIGTERM');
    expect(await serve.exit).toBe(0);
    expect(serve.output().stderr).toBe(
      'remora serve: stopped on SIGTERM after 0 chat completions\n',
    );
    expect(await fetch(`${url}/models`).catch((error: unknown) => error)).toBeInstanceOf(TypeError);
  });

  it('listens beyond loopback only when --host names such an address, and says so', async () => {
    const serve = serveCommand(dir, ['--policy', 'builtin', '--port', '0', '--host', '0.0.0.0']);
    expect(await serve.url).toMatch(/^http:\/\/0\.0\.0\.0:\d+\/v1$/);
    serve.stop('SIGINT');
    expect(await serve.exit).toBe(0);
    expect(serve.output().stderr).toMatch(
      /^warning: listening on 0\.0\.0\.0, beyond this machine, because --host says so;/,
    );
  });

  it.each([
    [[], 'CLI_001: serve needs --policy builtin'],
    [['--policy', 'vllm'], "--policy takes 'builtin' (the only policy there is), not 'vllm'"],
    [['--policy', 'builtin', '--port', '80x'], '--port takes a port number from 0 to 65535'],
    [['--policy', 'builtin', '--port', '65536'], "not '65536'"],
    [['--policy', 'builtin', 'extra'], "unexpected argument 'extra'"],
  ])('refuses %j as a usage error', async (args, message) => {
    const run = await cli(dir, ['serve', ...args]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
  });

  it("answers a node's test agent with its language's own policy, as the opening message names the language", async () => {
    const { agents } = await loadAgents(dir);
    const agent = agents.get('test');
    if (!agent) throw new Error('the bundled test agent did not load');
    const node = (file_path: string): CSTNode => ({
      node_id: '0',
      node_type: 'function',
      name: 'add',
      full_name: 'add',
      file_path,
      start_line: 1,
      end_line: 3,
      start_byte: 0,
      end_byte: 40,
      text: 'function add(a: number, b: number): number {\n  return a + b;\n}',
    });
    const serve = serveCommand(dir, ['--policy', 'builtin', '--port', '0']);
    const url = await serve.url;
    const firstMove = async (file: string, language: string): Promise<string[]> => {
      const response = await fetch(`${url}/chat/completions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          model: 'test',
          messages: openingMessages(agent, node(file), {}, 8000, language),
          tools: toolSpecs(agent),
        }),
      });
      const body = (await response.json()) as {
        choices: { message: { tool_calls?: { function: { name: string } }[] } }[];
      };
      return (body.choices[0]?.message.tool_calls ?? []).map((call) => call.function.name);
    };
    // TypeScript's test policy reads the signature alone first; Python's also reads the existing tests.
    expect(await firstMove('src/add.ts', 'typescript')).toEqual(['analyze_signature']);
    expect(await firstMove('add.py', 'python')).toEqual([
      'analyze_signature',
      'read_existing_tests',
    ]);
    serve.stop('SIGTERM');
    expect(await serve.exit).toBe(0);
  });
});
