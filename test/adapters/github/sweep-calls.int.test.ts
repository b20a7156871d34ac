import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSweepCalls } from '../../../src/adapters/github/sweep-calls.js';
import { createOctokit } from '../../../src/adapters/github/octokit-client.js';
import { clientOptions, HEAD, rejection, restApi } from '../../support/github-api.js';
import { webhookExample } from '../../support/github-pr-fixture.js';
import { interceptNetwork } from '../../support/network.js';

const calls = () => {
  const options = clientOptions();
  return createSweepCalls({ octokit: createOctokit(options), owner: 'octo', repo: 'demo' });
};

const BRANCH = 'remora/sweep-abc123abc123';
const NEW = 'feed0000feed0000feed0000feed0000feed0000';

/** A pull request as the REST API returns it, from the real webhook example. */
function pullResponse(number: number): Record<string, unknown> {
  const pull = webhookExample('pull_request', 'opened').pull_request as Record<string, unknown>;
  return { ...pull, number, html_url: `https://github.com/octo/demo/pull/${number}` };
}

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

describe('findPull', () => {
  it('asks for the pull requests from owner:branch into the base, newest first, and takes the open one', async () => {
    const scope = restApi()
      .get('/repos/octo/demo/pulls')
      .query({
        state: 'all',
        head: `octo:${BRANCH}`,
        base: 'main',
        sort: 'created',
        direction: 'desc',
        per_page: '10',
      })
      .reply(200, [
        { ...pullResponse(14), state: 'closed', body: 'closed since' },
        { ...pullResponse(12), body: 'the report' },
      ]);
    expect(await calls().findPull(BRANCH, 'main')).toEqual({
      number: 12,
      url: 'https://github.com/octo/demo/pull/12',
      body: 'the report',
      open: true,
    });
    expect(scope.isDone()).toBe(true);
  });

  it('takes the newest closed one when none is open', async () => {
    restApi()
      .get('/repos/octo/demo/pulls')
      .query(true)
      .reply(200, [
        { ...pullResponse(14), state: 'closed', body: 'the newest' },
        { ...pullResponse(12), state: 'closed', body: 'older' },
      ]);
    expect(await calls().findPull(BRANCH, 'main')).toMatchObject({
      number: 14,
      body: 'the newest',
      open: false,
    });
  });

  it('reads a pull request without a body (null in the API) as an empty body', async () => {
    restApi()
      .get('/repos/octo/demo/pulls')
      .query(true)
      .reply(200, [{ ...pullResponse(12), body: null }]);
    expect((await calls().findPull(BRANCH, 'main'))?.body).toBe('');
  });

  it('is undefined when there is none', async () => {
    const scope = restApi().get('/repos/octo/demo/pulls').query(true).reply(200, []);
    expect(await calls().findPull(BRANCH, 'main')).toBeUndefined();
    expect(scope.isDone()).toBe(true);
  });
});

