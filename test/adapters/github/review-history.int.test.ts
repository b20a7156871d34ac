import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubPort } from '../../../src/adapters/github/github-port.js';
import { isMissingPermission } from '../../../src/core/errors.js';
import {
  API,
  checkRunResponse,
  clientOptions,
  graphqlApi,
  HEAD,
  rejection,
  restApi,
  reviewCommentResponse,
  reviewResponse,
} from '../../support/github-api.js';
import { webhookExample } from '../../support/github-pr-fixture.js';
import { interceptNetwork } from '../../support/network.js';

const github = () => createGitHubPort(clientOptions());

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

const BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };

function nextPage(path: string): Record<string, string> {
  const next = `${API}${path}?per_page=100&page=2`;
  return { link: `<${next}>; rel="next", <${next}>; rel="last"` };
}

interface GraphQLRequest {
  query: string;
  variables: Record<string, unknown>;
}

describe('listReviewComments', () => {
  it('reads every page, oldest first, with outdated lines as null and deleted users as ghost', async () => {
    const path = '/repos/octo/demo/pulls/9/comments';
    const scope = restApi()
      .get(path)
      .query({ per_page: '100' })
      .reply(
        200,
        [
          reviewCommentResponse({ id: 11, body: 'first', path: 'a.py', line: 4, user: BOT }),
          reviewCommentResponse({ id: 12, body: 'gone', path: 'a.py', line: null, user: BOT }),
        ],
        nextPage(path),
      )
      .get(path)
      .query({ per_page: '100', page: '2' })
      .reply(200, [
        reviewCommentResponse({
          id: 13,
          body: 'a reply',
          path: 'a.py',
          line: 4,
          in_reply_to_id: 11,
          user: null,
        }),
      ]);

    const comments = await github().listReviewComments(9);

    expect(scope.isDone()).toBe(true);
    // The webhook example's comment belongs to review 237895671.
    const review_id = 237895671;
    expect(comments).toEqual([
      { id: 11, body: 'first', path: 'a.py', line: 4, user: 'github-actions[bot]', review_id },
      { id: 12, body: 'gone', path: 'a.py', line: null, user: 'github-actions[bot]', review_id },
      {
        id: 13,
        body: 'a reply',
        path: 'a.py',
        line: 4,
        user: 'ghost',
        in_reply_to_id: 11,
        review_id,
      },
    ]);
  });

  it('rejects a comment without a path with GH_001 naming the field', async () => {
    restApi()
      .get('/repos/octo/demo/pulls/9/comments')
      .query(true)
      .reply(200, [reviewCommentResponse({ id: 11, path: undefined })]);

    const error = await rejection(github().listReviewComments(9));

    expect(error.code).toBe('GH_001');
    expect(error.message).toMatch(/unexpected shape at 0\.path/);
  });
});

describe('the reactions on review comments', () => {
  const rollup = (down: number) => ({
    url: `${API}/repos/octo/demo/pulls/comments/11/reactions`,
    total_count: down + 1,
    '+1': 1,
    '-1': down,
    laugh: 0,
    confused: 0,
    heart: 0,
    hooray: 0,
    eyes: 0,
    rocket: 0,
  });

  it('counts the 👎 of each comment from the rollup GitHub adds to the listing', async () => {
    const scope = restApi()
      .get('/repos/octo/demo/pulls/9/comments')
      .query({ per_page: '100' })
      .reply(200, [
        reviewCommentResponse({
          id: 11,
          body: 'x',
          path: 'a.py',
          line: 4,
          user: BOT,
          reactions: rollup(2),
        }),
        reviewCommentResponse({
          id: 12,
          body: 'y',
          path: 'a.py',
          line: 5,
          user: BOT,
          reactions: rollup(0),
        }),
      ]);

    const comments = await github().listReviewComments(9);

    expect(scope.isDone()).toBe(true);
    expect(comments.map((c) => [c.id, c.thumbsDown])).toEqual([
      [11, 2],
      [12, 0],
    ]);
  });

  it('lists who reacted 👎 to one comment, asking GitHub for -1 only, each login once', async () => {
    const reaction = (id: number, login: string, content = '-1') => ({
      id,
      node_id: `MDg6UmVhY3Rpb24${id}`,
      user: { ...BOT, login, type: 'User' },
      content,
      created_at: '2026-11-20T20:09:31Z',
    });
    const scope = restApi()
      .get('/repos/octo/demo/pulls/comments/11/reactions')
      .query({ content: '-1', per_page: '100' })
      .reply(200, [reaction(1, 'octocat'), reaction(2, 'hubot'), reaction(3, 'octocat')]);

    expect(await github().listThumbsDown(11)).toEqual(['octocat', 'hubot']);
    expect(scope.isDone()).toBe(true);
  });
});

