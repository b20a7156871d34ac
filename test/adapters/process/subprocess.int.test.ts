import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommandToolRunner } from '../../../src/adapters/process/command-tool.js';
import { createDirectorySource } from '../../../src/adapters/files/workspace-files.js';
import { runProgram } from '../../../src/adapters/process/subprocess.js';
import type { AgentDefinition, ToolDefinition } from '../../../src/core/agents/definition.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';

const ENV = { PATH: process.env.PATH ?? '/usr/bin:/bin' };

/** True while `pid` runs; a killed process nobody has reaped yet (a zombie) does not. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // The state follows the parenthesised command name: "pid (comm) S ...".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remora-subprocess-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('runProgram', () => {
  it('survives a program that exits without reading its input', async () => {
    const result = await runProgram('sh', ['-c', 'exit 3'], {
      cwd: dir,
      env: ENV,
      input: 'x'.repeat(8 * 1024 * 1024),
    });
    expect(result).toMatchObject({ exitCode: 3, timedOut: false });
  });

  it('kills the whole process group on timeout, not only the program', async () => {
    const started = Date.now();
    const result = await runProgram('sh', ['-c', 'sleep 300 & echo $!; wait'], {
      cwd: dir,
      env: ENV,
      timeoutMs: 300,
    });
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    const sleeper = Number(result.stdout.toString('utf8').trim());
    expect(sleeper).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(sleeper)).toBe(false);
  }, 10_000);

  it('kills the whole group at once when the run is cancelled', async () => {
    const cancel = new AbortController();
    const pidFile = join(dir, 'sleeper');
    const running = runProgram('sh', ['-c', `sleep 300 & echo $! > ${pidFile}; wait`], {
      cwd: dir,
      env: ENV,
      signal: cancel.signal,
    });
    let sleeper = 0;
    while (sleeper === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      sleeper = Number(readFileSync(pidFile, { encoding: 'utf8', flag: 'a+' }).trim() || 0);
    }
    const started = Date.now();
    cancel.abort();
    const result = await running;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toMatchObject({ exitCode: 1, timedOut: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(sleeper)).toBe(false);
  }, 10_000);

  it('escalates to SIGKILL when the group ignores SIGTERM', async () => {
    const started = Date.now();
    const result = await runProgram('sh', ['-c', 'trap "" TERM; sleep 300 & echo $!; wait'], {
      cwd: dir,
      env: ENV,
      timeoutMs: 200,
      killGraceMs: 300,
    });
    expect(result.timedOut).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(Number(result.stdout.toString('utf8').trim()))).toBe(false);
  }, 10_000);

  it('ends what a program left running when it exited', async () => {
    const result = await runProgram('sh', ['-c', 'sleep 300 > /dev/null 2>&1 & echo $!'], {
      cwd: dir,
      env: ENV,
    });
    expect(result).toMatchObject({ exitCode: 0, timedOut: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(Number(result.stdout.toString('utf8').trim()))).toBe(false);
  });
});

describe('command tools', () => {
  const definition = { name: 'probe_agent', op: 'probe', source: 'probe.yaml' } as AgentDefinition;
  const tool = (command: string[], timeout_ms?: number): ToolDefinition => ({
    name: 'probe',
    description: 'd',
    parameters: { type: 'object', properties: {} },
    command,
    context_providers: [],
    ...(timeout_ms === undefined ? {} : { timeout_ms }),
  });

  function runner() {
    const stable = join(dir, 'stable');
    mkdirSync(stable);
    writeFileSync(join(stable, 'app.py'), 'x = 1\n');
    const workspace = WorkspaceOverlay.create('probe-n1', createDirectorySource(stable));
    const run = createCommandToolRunner({ stableRoot: stable, env: ENV, timeoutMs: 60_000 });
    return (t: ToolDefinition) => run(t, definition, { payload: 'y'.repeat(4_000_000) }, workspace);
  }

  it('reads the result of a tool that never reads its arguments', async () => {
    await expect(runner()(tool(['sh', '-c', 'echo \'{"ok": true}\'']))).resolves.toEqual({
      ok: true,
    });
  });

  it('says a tool timed out, not that it exited with 1', async () => {
    await expect(runner()(tool(['sh', '-c', 'sleep 300; echo done'], 500))).rejects.toMatchObject({
      code: 'TOOL_001',
      message: expect.stringMatching(/^probe timed out after 0\.5 s;/),
    });
  }, 10_000);
});
