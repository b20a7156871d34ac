import { encodingOfText } from '../../../src/languages/file-text.js';
import { describe, expect, it } from 'vitest';
import { pendingChanges, placeChanges } from '../../../src/core/commands/posted-changes.js';
import { rebaseChange } from '../../../src/core/commands/rebase-change.js';
import { applySuggestions } from '../../../src/core/publish/anchor.js';
import { checkRunOutput } from '../../../src/core/publish/check-run.js';
import { renderTrailer, withTrailer } from '../../../src/core/publish/markers.js';
import { planReview, type PlannedReview } from '../../../src/core/publish/plan-review.js';
import { judgeEarlierChanges, readEarlierRuns } from '../../../src/core/publish/reconcile.js';
import {
  readRejections,
  rejectedSet,
  rejectionMarker,
  rejectionOf,
} from '../../../src/core/publish/rejections.js';
import { describeVerdicts, workspaceVerdicts } from '../../../src/core/publish/verdicts.js';
import { textCell } from '../../../src/core/summary/markdown.js';
import type { PostedComment, PostedReview, ReviewThread } from '../../../src/ports.js';
import { createMemorySource } from '../workspace/memory-source.js';
import { buildWorkspaces, suggestedLines, type NodeSpec } from './review-fixture.js';

// A module whose file-level lint fixes two places far apart: one workspace, two
// suggestion blocks, since GitHub takes comments only inside the diff's two hunks.
const APP = [
  'import os', //  1
  'import sys', //  2
  '', //  3
  '', //  4
  'def first(x):', //  5
  '    return x', //  6
  '', //  7
  '', //  8
  'def second(y):', //  9
  '    return y', // 10
  '', // 11
  '', // 12
  'VALUE = 1', // 13
  'LIMIT = 2  ', // 14
  '',
].join('\n');
const BOTH = APP.replace('import os\n', '').replace('LIMIT = 2  ', 'LIMIT = 2');
const SHA = 'c0ffee'.padEnd(40, '0');
const BOT = 'github-actions[bot]';
const COMMENTABLE = new Map([
  [
    'app.py',
    [
      { start: 1, end: 3 },
      { start: 12, end: 14 },
    ],
  ],
]);

const replace = (from: string, to: string) => (text: string | undefined) =>
  (text ?? '').replace(from, to);

const FILE_NODE: NodeSpec = {
  node_id: '00000000000000ff',
  full_name: 'app.py',
  chains: [
    [
      {
        op: 'lint',
        write: {
          'app.py': (text) => replace('LIMIT = 2  ', 'LIMIT = 2')(replace('import os\n', '')(text)),
        },
      },
    ],
  ],
};

async function plan(
  nodes: NodeSpec[],
  earlier?: Parameters<typeof planReview>[0]['rejected'],
  commentable = COMMENTABLE,
) {
  const { workspaces } = await buildWorkspaces(createMemorySource({ 'app.py': APP }), nodes);
  return planReview({
    commit_id: SHA,
    workspaces,
    findings: [],
    commentable,
    maxComments: 30,
    parses: () => true,
    encodingOf: encodingOfText,
    ...(earlier ? { rejected: earlier } : {}),
  });
}

/** What GitHub lists once the review is posted: comments 101.., threads T101.. */
function onGitHub(planned: PlannedReview) {
  const comments: PostedComment[] = planned.review.comments.map((c, i) => ({
    id: 101 + i,
    body: c.body,
    path: c.path,
    line: c.line,
    user: BOT,
    review_id: 9,
  }));
  const reviews: PostedReview[] = [{ id: 9, body: planned.review.body, user: BOT, commit_id: SHA }];
  const threads: ReviewThread[] = comments.map((c) => ({
    id: `T${c.id}`,
    isResolved: false,
    isOutdated: false,
    commentIds: [c.id],
  }));
  return { comments, reviews, threads };
}

/** The head after "Commit suggestion" on GitHub's page for these comments: their lines, as posted. */
function commitSuggestions(text: string, planned: PlannedReview, which: number[]): string {
  return applySuggestions(
    text,
    which.map((i) => {
      const c = planned.review.comments[i];
      if (!c) throw new Error(`no comment ${i}`);
      return { start_line: c.start_line ?? c.line, line: c.line, lines: suggestedLines(c.body) };
    }),
  );
}

