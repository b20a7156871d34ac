import { devNull } from 'node:os';
import { RemoraError } from '../../core/errors.js';
import { parseBatchAnswers, type BatchAnswer } from './git-batch.js';
import { runProgram, scrubbedEnv, type RunResult } from '../process/subprocess.js';

/** Flags that pin the diff format, whatever the user's config says. */
export const DIFF_FLAGS = [
  '--no-color',
  '--no-ext-diff',
  '--no-textconv',
  '--src-prefix=a/',
  '--dst-prefix=b/',
];

/**
 * The environment of every git subprocess: no secrets (the allowlist of
 * scrubbedEnv), no user or system configuration (a developer's
 * `diff.noprefix` or colour settings would change the text we parse), no
 * prompts, no lazy fetches from a partial clone's remote, and every path a
 * file's name, never a pattern: a pull request's file named `:(glob)*` or
 * `::x.py` would otherwise be pathspec magic.
 */
export function scrubbedGitEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return scrubbedEnv(env, {
    LC_ALL: 'C',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: devNull,
    GIT_TERMINAL_PROMPT: '0',
    GIT_NO_LAZY_FETCH: '1',
    GIT_OPTIONAL_LOCKS: '0',
    GIT_LITERAL_PATHSPECS: '1',
  });
}

/**
 * Runs git in `cwd` without a shell: the one way Remora runs git. A non-zero
 * exit is a result; failing to start is GIT_001.
 */
export async function execGit(
  args: readonly string[],
  cwd: string,
  options: {
    env?: NodeJS.ProcessEnv;
    input?: string;
    /** Entries this one command needs beyond the scrubbed environment (a fetch's credentials). */
    extraEnv?: Record<string, string>;
  } = {},
): Promise<RunResult> {
  // Runners check out as another user inside containers; trusting the folder
  // on the command line is the protected way to allow that.
  const fullArgs = ['-c', `safe.directory=${cwd}`, '-c', 'core.quotePath=true', ...args];
  try {
    return await runProgram('git', fullArgs, {
      cwd,
      env: { ...scrubbedGitEnv(options.env), ...options.extraEnv },
      ...(options.input === undefined ? {} : { input: options.input }),
    });
  } catch (error) {
    throw new RemoraError('GIT_001', `could not run git: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

/** Runs git; its stdout when the exit code is one of `okCodes`, else GIT_001 with git's message. */
export async function runGit(
  args: readonly string[],
  cwd: string,
  okCodes: readonly number[] = [0],
): Promise<Buffer> {
  const result = await execGit(args, cwd);
  if (okCodes.includes(result.exitCode)) return result.stdout;
  throw new RemoraError('GIT_001', `git ${args.join(' ')} failed: ${result.stderr.trim()}`);
}

/**
 * Git in one folder, the commands every wrapper shares: `try*` methods return
 * undefined when git says no (an unknown revision, no repository, a shallow
 * clone's missing history) instead of throwing; a git that cannot start is GIT_001.
 */
export interface GitCommands {
  readonly cwd: string;
  /** Runs git with its scrubbed environment; a non-zero exit is a result. */
  exec(args: readonly string[], input?: string): Promise<RunResult>;
  /** The commit a revision names, or undefined. */
  tryResolveCommit(revision: string): Promise<string | undefined>;
  /** The best common ancestor of two commits, or undefined. */
  tryMergeBase(a: string, b: string): Promise<string | undefined>;
  /** True in a shallow clone. */
  isShallow(): Promise<boolean>;
  /** `git diff` with the pinned format flags and these arguments, or undefined when git fails. */
  tryDiff(args: readonly string[]): Promise<string | undefined>;
  /** One `git cat-file --batch` answer per `<commit>:<path>` name, in order; GIT_001 when git fails. */
  readObjects(names: readonly string[], followSymlinks?: boolean): Promise<BatchAnswer[]>;
}

// An object id no repository holds: cat-file answers it `missing`.
const MISSING_OBJECT = '0'.repeat(40);

/** The {@link GitCommands} for `cwd`; starts nothing until a method is called. */
export function createGitCommands(cwd: string, env: NodeJS.ProcessEnv = process.env): GitCommands {
  const exec = (args: readonly string[], input?: string): Promise<RunResult> =>
    execGit(args, cwd, { env, ...(input === undefined ? {} : { input }) });
  const tryText = async (args: readonly string[]): Promise<string | undefined> => {
    const result = await exec(args);
    return result.exitCode === 0 ? result.stdout.toString('utf8') : undefined;
  };
  return {
    cwd,
    exec,
    async tryResolveCommit(revision) {
      const args = ['rev-parse', '--verify', '--quiet', '--end-of-options', `${revision}^{commit}`];
      return (await tryText(args))?.trim() || undefined;
    },
    async tryMergeBase(a, b) {
      return (await tryText(['merge-base', a, b]))?.trim() || undefined;
    },
    async isShallow() {
      return (await tryText(['rev-parse', '--is-shallow-repository']))?.trim() === 'true';
    },
    tryDiff(args) {
      return tryText(['diff', ...DIFF_FLAGS, ...args]);
    },
    async readObjects(names, followSymlinks = false) {
      if (names.length === 0) return [];
      // The batch reads one name a line: a path holding a newline is named by its object id.
      const lines = await Promise.all(
        names.map(async (name) =>
          name.includes('\n')
            ? ((
                await tryText(['rev-parse', '--verify', '--quiet', '--end-of-options', name])
              )?.trim() ?? MISSING_OBJECT)
            : name,
        ),
      );
      const batch = ['cat-file', '--batch', ...(followSymlinks ? ['--follow-symlinks'] : [])];
      const result = await exec(batch, lines.map((line) => `${line || MISSING_OBJECT}\n`).join(''));
      if (result.exitCode !== 0)
        throw new RemoraError('GIT_001', `git cat-file failed: ${result.stderr.trim()}`);
      return parseBatchAnswers(result.stdout, names.length);
    },
  };
}
