import { rmSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { cleanupOnSignal } from '../process/exit-cleanup.js';
import { createGitCommands, DIFF_FLAGS, execGit, type GitCommands } from './git-commands.js';
import type { Git } from '../../ports.js';

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
  /** Object ids git has named as commits here: resolving one again needs no git. */
  readonly knownCommits: Set<string>;
  /** The {@link readFiles} calls of this tick, read together by one `git cat-file --batch`. */
  readonly pendingReads: PendingRead[];
}

/** One {@link readFiles} call waiting for the batch that answers it. */
interface PendingRead {
  commit: string;
  paths: readonly string[];
  resolve(files: Map<string, Buffer>): void;
  reject(error: unknown): void;
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
  const repo: OpenRepository = {
    root: top.stdout.toString('utf8').trim(),
    env,
    commands,
    knownCommits: new Set(),
    pendingReads: [],
  };
  return {
    root: repo.root,
    resolveCommit: (revision) => resolveCommit(repo, revision),
    mergeBase: (a, b) => mergeBase(repo, a, b),
    diff: (base, head, paths = []) => diffCommits(repo, base, head, paths),
    readFiles: (commit, paths) => readFiles(repo, commit, paths),
    isClean: () => isClean(repo),
    changedTrackedFiles: () => changedTrackedFiles(repo),
    trackedFiles: (paths) => trackedFiles(repo, paths),
    listTrackedFiles: () => listTrackedFiles(repo),
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
  if (repo.knownCommits.has(revision)) return revision;
  const commit = await repo.commands.tryResolveCommit(revision);
  if (commit === undefined)
    throw new RemoraError(
      'GIT_001',
      `unknown revision: ${revision}${(await shallowHint(repo)) || MISSING_REVISION_HINT}`,
    );
  repo.knownCommits.add(commit);
  return commit;
}

async function mergeBase(repo: OpenRepository, a: string, b: string): Promise<string> {
  const base = await repo.commands.tryMergeBase(a, b);
  if (base !== undefined) {
    repo.knownCommits.add(base);
    return base;
  }
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

/**
 * The files at `commit` that are blobs, by path. The calls made in one tick
 * (a diff's head and base versions) are read by one `git cat-file --batch`.
 */
function readFiles(
  repo: OpenRepository,
  commit: string,
  paths: readonly string[],
): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    repo.pendingReads.push({ commit, paths, resolve, reject });
    if (repo.pendingReads.length === 1) queueMicrotask(() => void readPending(repo));
  });
}

async function readPending(repo: OpenRepository): Promise<void> {
  const reads = repo.pendingReads.splice(0);
  const names = reads.flatMap(({ commit, paths }) => paths.map((path) => `${commit}:${path}`));
  let answers: Awaited<ReturnType<GitCommands['readObjects']>>;
  try {
    answers = await repo.commands.readObjects(names);
  } catch (error) {
    for (const read of reads) read.reject(error);
    return;
  }
  let at = 0;
  for (const read of reads) {
    const files = new Map<string, Buffer>();
    read.paths.forEach((path, index) => {
      const answer = answers[at + index];
      if (answer?.kind === 'blob') files.set(path, answer.bytes);
    });
    at += read.paths.length;
    read.resolve(files);
  }
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

async function listTrackedFiles(repo: OpenRepository): Promise<Set<string>> {
  const listed = await execGit(['ls-files', '-z', '--full-name'], repo.root, { env: repo.env });
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
