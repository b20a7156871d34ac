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
