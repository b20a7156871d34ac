import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

// Stuck in a read that never returns (a FIFO no one writes, which a sandboxed
// conftest.py can leave where Remora reads its report), the process still
// ends: of the signal it is told to stop with, or by itself when it is done.
// Without the bound, both wait forever: Node runs no JavaScript while
// process.exit() waits for the blocked thread, and the stop never finishes.

const SCRIPT = join(import.meta.dirname, '..', '..', 'support', 'stuck-read.mjs');
// Only a bound for a process that never ends: the issue allows it 10 s.
const GIVE_UP_MS = 30_000;

let folder: string | undefined;
let child: ChildProcess | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  if (folder) rmSync(folder, { recursive: true, force: true });
});

function stuck(
  mode: 'graceful' | 'exit' | 'throw',
): Promise<{ child: ChildProcess; output: string[] }> {
  folder = mkdtempSync(join(tmpdir(), 'remora-stuck-'));
  const fifo = join(folder, 'report.xml');
  execFileSync('mkfifo', [fifo]);
  const started = spawn(process.execPath, [SCRIPT, mode, fifo], { stdio: 'pipe' });
  child = started;
  const output: string[] = [];
  return new Promise((resolve, reject) => {
    started.stdout.setEncoding('utf8').on('data', (text: string) => {
      output.push(text);
      if (output.join('').includes('ready\n')) resolve({ child: started, output });
    });
    started.stderr.setEncoding('utf8').on('data', (text: string) => output.push(text));
    started.on('error', reject);
  });
}

/** How the process ended, or `still running` once the test stops waiting. */
function ended(process: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    const giveUp = setTimeout(() => resolve('still running'), GIVE_UP_MS);
    process.on('exit', (code, signal) => {
      clearTimeout(giveUp);
      resolve(signal ?? `code ${code}`);
    });
  });
}

describe('a process stuck in a read of a FIFO', () => {
  it('ends of SIGTERM while its run stops in its own time and never gets there', async () => {
    const { child, output } = await stuck('graceful');
    const end = ended(child);
    child.kill('SIGTERM');
    expect(await end).toBe('SIGTERM');
    expect(output.join('')).toContain('stopping on SIGTERM');
    expect(output.join('')).not.toContain('read returned');
  }, 60_000);

  it('ends by itself when its run is done, saying a file call never returned', async () => {
    const { child, output } = await stuck('exit');
    expect(await ended(child)).toBe('SIGKILL');
    expect(output.join('')).toContain('a file call never returned (exit code 0)');
  }, 60_000);

  it('ends when an error nothing catches ends its run, as Node would, without waiting for the read', async () => {
    const { child, output } = await stuck('throw');
    expect(await ended(child)).toBe('SIGKILL');
    expect(output.join('')).toContain('Error: nothing catches this');
    expect(output.join('')).toContain('a file call never returned (exit code 1)');
  }, 60_000);
});
