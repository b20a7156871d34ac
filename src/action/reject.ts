import {
  quoteReason,
  renderRefusal,
  renderRejected,
  type Commenter,
} from '../core/commands/command-replies.js';
import { changesNaming } from '../core/commands/posted-changes.js';
import {
  rejectionMarker,
  rejectionOf,
  renderTrailer,
  type ReviewVerdict,
} from '../core/publish/index.js';
import { splitWorkspaceId, suggestionOf } from '../core/publish/verdicts.js';
import type { PullRequestInfo, ReviewHistoryReader, ThreadSettler } from '../ports.js';
import { info } from './log.js';
import {
  namedWorkspaces,
  readPostedWorkspaces,
  resolveOpenThreads,
  trustedLatestChange,
} from './posted-workspaces.js';

/** What a reject asks for, and who asked. */
export interface RejectRequest {
  /** The workspace id; absent when the command named none. */
  target?: string;
  /** The first comment of the thread the command was written in, if it was written in one. */
  threadRoot?: number;
  reason: string;
  commenter: Commenter;
  dryRun: boolean;
}

/** How a reject ended: the reply, the trailer that records it, and the verdicts it makes. */
export interface RejectOutcome {
  ok: boolean;
  reply: string;
  /** Remora's marker of the rejection: it must end the reply, where only Remora writes. */
  trailer?: string;
  /** The labelled verdicts, for the feedback records. */
  verdicts: ReviewVerdict[];
}

/**
 * `/remora reject <id> [reason]`: finds the workspace in Remora's own
 * markers (in a thread, the id may be left out: the thread's change is
 * meant), records the rejection in the trailer of Remora's reply (a
 * reviewer cannot write there), and resolves the workspace's open threads.
 * Later runs read the reply and never suggest the workspace again on the
 * same node text.
 */
export async function rejectChange(
  github: ReviewHistoryReader & Pick<ThreadSettler, 'resolveThreads'>,
  pr: PullRequestInfo,
  request: RejectRequest,
): Promise<RejectOutcome> {
  if (request.target === undefined && request.threadRoot === undefined)
    return refuse({ kind: 'no-target', command: 'reject' });
  const posted = await readPostedWorkspaces(github, pr.number);
  const ids = namedWorkspaces(posted, request);
  if (ids.length === 0) return refuse({ kind: 'no-target', command: 'reject' });
  const rejections = [];
  const described = [];
  for (const id of ids) {
    const found = trustedLatestChange(posted, id);
    if ('refusal' in found) return refuse(found.refusal);
    const { latest } = found;
    const naming = changesNaming(posted.changes, [id]).sort((a, b) => a.order - b.order);
    rejections.push({
      id,
      naming,
      rejection: rejectionOf(
        naming.map((c) => c.change),
        id,
        { by: request.commenter.login, reason: request.reason, how: 'command' },
      ),
    });
    described.push({
      ...splitWorkspaceId(id),
      workspaceId: id,
      ...(latest.node === undefined ? {} : { node: latest.node }),
    });
  }
  const verdicts = rejections.map(({ id, naming, rejection }): ReviewVerdict => ({
    pull_request: pr.number,
    ...splitWorkspaceId(id),
    workspace_id: id,
    fingerprints: rejection.fingerprints,
    verdict: 'rejected',
    blocks: { accepted: 0, of: rejection.fingerprints.length },
    reason: request.reason,
    actor: request.commenter.login,
    how: 'command',
    ...suggestionOf(
      naming.map((c) => c.change),
      id,
    ),
    // The review that made the suggestion: its records name that review's runs.
    ...commitOf(naming.at(-1)),
  }));
  info(
    `${ids.join(', ')} rejected by ${request.commenter.login}: ${quoteReason(request.reason) || 'no reason given'}`,
  );
  await resolveOpenThreads(
    github,
    rejections.flatMap((r) => r.naming),
    request.dryRun,
    'rejected change',
  );
  return {
    ok: true,
    reply: renderRejected(described, request.commenter.login, request.reason),
    trailer: renderTrailer({
      commit_id: pr.headSha,
      markers: rejections.map((r) => rejectionMarker(r.rejection)),
    }),
    verdicts,
  };
}

function commitOf(latest: { change: { commit_id: string } } | undefined): { commit_id?: string } {
  return latest === undefined ? {} : { commit_id: latest.change.commit_id };
}

function refuse(refusal: Parameters<typeof renderRefusal>[0]): RejectOutcome {
  const reply = renderRefusal(refusal).replace('Nothing was committed.', 'Nothing was rejected.');
  info(reply);
  return { ok: false, reply, verdicts: [] };
}