describe('listIssueComments', () => {
  it("reads the conversation's comments, every page, with their authors", async () => {
    const example = webhookExample('issue_comment', 'created').comment as Record<string, unknown>;
    const path = '/repos/octo/demo/issues/9/comments';
    const scope = restApi()
      .get(path)
      .query({ per_page: '100' })
      .reply(200, [{ ...example, id: 21, body: 'Rejected.', user: BOT }], nextPage(path))
      .get(path)
      .query({ per_page: '100', page: '2' })
      .reply(200, [
        { ...example, id: 22, body: '/remora reject lint-0123456789abcdef', user: null },
      ]);

    expect(await github().listIssueComments(9)).toEqual([
      { id: 21, body: 'Rejected.', user: 'github-actions[bot]' },
      { id: 22, body: '/remora reject lint-0123456789abcdef', user: 'ghost' },
    ]);
    expect(scope.isDone()).toBe(true);
  });
});

describe('listReviews', () => {
  it('reads every page, with the author and the commit each review was posted on', async () => {
    const path = '/repos/octo/demo/pulls/9/reviews';
    const scope = restApi()
      .get(path)
      .query({ per_page: '100' })
      .reply(
        200,
        [reviewResponse({ id: 80, body: 'Remora <!-- m -->', user: BOT, commit_id: HEAD })],
        nextPage(path),
      )
      .get(path)
      .query({ per_page: '100', page: '2' })
      .reply(200, [reviewResponse({ id: 81, body: null, user: null, commit_id: null })]);

    const reviews = await github().listReviews(9);

    expect(scope.isDone()).toBe(true);
    expect(reviews).toEqual([
      { id: 80, body: 'Remora <!-- m -->', user: 'github-actions[bot]', commit_id: HEAD },
      { id: 81, body: '', user: 'ghost', commit_id: '' },
    ]);
  });
});

// GraphQL answers every field asked for: `resolvedBy` is null while a thread is open.
const thread = (
  id: string,
  resolved: boolean,
  outdated: boolean,
  comments: (number | null)[],
  resolvedBy: string | null = null,
) => ({
  id,
  isResolved: resolved,
  isOutdated: outdated,
  resolvedBy: resolvedBy === null ? null : { login: resolvedBy },
  comments: { nodes: comments.map((databaseId) => ({ databaseId })) },
});

const threadsPage = (
  nodes: ReturnType<typeof thread>[],
  next: string | null,
): Record<string, unknown> => ({
  data: {
    repository: {
      pullRequest: {
        reviewThreads: {
          pageInfo: {
            hasNextPage: next !== null,
            endCursor: next ?? 'Y3Vyc29yOnYyOpK0MjAyNi0xMS0yM1QxNzo',
          },
          nodes,
        },
      },
    },
  },
});

