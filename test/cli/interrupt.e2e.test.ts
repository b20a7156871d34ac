import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GitRepo } from '../support/git-repo.js';

const CLI = join(import.meta.dirname, '..', 'support', 'cli-from-source.mjs');
const HEAD = 'def add(a, b):\n    total = a+b\n    return total\n';

/** A model server that accepts every request and never answers it. */
async function silentServer(): Promise<{ server: Server; url: string; asked: Promise<void> }> {
  let heard: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (heard = resolve));
  const server = createServer(() => heard());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}/v1`, asked };
}

describe('a review interrupted with Ctrl-C', () => {
  let repo: GitRepo;
  let tmp: string;
  let model: Awaited<ReturnType<typeof silentServer>>;
  beforeEach(async () => {
    repo = new GitRepo();
    repo.write('calc.py', 'def add(a, b):\n    return a + b\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('calc.py', HEAD);
    repo.commit('head');
    tmp = mkdtempSync(join(tmpdir(), 'interrupt-tmp-'));
    model = await silentServer();
  });
  afterEach(() => {
    model.server.closeAllConnections();
    model.server.close();
    repo.dispose();
    rmSync(tmp, { recursive: true, force: true });
  });

  /** Starts the CLI, waits for its first model request, sends SIGINT, and returns how it ended. */
  async function interrupt(args: string[]) {
    const child = spawn(process.execPath, [CLI, ...args, '--server', model.url], {
      cwd: repo.dir,
      env: { PATH: process.env.PATH ?? '', HOME: tmp, TMPDIR: tmp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    // The run is under way once the model is asked; an early exit is a failure of its own.
    const started = await Promise.race([model.asked.then(() => true), exited.then(() => false)]);
    expect(started, stderr).toBe(true);
    child.kill('SIGINT');
    const [code, signal] = await exited;
    return { code, signal, stderr };
  }

  it('ends non-zero and leaves no lock, no temp folder and the checkout as it was', async () => {
    const ended = await interrupt(['review', '--base', 'main', '--ops', 'lint', '--apply']);
    expect(ended.code !== 0 || ended.signal === 'SIGINT', ended.stderr).toBe(true);
    expect(readdirSync(tmp).filter((name) => name.startsWith('remora-'))).toEqual([]);
    expect(readdirSync(join(repo.dir, '.git'))).not.toContain('remora.lock');
    expect(repo.git('status', '--porcelain')).toBe('');
    expect(readFileSync(join(repo.dir, 'calc.py'), 'utf8')).toBe(HEAD);
  });

  it('removes the worktree it made for a head that is not checked out', async () => {
    repo.git('checkout', '-q', 'main');
    const ended = await interrupt([
      'review',
      '--base',
      'main',
      '--head',
      'feature',
      '--ops',
      'lint',
    ]);
    expect(ended.code !== 0 || ended.signal === 'SIGINT', ended.stderr).toBe(true);
    expect(readdirSync(tmp).filter((name) => name.startsWith('remora-'))).toEqual([]);
    expect(repo.git('worktree', 'list', '--porcelain').match(/^worktree /gm)).toHaveLength(1);
    expect(repo.git('status', '--porcelain')).toBe('');
  });
});
