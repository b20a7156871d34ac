import * as core from '@actions/core';
import {
  renderRefusal,
  renderReplacedBy,
  renderRetried,
  type AcceptRefusal,
  type Commenter,
  type RetryResult,
} from '../core/commands/command-replies.js';
import { changesNaming, workspaceIds, type PostedChange } from '../core/commands/posted-changes.js';
import { describeError } from '../core/errors.js';
import { reviewRecord } from '../core/feedback/review-record.js';
import { splitWorkspaceId } from '../core/publish/verdicts.js';
import type { PullRequestInfo, ReviewHistoryReader, ThreadSettler } from '../ports.js';
import { keepFeedback, type FeedbackPlace } from './feedback.js';
import { info } from './log.js';
import { markdownText } from '../core/report/inert-text.js';
import {
  namedWorkspaces,
  readPostedWorkspaces,
  trustedLatestChange,
  type PostedWorkspaces,
} from './posted-workspaces.js';
import type { ReviewRunOptions, ReviewRunOutcome } from './pull-request.js';

/** What a retry asks for, who asked, and how the narrowed review is run. */
export interface RetryRequest {
  /** The workspace id; absent when the command named none. */
  target?: string;
  /** The first comment of the thread the command was written in, if it was written in one. */
  threadRoot?: number;
  /** The reviewer's note: the agent's instruction, untrusted text. */
  note: string;
  commenter: Commenter;
  dryRun: boolean;
  feedback: FeedbackPlace;
  /** Reviews the pull request's head narrowed as asked, under the check named `checkName`. */
  review(options: ReviewRunOptions, checkName: string): Promise<ReviewRunOutcome>;
}

/** How a retry ended: its reply, and whether it did what was asked. */
export interface RetryOutcome {
  ok: boolean;
  reply: string;
}

/**
 * `/remora retry <id> [note]`: runs the workspace's op again on its node at
 * the pull request's head, with the note in the agent's opening message as
 * the reviewer's instruction, and publishes the result as a review does. A
 * new suggestion replaces the old one: its threads are answered with a link
 * to the new one and resolved. The workspace is found in Remora's own
 * markers, as for reject (in a thread, the id may be left out); the retry is
 * kept as a `retried` feedback record of the old suggestion, with the note.
 */
export async function retryChange(
  github: ReviewHistoryReader & Pick<ThreadSettler, 'answerThreads'>,
  pr: PullRequestInfo,
  request: RetryRequest,
): Promise<RetryOutcome> {
  if (request.target === undefined && request.threadRoot === undefined)
    return refuse({ kind: 'no-target', command: 'retry' });
  const before = await readPostedWorkspaces(github, pr.number);
  const ids = namedWorkspaces(before, request);
  const [id] = ids;
  if (id === undefined) return refuse({ kind: 'no-target', command: 'retry' });
  const change = { ...splitWorkspaceId(id), workspaceId: id };
  const by = request.commenter.login;
  const reply = (result: RetryResult, ok: boolean): RetryOutcome => ({
    ok,
    reply: renderRetried(change, by, request.note, result),
  });
  if (ids.length > 1) return reply({ kind: 'joined', ids }, false);
  const found = trustedLatestChange(before, id);
  if ('refusal' in found) return refuse(found.refusal);
  if (found.latest.node !== undefined) Object.assign(change, { node: found.latest.node });
  info(`${id} retried by ${by}`);
  const outcome = await request.review(
    {
      ops: [change.op],
      retry: { nodeId: change.node_id, instruction: { from: by, text: request.note } },
    },
    `/remora retry ${id}`,
  );
  if (!outcome.ok)
    return {
      ok: false,
      reply: `The review did not finish: ${markdownText(outcome.problem ?? 'unknown')}`,
    };
  if (!outcome.reviewed || !outcome.made)
    return reply({ kind: 'node-gone', head: pr.headSha }, false);
  if (!request.dryRun) recordRetried(pr, found.latest, before, request);
  const { made } = outcome;
  const run = made.ops.find((op) => op.workspace_id === id);
  if (run?.status !== 'succeeded') return reply({ kind: 'failed', why: failure(run) }, false);
  if (made.suggestions === 0)
    return reply({ kind: made.alreadyPosted > 0 ? 'same' : 'no-change' }, true);
  const link = request.dryRun
    ? '(not posted: dry run)'
    : await newSuggestionLink(github, pr, id, made.reviewId, outcome.reviewUrl);
  const answered = request.dryRun
    ? false
    : await answerReplaced(github, before, id, renderReplacedBy(by, link));
  return reply({ kind: 'replaced', link, answered }, true);
}

