import { execFile } from 'node:child_process';

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
  exitCode: number;
}

export interface RunOptions {
  cwd: string;
  env: Record<string, string>;
  input?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Runs a program without a shell and collects its output; a non-zero exit is
 * a result, not an exception (only a failure to start rejects).
 */
export function runProgram(
  file: string,
  args: readonly string[],
  options: RunOptions,
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      file,
      [...args],
      {
        cwd: options.cwd,
        env: options.env,
        encoding: 'buffer',
        maxBuffer: options.maxBytes ?? 512 * 1024 * 1024,
        timeout: options.timeoutMs ?? 120_000,
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (error && typeof code === 'string') return reject(error);
        resolve({
          stdout,
          stderr: stderr.toString('utf8'),
          exitCode: error ? ((error as { code?: number }).code ?? 1) : 0,
        });
      },
    );
    // A program that exits without reading its input closes the pipe: that is its answer, not an error.
    child.stdin?.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') child.kill();
    });
    // Stdin is closed when there is no input: a program that reads it sees end of file, never a hang.
    child.stdin?.end(options.input ?? '');
  });
}
