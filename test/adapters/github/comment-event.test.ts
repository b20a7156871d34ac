import { describe, expect, it } from 'vitest';
import {
  isBotComment,
  parseCommentEvent,
  parseReviewCommentEvent,
} from '../../../src/adapters/github/comment-event.js';
import { caught } from '../../support/caught.js';
import { webhookExample } from '../../support/github-pr-fixture.js';

type Json = Record<string, unknown>;

/** The real `issue_comment` `created` example, on a pull request unless told otherwise. */
function example(
  edit: (payload: Json & { issue: Json; comment: Json & { user: Json } }) => void = () => {},
) {
  const payload = webhookExample('issue_comment', 'created') as Json & {
    issue: Json;
    comment: Json & { user: Json };
  };
  payload.issue.pull_request = {
    url: 'https://api.github.com/repos/Codertocat/Hello-World/pulls/1',
  };
  edit(payload);
  return payload;
}

describe('parseCommentEvent', () => {
  it('reads the comment, its author and whether it is on a pull request', () => {
    expect(parseCommentEvent(example())).toEqual({
      action: 'created',
      number: 1,
      onPullRequest: true,
      commentId: 492700400,
      body: "You are totally right! I'll get this fixed right away.",
      author: { login: 'Codertocat', id: 21031067, type: 'User' },
      sender: { login: 'Codertocat', id: 21031067, type: 'User' },
    });
    expect(parseCommentEvent(webhookExample('issue_comment', 'created')).onPullRequest).toBe(false);
  });

  it('names the field that does not match with GH_001', () => {
    const error = caught(() => parseCommentEvent(example((p) => delete p.comment.id)));

    expect(error.code).toBe('GH_001');
    expect(error.message).toBe(
      'the issue_comment event payload does not have the expected shape at comment.id: Invalid input: expected number, received undefined',
    );
  });
});

describe('parseReviewCommentEvent', () => {
  it('reads a comment in a review thread, with the first comment of its thread', () => {
    const payload = webhookExample('pull_request_review_comment', 'created') as Json & {
      comment: Json;
      pull_request: Json;
    };
    const first = parseReviewCommentEvent(payload);
    expect(first).toEqual({
      action: 'created',
      number: payload.pull_request.number,
      onPullRequest: true,
      commentId: payload.comment.id,
      body: payload.comment.body,
      author: expect.objectContaining({ login: expect.any(String) }),
      sender: expect.objectContaining({ login: expect.any(String) }),
      // A comment that opens a thread is its own root.
      thread: { rootId: payload.comment.id },
    });
    payload.comment.in_reply_to_id = 426899381;
    expect(parseReviewCommentEvent(payload).thread).toEqual({ rootId: 426899381 });
  });

  it('names the field that does not match with GH_001', () => {
    const payload = webhookExample('pull_request_review_comment', 'created');
    delete (payload.pull_request as Json).number;
    expect(caught(() => parseReviewCommentEvent(payload)).message).toMatch(
      /^the pull_request_review_comment event payload does not have the expected shape at pull_request\.number/,
    );
  });
});

describe('isBotComment', () => {
  it('is true for an app account or a [bot] login, Remora itself included', () => {
    const by = (login: string, type: string) =>
      isBotComment(
        parseCommentEvent(
          example((p) => {
            p.comment.user = { ...p.comment.user, login, type };
            p.sender = { ...(p.sender as Json), login, type };
          }),
        ),
      );

    expect(by('Codertocat', 'User')).toBe(false);
    expect(by('github-actions[bot]', 'Bot')).toBe(true);
    expect(by('renovate[bot]', 'User')).toBe(true);
    expect(by('deploy-app', 'Bot')).toBe(true);
  });
});
