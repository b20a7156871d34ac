import {
  changesNaming,
  latestChangeOf,
  workspaceIds,
  type PostedChange,
} from '../core/commands/posted-changes.js';
import {
  rejectionFor,
  splitWorkspaceId,
  suggestionOf,
  type ReviewVerdict,
} from '../core/publish/verdicts.js';
import type { PostedComment, PullRequestInfo } from '../ports.js';
import { readRejectionsOn, type RejectionReader } from './earlier-runs.js';
import { info } from './log.js';
import { largest } from '../core/arrays.js';

/** `accept all` leaves out what reviewers rejected: only a named accept overrules a rejection. */
export async function withoutRejected(
  github: RejectionReader,
  pr: PullRequestInfo,
  all: readonly PostedChange[],
  pending: readonly PostedChange[],
  comments: readonly PostedComment[],
): Promise<PostedChange[]> {
  const problems: string[] = [];
  const rejections = await readRejectionsOn(github, pr.number, {
    all: all.map((c) => c.change),
    pending: pending.map((c) => c.change),
    comments,
    problems,
  });
  for (const problem of problems) info(problem);
  return pending.filter((c) => {
    const ids = workspaceIds(c.change.marker.workspace_id);
    // Judged by the latest change of each workspace: a rejection of an older node text is spent.
    const rejected = ids.filter((id) => {
      const latest = latestChangeOf(all, id);
      return latest !== undefined && rejectionFor(rejections, id, [latest.change]) !== undefined;
    });
    if (rejected.length > 0)
      info(`accept all leaves out ${rejected.join(', ')}: rejected by a reviewer`);
    return rejected.length === 0;
  });
}

/** Each accepted workspace whole: every block of its latest review, committed by `actor`'s command. */
export function acceptedVerdicts(
  changes: readonly PostedChange[],
  ids: readonly string[],
  pullRequest: number,
  actor: string,
): ReviewVerdict[] {
  return [...new Set(ids)].map((id) => {
    const naming = changesNaming(changes, [id]);
    const last = largest(naming.map((c) => c.order));
    const prints = [
      ...new Set(naming.filter((c) => c.order === last).map((c) => c.change.marker.fingerprint)),
    ];
    return {
      pull_request: pullRequest,
      ...splitWorkspaceId(id),
      workspace_id: id,
      fingerprints: prints,
      verdict: 'accepted',
      blocks: { accepted: prints.length, of: prints.length },
      actor,
      ...suggestionOf(
        naming.sort((a, b) => a.order - b.order).map((c) => c.change),
        id,
      ),
    };
  });
}
