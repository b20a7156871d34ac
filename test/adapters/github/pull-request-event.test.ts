import { describe, expect, it } from 'vitest';
import { parsePullRequestEvent } from '../../../src/adapters/github/pull-request-event.js';
import { RemoraError } from '../../../src/core/errors.js';
import { webhookExample } from '../../support/github-pr-fixture.js';

type Json = Record<string, unknown>;
const pr = (payload: Json): { head: Json; base: Json } =>
  payload.pull_request as { head: Json; base: Json };

describe('parsePullRequestEvent', () => {
  it('reads the fields a run needs from the real synchronize example', () => {
    expect(parsePullRequestEvent(webhookExample('pull_request', 'synchronize'))).toEqual({
      number: 2,
      headSha: 'ec26c3e57ca3a959ca5aad62de7213c562f8c821',
      baseSha: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e',
      owner: 'Codertocat',
      repo: 'Hello-World',
      fork: undefined,
      changedFiles: 1,
      action: 'synchronize',
      draft: false,
      url: 'https://github.com/Codertocat/Hello-World/pull/2',
      // Where data goes is the default branch's when the base is another branch.
      baseRef: 'master',
      defaultBranch: 'master',
      // The head before the push: a hint of where Remora last reviewed.
      before: 'f95f852bd8fca8fcc58a9a2d6c842781e32a215e',
    });
  });

  it('reads no `before` from an opened event, which has none', () => {
    expect(parsePullRequestEvent(webhookExample('pull_request', 'opened')).before).toBeUndefined();
  });

  it('names the head repository when it is a fork, and null when the fork was deleted', () => {
    const payload = webhookExample('pull_request', 'opened');
    pr(payload).head.repo = {
      ...(pr(payload).head.repo as Json),
      full_name: 'octocat/Hello-World',
      name: 'Hello-World',
      owner: { login: 'octocat' },
    };
    expect(parsePullRequestEvent(payload).fork).toBe('octocat/Hello-World');
    pr(payload).head.repo = null;
    expect(parsePullRequestEvent(payload).fork).toBeNull();
  });

  it('rejects a payload without a full head SHA with GH_001 naming the field', () => {
    const payload = webhookExample('pull_request', 'opened');
    pr(payload).head.sha = 'ec26c3e';
    expect(() => parsePullRequestEvent(payload)).toThrowError(
      new RemoraError(
        'GH_001',
        'the pull_request event payload does not have the expected shape at pull_request.head.sha: expected a full commit SHA',
      ),
    );
  });

  it('rejects a push payload, which has no pull_request', () => {
    expect(() => parsePullRequestEvent(webhookExample('push'))).toThrowError(
      /at pull_request: Invalid input: expected object, received undefined$/,
    );
  });
});