describe('listReviewThreads', () => {
  it('follows the cursor over two pages, passing the pull request as variables', async () => {
    const requests: GraphQLRequest[] = [];
    const record = (body: GraphQLRequest) => requests.push(body) > 0;
    const scope = graphqlApi()
      .post('/graphql', record)
      .reply(
        200,
        threadsPage(
          [
            thread('PRRT_kwDOAAABc84AAAAB', false, false, [11, 13]),
            thread('PRRT_kwDOAAABc84AAAAC', true, true, [12], 'octocat'),
          ],
          'Y3Vyc29yOnYyOpHOAAAAAg==',
        ),
      )
      .post('/graphql', record)
      .reply(200, threadsPage([thread('PRRT_kwDOAAABc84AAAAD', false, true, [14, null])], null));

    const threads = await github().listReviewThreads(9);

    expect(scope.isDone()).toBe(true);
    expect(threads).toEqual([
      { id: 'PRRT_kwDOAAABc84AAAAB', isResolved: false, isOutdated: false, commentIds: [11, 13] },
      {
        id: 'PRRT_kwDOAAABc84AAAAC',
        isResolved: true,
        isOutdated: true,
        resolvedBy: 'octocat',
        commentIds: [12],
      },
      { id: 'PRRT_kwDOAAABc84AAAAD', isResolved: false, isOutdated: true, commentIds: [14] },
    ]);
    expect(requests.map((r) => r.variables)).toEqual([
      { owner: 'octo', repo: 'demo', number: 9, cursor: null },
      { owner: 'octo', repo: 'demo', number: 9, cursor: 'Y3Vyc29yOnYyOpHOAAAAAg==' },
    ]);
    expect(requests[0]?.query).toMatch(/reviewThreads\(first: 100, after: \$cursor\)/);
    expect(requests[0]?.query).toMatch(/comments\(first: 100\) \{ nodes \{ databaseId \} \}/);
    expect(requests[0]?.query).toMatch(/resolvedBy \{ login \}/);
  });

  it('turns a GraphQL NOT_FOUND into GH_001 with GitHub’s message', async () => {
    graphqlApi()
      .post('/graphql')
      .reply(200, {
        data: { repository: { pullRequest: null } },
        errors: [
          {
            type: 'NOT_FOUND',
            path: ['repository', 'pullRequest'],
            locations: [{ line: 4, column: 5 }],
            message: 'Could not resolve to a PullRequest with the number of 9.',
          },
        ],
      });

    const error = await rejection(github().listReviewThreads(9));

    expect([error.code, error.message]).toEqual([
      'GH_001',
      'GitHub refused to list the review threads of pull request #9 (GraphQL): ' +
        'NOT_FOUND: Could not resolve to a PullRequest with the number of 9.',
    ]);
  });
});