describe('a workspace posted as two blocks', () => {
  it('is partly accepted when one block is committed, stays acceptable, and accept adds only the rest', async () => {
    const planned = await plan([FILE_NODE]);
    expect(planned.review.comments.map((c) => c.line)).toEqual([2, 14]);
    const posted = onGitHub(planned);
    const earlier = readEarlierRuns({ ...posted, author: BOT });
    expect(earlier.changes.map((c) => c.marker.workspace_id)).toEqual([
      'lint-00000000000000ff',
      'lint-00000000000000ff',
    ]);

    const head = commitSuggestions(APP, planned, [1]);
    const judged = judgeEarlierChanges(earlier.changes, () => head);
    expect(judged.accepted.map((c) => c.comment_id)).toEqual([102]);
    expect(judged.pending.map((c) => c.comment_id)).toEqual([101]);
    // Only the committed block's thread is resolved.
    expect(judged.resolve).toEqual(['T102']);

    const verdicts = workspaceVerdicts(judged, [], 7);
    expect(verdicts).toEqual([
      {
        pull_request: 7,
        op: 'lint',
        node_id: '00000000000000ff',
        workspace_id: 'lint-00000000000000ff',
        fingerprints: earlier.changes.map((c) => c.marker.fingerprint).sort(),
        verdict: 'partly_accepted',
        blocks: { accepted: 1, of: 2 },
        // The suggestion itself, for the feedback record: the workspace's whole patch.
        patch: earlier.changes[0]?.marker.patch,
        // The review that made it: what a feedback record joins its runs by.
        commit_id: earlier.changes[0]?.commit_id,
      },
    ]);
    const output = checkRunOutput({
      backend: 'builtin',
      ms: 0,
      nodes: [],
      suggestions: { inline: 0, body: 0 },
      accepted: judged.counts,
      verdicts,
      tally: { nodes: 0, ops: [] },
    });
    expect(output.summary).toContain('| Accepted | 1 of 2 suggestions; 1 change in part |');
    expect(output.summary).toContain('- `lint-00000000000000ff`: partly accepted (1 of 2)');

    // `/remora accept all` still finds it; the commit adds block 1 alone, never block 2 again.
    const placed = placeChanges(earlier, posted.comments, posted.reviews);
    const pending = pendingChanges(placed.changes, () => head);
    expect(pending.map((c) => c.change.marker.workspace_id)).toEqual(['lint-00000000000000ff']);
    const [chosen] = pending;
    if (!chosen) throw new Error('nothing pending');
    const rebased = rebaseChange(
      chosen.change.files,
      () => APP,
      () => head,
    );
    expect(rebased).toEqual({ ok: true, files: new Map([['app.py', BOTH]]) });

    // With both blocks in, the workspace is accepted whole.
    const judgedAll = judgeEarlierChanges(earlier.changes, () => BOTH);
    expect(workspaceVerdicts(judgedAll, [], 7).map((v) => [v.verdict, v.blocks])).toEqual([
      ['accepted', { accepted: 2, of: 2 }],
    ]);
    expect(pendingChanges(placed.changes, () => BOTH)).toEqual([]);
  });

  it("counts chained ops' blocks that sit close together accepted once both are committed", async () => {
    // lint, then docstring forked from it, two lines apart: each block's context holds a line the other rewrote.
    const chained: NodeSpec = {
      node_id: '00000000000000cc',
      full_name: 'second',
      chains: [
        [
          { op: 'lint', write: { 'app.py': replace('    return x\n\n', '    return x\n# x\n') } },
          {
            op: 'docstring',
            write: { 'app.py': replace('def first(x):\n', 'def first(x):\n    """X."""\n') },
          },
        ],
      ],
    };
    const planned = await plan(
      [chained],
      undefined,
      new Map([['app.py', [{ start: 1, end: 14 }]]]),
    );
    expect(planned.review.comments).toHaveLength(2);
    const earlier = readEarlierRuns({ ...onGitHub(planned), author: BOT });
    const both = commitSuggestions(APP, planned, [0, 1]);
    const judged = judgeEarlierChanges(earlier.changes, () => both);
    expect(judged.pending).toEqual([]);
    expect(workspaceVerdicts(judged, [], 7).map((v) => [v.workspace_id, v.verdict])).toEqual([
      ['docstring-00000000000000cc', 'accepted'],
      ['lint-00000000000000cc', 'accepted'],
    ]);
  });

  it('is judged by its whole patch when its markers carry no block (older reviews)', async () => {
    const planned = await plan([FILE_NODE]);
    const earlier = readEarlierRuns(onGitHub(planned));
    const older = earlier.changes.map(({ block: _block, ...change }) => change);
    const head = commitSuggestions(APP, planned, [1]);
    const judged = judgeEarlierChanges(older, () => head);
    expect(judged.accepted).toEqual([]);
    expect(workspaceVerdicts(judged, [], 7)).toEqual([]);
  });
});

