import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGitCommands, DIFF_FLAGS, runGit } from './git.js';

/** Read-only git in the runner's checkout: what a run asks of it. */
export interface GitReader {
  /** The merge base of two commits; undefined when the checkout lacks them (a shallow clone, no repo). */
  tryMergeBase(base: string, head: string): Promise<string | undefined>;
  /** `git diff -M base...head -- paths`; undefined when git cannot produce it. */
  tryDiff(base: string, head: string, paths: readonly string[]): Promise<string | undefined>;
  /** A file's bytes at a commit; undefined when it does not exist there or git cannot tell. */
  tryShow(commit: string, path: string): Promise<Uint8Array | undefined>;
}

/** A {@link GitReader} for the checkout at `workspace`; a git that cannot start reads as undefined too. */
export function createGitReader(workspace: string): GitReader {
  const git = createGitCommands(workspace);
  const orUndefined = <T>(attempt: Promise<T | undefined>): Promise<T | undefined> =>
    attempt.catch(() => undefined);
  return {
    tryMergeBase: (base, head) => orUndefined(git.tryMergeBase(base, head)),
    tryDiff: (base, head, paths) =>
      orUndefined(git.tryDiff(['-M', `${base}...${head}`, '--', ...paths])),
    async tryShow(commit, path) {
      const [answer] = await git.readObjects([`${commit}:${path}`]).catch(() => []);
      return answer?.kind === 'blob' ? new Uint8Array(answer.bytes) : undefined;
    },
  };
}

/**
 * The unified diff between two versions of a file given as bytes, from
 * `git diff --no-index` on temporary files named `base` and `head` (so the
 * headers read `a/base` and `b/head`). An absent version diffs as empty.
 * Needs only the git binary, not a repository.
 */
export async function diffContents(
  base: Uint8Array | undefined,
  head: Uint8Array | undefined,
  tempRoot: string = tmpdir(),
): Promise<string> {
  const dir = await mkdtemp(join(tempRoot, 'remora-diff-'));
  try {
    await writeFile(join(dir, 'base'), base ?? new Uint8Array());
    await writeFile(join(dir, 'head'), head ?? new Uint8Array());
    // Exit code 1 only says the files differ.
    const out = await runGit(['diff', '--no-index', ...DIFF_FLAGS, 'base', 'head'], dir, [0, 1]);
    return out.toString('utf8');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
