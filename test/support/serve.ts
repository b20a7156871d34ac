import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { loadAgents } from '../../src/ops/agent-files.js';
import { startBuiltinServer, type BuiltinServer } from '../../src/adapters/model/builtin-server.js';
import { BUILTIN_REGISTRY } from '../../src/languages/registry.js';
import type { Policy } from '../../src/core/runner/policy.js';
import { builtinModelTable } from '../../src/core/serve/served-models.js';
import { runServeCommand } from '../../src/cli/serve.js';

export interface ServeOptions {
  /** Models the server leaves out, as a server missing an adapter would. */
  without?: readonly string[];
  /** Policies that replace the built-in one of an agent, by agent name. */
  policies?: Readonly<Record<string, Policy>>;
}

/**
 * `remora serve --policy builtin` in-process, on a free loopback port: the
 * bundled agents' adapters and `functiongemma`, answered by the built-in
 * policies. The same HTTP path a production run takes.
 */
export async function startServe(options: ServeOptions = {}): Promise<BuiltinServer> {
  const { agents } = await loadAgents();
  const policies = new Map([
    ...BUILTIN_REGISTRY.policies,
    ...Object.entries(options.policies ?? {}),
  ]);
  const table = builtinModelTable([...agents.values()], 'functiongemma', (name) =>
    policies.has(name),
  );
  return startBuiltinServer({
    table: {
      ...table,
      models: table.models.filter((model) => !(options.without ?? []).includes(model.id)),
    },
    policies,
    port: 0,
  });
}

/** A `remora serve` command run in-process: its URL once it listens, and how to stop it. */
export interface ServeCommand {
  url: Promise<string>;
  /** Stops it as that signal would. */
  stop(signal: string): void;
  exit: Promise<number>;
  output(): { stdout: string; stderr: string };
}

/** Runs `remora serve <args>` in-process from `cwd` (its remora.yaml and agents), until `stop()`. */
export function serveCommand(cwd: string, args: readonly string[]): ServeCommand {
  let stop: (signal: string) => void = () => undefined;
  const stopped = new Promise<string>((resolve) => (stop = resolve));
  let stdout = '';
  let stderr = '';
  let listening: (url: string) => void = () => undefined;
  const url = new Promise<string>((resolve) => (listening = resolve));
  const exit = runServeCommand(
    args,
    {
      cwd,
      env: { PATH: process.env.PATH, HOME: cwd },
      stdout: (text) => {
        stdout += text;
        const found = /at (http:\/\/\S+)/.exec(stdout);
        if (found?.[1]) listening(found[1]);
      },
      stderr: (text) => (stderr += text),
    },
    () => stopped,
  );
  return {
    url: Promise.race([url, exit.then((code) => expect.fail(`serve exited ${code}: ${stderr}`))]),
    stop,
    exit,
    output: () => ({ stdout, stderr }),
  };
}

/**
 * A loopback proxy in front of `served` that holds open, never answering,
 * every request `holds` picks (it is told of each body first): a model
 * server that stops answering half-way, for runs that must be stopped.
 */
export async function startHoldingProxy(
  served: BuiltinServer,
  holds: (request: { url: string; model?: string }) => boolean,
): Promise<{ url: string; close(): void }> {
  const proxy = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const model =
        body.length > 0
          ? (JSON.parse(body.toString('utf8')) as { model?: string }).model
          : undefined;
      if (holds({ url: request.url ?? '', ...(model ? { model } : {}) })) return;
      void fetch(`${served.url.replace(/\/v1\/?$/, '')}${request.url ?? ''}`, {
        method: request.method ?? 'GET',
        headers: { 'content-type': 'application/json' },
        ...(body.length > 0 ? { body } : {}),
      }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/v1`,
    close() {
      proxy.closeAllConnections();
      proxy.close();
    },
  };
}
