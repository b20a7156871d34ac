import * as core from '@actions/core';
import { deletionPoints, type GitHubFileEntry } from '../core/diff/index.js';
import { tryPackFor as tryLanguageFor } from '../languages/manifests.js';
import type { Diagnostic } from '../core/errors.js';
import type { PullRequestFiles } from '../pipeline/pull-request-review.js';
import type { PullRequestEvent } from '../adapters/github/pull-request-event.js';
import { PULL_FILES_LIMIT, type Git, type PullRequestReader } from '../ports.js';
import {
  createApiMergeBase,
  resolveFileDiff,
  type DiffSources,
  type ResolvedDiff,
} from '../adapters/github/pull-request-diffs.js';
import { info } from './log.js';
import { appendAll } from '../core/arrays.js';

/** The ports a pull request run reads its files through. */
export interface PullRequestDeps {
  github: PullRequestReader;
  git: Pick<Git, 'tryMergeBase' | 'tryDiffRange' | 'tryShow'>;
}

// Parallel API reads: enough to hide latency, few enough to stay clear of secondary rate limits.
const READ_CONCURRENCY = 8;

/**
 * Reads the files of a pull request the pipeline finds its changed nodes in,
 * in two phases, each a log group: list the PR's files, then read their diffs
 * (with fallbacks) and head versions. Only reads: it is as safe on a fork PR
 * as on any other.
 */
export async function readPullRequestFiles(
  pr: PullRequestEvent,
  deps: PullRequestDeps,
): Promise<PullRequestFiles> {
  const diagnostics: Diagnostic[] = [];
  const entries = await core.group('Listing the pull request files', async () => {
    const listed = await listReviewableFiles(pr, deps.github);
    appendAll(diagnostics, listed.diagnostics);
    return listed.entries;
  });
  const files = await core.group('Reading diffs and head versions', async () => {
    const read = await readFiles(entries, pr, deps);
    appendAll(diagnostics, read.diagnostics);
    return read.files;
  });
  return {
    files: files.map(({ resolved, head, base }) => ({
      diff: resolved.diff,
      head,
      ...(base === undefined ? {} : { base }),
    })),
    diagnostics,
  };
}

/** The PR's files that a language pack reads and that exist at head, plus a note when GitHub's cap was hit. */
export async function listReviewableFiles(
  pr: PullRequestEvent,
  github: PullRequestReader,
): Promise<{ entries: GitHubFileEntry[]; diagnostics: Diagnostic[] }> {
  const all = await github.listPullFiles(pr.number);
  const entries = all.filter(
    (entry) => entry.status !== 'removed' && tryLanguageFor(entry.filename),
  );
  info(`${all.length} files listed, ${entries.length} of them in a language Remora reads`);
  const diagnostics: Diagnostic[] = [];
  if (all.length >= PULL_FILES_LIMIT) {
    const total =
      pr.changedFiles === undefined ? '' : ` of the ${pr.changedFiles} this one changes`;
    diagnostics.push({
      code: 'GH_001',
      severity: 'warning',
      message: `GitHub lists at most ${PULL_FILES_LIMIT} files of a pull request; files past the first ${all.length}${total} were not reviewed`,
    });
  }
  return { entries, diagnostics };
}

/** A file ready for discovery: its diff and both versions' bytes (base only when it helps). */
interface ReadFile {
  resolved: ResolvedDiff;
  head: Uint8Array;
  base?: Uint8Array;
}

async function readFiles(
  entries: readonly GitHubFileEntry[],
  pr: PullRequestEvent,
  deps: PullRequestDeps,
): Promise<{ files: ReadFile[]; diagnostics: Diagnostic[] }> {
  const gitMergeBase = await deps.git.tryMergeBase(pr.baseSha, pr.headSha);
  info(
    gitMergeBase === undefined
      ? 'the checkout does not hold both commits: file versions come from the API'
      : `the checkout holds both commits (merge base ${gitMergeBase}): file versions come from git`,
  );
  const sources: DiffSources = {
    github: deps.github,
    git: deps.git,
    baseSha: pr.baseSha,
    headSha: pr.headSha,
    gitMergeBase,
    apiMergeBase: createApiMergeBase(deps.github, pr.baseSha, pr.headSha),
  };
  const results = await mapLimit(entries, READ_CONCURRENCY, (entry) =>
    readPullFile(entry, sources),
  );
  return {
    files: results.flatMap((r) => (r.file ? [r.file] : [])),
    diagnostics: results.flatMap((r) => r.diagnostics),
  };
}

async function readPullFile(
  entry: GitHubFileEntry,
  sources: DiffSources,
): Promise<{ file?: ReadFile; diagnostics: Diagnostic[] }> {
  const { resolved, diagnostics } = await resolveFileDiff(entry, sources);
  if (!resolved) return { diagnostics };
  const { diff } = resolved;
  const head = resolved.head ?? (await readVersion(sources, diff.path, sources.headSha));
  if (head === undefined) {
    const message = `${diff.path}: not found at ${sources.headSha}; this file was not reviewed`;
    return {
      diagnostics: [
        ...diagnostics,
        { code: 'GH_001', severity: 'warning', file: diff.path, message },
      ],
    };
  }
  // Base nodes only sharpen where deletions land, so they are read only when that is cheap.
  let base = resolved.base;
  if (
    base === undefined &&
    sources.gitMergeBase !== undefined &&
    diff.oldPath !== null &&
    deletionPoints(diff).length > 0
  ) {
    base = await sources.git.tryShow(sources.gitMergeBase, diff.oldPath);
  }
  return { file: { resolved, head, ...(base === undefined ? {} : { base }) }, diagnostics };
}

/** A file's bytes at a commit: from git when the checkout has the commits, else from the API. */
async function readVersion(
  sources: DiffSources,
  path: string,
  commit: string,
): Promise<Uint8Array | undefined> {
  if (sources.gitMergeBase !== undefined) {
    const bytes = await sources.git.tryShow(commit, path);
    if (bytes !== undefined) return bytes;
  }
  return sources.github.tryFileContent(path, commit);
}

/** `fn` over `items` with at most `limit` running at once; results in input order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
