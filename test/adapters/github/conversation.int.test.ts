import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubPort } from '../../../src/adapters/github/github-port.js';
import { clientOptions, HEAD, rejection, restApi } from '../../support/github-api.js';
import { webhookExample } from '../../support/github-pr-fixture.js';
import { interceptNetwork } from '../../support/network.js';

const github = () => createGitHubPort(clientOptions());

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

type Json = Record<string, unknown>;

const BASE = 'ba5eba5eba5eba5eba5eba5eba5eba5eba5eba5e';

/** A pull request as `GET /repos/{o}/{r}/pulls/{n}` returns it, from the real webhook example. */
function pullResponse(edit: (pull: Json & { head: Json; base: Json }) => void = () => {}): Json {
  const pull = webhookExample('pull_request', 'opened').pull_request as Json & {
    head: Json;
    base: Json;
  };
  pull.number = 9;
  pull.html_url = 'https://github.com/octo/demo/pull/9';
  pull.head.sha = HEAD;
  pull.head.ref = 'feature/shapes';
  pull.base.sha = BASE;
  edit(pull);
  return pull;
}

/** The `user` object GitHub nests in permission and reaction answers, from a real payload. */
const USER = (webhookExample('issue_comment', 'created').comment as Json).user as Json;

describe('getPullRequest', () => {
  it('reads the head and base commits, the head branch and both repositories', async () => {
    const scope = restApi().get('/repos/octo/demo/pulls/9').reply(200, pullResponse());

    expect(await github().getPullRequest(9)).toEqual({
      number: 9,
      headSha: HEAD,
      baseSha: BASE,
      headRef: 'feature/shapes',
      baseRef: 'master',
      defaultBranch: 'master',
      headRepo: 'Codertocat/Hello-World',
      baseRepo: 'Codertocat/Hello-World',
      draft: false,
      state: 'open',
      url: 'https://github.com/octo/demo/pull/9',
    });
    expect(scope.isDone()).toBe(true);
  });

  it('gives a deleted fork as a null head repository', async () => {
    restApi()
      .get('/repos/octo/demo/pulls/9')
      .reply(
        200,
        pullResponse((pull) => {
          pull.head.repo = null;
        }),
      );

    expect((await github().getPullRequest(9)).headRepo).toBeNull();
  });

  it('names the field GitHub left out with GH_001', async () => {
    restApi()
      .get('/repos/octo/demo/pulls/9')
      .reply(
        200,
        pullResponse((pull) => {
          delete pull.head.ref;
        }),
      );

    const error = await rejection(github().getPullRequest(9));

    expect([error.code, error.message]).toEqual([
      'GH_001',
      "GitHub's answer when asked to read pull request #9 has an unexpected shape at head.ref: " +
        'Invalid input: expected string, received undefined',
    ]);
  });
});

describe('getPermission', () => {
  const path = '/repos/octo/demo/collaborators/octocat/permission';

  it.each([
    ['admin', 'admin', 'admin'],
    ['write', 'maintain', 'maintain'],
    ['write', 'write', 'write'],
    ['read', 'triage', 'triage'],
    ['read', 'read', 'read'],
    ['none', 'none', 'none'],
  ])('reads permission %s with role %s as %s', async (permission, role, expected) => {
    restApi().get(path).reply(200, { permission, role_name: role, user: USER });

    expect(await github().getPermission('octocat')).toBe(expected);
  });

  it('reads a custom role by its base permission', async () => {
    restApi()
      .get(path)
      .reply(200, { permission: 'write', role_name: 'security-reviewer', user: USER });

    expect(await github().getPermission('octocat')).toBe('write');
  });

  it('reads a 404 (not a collaborator, no such user) as none', async () => {
    restApi().get(path).reply(404, {
      message: 'Not Found',
      documentation_url:
        'https://docs.github.com/rest/collaborators/collaborators#get-repository-permissions-for-a-user',
      status: '404',
    });

    expect(await github().getPermission('octocat')).toBe('none');
  });

  it('keeps other failures as GH_001', async () => {
    restApi().get(path).times(3).reply(502, { message: 'Bad Gateway' });

    const error = await rejection(github().getPermission('octocat'));

    expect(error.code).toBe('GH_001');
    expect(error.message).toContain("read octocat's permission on octo/demo (HTTP 502)");
  });
});

