import * as core from '@actions/core';
import type { PullRequestEvent } from '../adapters/github/pull-request-event.js';
import { describeError } from '../core/errors.js';
import {
  CHECK_NAME,
  isReviewedHead,
  outdatedReply,
  sortEarlierByNode,
  type EarlierVerdicts,
  type FailOn,
} from '../core/publish/index.js';
import type { ReviewScope } from '../pipeline/incremental-targets.js';
import type { CheckHistory, Git, ThreadSettler } from '../ports.js';
import { info } from './log.js';

/** How many commits back a push looks for the last head Remora reviewed: one check-runs read each. */
export const REVIEWED_HEAD_LOOKUPS = 10;

const short = (sha: string): string => sha.slice(0, 7);

/**
 * Finds the last head of this pull request Remora reviewed, for a
 * `synchronize` push: a commit whose `Remora` check run the job's token
 * marked as a whole review of this pull request (never the event's `before`
 * alone: it only says where to look first), which git says is an ancestor
 * of the new head. A force-push or rebase, a history without such a commit,
 * or any failure of the lookup is a full review, with the reason. So is a
 * `fail-on` that counts findings: they live in one check run's annotations,
 * and the new head's check must see every node's; and so is a run that
 * writes SARIF, whose upload must hold every node's results.
 */
export async function chooseReviewScope(
  github: CheckHistory,
  git: Pick<Git, 'tryMergeBase' | 'tryFirstParents'>,
  pr: PullRequestEvent,
  failOn: FailOn,
  /** Set when the run writes SARIF: code scanning takes a node missing from it for fixed. */
  sarifPath?: string,
): Promise<ReviewScope> {
  if (pr.action !== 'synchronize') return {};
  if (failOn === 'error' || failOn === 'findings')
    return {
      fullBecause: `fail-on: ${failOn} judges every node's findings on the head, and findings are not carried from one check run to the next`,
    };
  if (sarifPath !== undefined)
    return {
      fullBecause: `sarif-path is set: code scanning closes every alert a SARIF upload leaves out, so each push's log holds every node`,
    };
  try {
    const reviewed = async (sha: string): Promise<boolean> =>
      isReviewedHead(await github.listCheckRuns(sha, CHECK_NAME), pr.number);
    const { before } = pr;
    if (before !== undefined && before !== pr.headSha && (await reviewed(before))) {
      const base = await git.tryMergeBase(before, pr.headSha);
      if (base === before) return { since: before };
      return {
        fullBecause:
          base === undefined
            ? `${short(before)}, the last head Remora reviewed, is not in the checkout: a force-push or rebase replaced it (or the checkout is shallow; fetch it with fetch-depth: 0)`
            : `a force-push or rebase: ${short(before)}, the last head Remora reviewed, is not in the history of ${short(pr.headSha)}`,
      };
    }
    const stop = await git.tryMergeBase(pr.baseSha, pr.headSha);
    const line = (await git.tryFirstParents(pr.headSha, REVIEWED_HEAD_LOOKUPS + 1)) ?? [];
    // The head itself is what this run reviews; the walk ends where the branch leaves the base.
    for (const sha of line.slice(1)) {
      if (sha === stop) break;
      if (sha !== before && (await reviewed(sha))) return { since: sha };
    }
    return {
      fullBecause: `no commit of this branch before ${short(pr.headSha)} (the last ${REVIEWED_HEAD_LOOKUPS} looked at) was reviewed in full by Remora: a first review, a force-push or rebase, or runs that did not finish`,
    };
  } catch (error) {
    return { fullBecause: `the last reviewed head could not be read: ${describeError(error)}` };
  }
}

/** What a run tidies of earlier threads: those its review settled. */
export interface EarlierThreads {
  judged: EarlierVerdicts;
  /** Threads to resolve as they are (accepted, or outdated on GitHub). */
  resolve: readonly string[];
}

/**
 * Settles the earlier threads after the review is posted and returns how
 * many earlier suggestions still stand on nodes this run did not review
 * again. In an incremental review (`changedSince` given), each open thread of
 * a node that changed, whose suggestion this run did not make again
 * (`producedAgain`), is answered as outdated and resolved, all in one
 * request; then the threads the reconcile step settled are resolved. A
 * refusal leaves threads open, with a warning (and a note): untidy, not wrong.
 */
export async function settleEarlierThreads(
  github: ThreadSettler,
  earlier: EarlierThreads,
  review: {
    head: string;
    changedSince?: ReadonlySet<string>;
    producedAgain: ReadonlySet<string>;
    /** Fingerprints reviewers rejected: not counted as standing. */
    rejected?: ReadonlySet<string>;
    dryRun: boolean;
  },
  notes: string[],
): Promise<{ standing: number }> {
  const byNode = review.changedSince
    ? sortEarlierByNode(earlier.judged, review.changedSince, review.producedAgain, review.rejected)
    : { standing: 0, outdated: [] };
  if (review.dryRun) return { standing: byNode.standing };
  const outdated = byNode.outdated.flatMap((change) => (change.thread ? [change.thread.id] : []));
  let answered: string[] = [];
  if (outdated.length > 0)
    await github
      .answerThreads(outdated.map((threadId) => ({ threadId, body: outdatedReply(review.head) })))
      .then(
        () => {
          answered = outdated;
          info(
            `${outdated.length} threads on nodes that changed answered as outdated and resolved`,
          );
        },
        (error: unknown) => {
          const n = outdated.length;
          const text = `${n} outdated thread${n === 1 ? '' : 's'} on nodes that changed stay${n === 1 ? 's' : ''} open: ${describeError(error)}`;
          core.warning(text);
          notes.push(text);
        },
      );
  const resolve = earlier.resolve.filter((id) => !answered.includes(id));
  if (resolve.length > 0)
    await github.resolveThreads(resolve).then(
      () => info(`${resolve.length} earlier threads resolved`),
      (error: unknown) => core.warning(`earlier threads stay open: ${describeError(error)}`),
    );
  return { standing: byNode.standing };
}
