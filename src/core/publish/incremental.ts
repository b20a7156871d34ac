import type { EarlierChange, EarlierVerdicts } from './reconcile.js';

/**
 * What a completed `Remora` check run carries (its `external_id`) when its
 * run reviewed every changed node of pull request `pullNumber` at its head
 * with the configured ops, every op finishing: a later push may then review
 * only the nodes that changed since that head. Only the job's token writes
 * check runs of the `github-actions` app, so a pull request's author cannot
 * forge it.
 */
export function reviewedHeadMark(pullNumber: number): string {
  return `remora:reviewed-head #${pullNumber}`;
}

/** The app whose check runs the job's token writes. */
export const ACTIONS_APP = 'github-actions';

/** Whether one of a commit's check runs says Remora reviewed pull request `pullNumber` there. */
export function isReviewedHead(
  runs: readonly { status: string; external_id: string | null; app: string | null }[],
  pullNumber: number,
): boolean {
  const mark = reviewedHeadMark(pullNumber);
  return runs.some(
    (run) => run.status === 'completed' && run.app === ACTIONS_APP && run.external_id === mark,
  );
}

/** Earlier changes, sorted by whether their node was reviewed again. */
export interface EarlierByNode {
  /**
   * Distinct fingerprints still open (pending, their thread unresolved) on
   * nodes not reviewed again: their suggestions stand.
   */
  standing: number;
  /** Open changes on nodes reviewed again that this run did not suggest again: one per thread. */
  outdated: EarlierChange[];
}

/**
 * Sorts the earlier changes of an incremental review. A change whose node
 * is among `reviewedAgain` (node ids) and that this run did not produce
 * again (`producedAgain`: fingerprints) is outdated: its thread is answered
 * and resolved. One whose nodes were all left alone still stands, and is
 * counted. Accepted changes are neither: the reconcile step resolves them.
 */
export function sortEarlierByNode(
  verdicts: Pick<EarlierVerdicts, 'pending' | 'outdated'>,
  reviewedAgain: ReadonlySet<string>,
  producedAgain: ReadonlySet<string>,
  /** Fingerprints reviewers rejected: they stand no more. */
  rejected: ReadonlySet<string> = new Set(),
): EarlierByNode {
  const touched = (change: EarlierChange): boolean =>
    change.marker.node_id.split('+').some((id) => reviewedAgain.has(id));
  const standing = new Set(
    verdicts.pending
      .filter(
        (change) =>
          !touched(change) &&
          !change.thread?.isResolved &&
          !producedAgain.has(change.marker.fingerprint) &&
          !rejected.has(change.marker.fingerprint),
      )
      .map((change) => change.marker.fingerprint),
  );
  const threads = new Set<string>();
  const outdated = [...verdicts.pending, ...verdicts.outdated].filter((change) => {
    const { thread } = change;
    if (!thread || thread.isResolved || threads.has(thread.id)) return false;
    if (!touched(change) || producedAgain.has(change.marker.fingerprint)) return false;
    threads.add(thread.id);
    return true;
  });
  return { standing: standing.size, outdated };
}

/** The reply an outdated thread gets before it is resolved. */
export function outdatedReply(head: string): string {
  return `outdated: the node changed in ${head}`;
}
