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

/**
 * Reads an `issue_comment` payload.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
export function parseCommentEvent(payload: unknown): CommentEvent {
  const parsed = commentPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RemoraError(
      'GH_001',
      `the issue_comment event payload does not have the expected shape at ` +
        `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
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

/** Reads and parses the `issue_comment` payload file the runner wrote (GITHUB_EVENT_PATH). */
export async function readCommentEvent(eventPath: string): Promise<CommentEvent> {
  return parseCommentEvent(await readEventPayload(eventPath));
}

/** Whether the comment comes from a bot (Remora itself included): a bot's command runs nothing. */
export function isBotComment(event: Pick<CommentEvent, 'author' | 'sender'>): boolean {
  return [event.author, event.sender].some(
    (user) => user.type === 'Bot' || user.login.endsWith('[bot]'),
  );
}
