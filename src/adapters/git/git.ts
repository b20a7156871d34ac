import { rmSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { devNull } from 'node:os';
import { dirname, join } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { cleanupOnSignal } from '../process/exit-cleanup.js';
import { parseBatchAnswers, type BatchAnswer } from './git-batch.js';
import { runProgram, scrubbedEnv, type RunResult } from '../process/subprocess.js';
import type { Git } from '../../ports.js';

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

// What to do about a revision this clone does not have, when the clone is not shallow.
const MISSING_REVISION_HINT =
  ': this repository has no such branch, tag or commit; fetch it (`git fetch origin <branch>`, ' +
  'then pass `origin/<branch>`) or name one that `git log --oneline` shows';

/** What the operations of one opened repository share. */
interface OpenRepository {
  /** The repository's top-level folder. */
  readonly root: string;
  readonly env: NodeJS.ProcessEnv;
  readonly commands: GitCommands;
}

/**
 * Opens the repository containing `cwd`. Git runs with a scrubbed environment:
 * nothing Remora runs ever sees a token. Each operation of {@link Git} is a
 * function of this module, below.
 */
export async function createGit(cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<Git> {
  const commands = createGitCommands(cwd, env);
  const top = await commands.exec(['rev-parse', '--show-toplevel']);
  if (top.exitCode !== 0) throw new RemoraError('GIT_001', `not a git repository: ${cwd}`);
  const repo: OpenRepository = { root: top.stdout.toString('utf8').trim(), env, commands };
  return {
    root: repo.root,
    resolveCommit: (revision) => resolveCommit(repo, revision),
    mergeBase: (a, b) => mergeBase(repo, a, b),
    diff: (base, head, paths = []) => diffCommits(repo, base, head, paths),
    readFiles: (commit, paths) => readFiles(repo, commit, paths),
    isClean: () => isClean(repo),
    changedTrackedFiles: () => changedTrackedFiles(repo),
    trackedFiles: (paths) => trackedFiles(repo, paths),
    commonDir: () => commonDir(repo),
    tryMergeBase: (a, b) => commands.tryMergeBase(a, b).catch(() => undefined),
    tryDiffRange: (base, head, paths) =>
      commands.tryDiff(['-M', `${base}...${head}`, '--', ...paths]).catch(() => undefined),
    tryShow: (commit, path) => tryShow(repo, commit, path),
    tryFirstParents: (head, count) => tryFirstParents(repo, head, count),
    addWorktree: (commit, dir) => addWorktree(repo, commit, dir),
  };
}

/** Git's stdout; GIT_001 naming `what` with git's message when it fails. */
async function checked(
  repo: OpenRepository,
  args: readonly string[],
  what: string,
): Promise<string> {
  const result = await repo.commands.exec(args);
  if (result.exitCode !== 0)
    throw new RemoraError('GIT_001', `${what} failed: ${result.stderr.trim()}`);
  return result.stdout.toString('utf8');
}

// A shallow clone (actions/checkout's default depth is 1) lacks the base and the history to it.
async function shallowHint(repo: OpenRepository): Promise<string> {
  return (await repo.commands.isShallow())
    ? ': this is a shallow clone without that history; fetch it (`fetch-depth: 0` in actions/checkout, or `git fetch --unshallow`)'
    : '';
}

async function resolveCommit(repo: OpenRepository, revision: string): Promise<string> {
  if (revision.startsWith('-')) throw new RemoraError('CLI_001', `not a revision: ${revision}`);
  const commit = await repo.commands.tryResolveCommit(revision);
  if (commit === undefined)
    throw new RemoraError(
      'GIT_001',
      `unknown revision: ${revision}${(await shallowHint(repo)) || MISSING_REVISION_HINT}`,
    );
  return commit;
}

async function mergeBase(repo: OpenRepository, a: string, b: string): Promise<string> {
  const base = await repo.commands.tryMergeBase(a, b);
  if (base !== undefined) return base;
  const hint = await shallowHint(repo);
  throw new RemoraError(
    'GIT_001',
    hint
      ? `the merge base of ${a} and ${b} is missing${hint}`
      : `${a} and ${b} have no common ancestor`,
  );
}

function diffCommits(
  repo: OpenRepository,
  base: string,
  head: string,
  paths: readonly string[],
): Promise<string> {
  return checked(
    repo,
    ['diff', '-M', '--unified=3', ...DIFF_FLAGS, base, head, '--', ...paths],
    'git diff',
  );
}

async function readFiles(
  repo: OpenRepository,
  commit: string,
  paths: readonly string[],
): Promise<Map<string, Buffer>> {
  const answers = await repo.commands.readObjects(paths.map((path) => `${commit}:${path}`));
  const files = new Map<string, Buffer>();
  answers.forEach((answer, index) => {
    if (answer.kind === 'blob') files.set(paths[index]!, answer.bytes);
  });
  return files;
}

async function isClean(repo: OpenRepository): Promise<boolean> {
  const status = await checked(
    repo,
    ['status', '--porcelain', '--untracked-files=no'],
    'git status',
  );
  return status.trim() === '';
}

async function changedTrackedFiles(repo: OpenRepository): Promise<string[]> {
  const status = await checked(
    repo,
    ['status', '--porcelain', '-z', '--untracked-files=no', '--no-renames'],
    'git status',
  );
  // Each entry is "XY path"; -z leaves paths unquoted.
  return status
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => entry.slice(3))
    .sort();
}

async function trackedFiles(repo: OpenRepository, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  // Paths are relative to the top, so git runs there, taking them literally.
  const listed = await execGit(
    ['--literal-pathspecs', 'ls-files', '-z', '--full-name', '--', ...paths],
    repo.root,
    { env: repo.env },
  );
  if (listed.exitCode !== 0)
    throw new RemoraError('GIT_001', `git ls-files failed: ${listed.stderr.trim()}`);
  return new Set(listed.stdout.toString('utf8').split('\0').filter(Boolean));
}

async function commonDir(repo: OpenRepository): Promise<string> {
  const args = ['rev-parse', '--path-format=absolute', '--git-common-dir'];
  return (await checked(repo, args, 'git rev-parse')).trim();
}

async function tryShow(
  repo: OpenRepository,
  commit: string,
  path: string,
): Promise<Uint8Array | undefined> {
  const [answer] = await repo.commands.readObjects([`${commit}:${path}`]).catch(() => []);
  return answer?.kind === 'blob' ? new Uint8Array(answer.bytes) : undefined;
}

async function tryFirstParents(
  repo: OpenRepository,
  head: string,
  count: number,
): Promise<string[] | undefined> {
  const listed = await repo.commands.exec([
    'rev-list',
    '--first-parent',
    `--max-count=${count}`,
    '--end-of-options',
    head,
  ]);
  if (listed.exitCode !== 0) return undefined;
  return listed.stdout.toString('utf8').split('\n').filter(Boolean);
}

async function addWorktree(
  repo: OpenRepository,
  commit: string,
  dir: string,
): Promise<{ dir: string; remove(): Promise<void> }> {
  await checked(repo, ['worktree', 'add', '--detach', '--quiet', dir, commit], 'git worktree add');
  // Ctrl-C skips remove(): the folder and git's record of it go then too.
  const record = await tryWorktreeRecord(dir, await commonDir(repo));
  const forget = cleanupOnSignal(() => {
    rmSync(dir, { recursive: true, force: true });
    if (record) rmSync(record, { recursive: true, force: true });
  });
  return {
    dir,
    async remove() {
      forget();
      await repo.commands.exec(['worktree', 'remove', '--force', dir]);
    },
  };
}

/**
 * The folder under `<common-dir>/worktrees/` where git keeps its record of
 * the worktree at `dir`, as the worktree's `.git` file names it; undefined
 * when that file names anything else.
 */
async function tryWorktreeRecord(dir: string, commonDir: string): Promise<string | undefined> {
  const pointer = await readFile(join(dir, '.git'), 'utf8').catch(() => '');
  const named = /^gitdir: (.+)$/m.exec(pointer)?.[1]?.trim();
  if (!named) return undefined;
  const [record, records] = await Promise.all([
    realpath(named).catch(() => ''),
    realpath(join(commonDir, 'worktrees')).catch(() => undefined),
  ]);
  return records !== undefined && dirname(record) === records ? record : undefined;
}
