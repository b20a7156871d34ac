import { realpath } from 'node:fs/promises';
import { RemoraError } from '../core/errors.js';
import { decodeFileText } from '../core/workspace/file-encoding.js';
import type { FileSource } from '../core/workspace/file-source.js';
import { confineWorkspacePath } from '../core/workspace/workspace-path.js';
import { execGit } from './git.js';
import type { RunResult } from './subprocess.js';
import { readInside } from './workspace-tree.js';

/**
 * A FileSource over a folder on disk (the stable tree / checkout). Refuses
 * paths that resolve (via realpath, symlinks included) outside the root — a
 * symlink pointing out of the repo reads as a TOOL_001 error, not its target.
 * Links inside the root are followed; folders and missing files read as undefined.
 */
export function createDirectorySource(
  root: string,
  /** Told the bytes of every file read (undefined when absent), for the read ledger of --apply. */
  onRead?: (path: string, bytes: Buffer | undefined) => void,
): FileSource {
  let realRoot: Promise<string> | undefined;
  return {
    async readFile(path) {
      const confined = confineWorkspacePath(path);
      realRoot ??= realpath(root);
      const found = await readInside(await realRoot, confined);
      if (found.kind === 'outside')
        throw new RemoraError(
          'TOOL_001',
          `path ${JSON.stringify(path)} resolves outside the repository (or into .git); expected a file inside it`,
        );
      const bytes = found.kind === 'file' ? found.bytes : undefined;
      onRead?.(confined, bytes);
      return bytes && decodeFileText(confined, bytes).text;
    },
  };
}

/** What `git cat-file --batch --follow-symlinks` said about one object name. */
export type BatchAnswer =
  { kind: 'blob'; content: string } | { kind: 'absent' } | { kind: 'outside'; detail: string };

const OBJECT_HEADER = /^[0-9a-f]{40,64} (\w+) (\d+)$/;

/** Reads the one answer of a batch call; exported for tests of the protocol corners. */
export function parseBatchAnswer(stdout: Buffer): BatchAnswer {
  const end = stdout.indexOf(10);
  const header = stdout.subarray(0, end < 0 ? stdout.length : end).toString('utf8');
  const object = OBJECT_HEADER.exec(header);
  if (object) {
    if (object[1] !== 'blob') return { kind: 'absent' };
    const size = Number(object[2]);
    return { kind: 'blob', content: stdout.subarray(end + 1, end + 1 + size).toString('utf8') };
  }
  // In-tree links are followed by git itself; these are the ones it could not follow.
  if (header.startsWith('symlink ')) return { kind: 'outside', detail: 'a link out of the tree' };
  if (header.startsWith('loop ')) return { kind: 'outside', detail: 'a symbolic link loop' };
  // `missing`, `dangling` (link to nothing), `notdir` (a file used as a folder).
  return { kind: 'absent' };
}

type GitRunner = (args: readonly string[], input?: string) => Promise<RunResult>;

// Through the project's one git runner: no shell, no token, no user config.
function createGitRunner(repoRoot: string): GitRunner {
  return (args, input) => execGit(args, repoRoot, input === undefined ? {} : { input });
}

async function resolveCommit(git: GitRunner, commit: string): Promise<string> {
  const result = await git([
    'rev-parse',
    '--verify',
    '--quiet',
    '--end-of-options',
    `${commit}^{commit}`,
  ]);
  if (result.exitCode !== 0)
    throw new RemoraError('GIT_001', `unknown commit ${JSON.stringify(commit)}`);
  return result.stdout.toString('utf8').trim();
}

async function readAtCommit(
  git: GitRunner,
  oid: string,
  path: string,
): Promise<string | undefined> {
  const result = await git(['cat-file', '--batch', '--follow-symlinks'], `${oid}:${path}\n`);
  if (result.exitCode !== 0)
    throw new RemoraError('GIT_001', `git cat-file failed for ${path}: ${result.stderr.trim()}`);
  const answer = parseBatchAnswer(result.stdout);
  if (answer.kind === 'outside')
    throw new RemoraError('TOOL_001', `path ${JSON.stringify(path)} is ${answer.detail}; refused`);
  return answer.kind === 'blob' ? answer.content : undefined;
}

/**
 * A FileSource over a git commit (reads blobs with `git cat-file`, following
 * symbolic links inside the tree) — for reviewing a revision that is not
 * checked out. Git runs without a shell and with a scrubbed environment, so it
 * never sees a token. An unknown commit is GIT_001 on the first read.
 */
export function createGitCommitSource(repoRoot: string, commit: string): FileSource {
  if (commit.length === 0 || commit.startsWith('-') || /\s/.test(commit))
    throw new RemoraError('GIT_001', `not a commit: ${JSON.stringify(commit)}`);
  const git = createGitRunner(repoRoot);
  let oid: Promise<string> | undefined;
  // A commit never changes, so each path is read at most once.
  const cache = new Map<string, Promise<string | undefined>>();
  return {
    async readFile(path) {
      const confined = confineWorkspacePath(path);
      // The batch protocol is one name per line; a newline cannot be asked for.
      if (/[\n\r]/.test(confined))
        throw new RemoraError('TOOL_001', `path ${JSON.stringify(path)} contains a line break`);
      let content = cache.get(confined);
      if (!content) {
        if (!oid) {
          oid = resolveCommit(git, commit);
          oid.catch(() => (oid = undefined));
        }
        content = oid.then((resolved) => readAtCommit(git, resolved, confined));
        cache.set(confined, content);
        // A failure may be passing (a busy machine); let the next read try again.
        content.catch(() => cache.delete(confined));
      }
      return content;
    },
  };
}
