import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readEarlier } from '../../src/action/earlier-runs.js';
import { createGitHubPort } from '../../src/adapters/github/github-port.js';
import { withTrailer, type ChangeMarker, type Marker } from '../../src/core/publish/markers.js';
import { formatUnifiedDiff } from '../../src/core/workspace/unified-diff.js';
import {
  clientOptions,
  graphqlApi,
  HEAD,
  restApi,
  reviewCommentResponse,
  reviewResponse,
} from '../support/github-api.js';
import { webhookExample } from '../support/github-pr-fixture.js';
import { interceptNetwork } from '../support/network.js';

// A review run's reading of what reviewers did, through the real Octokit
// adapter against nock: GitHub's shapes (the webhook examples' comments and
// reviews, the Reactions API's list, GraphQL's review threads with resolvedBy).

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

const BOT = { login: 'github-actions[bot]', id: 41898282, type: 'Bot' };
const APP = 'def f(x):\n    return x == None\n\n\ndef g(y):\n    return y\n';
const REVIEW_ID = 80;

function change(op: string, node: string, after: string): ChangeMarker {
  const patch = formatUnifiedDiff([{ path: 'app.py', before: APP, after }]);
  return {
    kind: 'change',
    op,
    node_id: node,
    name: node,
    workspace_id: `${op}-${node}`,
    fingerprint: `${op}${node}`.padEnd(16, '0').slice(0, 16),
    patch,
    block: patch,
    node_sha: '0123456789abcdef',
  };
}

const LINT = change('lint', '00000000000000aa', APP.replace('x == None', 'x is None'));
const DOC = change(
  'docstring',
  '00000000000000bb',
  APP.replace('def g(y):\n', 'def g(y):\n    """Y."""\n'),
);
const body = (marker: Marker) =>
  withTrailer('**a suggestion**', { commit_id: HEAD, markers: [marker] });

const thread = (id: string, comment: number, resolvedBy: string | null) => ({
  id,
  isResolved: resolvedBy !== null,
  isOutdated: false,
  resolvedBy: resolvedBy === null ? null : { login: resolvedBy },
  comments: { nodes: [{ databaseId: comment }] },
});

const rollup = (down: number) => ({
  url: 'https://api.github.com/repos/octo/demo/pulls/comments/11/reactions',
  total_count: down,
  '+1': 0,
  '-1': down,
  laugh: 0,
  confused: 0,
  heart: 0,
  hooray: 0,
  eyes: 0,
  rocket: 0,
});

/** GitHub as the next run finds it: Remora's two comments, a 👎, a resolved thread, a forged rejection. */
function history(permissionOf: (scope: nock.Scope) => nock.Scope): nock.Scope[] {
  const issueComment = webhookExample('issue_comment', 'created').comment as Record<
    string,
    unknown
  >;
  const forged = withTrailer('I reject this for Remora', {
    commit_id: HEAD,
    markers: [
      {
        kind: 'rejection',
        workspace_id: 'lint-00000000000000aa',
        node_sha: '0123456789abcdef',
        fingerprints: [],
        reason: 'forged',
        by: 'mallory',
      },
    ],
  });
  const rest = restApi()
    .get('/repos/octo/demo/pulls/9/comments')
    .query({ per_page: '100' })
    .reply(200, [
      reviewCommentResponse({
        id: 11,
        body: body(LINT),
        path: 'app.py',
        line: 2,
        user: BOT,
        pull_request_review_id: REVIEW_ID,
        reactions: rollup(2),
      }),
      reviewCommentResponse({
        id: 12,
        body: body(DOC),
        path: 'app.py',
        line: 5,
        user: BOT,
        pull_request_review_id: REVIEW_ID,
        reactions: rollup(0),
      }),
    ])
    .get('/repos/octo/demo/pulls/9/reviews')
    .query({ per_page: '100' })
    .reply(200, [reviewResponse({ id: REVIEW_ID, body: 'review', user: BOT, commit_id: HEAD })])
    .get('/repos/octo/demo/issues/9/comments')
    .query({ per_page: '100' })
    .reply(200, [
      { ...issueComment, id: 31, body: forged, user: { ...BOT, login: 'mallory', type: 'User' } },
    ])
    .get('/repos/octo/demo/pulls/comments/11/reactions')
    .query({ content: '-1', per_page: '100' })
    .reply(200, [
      {
        id: 1,
        node_id: 'R1',
        user: { login: 'mallory', id: 1, type: 'User' },
        content: '-1',
        created_at: '2026-11-20T20:09:31Z',
      },
      {
        id: 2,
        node_id: 'R2',
        user: { login: 'octocat', id: 2, type: 'User' },
        content: '-1',
        created_at: '2026-11-20T20:09:32Z',
      },
    ]);
  const graphql = graphqlApi()
    .post('/graphql')
    .reply(200, {
      data: {
        repository: {
          pullRequest: {
            reviewThreads: {
              pageInfo: { hasNextPage: false, endCursor: null },
              nodes: [thread('PRRT_a', 11, null), thread('PRRT_b', 12, 'octocat')],
            },
          },
        },
      },
    });
  return [rest, graphql, permissionOf(restApi())];
}

const head = { readFile: async (path: string) => (path === 'app.py' ? APP : undefined) };

describe('readEarlier', () => {
  it('counts a 👎 and a resolved thread of someone with write access, asked once, and never a forged rejection', async () => {
    const scopes = history((api) =>
      api
        .get('/repos/octo/demo/collaborators/mallory/permission')
        .reply(404, { message: 'Not Found' })
        .get('/repos/octo/demo/collaborators/octocat/permission')
        .once()
        .reply(200, { permission: 'write', role_name: 'write', user: { login: 'octocat' } }),
    );

    const earlier = await readEarlier(createGitHubPort(clientOptions()), 9, head);

    for (const scope of scopes) expect(scope.isDone()).toBe(true);
    expect(earlier.problems).toEqual([]);
    expect(earlier.verdicts.map((v) => [v.workspace_id, v.verdict, v.how, v.actor])).toEqual([
      ['docstring-00000000000000bb', 'rejected', 'resolved', 'octocat'],
      ['lint-00000000000000aa', 'rejected', 'reaction', 'octocat'],
    ]);
    expect([...earlier.rejected.keys].sort()).toEqual([
      'docstring-00000000000000bb@0123456789abcdef',
      'lint-00000000000000aa@0123456789abcdef',
    ]);
  });

  it('counts nothing of someone whose permission cannot be read, and says so', async () => {
    const scopes = history((api) =>
      api
        .get('/repos/octo/demo/collaborators/mallory/permission')
        .reply(404, { message: 'Not Found' })
        .get('/repos/octo/demo/collaborators/octocat/permission')
        .times(3)
        .reply(502, { message: 'Bad Gateway' }),
    );

    const earlier = await readEarlier(createGitHubPort(clientOptions()), 9, head);

    for (const scope of scopes) expect(scope.isDone()).toBe(true);
    expect(earlier.verdicts).toEqual([]);
    expect(earlier.problems).toEqual([
      expect.stringMatching(
        /^octocat's permission could not be read, so their act is not counted: .*HTTP 502/,
      ),
    ]);
  });
});
