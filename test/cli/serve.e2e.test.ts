import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// `remora serve` as a process of its own; test/cli/serve.int.test.ts runs the rest in-process.

const CLI = join(import.meta.dirname, '..', 'support', 'cli-from-source.mjs');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-serve-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('remora serve', () => {
  // A process start is slow (the sources are transpiled): SIGINT is covered in test/adapters/process/stop-signal.test.ts.
  it('runs as a process of its own and exits 0 on SIGTERM', async () => {
    const signal = 'SIGTERM';
    const child = spawn(process.execPath, [CLI, 'serve', '--policy', 'builtin', '--port', '0'], {
      cwd: dir,
      env: { PATH: process.env.PATH ?? '', HOME: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = /at (http:\/\/\S+)/.exec(stdout);
        if (found?.[1]) resolve(found[1]);
      });
      void exited.then(() => reject(new Error(`serve exited early: ${stderr}`)));
    });
    const reply = await fetch(`${url}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'nope', messages: [{ role: 'user', content: 'hi' }] }),
    });
    expect(reply.status).toBe(404);
    child.kill(signal);
    const [code, killedBy] = await exited;
    expect({ code, killedBy }).toEqual({ code: 0, killedBy: null });
    expect(stderr).toBe(`remora serve: stopped on ${signal} after 1 chat completion\n`);
  });
});
