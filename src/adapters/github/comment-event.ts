import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import { readEventPayload } from './pull-request-event.js';

/** Who wrote a comment or sent the event. */
export interface EventUser {
  login: string;
  id: number;
  /** `User`, `Bot` or `Organization`. */
  type: string;
}

/** What a run needs of an `issue_comment` event. */
export interface CommentEvent {
  /** `created`, `edited` or `deleted`. */
  action: string;
  /** The issue or pull request the comment is on. */
  number: number;
  /** Whether that is a pull request (the payload's `issue.pull_request`). */
  onPullRequest: boolean;
  commentId: number;
  body: string;
  author: EventUser;
  sender: EventUser;
  /**
   * Set for a review comment (`pull_request_review_comment`): the first
   * comment of its thread, whose marker says which change the thread is about.
   */
  thread?: { rootId: number };
}

const userSchema = z.object({
  login: z.string().min(1),
  id: z.number().int(),
  type: z.string(),
});

const commentPayloadSchema = z.object({
  action: z.string(),
  issue: z.object({
    number: z.number().int().positive(),
    pull_request: z.object({ url: z.string() }).optional(),
  }),
  comment: z.object({
    id: z.number().int(),
    body: z.string().nullable(),
    user: userSchema,
  }),
  sender: userSchema,
});

const reviewCommentPayloadSchema = z.object({
  action: z.string(),
  pull_request: z.object({ number: z.number().int().positive() }),
  comment: z.object({
    id: z.number().int(),
    body: z.string().nullable(),
    user: userSchema,
    in_reply_to_id: z.number().int().optional(),
  }),
  sender: userSchema,
});

function shapeError(event: string, error: z.ZodError): RemoraError {
  const issue = error.issues[0];
  return new RemoraError(
    'GH_001',
    `the ${event} event payload does not have the expected shape at ` +
      `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
  );
}

/**
 * Reads a `pull_request_review_comment` payload: a comment in a review
 * thread, always on a pull request.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
export function parseReviewCommentEvent(payload: unknown): CommentEvent {
  const parsed = reviewCommentPayloadSchema.safeParse(payload);
  if (!parsed.success) throw shapeError('pull_request_review_comment', parsed.error);
  const { action, pull_request: pull, comment, sender } = parsed.data;
  return {
    action,
    number: pull.number,
    onPullRequest: true,
    commentId: comment.id,
    body: comment.body ?? '',
    author: comment.user,
    sender,
    thread: { rootId: comment.in_reply_to_id ?? comment.id },
  };
}

/**
 * Reads an `issue_comment` payload.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
export function parseCommentEvent(payload: unknown): CommentEvent {
  const parsed = commentPayloadSchema.safeParse(payload);
  if (!parsed.success) throw shapeError('issue_comment', parsed.error);
  const { action, issue, comment, sender } = parsed.data;
  return {
    action,
    number: issue.number,
    onPullRequest: issue.pull_request !== undefined,
    commentId: comment.id,
    body: comment.body ?? '',
    author: comment.user,
    sender,
  };
}

/**
 * Reads and parses the payload file the runner wrote (GITHUB_EVENT_PATH): an
 * `issue_comment`, or a `pull_request_review_comment` when `eventName` says so.
 */
export async function readCommentEvent(
  eventPath: string,
  eventName = 'issue_comment',
): Promise<CommentEvent> {
  const payload = await readEventPayload(eventPath);
  return eventName === 'pull_request_review_comment'
    ? parseReviewCommentEvent(payload)
    : parseCommentEvent(payload);
}

/** Whether the comment comes from a bot (Remora itself included): a bot's command runs nothing. */
export function isBotComment(event: CommentEvent): boolean {
  return [event.author, event.sender].some(
    (user) => user.type === 'Bot' || user.login.endsWith('[bot]'),
  );
}
