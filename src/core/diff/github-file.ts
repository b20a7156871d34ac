import { readHunks, splitDiffLines, diffError } from './hunks.js';
import type { FileDiff, FileStatus } from './types.js';

/** The `status` values of GitHub's "list pull request files" API. */
export type GitHubFileStatus =
  'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

/** The fields of one GitHub PR files API entry that diff parsing reads. */
export interface GitHubFileEntry {
  filename: string;
  status: GitHubFileStatus;
  previous_filename?: string;
  /** Hunks only, starting at `@@`; absent for binary files and very large diffs. */
  patch?: string;
  /** Added plus deleted lines. */
  changes?: number;
}

const STATUS: Record<GitHubFileStatus, FileStatus> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'copied',
  // GitHub's "changed" is a type or mode change; "unchanged" has no content change.
  changed: 'modified',
  unchanged: 'modified',
};

/**
 * Turns one GitHub PR files API entry into a {@link FileDiff}. The API does
 * not say whether a file is binary or its mode changed, so `binary` is false
 * and `modeChange` null. When `patch` is absent and `changes` is not 0 (or
 * unknown), `patchMissing` is set so the caller can fall back to git; a
 * `changes` of 0 means there was simply nothing to show (a pure rename, an
 * empty file).
 *
 * @throws RemoraError `DIFF_001` when the patch is not a sequence of hunks
 *   matching their headers.
 */
export function fileDiffFromGitHub(entry: GitHubFileEntry): FileDiff {
  const status = STATUS[entry.status];
  const patch = entry.patch ?? '';
  const lines = splitDiffLines(patch);
  const { hunks, next } = readHunks(lines, 0, lines.length, entry.filename);
  const rest = lines.slice(next);
  if (rest.some((line) => line.trim() !== '')) {
    throw diffError(
      entry.filename,
      `unexpected text at patch line ${next + 1}: ${JSON.stringify(rest.find((l) => l.trim() !== ''))}`,
    );
  }
  return {
    path: entry.filename,
    oldPath: status === 'added' ? null : (entry.previous_filename ?? entry.filename),
    status,
    binary: false,
    modeChange: null,
    similarity: null,
    hunks,
    patchMissing: patch === '' && entry.changes !== 0,
  };
}
