import { spawn, type ChildProcess } from 'node:child_process';

// Variables a child process may see. Everything else (tokens, API keys, the
// runner's secrets) is dropped: an allowlist cannot leak a secret it never named.
const SAFE_VARIABLES = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'TEMP',
  'TMP',
  'TERM',
  'SYSTEMROOT',
];

/** The environment for a subprocess: the safe variables of `env`, the locale, plus `extra`. */
export function scrubbedEnv(
  env: NodeJS.ProcessEnv,
  extra: Record<string, string> = {},
): Record<string, string> {
  const clean: Record<string, string> = {};
  for (const name of Object.keys(env)) {
    const value = env[name];
    if (value !== undefined && (SAFE_VARIABLES.includes(name) || name.startsWith('LC_')))
      clean[name] = value;
  }
  return { ...clean, ...extra };
}

export interface RunResult {
  stdout: Buffer;
  stderr: string;
  /** The exit code; 1 when the process was ended by a signal. */
  exitCode: number;
  /** True when the run outlived its timeout and its processes were killed. */
  timedOut: boolean;
}

export interface RunOptions {
  cwd: string;
  env: Record<string, string>;
  /** Written to stdin, which is then closed; a program that never reads it is fine. */
  input?: string;
  timeoutMs?: number;
  maxBytes?: number;
  /** How long a timed-out process group has between SIGTERM and SIGKILL. */
  killGraceMs?: number;
  /** Aborting it kills the process group at once (a cancelled run); the result is then a signal's. */
  signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_KILL_GRACE_MS = 2_000;
// On POSIX a child leads its own process group, so the group can be signalled whole.
const OWN_GROUP = process.platform !== 'win32';

/** Signals the child's whole process group (its children and theirs), or just it where groups are not. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    if (OWN_GROUP) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * After the timeout, SIGTERM to the child's group, then SIGKILL after the
 * grace period; returns what cancels both.
 */
function armTimeout(child: ChildProcess, options: RunOptions, onTimeout: () => void): () => void {
  let killer: NodeJS.Timeout | undefined;
  const timer = setTimeout(() => {
    onTimeout();
    signalGroup(child, 'SIGTERM');
    killer = setTimeout(
      () => signalGroup(child, 'SIGKILL'),
      options.killGraceMs ?? DEFAULT_KILL_GRACE_MS,
    );
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return () => {
    clearTimeout(timer);
    clearTimeout(killer);
  };
}

// Every child running now, so that a run told to stop can end them all at once.
const running = new Set<ChildProcess>();

/**
 * Kills every program this process started and is still waiting for, with
 * everything they started: a run told to stop (SIGTERM) does not wait for a
 * test suite to finish. Their runs resolve as killed by a signal.
 */
export function stopAllPrograms(): void {
  for (const child of running) signalGroup(child, 'SIGKILL');
}

/** "timed out after 1.5 s": how a timeout reads in a message. */
export function describeTimeout(timeoutMs: number): string {
  return `timed out after ${Number((timeoutMs / 1000).toFixed(3))} s`;
}

/**
 * Runs a program without a shell and collects its output; a non-zero exit is
 * a result, not an exception (only a failure to start, or output beyond
 * `maxBytes`, rejects). The program runs in a process group of its own: on
 * timeout the whole group gets SIGTERM, then SIGKILL after a grace period, so
 * nothing it started outlives it; what it left running when it exited is
 * killed too. A program that exits without reading its input is not an error.
 */
export function runProgram(
  file: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, [...args], {
      cwd: options.cwd,
      env: options.env,
      detached: OWN_GROUP,
      stdio: ['pipe', 'pipe', 'pipe'],
      windowsHide: true,
    });
    running.add(child);
    const maxBytes = options.maxBytes ?? 512 * 1024 * 1024;
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let bytes = 0;
    let timedOut = false;
    let overflow = false;
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        overflow = true;
        signalGroup(child, 'SIGKILL');
        return;
      }
      into.push(chunk);
    };
    child.stdout.on('data', collect(stdout));
    child.stderr.on('data', collect(stderr));
    // EPIPE when the program exits without reading its input: its exit status says what happened.
    child.stdin.on('error', () => {});
    child.stdin.end(options.input);
    const disarmTimeout = armTimeout(child, options, () => (timedOut = true));
    const kill = (): void => signalGroup(child, 'SIGKILL');
    if (options.signal?.aborted) kill();
    else options.signal?.addEventListener('abort', kill, { once: true });
    const disarm = (): void => {
      disarmTimeout();
      options.signal?.removeEventListener('abort', kill);
    };
    // Leftovers in the group would hold the output pipes open, and the run, with them.
    child.on('exit', () => signalGroup(child, 'SIGKILL'));
    child.on('error', (error) => {
      running.delete(child);
      disarm();
      reject(error);
    });
    child.on('close', (code) => {
      running.delete(child);
      disarm();
      if (overflow) return reject(new Error(`output exceeded ${maxBytes} bytes`));
      resolve({
        stdout: Buffer.concat(stdout),
        stderr: Buffer.concat(stderr).toString('utf8'),
        exitCode: code ?? 1,
        timedOut,
      });
    });
  });
}
