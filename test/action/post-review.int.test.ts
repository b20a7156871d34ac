import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubPort } from '../../src/adapters/github/github-port.js';
import { postReview, REFUSED_REASON } from '../../src/action/post-review.js';
import {
  renderRefusedComment,
  renderSuggestion,
  withTrailer,
  type ChangeMarker,
  type PlannedReview,
  type ReviewComment,
  type ReviewMarker,
} from '../../src/core/publish/index.js';
import { markersOf, trailerOf } from '../support/markers.js';
import { clientOptions, HEAD, rejection, restApi, reviewResponse } from '../support/github-api.js';
import { interceptNetwork } from '../support/network.js';

const PULL = 9;
const reviewUrl = (id: number) =>
  `https://github.com/octo/demo/pull/${PULL}#pullrequestreview-${id}`;

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

/** The change marker of the comment on `line`. */
function marker(line: number): ChangeMarker {
  return {
    kind: 'change',
    op: 'lint',
    node_id: `n${line}`,
    name: `f${line}`,
    workspace_id: `lint-n${line}`,
    fingerprint: `${line}`.padStart(16, '0'),
    patch: `@@ -${line} +${line} @@\n-x\n+x${line} = ${line}\n`,
  };
}

/** The review body's own marker: every comment's fingerprint. */
function reviewMarker(lines: number[]): ReviewMarker {
  return { kind: 'review', fingerprints: lines.map((line) => marker(line).fingerprint) };
}

const headline = (lines: number[]) =>
  `**Remora** reviewed ${lines.length} nodes: ${lines.length} suggestions inline.`;

/** A comment as the plan writes it, on `line` of pkg/mod.py, ending in its trailer. */
function comment(line: number): ReviewComment {
  return {
    path: 'pkg/mod.py',
    line,
    side: 'RIGHT',
    body: [
      `**lint** on \`f${line}\``,
      '',
      renderSuggestion([`x${line} = ${line}`]),
      trailerOf(marker(line), HEAD),
    ].join('\n'),
  };
}

function planned(lines: number[], leftOut: string[] = []): PlannedReview {
  return {
    review: {
      commit_id: HEAD,
      event: 'COMMENT',
      body: withTrailer(headline(lines), { commit_id: HEAD, markers: [reviewMarker(lines)] }),
      comments: lines.map(comment),
    },
    unanchored: [],
    overflow: [],
    left_out: leftOut,
    already_posted: [],
    rejected: [],
    nothing_new: false,
  };
}

interface ReviewBody {
  event?: string;
  body?: string;
  commit_id: string;
  comments: ReviewComment[];
}

/** One request GitHub saw: a review (posted or pending) with its lines, or a deletion. */
type Seen =
  | { request: 'review' | 'pending'; lines: number[]; status: number; body: ReviewBody }
  | { request: 'delete'; id: number };

const UNPROCESSABLE = {
  message: 'Unprocessable Entity',
  errors: ['Pull request review thread line must be part of the diff'],
  documentation_url:
    'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
  status: '422',
};

/**
 * GitHub's reviews endpoint as it behaves: a review (pending or not) with a
 * comment on a line outside the diff is refused whole with a 422.
 */
function reviewsEndpoint(outsideDiff: ReadonlySet<number>, options: { failPost?: number } = {}) {
  const seen: Seen[] = [];
  let nextId = 900;
  restApi()
    .persist()
    .post(`/repos/octo/demo/pulls/${PULL}/reviews`)
    .reply(async (request) => {
      const body = (await request.json()) as ReviewBody;
      const lines = body.comments.map((c) => c.line);
      const posted = seen.filter((s) => s.request === 'review').length;
      const refused =
        lines.some((line) => outsideDiff.has(line)) ||
        (body.event !== undefined && posted === options.failPost);
      const status = refused ? 422 : 200;
      seen.push({ request: body.event ? 'review' : 'pending', lines, status, body });
      if (refused) return [422, UNPROCESSABLE];
      const id = (nextId += 1);
      return [
        200,
        reviewResponse({
          id,
          state: body.event ? 'COMMENTED' : 'PENDING',
          commit_id: body.commit_id,
          html_url: reviewUrl(id),
        }),
      ];
    })
    .delete(new RegExp(`/repos/octo/demo/pulls/${PULL}/reviews/\\d+$`))
    .reply((request) => {
      const id = Number(new URL(request.url).pathname.split('/').pop());
      seen.push({ request: 'delete', id });
      return [200, reviewResponse({ id, state: 'PENDING', html_url: reviewUrl(id) })];
    });
  return seen;
}

const summary = (seen: Seen[]) =>
  seen.map((s) =>
    s.request === 'delete' ? `delete ${s.id}` : `${s.request} [${s.lines.join(',')}] ${s.status}`,
  );