describe('createPull and updatePull', () => {
  const input = { head: BRANCH, base: 'main', title: 'Remora sweep', body: 'the report' };

  it('opens the pull request and returns its number and page', async () => {
    const scope = restApi().post('/repos/octo/demo/pulls', input).reply(201, pullResponse(13));
    expect(await calls().createPull(input)).toEqual({
      number: 13,
      url: 'https://github.com/octo/demo/pull/13',
    });
    expect(scope.isDone()).toBe(true);
  });

  it('updates the one opened in between when GitHub says it already exists', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/pulls')
      .reply(422, {
        message: 'Validation Failed',
        errors: [
          {
            resource: 'PullRequest',
            code: 'custom',
            message: `A pull request already exists for octo:${BRANCH}.`,
          },
        ],
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
        status: '422',
      })
      .get('/repos/octo/demo/pulls')
      .query(true)
      .reply(200, [pullResponse(14)])
      .patch('/repos/octo/demo/pulls/14', { title: input.title, body: input.body })
      .reply(200, pullResponse(14));
    expect(await calls().createPull(input)).toEqual({
      number: 14,
      url: 'https://github.com/octo/demo/pull/14',
    });
    expect(scope.isDone()).toBe(true);
  });

  it('names the repository setting when Actions may not open pull requests', async () => {
    const scope = restApi().post('/repos/octo/demo/pulls').reply(403, {
      message: 'GitHub Actions is not permitted to create or approve pull requests.',
      documentation_url: 'https://docs.github.com/rest/pulls/pulls#create-a-pull-request',
      status: '403',
    });
    const error = await rejection(calls().createPull(input));
    expect(error.code).toBe('GH_002');
    expect(error.message).toContain('Allow GitHub Actions to create and approve pull requests');
    expect(scope.isDone()).toBe(true);
  });

  it('names the missing permission on another 403', async () => {
    const scope = restApi().patch('/repos/octo/demo/pulls/14').reply(403, {
      message: 'Resource not accessible by integration',
      status: '403',
    });
    const error = await rejection(calls().updatePull(14, { title: 't', body: 'b' }));
    expect(error.code).toBe('GH_002');
    expect(error.message).toContain('`pull-requests: write`');
    expect(scope.isDone()).toBe(true);
  });
});

describe('getCommit', () => {
  it('reads the message and parents of a commit', async () => {
    const scope = restApi()
      .get(`/repos/octo/demo/git/commits/${NEW}`)
      .reply(200, {
        sha: NEW,
        node_id: 'C_kwDOAAAAAA',
        url: `https://api.github.com/repos/octo/demo/git/commits/${NEW}`,
        html_url: `https://github.com/octo/demo/commit/${NEW}`,
        author: { name: 'a', email: 'a@example.com', date: '2024-01-01T00:00:00Z' },
        committer: { name: 'a', email: 'a@example.com', date: '2024-01-01T00:00:00Z' },
        message: 'Remora sweep\n\nRemora-Sweep: abc123abc123',
        tree: { sha: '1'.repeat(40), url: 'https://api.github.com/x' },
        parents: [{ sha: HEAD, url: 'https://api.github.com/y', html_url: 'https://github.com/y' }],
        verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
      });
    expect(await calls().getCommit(NEW)).toEqual({
      message: 'Remora sweep\n\nRemora-Sweep: abc123abc123',
      parents: [HEAD],
    });
    expect(scope.isDone()).toBe(true);
  });
});

describe('resetBranch', () => {
  const ref = (sha: string) => ({
    ref: `refs/heads/${BRANCH}`,
    node_id: 'REF_x',
    url: `https://api.github.com/repos/octo/demo/git/refs/heads/${BRANCH}`,
    object: { type: 'commit', sha, url: 'https://api.github.com/z' },
  });

  it('moves the branch as a fast-forward, without reading it first', async () => {
    const scope = restApi()
      .patch(/\/repos\/octo\/demo\/git\/refs\/heads(\/|%2F)remora(\/|%2F)sweep-abc123abc123$/, {
        sha: NEW,
        force: false,
      })
      .reply(200, ref(NEW));
    await calls().resetBranch(BRANCH, NEW, HEAD);
    expect(scope.isDone()).toBe(true);
  });

  it('says WORK_001 when GitHub refuses the move: someone pushed since', async () => {
    // GitHub's answer to a non-fast-forward update of a ref.
    const scope = restApi()
      .patch(/\/git\/refs\//)
      .reply(422, {
        message: 'Update is not a fast forward',
        documentation_url: 'https://docs.github.com/rest/git/refs#update-a-reference',
        status: '422',
      });
    const error = await rejection(calls().resetBranch(BRANCH, NEW, HEAD));
    expect(error.code).toBe('WORK_001');
    expect(error.message).toContain(`no longer at ${HEAD.slice(0, 12)}`);
    expect(error.message).toContain('nothing was overwritten');
    expect(scope.isDone()).toBe(true);
  });
});
