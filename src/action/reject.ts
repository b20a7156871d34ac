import * as core from '@actions/core';
import {
  quoteReason,
  renderRefusal,
  renderRejected,
  type Commenter,
} from '../core/commands/command-replies.js';
import {
  changesNaming,
  distrustedMarkersNaming,
  latestChangeOf,
  placeChanges,
} from '../core/commands/posted-changes.js';
import { describeError } from '../core/errors.js';
import {
  readEarlierRuns,
  rejectionMarker,
  rejectionOf,
  renderTrailer,
  type ReviewVerdict,
} from '../core/publish/index.js';
import { splitWorkspaceId } from '../core/publish/verdicts.js';
import type { GitHubPort, PullRequestInfo } from '../ports.js';
import { REMORA_AUTHOR } from './earlier-runs.js';
import { info } from './log.js';

/** What a reject asks for, and who asked. */
export interface RejectRequest {
  /** The workspace id; absent when the command named none. */
  target?: string;
  reason: string;
  commenter: Commenter;
  dryRun: boolean;
}

/** How a reject ended: the reply, the trailer that records it, and the verdict it makes. */
export interface RejectOutcome {
  ok: boolean;
  reply: string;
  /** Remora's marker of the rejection: it must end the reply, where only Remora writes. */
  trailer?: string;
  /** The labelled verdict, for the feedback records. */
  verdicts: ReviewVerdict[];
}

/**
 * `/remora reject <id> [reason]`: finds the workspace in Remora's own
 * markers, records the rejection in the trailer of Remora's reply (a
 * reviewer cannot write there), and resolves the workspace's open threads.
 * Later runs read the reply and never suggest the workspace again on the
 * same node text.
 */
export async function rejectChange(
  github: GitHubPort,
  pr: PullRequestInfo,
  request: RejectRequest,
): Promise<RejectOutcome> {
  const id = request.target;
  if (id === undefined) return refuse({ kind: 'no-target' });
  const [comments, reviews, threads] = await Promise.all([
    github.listReviewComments(pr.number),
    github.listReviews(pr.number),
    github.listReviewThreads(pr.number),
  ]);
  const runs = readEarlierRuns({ comments, reviews, threads, author: REMORA_AUTHOR });
  const placed = placeChanges(runs, comments, reviews);
  const own = [
    ...comments
      .filter((c) => c.user === REMORA_AUTHOR && c.in_reply_to_id === undefined)
      .map((c) => ({ where: `review comment ${c.id} on ${c.path}`, body: c.body })),
    ...reviews
      .filter((r) => r.user === REMORA_AUTHOR)
      .map((r) => ({ where: `review ${r.id}`, body: r.body })),
  ];
  const { broken } = distrustedMarkersNaming(own, id);
  if (broken.length > 0) return refuse({ kind: 'broken-marker', id, problems: broken });
  const latest = latestChangeOf(placed.changes, id);
  if (!latest) return refuse({ kind: 'unknown', id });
  const naming = changesNaming(placed.changes, [id]).sort((a, b) => a.order - b.order);
  const rejection = rejectionOf(
    naming.map((c) => c.change),
    id,
    { by: request.commenter.login, reason: request.reason, how: 'command' },
  );
  const { op, node_id: nodeId } = splitWorkspaceId(id);
  const reply = renderRejected(
    { op, workspaceId: id, ...(latest.node === undefined ? {} : { node: latest.node }) },
    request.commenter.login,
    request.reason,
  );
  const verdict: ReviewVerdict = {
    pull_request: pr.number,
    op,
    node_id: nodeId,
    workspace_id: id,
    fingerprints: rejection.fingerprints,
    verdict: 'rejected',
    blocks: { accepted: 0, of: rejection.fingerprints.length },
    reason: request.reason,
    actor: request.commenter.login,
    how: 'command',
  };
  info(
    `${id} rejected by ${request.commenter.login}: ${quoteReason(request.reason) || 'no reason given'}`,
  );
  const open = [
    ...new Set(
      naming.flatMap((c) =>
        c.change.thread && !c.change.thread.isResolved ? [c.change.thread.id] : [],
      ),
    ),
  ];
  if (open.length > 0 && !request.dryRun)
    await github
      .resolveThreads(open)
      .catch((error: unknown) =>
        core.warning(`the rejected change's threads stay open: ${describeError(error)}`),
      );
  return {
    ok: true,
    reply,
    trailer: renderTrailer({ commit_id: pr.headSha, markers: [rejectionMarker(rejection)] }),
    verdicts: [verdict],
  };
}

function refuse(refusal: Parameters<typeof renderRefusal>[0]): RejectOutcome {
  const reply = renderRefusal(refusal).replace('Nothing was committed.', 'Nothing was rejected.');
  info(reply);
  return { ok: false, reply, verdicts: [] };
}