describe('addReaction', () => {
  const reaction = (content: string) => ({
    id: 1,
    node_id: 'MDg6UmVhY3Rpb24x',
    user: USER,
    content,
    created_at: '2016-05-20T20:09:31Z',
  });

  it('reacts to the comment, whether the reaction is new (201) or was there (200)', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/issues/comments/492700400/reactions', { content: 'eyes' })
      .reply(201, reaction('eyes'))
      .post('/repos/octo/demo/issues/comments/492700400/reactions', { content: 'eyes' })
      .reply(200, reaction('eyes'));

    await github().addReaction(492700400, 'eyes');
    await github().addReaction(492700400, 'eyes');

    expect(scope.isDone()).toBe(true);
  });

  it('turns a 403 into GH_002 naming `issues: write`', async () => {
    restApi()
      .post('/repos/octo/demo/issues/comments/492700400/reactions')
      .reply(403, { message: 'Resource not accessible by integration' });

    const error = await rejection(github().addReaction(492700400, 'rocket'));

    expect(error.code).toBe('GH_002');
    expect(error.message).toMatch(
      /^GitHub refused to react with rocket to comment 492700400 \(HTTP 403: Resource not accessible by integration\): the job's token lacks the `issues: write` permission/,
    );
  });
});

describe('addReaction on a review comment', () => {
  it('reacts through the review comments endpoint, and a 403 names `pull-requests: write`', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/pulls/comments/426899381/reactions', { content: 'eyes' })
      .reply(201, {
        id: 1,
        node_id: 'MDg6UmVhY3Rpb24x',
        user: USER,
        content: 'eyes',
        created_at: '2016-05-20T20:09:31Z',
      })
      .post('/repos/octo/demo/pulls/comments/426899381/reactions', { content: 'rocket' })
      .reply(403, { message: 'Resource not accessible by integration' });

    await github().addReaction(426899381, 'eyes', 'review');
    const error = await rejection(github().addReaction(426899381, 'rocket', 'review'));

    expect(scope.isDone()).toBe(true);
    expect(error.code).toBe('GH_002');
    expect(error.message).toMatch(
      /^GitHub refused to react with rocket to review comment 426899381 \(HTTP 403: .*\): the job's token lacks the `pull-requests: write` permission/,
    );
  });
});

describe('createIssueComment', () => {
  const comment = webhookExample('issue_comment', 'created').comment as Json;

  it('posts the reply once and returns its id and address', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/issues/9/comments', { body: 'Done.' })
      .reply(201, { ...comment, id: 77, body: 'Done.' });

    expect(await github().createIssueComment(9, 'Done.')).toEqual({
      id: 77,
      url: comment.html_url,
    });
    expect(scope.isDone()).toBe(true);
  });

  it('does not retry a 5xx: GitHub may have posted it', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/issues/9/comments')
      .reply(502, { message: 'Bad Gateway' });
    const again = restApi().post('/repos/octo/demo/issues/9/comments').reply(201, comment);

    const error = await rejection(github().createIssueComment(9, 'Done.'));

    expect(error.code).toBe('GH_001');
    expect(scope.isDone()).toBe(true);
    expect(again.isDone()).toBe(false);
  });

  it('turns a 404 into GH_002 naming `issues: write`', async () => {
    restApi().post('/repos/octo/demo/issues/9/comments').reply(404, { message: 'Not Found' });

    const error = await rejection(github().createIssueComment(9, 'Done.'));

    expect(error.code).toBe('GH_002');
    expect(error.message).toContain('`issues: write`');
  });
});
