import { runCli } from '../../src/cli.js';

/** What one CLI invocation printed, and its exit status. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI in-process from `cwd`, capturing its output, with an
 * environment of PATH and HOME only (plus `env`): no developer setting or
 * secret of the machine running the tests reaches it.
 */
export async function cli(
  cwd: string,
  argv: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

/** How {@link reviewOp} reviews: against the built-in policy unless a server is named. */
export interface ReviewOptions {
  base?: string;
  server?: string;
}

/** `remora review --base <base> --ops <op> --format json`, with the built-in policy or a server. */
export function reviewOp(cwd: string, op: string, options: ReviewOptions = {}): Promise<CliRun> {
  const backend = options.server ? ['--server', options.server] : ['--model', 'builtin'];
  return cli(cwd, [
    'review',
    '--base',
    options.base ?? 'main',
    ...backend,
    '--ops',
    op,
    '--format',
    'json',
  ]);
}