function failure(run: { status: string; error?: string } | undefined): string {
  if (!run) return 'did not run';
  return run.error ? `${run.status} (${run.error})` : `was ${run.status}`;
}

/**
 * Where the new suggestion is: its inline comment (GitHub's `#discussion_r`
 * address of a review comment), else the review whose body carries it.
 */
async function newSuggestionLink(
  github: ReviewHistoryReader,
  pr: PullRequestInfo,
  id: string,
  reviewId: number | undefined,
  reviewUrl: string | undefined,
): Promise<string> {
  const fallback = reviewUrl ?? pr.url;
  if (reviewId === undefined) return fallback;
  const after = await readPostedWorkspaces(github, pr.number).catch((error: unknown) => {
    core.warning(`the new suggestion's comment could not be read: ${describeError(error)}`);
    return undefined;
  });
  const inReview = new Set(
    after?.comments.filter((c) => c.review_id === reviewId).map((c) => c.id) ?? [],
  );
  const comment = after?.changes.find(
    (c) =>
      c.change.comment_id !== undefined &&
      inReview.has(c.change.comment_id) &&
      workspaceIds(c.change.marker.workspace_id).includes(id),
  )?.change.comment_id;
  return comment === undefined ? fallback : `${pr.url}#discussion_r${comment}`;
}

/**
 * Answers the replaced suggestion's open threads with the link, and resolves
 * them; whether any was. One GitHub refuses is a warning: the new suggestion stands.
 */
async function answerReplaced(
  github: Pick<ThreadSettler, 'answerThreads'>,
  before: PostedWorkspaces,
  id: string,
  body: string,
): Promise<boolean> {
  const open = [
    ...new Set(
      changesNaming(before.changes, [id]).flatMap((c) =>
        c.change.thread && !c.change.thread.isResolved ? [c.change.thread.id] : [],
      ),
    ),
  ];
  if (open.length === 0) return false;
  return github.answerThreads(open.map((threadId) => ({ threadId, body }))).then(
    () => true,
    (error: unknown) => {
      core.warning(`the replaced suggestion's threads stay open: ${describeError(error)}`);
      return false;
    },
  );
}

/** The retry as feedback: a `retried` record, with the note, for each block of the old suggestion. */
function recordRetried(
  pr: PullRequestInfo,
  latest: PostedChange,
  before: PostedWorkspaces,
  request: RetryRequest,
): void {
  const at = new Date();
  const blocks = before.changes.filter(
    (c) =>
      c.order === latest.order &&
      c.change.marker.workspace_id === latest.change.marker.workspace_id,
  );
  for (const block of blocks) {
    keepFeedback(`the retry of ${block.change.marker.workspace_id}`, request.feedback, () =>
      reviewRecord(
        {
          repository: pr.baseRepo,
          pullRequest: pr.number,
          commitId: block.commit,
          marker: block.change.marker,
        },
        { verdict: 'retried', text: request.note, reviewer: request.commenter.login, at },
      ),
    );
  }
}

function refuse(refusal: AcceptRefusal): RetryOutcome {
  const reply = renderRefusal(refusal).replace('Nothing was committed.', 'Nothing was run.');
  info(reply);
  return { ok: false, reply };
}