// A docstring op on `second`: the rejected suggestion, then another wording of it.
const docstring = (text: string, said: string): NodeSpec => ({
  node_id: '00000000000000bb',
  full_name: 'second',
  text,
  chains: [
    [
      {
        op: 'docstring',
        write: { 'app.py': replace('def second(y):\n', `def second(y):\n    """${said}"""\n`) },
      },
    ],
  ],
});
const SECOND = 'def second(y):\n    return y';
const WHOLE_FILE = new Map([['app.py', [{ start: 1, end: 14 }]]]);
/** The plan of a docstring review, with every line of the file open to comments. */
const review = (node: NodeSpec, rejected?: Parameters<typeof planReview>[0]['rejected']) =>
  plan([node], rejected, WHOLE_FILE);

describe('a rejected workspace', () => {
  it('is recorded in the trailer of Remora reply, read only from Remora, and shown with its reason', async () => {
    const planned = await review(docstring(SECOND, 'Return y.'));
    const earlier = readEarlierRuns({ ...onGitHub(planned), author: BOT });
    const rejection = rejectionOf(earlier.changes, 'docstring-00000000000000bb', {
      by: 'octocat',
      reason: 'y is *not* returned <as is> @team',
      how: 'command',
    });
    expect(rejection.node_sha).toMatch(/^[0-9a-f]{16}$/);
    const trailer = renderTrailer({ commit_id: SHA, markers: [rejectionMarker(rejection)] });
    const reply = `Rejected it.\n${trailer}`;

    const read = readRejections(
      [
        { id: 1, body: reply, user: BOT },
        // The same text by someone else, or edited, is never a rejection.
        { id: 2, body: reply, user: 'octocat' },
        { id: 3, body: reply.replace('octocat', 'mallory'), user: BOT },
      ],
      BOT,
    );
    expect(read.rejections).toEqual([rejection]);
    expect(read.problems).toEqual([
      expect.stringMatching(/^issue comment 3: .*fails its integrity check/),
    ]);

    const judged = judgeEarlierChanges(earlier.changes, () => APP);
    const verdicts = workspaceVerdicts(judged, read.rejections, 7);
    expect(verdicts.map((v) => [v.workspace_id, v.verdict, v.actor, v.reason])).toEqual([
      ['docstring-00000000000000bb', 'rejected', 'octocat', 'y is *not* returned <as is> @team'],
    ]);
    expect(describeVerdicts(verdicts, textCell)).toEqual([
      '- `docstring-00000000000000bb`: rejected by @octocat: y is \\*not\\* returned \\<as is\\> @\u200bteam',
    ]);
  });

  it('is not posted again while the node stays the same, however the agent words it; it is once the node changes', async () => {
    const planned = await review(docstring(SECOND, 'Return y.'));
    const earlier = readEarlierRuns({ ...onGitHub(planned), author: BOT });
    const rejected = rejectedSet([
      rejectionOf(earlier.changes, 'docstring-00000000000000bb', {
        by: 'octocat',
        reason: 'no',
        how: 'reaction',
      }),
    ]);

    // Same node text, another wording: without the rejection it would be posted.
    const reworded = docstring(SECOND, 'Give y back.');
    expect((await review(reworded)).review.comments).toHaveLength(1);
    const again = await review(reworded, rejected);
    expect(again.review.comments).toEqual([]);
    expect(again.rejected).toHaveLength(1);
    expect(again.nothing_new).toBe(true);

    // The node changed: reviewed afresh, posted again.
    const changed = await review(
      docstring('def second(y):\n    return y + 0', 'Return y.'),
      rejected,
    );
    expect(changed.review.comments).toHaveLength(1);
    expect(changed.rejected).toEqual([]);
  });

  it('of an older marker without node text leaves out that very suggestion only', async () => {
    const planned = await review(docstring(SECOND, 'Return y.'));
    const earlier = readEarlierRuns({ ...onGitHub(planned), author: BOT });
    const older = earlier.changes.map((c) => {
      const { node_sha: _sha, ...marker } = c.marker;
      return { ...c, marker };
    });
    const rejected = rejectedSet([
      rejectionOf(older, 'docstring-00000000000000bb', { by: 'o', reason: '', how: 'resolved' }),
    ]);
    expect(rejected.keys.size).toBe(0);
    expect((await review(docstring(SECOND, 'Return y.'), rejected)).review.comments).toEqual([]);
    expect(
      (await review(docstring(SECOND, 'Give y back.'), rejected)).review.comments,
    ).toHaveLength(1);
  });

  it('keeps a marker of the trailer format it reads: an old trailer still verifies', () => {
    const body = withTrailer('x', {
      commit_id: SHA,
      markers: [
        {
          kind: 'change',
          op: 'lint',
          node_id: 'n',
          name: 'n',
          workspace_id: 'lint-n',
          fingerprint: 'f',
          patch: 'diff --git a/a b/a\n',
        },
      ],
    });
    expect(readRejections([{ id: 1, body, user: BOT }], BOT)).toEqual({
      rejections: [],
      problems: [],
    });
  });
});
