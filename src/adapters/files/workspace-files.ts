import { realpath } from 'node:fs/promises';
import { RemoraError } from '../../core/errors.js';
import { decodeFileText } from '../../languages/file-text.js';
import type { FileSource } from '../../core/workspace/file-source.js';
import { confineWorkspacePath } from '../../core/workspace/workspace-path.js';
import { createGitCommands, type GitCommands } from '../git/git-commands.js';
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

async function resolveCommit(git: GitCommands, commit: string): Promise<string> {
  const resolved = await git.tryResolveCommit(commit);
  if (resolved === undefined)
    throw new RemoraError('GIT_001', `unknown commit ${JSON.stringify(commit)}`);
  return resolved;
}

async function readAtCommit(
  git: GitCommands,
  oid: string,
  path: string,
): Promise<string | undefined> {
  const [answer] = await git.readObjects([`${oid}:${path}`], true);
  if (answer?.kind === 'outside')
    throw new RemoraError('TOOL_001', `path ${JSON.stringify(path)} is ${answer.detail}; refused`);
  // Decoded as the checkout is: a PEP 263 cookie or a BOM keeps the file's own encoding.
  return answer?.kind === 'blob' ? decodeFileText(path, answer.bytes).text : undefined;
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
  // Through the project's one git: no shell, no token, no user config.
  const git = createGitCommands(repoRoot);
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
