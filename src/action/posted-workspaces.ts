import * as core from '@actions/core';
import type { AcceptRefusal } from '../core/commands/command-replies.js';
import {
  distrustedMarkersNaming,
  latestChangeOf,
  placeChanges,
  workspaceIds,
  type PostedChange,
} from '../core/commands/posted-changes.js';
import { readEarlierRuns } from '../core/publish/index.js';
import { describeError } from '../core/errors.js';
import type {
  PostedComment,
  PostedReview,
  ReviewHistoryReader,
  ReviewThread,
  ThreadSettler,
} from '../ports.js';
import { REMORA_AUTHOR } from './earlier-runs.js';
import { info } from './log.js';

/** What Remora posted on a pull request, read from its own comments: what a command names. */
export interface PostedWorkspaces {
  comments: PostedComment[];
  reviews: PostedReview[];
  threads: ReviewThread[];
  /** Every change of Remora's markers, with the commit its review was posted on. */
  changes: PostedChange[];
}

/** Reads Remora's comments, reviews and threads, and the changes their markers carry. */
export async function readPostedWorkspaces(
  github: ReviewHistoryReader,
  pullNumber: number,
): Promise<PostedWorkspaces> {
  const [comments, reviews, threads] = await Promise.all([
    github.listReviewComments(pullNumber),
    github.listReviews(pullNumber),
    github.listReviewThreads(pullNumber),
  ]);
  const runs = readEarlierRuns({ comments, reviews, threads, author: REMORA_AUTHOR });
  return { comments, reviews, threads, changes: placeChanges(runs, comments, reviews).changes };
}

/**
 * The workspace ids a command names: its target, or, written in a thread
 * without one, those of the change that thread's first comment carries
 * (several where one suggestion joins them). None when neither says.
 */
export function namedWorkspaces(
  posted: PostedWorkspaces,
  request: { target?: string; threadRoot?: number },
): string[] {
  if (request.target !== undefined) return [request.target];
  if (request.threadRoot === undefined) return [];
  const root = posted.changes.find((c) => c.change.comment_id === request.threadRoot);
  return workspaceIds(root?.change.marker.workspace_id ?? '').filter(Boolean);
}

/**
 * The latest change Remora posted for workspace `id`, from markers it can
 * trust; otherwise why not: an edited trailer, a marker only quoted, or no
 * change of that id at all.
 */
export function trustedLatestChange(
  posted: PostedWorkspaces,
  id: string,
): { latest: PostedChange } | { refusal: AcceptRefusal } {
  const { broken, quoted } = distrustedMarkersNaming(ownTexts(posted), id);
  if (broken.length > 0) return { refusal: { kind: 'broken-marker', id, problems: broken } };
  const latest = latestChangeOf(posted.changes, id);
  if (latest) return { latest };
  return {
    refusal:
      quoted.length > 0 ? { kind: 'quoted-marker', id, problems: quoted } : { kind: 'unknown', id },
  };
}

/** Remora's own comments and review bodies: where its markers are trusted. */
export function ownTexts(posted: {
  comments: readonly PostedComment[];
  reviews: readonly PostedReview[];
}): { where: string; body: string }[] {
  return [
    ...posted.comments
      .filter((c) => c.user === REMORA_AUTHOR && c.in_reply_to_id === undefined)
      .map((c) => ({ where: `review comment ${c.id} on ${c.path}`, body: c.body })),
    ...posted.reviews
      .filter((r) => r.user === REMORA_AUTHOR)
      .map((r) => ({ where: `review ${r.id}`, body: r.body })),
  ];
}

/**
 * Resolves the open threads of `changes` (each once). The command's work is
 * done by then: a refusal here is a warning, never a failure.
 */
export async function resolveOpenThreads(
  github: Pick<ThreadSettler, 'resolveThreads'>,
  changes: readonly PostedChange[],
  dryRun: boolean,
  what: string,
): Promise<void> {
  const open = [
    ...new Set(
      changes.flatMap((c) =>
        c.change.thread && !c.change.thread.isResolved ? [c.change.thread.id] : [],
      ),
    ),
  ];
  if (open.length === 0 || dryRun) return;
  try {
    await github.resolveThreads(open);
    info(`${open.length} threads of the ${what} resolved`);
  } catch (error) {
    core.warning(`the threads of the ${what} stay open: ${describeError(error)}`);
  }
}
