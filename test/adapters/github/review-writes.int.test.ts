import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubPort } from '../../../src/adapters/github/github-port.js';
import { isMissingPermission } from '../../../src/core/errors.js';
import type { ReviewComment, ReviewRequest } from '../../../src/core/publish/index.js';
import {
  checkRunResponse,
  clientOptions,
  HEAD,
  rejection,
  restApi,
  reviewResponse,
} from '../../support/github-api.js';
import { interceptNetwork } from '../../support/network.js';

const warnings: string[] = [];
const github = () => createGitHubPort(clientOptions(warnings));

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => {
  nock.cleanAll();
  warnings.length = 0;
});

const COMMENTS: ReviewComment[] = [
  {
    path: 'pkg/mod.py',
    line: 12,
    side: 'RIGHT',
    body: '**lint** on `f`\n\n```suggestion\nx = 1\n```',
  },
  {
    path: 'pkg/mod.py',
    line: 30,
    side: 'RIGHT',
    start_line: 27,
    start_side: 'RIGHT',
    body: '**docstring** on `g`\n\n```suggestion\ndef g():\n    """Return 2."""\n    return 2\n```',
  },
];

const REVIEW: ReviewRequest = {
  commit_id: HEAD,
  event: 'COMMENT',
  body: '**Remora** reviewed 2 nodes: 2 suggestions inline, 0 changes below, 0 findings.',
  comments: COMMENTS,
};

const NOT_ACCESSIBLE = {
  message: 'Resource not accessible by integration',
  documentation_url: 'https://docs.github.com/rest/checks/runs#create-a-check-run',
  status: '403',
};

describe('createCheckRun', () => {
  it('creates the check run in progress on the head commit and returns its id', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/check-runs', {
        name: 'Remora',
        head_sha: HEAD,
        status: 'in_progress',
      })
      .reply(201, checkRunResponse({ id: 4242, head_sha: HEAD, status: 'in_progress' }));

    expect(await github().createCheckRun('Remora', HEAD)).toBe(4242);
    expect(scope.isDone()).toBe(true);
  });

  it('turns a 403 into GH_002 naming `checks: write`, how to grant it, and forks', async () => {
    const scope = restApi().post('/repos/octo/demo/check-runs').reply(403, NOT_ACCESSIBLE);

    const error = await rejection(github().createCheckRun('Remora', HEAD));

    expect(scope.isDone()).toBe(true);
    expect(isMissingPermission(error)).toBe(true);
    expect(error.code).toBe('GH_002');
    expect(error.message).toBe(
      `GitHub refused to create the check run Remora on ${HEAD} ` +
        '(HTTP 403: Resource not accessible by integration - ' +
        'https://docs.github.com/rest/checks/runs#create-a-check-run): ' +
        "the job's token lacks the `checks: write` permission. Grant it in the workflow with a " +
        '`permissions:` block on the job, e.g. `permissions: { contents: read, checks: write }` ' +
        '(listing every permission the job needs, since the block replaces the defaults). ' +
        'On a pull request from a fork the token is read-only whatever the workflow asks for.',
    );
  });

  it('keeps a 403 that is a rate limit it would not wait out as GH_001, not a permission', async () => {
    restApi()
      .post('/repos/octo/demo/check-runs')
      .reply(
        403,
        { message: 'You have exceeded a secondary rate limit' },
        { 'retry-after': '3600' },
      );

    const error = await rejection(github().createCheckRun('Remora', HEAD));

    expect(error.code).toBe('GH_001');
    expect(isMissingPermission(error)).toBe(false);
    expect(warnings).toHaveLength(1);
  });
});

describe('updateCheckRun', () => {
  it('sends the completion with its output and annotations as given', async () => {
    const update = {
      conclusion: 'neutral' as const,
      details_url: 'https://github.com/octo/demo/pull/9#pullrequestreview-80',
      output: {
        title: '2 suggestions, 1 finding',
        summary: '| nodes | 2 |',
        annotations: [
          {
            path: 'pkg/mod.py',
            start_line: 3,
            end_line: 3,
            annotation_level: 'warning' as const,
            message: 'Unused import os',
            title: 'F401',
          },
        ],
      },
    };
    const scope = restApi()
      .patch('/repos/octo/demo/check-runs/4242', update)
      .reply(200, checkRunResponse({ id: 4242, status: 'completed', conclusion: 'neutral' }));

    await github().updateCheckRun(4242, update);

    expect(scope.isDone()).toBe(true);
  });

  it('turns a 404 into GH_002 naming `checks: write`', async () => {
    restApi().patch('/repos/octo/demo/check-runs/4242').reply(404, { message: 'Not Found' });

    const error = await rejection(github().updateCheckRun(4242, { status: 'completed' }));

    expect(error.code).toBe('GH_002');
    expect(error.message).toMatch(
      /^GitHub refused to update the check run 4242 \(HTTP 404: Not Found\): the job's token lacks the `checks: write` permission/,
    );
  });
});

