import {
  fileDiffFromGitHub,
  parseGitDiff,
  type FileDiff,
  type GitHubFileEntry,
} from '../../core/diff/index.js';
import { describeError, type Diagnostic } from '../../core/errors.js';
import { diffContents } from '../git/diff-contents.js';
import type { Git, PullRequestReader } from '../../ports.js';

/** Where a pull request's diffs and file versions can come from. */
export interface DiffSources {
  github: PullRequestReader;
  git: Pick<Git, 'tryDiffRange' | 'tryShow'>;
  baseSha: string;
  headSha: string;
  /** The merge base when the checkout holds both commits: git is then usable. */
  gitMergeBase: string | undefined;
  /** The merge base according to the API; called at most once per run. */
  apiMergeBase: () => Promise<string>;
}

/** How a file's diff was obtained. */
export type DiffOrigin = 'github' | 'git' | 'api';

/** One file's diff, and any versions of it fetched on the way. */
export interface ResolvedDiff {
  diff: FileDiff;
  origin: DiffOrigin;
  /** Head and merge-base bytes, when the API fallback already fetched them. */
  head?: Uint8Array;
  base?: Uint8Array;
}

/** Memoises the API's merge base so a run asks for it once, and only if needed. */
export function createApiMergeBase(
  github: PullRequestReader,
  baseSha: string,
  headSha: string,
): () => Promise<string> {
  let mergeBase: Promise<string> | undefined;
  return () => (mergeBase ??= github.compareBase(baseSha, headSha));
}

/**
 * The diff of one PR file entry. GitHub's `patch` comes first; when GitHub
 * left it out (too large) or it cannot be parsed, the chain goes on:
 *
 * 1. `git diff -M base...head -- path` in the checkout, when it holds both commits;
 * 2. both versions through the API (the merge base from a compare, and head),
 *    diffed with `git diff --no-index`;
 * 3. nothing: a warning that names the file and says it was not reviewed.
 *
 * A fallback that worked leaves a notice, so the summary says where the diff came from.
 */
export async function resolveFileDiff(
  entry: GitHubFileEntry,
  sources: DiffSources,
): Promise<{ resolved?: ResolvedDiff; diagnostics: Diagnostic[] }> {
  const file = entry.filename;
  let why = 'GitHub did not include its patch (too large)';
  try {
    const diff = fileDiffFromGitHub(entry);
    if (!diff.patchMissing) return { resolved: { diff, origin: 'github' }, diagnostics: [] };
  } catch (error) {
    why = `GitHub's patch could not be read (${describeError(error)})`;
  }
  const failures: string[] = [];
  const fromGit = await tryDiffFromGit(entry, sources);
  if (typeof fromGit !== 'string') {
    return {
      resolved: { diff: fromGit, origin: 'git' },
      diagnostics: [note(file, `${why}; the diff comes from git`)],
    };
  }
  failures.push(fromGit);
  try {
    const resolved = await diffFromApi(entry, sources);
    return {
      resolved,
      diagnostics: [
        note(file, `${why}; the diff comes from both versions fetched through the API`),
      ],
    };
  } catch (error) {
    failures.push(`the API: ${describeError(error)}`);
  }
  return {
    diagnostics: [
      {
        code: 'DIFF_001',
        severity: 'warning',
        file,
        message: `${file}: ${why}, and no fallback could produce it (${failures.join('; ')}); this file was not reviewed`,
      },
    ],
  };
}

function note(file: string, message: string): Diagnostic {
  return { code: 'DIFF_001', severity: 'notice', file, message: `${file}: ${message}` };
}

/** The file's diff from the checkout's git, or why not. */
async function tryDiffFromGit(
  entry: GitHubFileEntry,
  sources: DiffSources,
): Promise<FileDiff | string> {
  if (sources.gitMergeBase === undefined) return 'git: the checkout does not hold both commits';
  // A rename is only detected when both names are in the pathspec.
  const paths = entry.previous_filename
    ? [entry.previous_filename, entry.filename]
    : [entry.filename];
  const text = await sources.git.tryDiffRange(sources.baseSha, sources.headSha, paths);
  if (text === undefined) return 'git: git diff failed';
  try {
    const found = parseGitDiff(text).find((diff) => diff.path === entry.filename);
    return found ?? 'git: git diff shows no change to this file';
  } catch (error) {
    return `git: ${describeError(error)}`;
  }
}

/** Both versions through the API, diffed locally; throws when either step fails. */
async function diffFromApi(entry: GitHubFileEntry, sources: DiffSources): Promise<ResolvedDiff> {
  // The entry without its patch still gives the status and paths GitHub reported.
  const shape = fileDiffFromGitHub({ ...entry, patch: undefined, changes: 0 });
  const [base, head] = await Promise.all([
    shape.oldPath === null
      ? Promise.resolve(undefined)
      : sources
          .apiMergeBase()
          .then((ref) => sources.github.tryFileContent(shape.oldPath as string, ref)),
    shape.status === 'deleted'
      ? Promise.resolve(undefined)
      : sources.github.tryFileContent(entry.filename, sources.headSha),
  ]);
  if (head === undefined && shape.status !== 'deleted') {
    throw new Error(`${entry.filename} does not exist at ${sources.headSha}`);
  }
  const parsed = parseGitDiff(await diffContents(base, head));
  const hunks = parsed[0]?.hunks ?? [];
  return {
    diff: { ...shape, hunks, patchMissing: false },
    origin: 'api',
    ...(head === undefined ? {} : { head }),
    ...(base === undefined ? {} : { base }),
  };
}