describe('postReview', () => {
  it('posts a clean review in one request, as planned', async () => {
    const seen = reviewsEndpoint(new Set());
    const plan = planned([10, 20, 30], ['test-abc']);

    const result = await postReview(createGitHubPort(clientOptions()), PULL, plan);

    expect(result).toEqual({ id: 901, url: reviewUrl(901), refused: [], left_out: ['test-abc'] });
    expect(summary(seen)).toEqual(['review [10,20,30] 200']);
    expect(seen[0]).toMatchObject({ body: plan.review });
  });

  it('finds the one refused comment of five by bisection and posts 4 inline and 1 in the body', async () => {
    const seen = reviewsEndpoint(new Set([30]));
    const plan = planned([10, 20, 30, 40, 50], ['test-abc']);

    const result = await postReview(createGitHubPort(clientOptions()), PULL, plan);

    expect(summary(seen)).toEqual([
      'review [10,20,30,40,50] 422',
      'pending [10,20,30] 422',
      'pending [10,20] 200',
      'delete 901',
      'pending [30] 422',
      'pending [40,50] 200',
      'delete 902',
      'review [10,20,40,50] 200',
    ]);
    const refused = { comment: comment(30), reason: REFUSED_REASON };
    expect(result).toEqual({
      id: 903,
      url: reviewUrl(903),
      refused: [refused],
      left_out: ['test-abc'],
    });
    const final = seen.at(-1) as { body: ReviewBody };
    expect(final.body.event).toBe('COMMENT');
    expect(final.body.commit_id).toBe(HEAD);
    expect(final.body.comments).toEqual([10, 20, 40, 50].map(comment));
    expect(final.body.body).toBe(
      withTrailer(
        [
          headline([10, 20, 30, 40, 50]),
          '**GitHub refused 1 inline comment** on this commit; here they are instead.',
          renderRefusedComment(refused).text,
        ].join('\n\n'),
        { commit_id: HEAD, markers: [reviewMarker([10, 20, 30, 40, 50]), marker(30)] },
      ),
    );
    // Nothing lost: every comment's marker is posted, inline or in the body.
    const markers = [final.body.body ?? '', ...final.body.comments.map((c) => c.body)].flatMap(
      (text) => markersOf(text),
    );
    expect(markers.flatMap((m) => (m.kind === 'change' ? [m.node_id] : [])).sort()).toEqual(
      ['n10', 'n20', 'n30', 'n40', 'n50'].sort(),
    );
  });

  it('moves every comment to the body when GitHub refuses them all', async () => {
    const seen = reviewsEndpoint(new Set([10, 20, 30]));
    const plan = planned([10, 20, 30]);

    const result = await postReview(createGitHubPort(clientOptions()), PULL, plan);

    expect(summary(seen)).toEqual([
      'review [10,20,30] 422',
      'pending [10,20] 422',
      'pending [10] 422',
      'pending [20] 422',
      'pending [30] 422',
      'review [] 200',
    ]);
    expect(result.refused.map((r) => r.comment.line)).toEqual([10, 20, 30]);
    expect(result.left_out).toEqual([]);
    const final = seen.at(-1) as { body: ReviewBody };
    expect(final.body.comments).toEqual([]);
    expect(markersOf(final.body.body ?? '')).toEqual([
      reviewMarker([10, 20, 30]),
      ...[10, 20, 30].map(marker),
    ]);
    expect(final.body.body).toContain('**GitHub refused 3 inline comments**');
  });

  it('lets a 422 that no comment explains stand, without a second post', async () => {
    const seen = reviewsEndpoint(new Set(), { failPost: 0 });

    const error = await rejection(
      postReview(createGitHubPort(clientOptions()), PULL, planned([10, 20])),
    );

    expect(error.message).toMatch(
      /^GitHub refused to post the review on pull request #9 \(HTTP 422\)/,
    );
    expect(summary(seen)).toEqual([
      'review [10,20] 422',
      'pending [10] 200',
      'delete 901',
      'pending [20] 200',
      'delete 902',
    ]);
  });

  it('lets the review with the body fail too: its error propagates', async () => {
    const seen = reviewsEndpoint(new Set([20]), { failPost: 1 });

    const error = await rejection(
      postReview(createGitHubPort(clientOptions()), PULL, planned([10, 20])),
    );

    expect(error.code).toBe('GH_001');
    expect(summary(seen)).toEqual([
      'review [10,20] 422',
      'pending [10] 200',
      'delete 901',
      'pending [20] 422',
      'review [10] 422',
    ]);
  });

  it('does not bisect a refusal that is not a 422', async () => {
    const scope = restApi()
      .post(`/repos/octo/demo/pulls/${PULL}/reviews`)
      .reply(403, { message: 'Resource not accessible by integration' });

    const error = await rejection(
      postReview(createGitHubPort(clientOptions()), PULL, planned([10, 20])),
    );

    expect(scope.isDone()).toBe(true);
    expect(error.code).toBe('GH_002');
  });
});