describe('createReview', () => {
  it('posts one COMMENT review with line/side comments, never position, and returns its address', async () => {
    const bodies: unknown[] = [];
    const scope = restApi()
      .post('/repos/octo/demo/pulls/9/reviews', (body: unknown) => bodies.push(body) > 0)
      .reply(
        200,
        reviewResponse({
          id: 80,
          state: 'COMMENTED',
          commit_id: HEAD,
          html_url: 'https://github.com/octo/demo/pull/9#pullrequestreview-80',
        }),
      );

    const posted = await github().createReview(9, REVIEW);

    expect(scope.isDone()).toBe(true);
    expect(posted).toEqual({
      id: 80,
      url: 'https://github.com/octo/demo/pull/9#pullrequestreview-80',
    });
    expect(bodies).toEqual([REVIEW]);
    expect(JSON.stringify(bodies)).not.toContain('position');
  });

  it('turns a 404 into GH_002 naming `pull-requests: write`', async () => {
    restApi().post('/repos/octo/demo/pulls/9/reviews').reply(404, { message: 'Not Found' });

    const error = await rejection(github().createReview(9, REVIEW));

    expect(isMissingPermission(error)).toBe(true);
    expect(error.message).toMatch(
      /^GitHub refused to post the review on pull request #9 \(HTTP 404: Not Found\): the job's token lacks the `pull-requests: write` permission\. .*`permissions:`.*fork/,
    );
  });

  it('keeps a 422 as GH_001 with the status for the caller to recover from', async () => {
    restApi()
      .post('/repos/octo/demo/pulls/9/reviews')
      .reply(422, {
        message: 'Unprocessable Entity',
        errors: ['Pull request review thread line must be part of the diff'],
      });

    const error = await rejection(github().createReview(9, REVIEW));

    expect(error.code).toBe('GH_001');
    expect(error.message).toBe(
      'GitHub refused to post the review on pull request #9 (HTTP 422): Unprocessable Entity: ' +
        '"Pull request review thread line must be part of the diff"',
    );
  });
});

describe('acceptsComments', () => {
  it('posts the comments as a pending review (no event), deletes it, and says yes', async () => {
    const bodies: unknown[] = [];
    const scope = restApi()
      .post('/repos/octo/demo/pulls/9/reviews', (body: unknown) => bodies.push(body) > 0)
      .reply(200, reviewResponse({ id: 81, state: 'PENDING', commit_id: HEAD }))
      .delete('/repos/octo/demo/pulls/9/reviews/81')
      .reply(200, reviewResponse({ id: 81, state: 'PENDING', commit_id: HEAD }));

    expect(await github().acceptsComments(9, HEAD, COMMENTS)).toBe(true);
    expect(scope.isDone()).toBe(true);
    expect(bodies).toEqual([{ commit_id: HEAD, comments: COMMENTS }]);
  });

  it('says no on a 422 and deletes nothing', async () => {
    const refused = restApi()
      .post('/repos/octo/demo/pulls/9/reviews')
      .reply(422, {
        message: 'Unprocessable Entity',
        errors: ['Pull request review thread line must be part of the diff'],
      });
    const deleted = restApi()
      .delete(/\/repos\/octo\/demo\/pulls\/9\/reviews\/\d+$/)
      .reply(200, {});

    expect(await github().acceptsComments(9, HEAD, COMMENTS)).toBe(false);
    expect(refused.isDone()).toBe(true);
    expect(deleted.isDone()).toBe(false);
  });

  it('does not read an earlier pending review of the user as a refusal: it says what to do', async () => {
    restApi()
      .post('/repos/octo/demo/pulls/9/reviews')
      .reply(422, {
        message: 'Unprocessable Entity',
        errors: ['User can only have one pending review per pull request'],
      });

    const error = await rejection(github().acceptsComments(9, HEAD, COMMENTS));

    expect(error.code).toBe('GH_001');
    expect(error.message).toMatch(
      /already has a pending \(unsubmitted\) review on pull request #9.*Submit or delete that review/,
    );
  });

  it('turns a 403 into GH_002 naming `pull-requests: write`', async () => {
    restApi().post('/repos/octo/demo/pulls/9/reviews').reply(403, NOT_ACCESSIBLE);

    const error = await rejection(github().acceptsComments(9, HEAD, COMMENTS));

    expect(error.code).toBe('GH_002');
    expect(error.message).toContain('`pull-requests: write`');
  });
});
