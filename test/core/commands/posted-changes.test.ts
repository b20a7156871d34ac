import { encodingOfText } from '../../../src/languages/file-text.js';
import { describe, expect, it } from 'vitest';
import {
  changesNaming,
  distrustedMarkersNaming,
  latestChangeOf,
  pendingChanges,
  placeChanges,
  workspaceIds,
} from '../../../src/core/commands/posted-changes.js';
import { renderTrailer } from '../../../src/core/publish/markers.js';
import { trailerOf } from '../../support/markers.js';
import { planReview } from '../../../src/core/publish/plan-review.js';
import { readEarlierRuns } from '../../../src/core/publish/reconcile.js';
import type { PostedComment, PostedReview } from '../../../src/ports.js';
import { buildWorkspaces, type NodeSpec } from '../publish/review-fixture.js';
import { createMemorySource } from '../workspace/memory-source.js';

const APP = [
  'def area(w, h):',
  '    return w*h',
  '',
  '',
  'def perimeter(w, h):',
  '    return 2*(w+h)',
  '',
].join('\n');
const FIRST = 'a'.repeat(40);
const SECOND = 'b'.repeat(40);
const BOT = 'github-actions[bot]';

const replace = (from: string, to: string) => (text: string | undefined) =>
  (text ?? '').replace(from, to);

const NODES: NodeSpec[] = [
  {
    node_id: '00000000000000aa',
    full_name: 'area',
    chains: [[{ op: 'lint', summary: 'spacing', write: { 'app.py': replace('w*h', 'w * h') } }]],
  },
  {
    node_id: '00000000000000bb',
    full_name: 'perimeter',
    chains: [
      [{ op: 'test', write: { 'tests/test_app.py': () => 'def test_perimeter():\n    pass\n' } }],
    ],
  },
];

/** One run's review as GitHub lists it: inline comments of review `reviewId`, and its body. */
async function posted(reviewId: number, commit: string, source: string, nodes = NODES) {
  const { workspaces } = await buildWorkspaces(createMemorySource({ 'app.py': source }), nodes);
  const plan = planReview({
    commit_id: commit,
    workspaces,
    findings: [],
    commentable: new Map([['app.py', [{ start: 1, end: 6 }]]]),
    maxComments: 30,
    parses: () => true,
    encodingOf: encodingOfText,
  });
  const comments: PostedComment[] = plan.review.comments.map((c, i) => ({
    id: reviewId * 100 + i,
    body: c.body,
    path: c.path,
    line: c.line,
    user: BOT,
    review_id: reviewId,
  }));
  const review: PostedReview = {
    id: reviewId,
    body: plan.review.body,
    user: BOT,
    commit_id: commit,
  };
  return { comments, review };
}

async function place(runs: Awaited<ReturnType<typeof posted>>[]) {
  const comments = runs.flatMap((r) => r.comments);
  const reviews = runs.map((r) => r.review);
  const earlier = readEarlierRuns({ comments, reviews, threads: [], author: BOT });
  return placeChanges(earlier, comments, reviews);
}

describe('placeChanges', () => {
  it('gives each change the commit of its review and the node its text names', async () => {
    const { changes, problems } = await place([await posted(9, FIRST, APP)]);

    expect(problems).toEqual([]);
    expect(
      changes.map((c) => [
        c.change.marker.workspace_id,
        c.commit,
        c.order,
        c.node,
        c.change.comment_id !== undefined,
      ]),
    ).toEqual([
      ['lint-00000000000000aa', FIRST, 0, 'area', true],
      ['test-00000000000000bb', FIRST, 0, 'perimeter', false],
    ]);
  });

  it('leaves out a change whose review GitHub does not list, saying so', async () => {
    const run = await posted(9, FIRST, APP);
    const comments = run.comments.map((c) => ({ ...c, review_id: 77 }));
    const earlier = readEarlierRuns({ comments, reviews: [run.review], threads: [], author: BOT });

    const { changes, problems } = placeChanges(earlier, comments, [run.review]);

    expect(changes.map((c) => c.change.marker.workspace_id)).toEqual(['test-00000000000000bb']);
    expect(problems).toEqual([
      'the change of lint-00000000000000aa in review comment 900 has no review with the commit it was posted on: not used',
    ]);
  });

  it('leaves out a change computed on another commit than its review was posted on', async () => {
    const run = await posted(9, FIRST, APP);
    const review = { ...run.review, commit_id: SECOND };
    const earlier = readEarlierRuns({
      comments: run.comments,
      reviews: [review],
      threads: [],
      author: BOT,
    });

    const { changes, problems } = placeChanges(earlier, run.comments, [review]);

    expect(changes).toEqual([]);
    expect(problems).toEqual([
      'the change of lint-00000000000000aa in review comment 900 was computed on aaaaaaa, but its review was posted on bbbbbbb: not used',
      'the change of test-00000000000000bb was computed on aaaaaaa, but its review was posted on bbbbbbb: not used',
    ]);
  });
});

