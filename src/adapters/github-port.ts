import type { GitHubFileEntry } from '../core/diff/index.js';

/**
 * The GitHub API calls a pull request run makes, for one repository. The
 * Octokit adapter implements it; tests and later callers can pass their own.
 * (It belongs in `src/ports.ts` once that file exists.)
 */
export interface GitHubPort {
  /** Every file entry GitHub lists for the pull request, in its order (at most 3000). */
  listPullFiles(pullNumber: number): Promise<GitHubFileEntry[]>;
  /** A file's exact bytes at `ref`; undefined when the file does not exist there. */
  tryFileContent(path: string, ref: string): Promise<Uint8Array | undefined>;
  /** The merge base of `base` and `head`: the commit the PR's diff is taken against. */
  compareBase(base: string, head: string): Promise<string>;
}

/** GitHub stops listing a pull request's files after this many. */
export const PULL_FILES_LIMIT = 3000;