describe('resolveThreads', () => {
  const IDS = ['PRRT_kwDOAAABc84AAAAB', 'PRRT_kwDOAAABc84AAAAC', 'PRRT_kwDOAAABc84AAAAD'];

  it('resolves three threads in one request, the ids as variables, never in the query', async () => {
    const requests: GraphQLRequest[] = [];
    const scope = graphqlApi()
      .post('/graphql', (body: GraphQLRequest) => requests.push(body) > 0)
      .reply(200, {
        data: {
          t0: { thread: { id: IDS[0] } },
          t1: { thread: { id: IDS[1] } },
          t2: { thread: { id: IDS[2] } },
        },
      });

    await github().resolveThreads(IDS);

    expect(scope.isDone()).toBe(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.variables).toEqual({ t0: IDS[0], t1: IDS[1], t2: IDS[2] });
    const query = requests[0]?.query ?? '';
    expect(query).toMatch(/^mutation \(\$t0: ID!, \$t1: ID!, \$t2: ID!\) \{/);
    for (const alias of ['t0', 't1', 't2'])
      expect(query).toContain(
        `${alias}: resolveReviewThread(input: {threadId: $${alias}}) { thread { id } }`,
      );
    for (const id of IDS) expect(query).not.toContain(id);
  });

  it('sends nothing for no threads', async () => {
    const scope = graphqlApi().post('/graphql').reply(200, { data: {} });

    await github().resolveThreads([]);

    expect(scope.isDone()).toBe(false);
  });

  it('turns a FORBIDDEN answer into GH_002 naming `pull-requests: write`', async () => {
    graphqlApi()
      .post('/graphql')
      .reply(200, {
        data: { t0: null },
        errors: [
          {
            type: 'FORBIDDEN',
            path: ['t0'],
            extensions: { saml_failure: false },
            locations: [{ line: 2, column: 3 }],
            message: 'Resource not accessible by integration',
          },
        ],
      });

    const error = await rejection(github().resolveThreads(IDS.slice(0, 1)));

    expect(isMissingPermission(error)).toBe(true);
    expect(error.message).toMatch(
      /^GitHub refused to resolve 1 review thread \(GraphQL FORBIDDEN: Resource not accessible by integration\): the job's token lacks the `pull-requests: write` permission\. .*`permissions:`.*fork/,
    );
  });

  it('turns an HTTP 403 on the mutation into GH_002 as well', async () => {
    graphqlApi().post('/graphql').reply(403, { message: 'Resource not accessible by integration' });

    const error = await rejection(github().resolveThreads(IDS));

    expect(error.code).toBe('GH_002');
    expect(error.message).toContain('resolve 3 review threads (HTTP 403');
  });
});

describe('answerThreads', () => {
  const IDS = ['PRRT_kwDOAAABc84AAAAB', 'PRRT_kwDOAAABc84AAAAC'];

  it('replies in each thread, then resolves it, in one request with ids and bodies as variables', async () => {
    const requests: GraphQLRequest[] = [];
    const scope = graphqlApi()
      .post('/graphql', (body: GraphQLRequest) => requests.push(body) > 0)
      .reply(200, {
        data: {
          r0: { comment: { id: 'PRRC_kwDOAAABc86AAAAB' } },
          t0: { thread: { id: IDS[0] } },
          r1: { comment: { id: 'PRRC_kwDOAAABc86AAAAC' } },
          t1: { thread: { id: IDS[1] } },
        },
      });

    await github().answerThreads(IDS.map((threadId) => ({ threadId, body: `outdated: ${HEAD}` })));

    expect(scope.isDone()).toBe(true);
    expect(requests[0]?.variables).toEqual({
      t0: IDS[0],
      b0: `outdated: ${HEAD}`,
      t1: IDS[1],
      b1: `outdated: ${HEAD}`,
    });
    const query = requests[0]?.query ?? '';
    // The reply goes before the resolution: mutations run in the order written.
    expect(query.indexOf('r0: addPullRequestReviewThreadReply')).toBeLessThan(
      query.indexOf('t0: resolveReviewThread'),
    );
    expect(query).toContain(
      'r1: addPullRequestReviewThreadReply(input: {pullRequestReviewThreadId: $t1, body: $b1}) { comment { id } }',
    );
    expect(query).not.toContain(HEAD);
  });

  it('sends nothing for no threads', async () => {
    const scope = graphqlApi().post('/graphql').reply(200, { data: {} });

    await github().answerThreads([]);

    expect(scope.isDone()).toBe(false);
  });

  it('turns a FORBIDDEN answer into GH_002 naming `pull-requests: write`', async () => {
    graphqlApi()
      .post('/graphql')
      .reply(200, {
        data: { r0: null, t0: null },
        errors: [
          {
            type: 'FORBIDDEN',
            path: ['r0'],
            locations: [{ line: 2, column: 3 }],
            message: 'Resource not accessible by integration',
          },
        ],
      });

    const error = await rejection(github().answerThreads([{ threadId: IDS[0] ?? '', body: 'x' }]));

    expect(isMissingPermission(error)).toBe(true);
    expect(error.message).toContain('answer and resolve 1 review thread');
  });
});

describe('listCheckRuns', () => {
  const path = `/repos/octo/demo/commits/${HEAD}/check-runs`;

  it('reads the latest runs of one name, with their mark and app', async () => {
    const scope = restApi()
      .get(path)
      .query({ check_name: 'Remora', filter: 'all', per_page: '100' })
      .reply(200, {
        total_count: 1,
        check_runs: [
          checkRunResponse({
            head_sha: HEAD,
            status: 'completed',
            conclusion: 'success',
            external_id: 'remora:reviewed-head #9',
            app: { id: 15368, slug: 'github-actions', name: 'GitHub Actions' },
          }),
        ],
      });

    const runs = await github().listCheckRuns(HEAD, 'Remora');

    expect(scope.isDone()).toBe(true);
    expect(runs).toEqual([
      {
        head_sha: HEAD,
        status: 'completed',
        conclusion: 'success',
        external_id: 'remora:reviewed-head #9',
        app: 'github-actions',
      },
    ]);
  });

  it('answers none for a commit GitHub does not know (422)', async () => {
    restApi()
      .get(path)
      .query(true)
      .reply(422, {
        message: `No commit found for SHA: ${HEAD}`,
        documentation_url:
          'https://docs.github.com/rest/checks/runs#list-check-runs-for-a-git-reference',
        status: '422',
      });

    expect(await github().listCheckRuns(HEAD, 'Remora')).toEqual([]);
  });

  it('turns a server error into GH_001', async () => {
    restApi().get(path).query(true).times(3).reply(500, { message: 'Server Error' });

    const error = await rejection(github().listCheckRuns(HEAD, 'Remora'));

    expect(error.code).toBe('GH_001');
    expect(error.message).toContain(`list the check runs Remora of ${HEAD}`);
  });
});
