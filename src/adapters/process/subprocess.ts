import { spawn, type ChildProcess, type ChildProcessWithoutNullStreams } from 'node:child_process';

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
  // Only the names kept are read: a value of process.env is fetched from the
  // environment each time it is read, and this runs before every program started.
  for (const name of Object.keys(env)) {
    if (!SAFE_VARIABLES.includes(name) && !name.startsWith('LC_')) continue;
    const value = env[name];
    if (value !== undefined) clean[name] = value;
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

/** Starts a program without a shell, piped, in a process group of its own, and counts it as running. */
function startInGroup(
  file: string,
  args: readonly string[],
  options: Pick<RunOptions, 'cwd' | 'env'>,
): ChildProcessWithoutNullStreams {
  const child = spawn(file, [...args], {
    cwd: options.cwd,
    env: options.env,
    detached: OWN_GROUP,
    stdio: ['pipe', 'pipe', 'pipe'],
    windowsHide: true,
  });
  running.add(child);
  return child;
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
    const child = startInGroup(file, args, options);
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

/** A program kept running to answer requests, one line in and one line out. */
export interface LineSession {
  /**
   * Writes one line (no newline in it) and resolves with the next line the
   * program prints; rejects when the program ends, prints more than
   * `maxBytes` without a newline, or takes longer than `timeoutMs` (it is
   * then killed). One request at a time: callers queue.
   */
  request(line: string, timeoutMs: number): Promise<string>;
  /** Ends the program and everything it started. */
  close(): void;
  /** Resolves when the program has ended, with what it printed on stderr (the last 64 KiB). */
  readonly ended: Promise<{ exitCode: number; stderr: string }>;
}

/**
 * Starts a program without a shell, in a process group of its own, to answer
 * requests line by line (a linter that loads its configuration once). Killed
 * with its group on `close`, on a request's timeout, and by `stopAllPrograms`.
 */
export function openProgram(
  file: string,
  args: readonly string[],
  options: Pick<RunOptions, 'cwd' | 'env' | 'maxBytes'>,
): LineSession {
  const child = startInGroup(file, args, options);
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  let pending: { resolve(line: string): void; reject(error: Error): void } | undefined;
  let buffered: Buffer[] = [];
  let bufferedBytes = 0;
  let stderr = '';
  let failure: Error | undefined;
  const fail = (error: Error): void => {
    failure ??= error;
    signalGroup(child, 'SIGKILL');
    pending?.reject(error);
    pending = undefined;
  };
  child.stdout.on('data', (chunk: Buffer) => {
    let rest = chunk;
    for (let at = rest.indexOf(10); at !== -1; at = rest.indexOf(10)) {
      buffered.push(rest.subarray(0, at));
      const line = Buffer.concat(buffered).toString('utf8');
      buffered = [];
      bufferedBytes = 0;
      rest = rest.subarray(at + 1);
      const waiting = pending;
      pending = undefined;
      // A line nobody asked for is the program speaking out of turn: the session cannot be trusted to stay in step.
      if (waiting) waiting.resolve(line);
      else return fail(new Error('the program printed a line no request asked for'));
    }
    bufferedBytes += rest.length;
    if (bufferedBytes > maxBytes) return fail(new Error(`a reply exceeded ${maxBytes} bytes`));
    buffered.push(rest);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-64 * 1024);
  });
  child.stdin.on('error', () => {});
  const ended = new Promise<{ exitCode: number; stderr: string }>((resolve) => {
    child.on('error', (error) => {
      running.delete(child);
      fail(error);
      resolve({ exitCode: 1, stderr: error.message });
    });
    child.on('close', (code) => {
      running.delete(child);
      fail(new Error(`the program ended (exit ${code ?? 'by a signal'})`));
      resolve({ exitCode: code ?? 1, stderr });
    });
  });
  child.on('exit', () => signalGroup(child, 'SIGKILL'));
  return {
    request(line, timeoutMs) {
      if (failure) return Promise.reject(failure);
      if (pending) return Promise.reject(new Error('one request at a time'));
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(
          () => fail(new Error(`no reply: ${describeTimeout(timeoutMs)}`)),
          timeoutMs,
        );
        pending = {
          resolve: (reply) => {
            clearTimeout(timer);
            resolve(reply);
          },
          reject: (error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        child.stdin.write(`${line}\n`);
      });
    },
    close() {
      child.stdin.end();
      signalGroup(child, 'SIGKILL');
    },
    ended,
  };
}
