import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import type { EventUser } from './comment-event.js';
import { readEventPayload } from './pull-request-event.js';

/** What a run needs of a `pull_request_review_comment` event: a comment in a review thread. */
export interface ReviewCommentEvent {
  /** `created`, `edited` or `deleted`. */
  action: string;
  /** The pull request the comment is on. */
  number: number;
  commentId: number;
  /** The thread's first comment, when this one is a reply in its thread. */
  inReplyTo?: number;
  body: string;
  author: EventUser;
  sender: EventUser;
}

const userSchema = z.object({ login: z.string().min(1), id: z.number().int(), type: z.string() });

const reviewCommentPayloadSchema = z.object({
  action: z.string(),
  pull_request: z.object({ number: z.number().int().positive() }),
  comment: z.object({
    id: z.number().int(),
    body: z.string().nullable(),
    in_reply_to_id: z.number().int().optional(),
    user: userSchema,
  }),
  sender: userSchema,
});

/**
 * Reads a `pull_request_review_comment` payload.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
export function parseReviewCommentEvent(payload: unknown): ReviewCommentEvent {
  const parsed = reviewCommentPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RemoraError(
      'GH_001',
      `the pull_request_review_comment event payload does not have the expected shape at ` +
        `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const { action, pull_request, comment, sender } = parsed.data;
  return {
    action,
    number: pull_request.number,
    commentId: comment.id,
    ...(comment.in_reply_to_id === undefined ? {} : { inReplyTo: comment.in_reply_to_id }),
    body: comment.body ?? '',
    author: comment.user,
    sender,
  };
}

/** Reads and parses the payload file the runner wrote (GITHUB_EVENT_PATH). */
export async function readReviewCommentEvent(eventPath: string): Promise<ReviewCommentEvent> {
  return parseReviewCommentEvent(await readEventPayload(eventPath));
}
