import { RemoraError } from '../core/errors.js';
import {
  CHANGES_TRAILER,
  changesHash,
  readTrailers,
  recordedSweepCommit,
  recordSweepCommit,
  sweepBranch,
  sweepCommitMessage,
} from '../core/sweep/sweep-pull.js';
import type {
  BranchReader,
  BranchWriter,
  CommitFile,
  PullOpener,
  SweepBranchMover,
} from '../ports.js';

/** The GitHub calls that commit a sweep's changes and open or update its pull request. */
export type SweepPullPort = Pick<BranchReader, 'getBranchHead'> &
  Pick<BranchWriter, 'createCommit' | 'createBranch'> &
  PullOpener &
  SweepBranchMover;

/** What a sweep commits and how its pull request reads. */
export interface SweepPullInput {
  /** The sweep's hash ({@link sweepHash} of its paths): names the branch, marks the commit. */
  hash: string;
  patterns: readonly string[];
  /** The branch the pull request goes into: the default branch the sweep ran on. */
  base: string;
  /** The commit that was swept; the sweep's commit is made on top of it. */
  parent: string;
  /** The ops whose changes are committed. */
  ops: readonly string[];
  files: readonly CommitFile[];
  changeCount: number;
  title: string;
  body: string;
}

/** What became of the pull request. */
export interface SweepPullOutcome {
  action: 'opened' | 'updated';
  number: number;
  url: string;
  branch: string;
  /** The new commit; undefined when the branch already held exactly these changes. */
  commit?: string;
}

/**
 * Commits the sweep's files on top of the swept commit to the branch
 * `remora/sweep-<hash>` (Git Data API: no clone, no push) and opens a pull
 * request from it, or updates the one still open. The pull request's body
 * records the commit the sweep made; a later sweep moves the branch only
 * while its head is exactly the commit the open pull request, or with none
 * open the last one, records: a person's push, or Remora's commit amended
 * with its message and trailers kept, is refused, never overwritten, and so
 * is a branch no pull request records. The new commit keeps the branch's
 * head as its second parent and the branch moves by fast-forward only, so a
 * push between the read and the move is refused by GitHub, not lost.
 * A rerun that would commit the same files on the same commit commits nothing.
 *
 * @throws RemoraError `WORK_001` when the branch's head is not the commit the sweep recorded,
 *   or moved before the sweep's commit could follow it.
 */
export async function publishSweepPull(
  port: SweepPullPort,
  input: SweepPullInput,
): Promise<SweepPullOutcome> {
  const branch = sweepBranch(input.hash);
  const changes = changesHash(input.files);
  const head = await port.getBranchHead(branch);
  const pull = await port.findPull(branch, input.base);
  const open = pull?.open ? pull : undefined;
  let commit: string | undefined;
  if (head === undefined) {
    commit = await createSweepCommit(port, input, changes);
    await port.createBranch(branch, commit);
  } else {
    // Only the commit a pull request's body records is the sweep's own: the open one's, or,
    // with none open, the last one's. Message, trailers and author prove nothing.
    const recorded = pull === undefined ? undefined : (recordedSweepCommit(pull.body) ?? '');
    const current = await port.getCommit(head);
    const trailers = readTrailers(current.message);
    const notOurs =
      recorded === undefined
        ? 'which no pull request of Remora records as its commit'
        : recorded !== head
          ? `not the commit Remora made and recorded in pull request #${pull?.number} (${recorded.slice(0, 12) || 'none'})`
          : undefined;
    if (notOurs !== undefined)
      throw new RemoraError(
        'WORK_001',
        `the branch ${branch} is at ${head.slice(0, 12)}, ${notOurs}; Remora never overwrites ` +
          `someone else's commits, so nothing was committed. Merge or close its pull request ` +
          `and delete the branch; the next sweep starts it afresh.`,
      );
    const same = current.parents[0] === input.parent && trailers.get(CHANGES_TRAILER) === changes;
    if (!same) {
      // The branch's head is the new commit's second parent, so the move is a fast-forward
      // from it: a push after it was read makes GitHub refuse the move, and the push stays.
      commit = await createSweepCommit(port, input, changes, head);
      await port.resetBranch(branch, commit, head);
    }
  }
  const body = recordSweepCommit(input.body, commit ?? (head as string));
  if (open) {
    await port.updatePull(open.number, { title: input.title, body });
    return {
      action: 'updated',
      number: open.number,
      url: open.url,
      branch,
      ...(commit ? { commit } : {}),
    };
  }
  const created = await port.createPull({
    head: branch,
    base: input.base,
    title: input.title,
    body,
  });
  return { action: 'opened', ...created, branch, ...(commit ? { commit } : {}) };
}

function createSweepCommit(
  port: SweepPullPort,
  input: SweepPullInput,
  changes: string,
  previous?: string,
): Promise<string> {
  return port.createCommit({
    parent: input.parent,
    ...(previous === undefined ? {} : { previous }),
    files: input.files,
    message: sweepCommitMessage({
      hash: input.hash,
      changes,
      patterns: input.patterns,
      ops: input.ops,
      files: input.files.length,
      changeCount: input.changeCount,
    }),
  });
}