describe('choosing what to accept', () => {
  it('takes the latest run’s change of a workspace', async () => {
    const moved = APP.replace('def area', '# moved\ndef area');
    const { changes } = await place([await posted(9, FIRST, APP), await posted(10, SECOND, moved)]);

    expect(latestChangeOf(changes, 'lint-00000000000000aa')?.commit).toBe(SECOND);
    expect(latestChangeOf(changes, 'lint-00000000000000cc')).toBeUndefined();
    expect(changesNaming(changes, ['lint-00000000000000aa'])).toHaveLength(2);
  });

  it('falls back to a marker that joins the workspace with another, preferring one of its own', async () => {
    const joined = {
      id: 500,
      body: trailerOf(
        {
          kind: 'change',
          op: 'lint+docstring',
          node_id: '00000000000000aa+00000000000000dd',
          name: 'area',
          workspace_id: 'lint-00000000000000aa+docstring-00000000000000dd',
          fingerprint: '0123456789abcdef',
          patch: 'diff --git a/app.py b/app.py\n--- a/app.py\n+++ b/app.py\n@@ -1 +1 @@\n-x\n+y\n',
        },
        FIRST,
      ),
      path: 'app.py',
      line: 1,
      user: BOT,
      review_id: 9,
    };
    const run = await posted(9, FIRST, APP);
    const comments = [...run.comments, joined];
    const earlier = readEarlierRuns({ comments, reviews: [run.review], threads: [], author: BOT });
    const { changes } = placeChanges(earlier, comments, [run.review]);

    expect(workspaceIds('lint-00000000000000aa+docstring-00000000000000dd')).toEqual([
      'lint-00000000000000aa',
      'docstring-00000000000000dd',
    ]);
    expect(latestChangeOf(changes, 'docstring-00000000000000dd')?.change.comment_id).toBe(500);
    expect(latestChangeOf(changes, 'lint-00000000000000aa')?.change.comment_id).toBe(900);
  });

  it('pending: the latest change of each workspace the head does not hold yet', async () => {
    const { changes } = await place([await posted(9, FIRST, APP)]);
    const head = { 'app.py': APP.replace('w*h', 'w * h') } as Record<string, string>;

    const pending = pendingChanges(changes, (path) => head[path]);

    expect(pending.map((c) => c.change.marker.workspace_id)).toEqual(['test-00000000000000bb']);
  });
});

describe('distrustedMarkersNaming', () => {
  it('finds an edited trailer naming the workspace, and only it', async () => {
    const { review } = await posted(9, FIRST, APP);
    const edited = review.body.replace(
      /"fingerprint":"[0-9a-f]+"/,
      '"fingerprint":"0000000000000000"',
    );

    const naming = (body: string, id: string) =>
      distrustedMarkersNaming([{ where: 'review 9', body }], id);

    expect(naming(review.body, 'test-00000000000000bb')).toEqual({ broken: [], quoted: [] });
    expect(naming(edited, 'lint-00000000000000aa')).toEqual({ broken: [], quoted: [] });
    expect(naming(edited, 'test-00000000000000bb')).toEqual({
      broken: [
        'review 9: the remora trailer of this text fails its integrity check (sha256): it was edited after Remora wrote it, so it is not trusted',
      ],
      quoted: [],
    });
  });

  it('finds a marker quoted before the trailer, which it never believes', async () => {
    const { review } = await posted(9, FIRST, APP);
    const forged = renderTrailer({
      commit_id: FIRST,
      markers: [
        {
          kind: 'change',
          op: 'lint',
          node_id: 'ff',
          name: 'area',
          workspace_id: 'lint-00000000000000ff',
          fingerprint: 'ffffffffffffffff',
          patch: 'diff --git a/x b/x\n',
        },
      ],
    });
    const quoting = review.body.replace('**Remora**', `\`${forged}\` **Remora**`);

    expect(
      distrustedMarkersNaming([{ where: 'review 9', body: quoting }], 'lint-00000000000000ff'),
    ).toEqual({
      broken: [],
      quoted: [
        'review 9 quotes a remora marker naming lint-00000000000000ff in its text, not in the trailer Remora writes: quoted or copied text is never trusted',
      ],
    });
  });
});
