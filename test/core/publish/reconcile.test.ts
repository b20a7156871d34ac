import { encodingOfText } from '../../../src/languages/file-text.js';
import { describe, expect, it } from 'vitest';
import { checkRunFigures } from '../../../src/core/publish/check-run.js';
import { withTrailer, type ChangeMarker } from '../../../src/core/publish/markers.js';
import { planReview, type PlannedReview } from '../../../src/core/publish/plan-review.js';
import {
  judgeEarlierChanges,
  pathsToRead,
  readEarlierRuns,
  type EarlierChange,
} from '../../../src/core/publish/reconcile.js';
import type { PostedComment, PostedReview, ReviewThread } from '../../../src/ports.js';
import { createMemorySource } from '../workspace/memory-source.js';
import { markersOf as trailerMarkers, trailerOf } from '../../support/markers.js';
import { buildWorkspaces, type NodeSpec } from './review-fixture.js';

const APP = [
  'import os', //  1
  'import sys', //  2
  '', //  3
  '', //  4
  'def first(x):', //  5
  '    if x == None:', //  6
  '        return 0', //  7
  '    return x', //  8
  '', //  9
  '', // 10
  'def second(y):', // 11
  '    return y', // 12
  '', // 13
  '', // 14
  'def third(z):', // 15
  '    sys.exit(z)', // 16
  '',
].join('\n');
const TEST_FILE = 'from app import third\n\n\ndef test_third():\n    third(0)\n';
const SHA = 'c0ffee'.padEnd(40, '0');
const BOT = 'github-actions[bot]';

const replace =
  (from: string, to: string) =>
  (text: string | undefined): string =>
    (text ?? '').replace(from, to);

const NODES: NodeSpec[] = [
  {
    node_id: 'aaaa',
    full_name: 'first',
    chains: [[{ op: 'lint', write: { 'app.py': replace('x == None', 'x is None') } }]],
  },
  {
    node_id: 'bbbb',
    full_name: 'second',
    chains: [
      [
        {
          op: 'docstring',
          write: { 'app.py': replace('def second(y):\n', 'def second(y):\n    """Return y."""\n') },
        },
      ],
    ],
  },
  {
    node_id: 'ffff',
    full_name: 'app.py',
    chains: [[{ op: 'lint', write: { 'app.py': replace('import os\n', '') } }]],
  },
  {
    node_id: 'cccc',
    full_name: 'third',
    chains: [[{ op: 'test', write: { 'tests/test_app.py': () => TEST_FILE } }]],
  },
];

async function firstRun(): Promise<PlannedReview> {
  const { workspaces } = await buildWorkspaces(createMemorySource({ 'app.py': APP }), NODES);
  return planReview({
    commit_id: SHA,
    workspaces,
    findings: [],
    commentable: new Map([['app.py', [{ start: 1, end: 16 }]]]),
    maxComments: 30,
    parses: () => true,
    encodingOf: encodingOfText,
  });
}

/** What GitHub lists after the first run posted its review: comments 101.., threads T101... */
function onGitHub(planned: PlannedReview) {
  const comments: PostedComment[] = planned.review.comments.map((c, i) => ({
    id: 101 + i,
    body: c.body,
    path: c.path,
    line: c.line,
    user: BOT,
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

const markersOf = (text: string): ChangeMarker[] =>
  trailerMarkers(text).filter((m): m is ChangeMarker => m.kind === 'change');

const byWorkspace = (changes: readonly EarlierChange[]): string[] =>
  changes.map((c) => c.marker.workspace_id).sort();

/** The head with these edits made to the first run's files. */
function head(edits: Record<string, (text: string | undefined) => string | undefined> = {}) {
  const files = new Map<string, string | undefined>([['app.py', APP]]);
  for (const [path, edit] of Object.entries(edits)) files.set(path, edit(files.get(path)));
  const asked: string[] = [];
  const headFile = (path: string): string | undefined => {
    asked.push(path);
    return files.get(path);
  };
  return { headFile, asked };
}

describe('readEarlierRuns and judgeEarlierChanges', () => {
  it('a rerun with nothing changed: all pending, every fingerprint already posted, nothing resolved', async () => {
    const planned = await firstRun();
    // The fixture covers both places a change can be: inline and in the body.
    expect(planned.review.comments).toHaveLength(3);
    expect(planned.unanchored.map((e) => e.workspace_id)).toEqual(['test-cccc']);
    const earlier = readEarlierRuns(onGitHub(planned));
    expect(earlier.problems).toEqual([]);
    const prints = [
      ...planned.review.comments.flatMap((c) => markersOf(c.body)),
      ...markersOf(planned.review.body),
    ].map((m) => m.fingerprint);
    expect(prints).toHaveLength(4);
    expect([...earlier.alreadyPosted].sort()).toEqual([...prints].sort());
    expect([...earlier.posted.keys()].sort()).toEqual([...prints].sort());
    expect(earlier.changes.map((c) => [c.marker.workspace_id, c.comment_id, c.thread?.id])).toEqual(
      [
        ['lint-ffff', 101, 'T101'],
        ['lint-aaaa', 102, 'T102'],
        ['docstring-bbbb', 103, 'T103'],
        ['test-cccc', undefined, undefined],
      ],
    );
    expect(earlier.posted.get(prints[3] as string)?.review_id).toBe(9);

    const { headFile, asked } = head();
    expect(pathsToRead(earlier.changes)).toEqual(['app.py', 'tests/test_app.py']);
    const verdicts = judgeEarlierChanges(earlier.changes, headFile);
    expect(verdicts.accepted).toEqual([]);
    expect(verdicts.outdated).toEqual([]);
    expect(byWorkspace(verdicts.pending)).toEqual([
      'docstring-bbbb',
      'lint-aaaa',
      'lint-ffff',
      'test-cccc',
    ]);
    expect(verdicts.resolve).toEqual([]);
    expect(verdicts.counts).toEqual({ accepted: 0, posted: 4 });
    expect([...new Set(asked)].sort()).toEqual(pathsToRead(earlier.changes));

    // Fed back to the planner, the rerun posts nothing.
    const { workspaces } = await buildWorkspaces(createMemorySource({ 'app.py': APP }), NODES);
    const rerun = planReview({
      commit_id: SHA,
      workspaces,
      findings: [],
      commentable: new Map([['app.py', [{ start: 1, end: 16 }]]]),
      maxComments: 30,
      parses: () => true,
      encodingOf: encodingOfText,
      alreadyPosted: earlier.alreadyPosted,
    });
    expect(rerun.nothing_new).toBe(true);
  });

  it('a suggestion committed exactly is accepted and its thread resolved, wherever its lines moved', async () => {
    const earlier = readEarlierRuns(onGitHub(await firstRun()));
    const { headFile } = head({
      'app.py': (text) =>
        replace(
          'x == None',
          'x is None',
        )(text).replace('\n\ndef first', '\n\nX = 1\n\n\ndef first'),
    });
    const verdicts = judgeEarlierChanges(earlier.changes, headFile);
    expect(byWorkspace(verdicts.accepted)).toEqual(['lint-aaaa']);
    expect(verdicts.outdated).toEqual([]);
    expect(verdicts.resolve).toEqual(['T102']);
    expect(verdicts.counts).toEqual({ accepted: 1, posted: 4 });
    const figures = new Map(
      checkRunFigures({
        backend: 'builtin',
        ms: 0,
        nodes: [],
        suggestions: { inline: 0, body: 0 },
        accepted: verdicts.counts,
        tally: { nodes: 0, ops: [] },
      }),
    );
    expect(figures.get('Accepted')).toBe('1 of 4 suggestions');
  });

  it('a node changed otherwise is outdated when GitHub says its thread is, and resolved', async () => {
    const github = onGitHub(await firstRun());
    const { headFile } = head({ 'app.py': replace('x == None', 'x is None or x == 0') });
    const asPosted = judgeEarlierChanges(readEarlierRuns(github).changes, headFile);
    expect(byWorkspace(asPosted.pending)).toContain('lint-aaaa');
    expect(asPosted.resolve).toEqual([]);

    const threads = github.threads.map((t) => (t.id === 'T102' ? { ...t, isOutdated: true } : t));
    const verdicts = judgeEarlierChanges(readEarlierRuns({ ...github, threads }).changes, headFile);
    expect(verdicts.accepted).toEqual([]);
    expect(byWorkspace(verdicts.outdated)).toEqual(['lint-aaaa']);
    expect(verdicts.resolve).toEqual(['T102']);
    expect(verdicts.counts).toEqual({ accepted: 0, posted: 4 });
  });

  it('never resolves a thread that is already resolved', async () => {
    const github = onGitHub(await firstRun());
    const threads = github.threads.map((t) =>
      t.id === 'T102' || t.id === 'T103' ? { ...t, isResolved: true, isOutdated: true } : t,
    );
    const { headFile } = head({ 'app.py': replace('x == None', 'x is None') });
    const verdicts = judgeEarlierChanges(readEarlierRuns({ ...github, threads }).changes, headFile);
    expect(byWorkspace(verdicts.accepted)).toEqual(['lint-aaaa']);
    expect(byWorkspace(verdicts.outdated)).toEqual(['docstring-bbbb']);
    expect(verdicts.resolve).toEqual([]);
  });

  it('does not trust a tampered marker: a problem, and the others still read', async () => {
    const github = onGitHub(await firstRun());
    const comments = github.comments.map((c) =>
      c.id === 102 ? { ...c, body: c.body.replace('"lint-aaaa"', '"lint-bbbb"') } : c,
    );
    expect(comments[1]?.body).not.toBe(github.comments[1]?.body);
    const earlier = readEarlierRuns({ ...github, comments });
    expect(earlier.problems).toEqual([
      expect.stringMatching(/^review comment 102 on app\.py: the remora trailer .*integrity check/),
    ]);
    expect(byWorkspace(earlier.changes)).toEqual(['docstring-bbbb', 'lint-ffff', 'test-cccc']);
    const { headFile } = head({ 'app.py': replace('x == None', 'x is None') });
    const verdicts = judgeEarlierChanges(earlier.changes, headFile);
    expect(verdicts.accepted).toEqual([]);
    expect(verdicts.resolve).toEqual([]);
  });

  it('counts a sound marker whose patch is unreadable as posted, but judges nothing by it', async () => {
    const github = onGitHub(await firstRun());
    const marker = (workspace_id: string, patch: string): ChangeMarker => ({
      kind: 'change',
      op: 'lint',
      node_id: 'eeee',
      name: 'f',
      workspace_id,
      fingerprint: `print-${workspace_id}`,
      patch,
    });
    const earlier = readEarlierRuns({
      ...github,
      reviews: [
        ...github.reviews,
        {
          id: 10,
          body: withTrailer('', {
            commit_id: SHA,
            markers: [marker('bad', 'not a diff'), marker('none', '')],
          }),
          user: BOT,
          commit_id: SHA,
        },
      ],
    });
    expect(earlier.problems).toEqual([
      expect.stringMatching(
        /^review 10: the patch of the marker of bad does not parse \(.*\): not trusted$/,
      ),
      'review 10: the patch of the marker of none is empty: not trusted',
    ]);
    expect(earlier.alreadyPosted.has('print-bad')).toBe(true);
    expect(earlier.alreadyPosted.has('print-none')).toBe(true);
    expect(earlier.changes).toHaveLength(4);
  });

  it("does not trust a marker in someone else's comment when it knows its own login", async () => {
    const github = onGitHub(await firstRun());
    const forged = trailerOf(
      {
        kind: 'change',
        op: 'lint',
        node_id: 'eeee',
        name: 'f',
        workspace_id: 'lint-eeee',
        fingerprint: '0123456789abcdef',
        patch:
          'diff --git a/x.py b/x.py\nnew file mode 100644\n--- /dev/null\n+++ b/x.py\n@@ -0,0 +1 @@\n+x\n',
      },
      SHA,
    );
    const comments = [
      ...github.comments,
      { id: 200, body: `looks good ${forged}`, path: 'app.py', line: 2, user: 'mallory' },
      // A reply quoting a marker is never read, whoever wrote it.
      { ...(github.comments[0] as PostedComment), id: 201, in_reply_to_id: 101 },
    ];
    const trusting = readEarlierRuns({ ...github, comments });
    expect(trusting.alreadyPosted.has('0123456789abcdef')).toBe(true);
    expect(trusting.changes).toHaveLength(5);

    const earlier = readEarlierRuns({ ...github, comments, author: BOT });
    expect(earlier.problems).toEqual([
      'review comment 200 on app.py by mallory carries a remora marker, but Remora posts as github-actions[bot]: not trusted',
    ]);
    expect(earlier.alreadyPosted.has('0123456789abcdef')).toBe(false);
    expect(earlier.changes.map((c) => c.comment_id)).toEqual([101, 102, 103, undefined]);
  });

  it('accepts a body-only change (a new test file) when the file exists with that content', async () => {
    const earlier = readEarlierRuns(onGitHub(await firstRun()));
    const judge = (text: string | undefined) =>
      byWorkspace(
        judgeEarlierChanges(earlier.changes, head({ 'tests/test_app.py': () => text }).headFile)
          .accepted,
      );
    expect(judge(TEST_FILE)).toEqual(['test-cccc']);
    expect(judge(undefined)).toEqual([]);
    expect(judge(`${TEST_FILE}\n\ndef test_more():\n    pass\n`)).toEqual([]);
    expect(judge(TEST_FILE.trimEnd())).toEqual([]);
    expect(judge(TEST_FILE.replace(/\n/g, '\r\n'))).toEqual(['test-cccc']);
    const verdicts = judgeEarlierChanges(
      earlier.changes,
      head({ 'tests/test_app.py': () => TEST_FILE }).headFile,
    );
    // A body entry has no thread to resolve.
    expect(verdicts.resolve).toEqual([]);
    expect(verdicts.counts).toEqual({ accepted: 1, posted: 4 });
  });

  it('accepts a deletion-only suggestion once the deleted lines are gone, and not before', async () => {
    const earlier = readEarlierRuns(onGitHub(await firstRun()));
    const deletion = earlier.changes.find((c) => c.marker.workspace_id === 'lint-ffff');
    expect(deletion?.files[0]?.hunks.flatMap((h) => h.lines.map((l) => l.kind))).not.toContain(
      'added',
    );
    const judge = (edit: (text: string | undefined) => string) =>
      byWorkspace(judgeEarlierChanges(earlier.changes, head({ 'app.py': edit }).headFile).accepted);
    expect(judge(replace('import os\n', ''))).toEqual(['lint-ffff']);
    // The context lines are all there, but so is the deleted line before them.
    expect(judge(replace('x == None', 'x == None  # noqa'))).toEqual([]);
    expect(judge(replace('import sys\n', 'import sys\nimport os\n'))).toEqual([]);
    // Something else above is no reason to doubt the deletion.
    expect(judge((text) => `#!/usr/bin/env python3\n${replace('import os\n', '')(text)}`)).toEqual([
      'lint-ffff',
    ]);
    const verdicts = judgeEarlierChanges(
      earlier.changes,
      head({ 'app.py': replace('import os\n', '') }).headFile,
    );
    expect(verdicts.resolve).toEqual(['T101']);
  });

  it('resolves every thread of a fingerprint posted twice and counts it once', async () => {
    const github = onGitHub(await firstRun());
    const copy = { ...(github.comments[1] as PostedComment), id: 300 };
    const earlier = readEarlierRuns({
      ...github,
      comments: [...github.comments, copy],
      threads: [
        ...github.threads,
        { id: 'T300', isResolved: false, isOutdated: false, commentIds: [300] },
      ],
    });
    expect(earlier.posted.get(earlier.changes[1]?.marker.fingerprint ?? '')?.comment_id).toBe(102);
    const verdicts = judgeEarlierChanges(
      earlier.changes,
      head({ 'app.py': replace('x == None', 'x is None') }).headFile,
    );
    expect(verdicts.accepted.map((c) => c.comment_id)).toEqual([102, 300]);
    expect(verdicts.resolve).toEqual(['T102', 'T300']);
    expect(verdicts.counts).toEqual({ accepted: 1, posted: 4 });
  });
});

describe('a workspace suggested anew by a later run', () => {
  it('supersedes the earlier suggestion: outdated, its thread resolved, no longer counted', async () => {
    const github = onGitHub(await firstRun());
    const runOne = github.comments.map((c) => ({ ...c, review_id: 9 }));
    const first = markersOf(runOne[0]?.body ?? '')[0] as ChangeMarker;
    // A retry (review 20) suggested the same workspace otherwise.
    const again: PostedComment = {
      id: 400,
      path: runOne[0]?.path ?? 'app.py',
      line: runOne[0]?.line ?? 1,
      user: BOT,
      review_id: 20,
      body: withTrailer('Retried.', {
        commit_id: SHA,
        markers: [{ ...first, fingerprint: 'f'.repeat(first.fingerprint.length) }],
      }),
    };
    const earlier = readEarlierRuns({
      ...github,
      comments: [...runOne, again],
      threads: [
        ...github.threads,
        { id: 'T400', isResolved: false, isOutdated: false, commentIds: [400] },
      ],
    });
    const verdicts = judgeEarlierChanges(earlier.changes, head().headFile);
    expect(verdicts.outdated.map((c) => c.comment_id)).toEqual([101]);
    expect(verdicts.pending.map((c) => c.comment_id)).toContain(400);
    expect(verdicts.resolve).toEqual(['T101']);
    expect(verdicts.counts.posted).toBe(
      judgeEarlierChanges(readEarlierRuns(github).changes, head().headFile).counts.posted,
    );
  });

  it('never lets the blocks one run posted supersede each other', async () => {
    const github = onGitHub(await firstRun());
    const comments = github.comments.map((c) => ({ ...c, review_id: 9 }));
    const verdicts = judgeEarlierChanges(
      readEarlierRuns({ ...github, comments }).changes,
      head().headFile,
    );
    expect(verdicts.outdated).toEqual([]);
  });
});

describe('a chain of ops on one node, committed together', () => {
  const change = (op: string, patch: string): EarlierChange => {
    const marker: ChangeMarker = {
      kind: 'change',
      op,
      node_id: 'cccc',
      name: 'f',
      workspace_id: `${op}-cccc`,
      fingerprint: `${op}-print`,
      patch,
    };
    const [read] = readEarlierRuns({
      comments: [],
      reviews: [{ id: 1, body: trailerOf(marker, SHA), user: BOT }],
      threads: [],
    }).changes;
    return read as EarlierChange;
  };
  // lint fixed the comparison; docstring, forked from lint, rewrote the docstring next to it
  // and posts its whole patch against the head: lint's edit included.
  const lint = change(
    'lint',
    [
      '--- a/m.py',
      '+++ b/m.py',
      '@@ -1,3 +1,3 @@',
      ' def f(x):',
      '     """f."""',
      '-    return x == None',
      '+    return x is None',
      '',
    ].join('\n'),
  );
  const docstring = change(
    'docstring',
    [
      '--- a/m.py',
      '+++ b/m.py',
      '@@ -1,3 +1,3 @@',
      ' def f(x):',
      '-    """f."""',
      '-    return x == None',
      '+    """Return whether x is None."""',
      '+    return x is None',
      '',
    ].join('\n'),
  );
  const head = 'def f(x):\n    """Return whether x is None."""\n    return x is None\n';

  it('counts the earlier op accepted when the later one, which carries it, was committed', () => {
    const verdicts = judgeEarlierChanges([lint, docstring], () => head);
    expect(verdicts.accepted.map((c) => c.marker.op)).toEqual(['lint', 'docstring']);
    expect(verdicts.counts).toEqual({ accepted: 2, posted: 2 });
  });

  it('counts it too when the later op posted only its own delta, whose context is the earlier result', () => {
    const docstringDelta = change(
      'docstring',
      [
        '--- a/m.py',
        '+++ b/m.py',
        '@@ -1,3 +1,3 @@',
        ' def f(x):',
        '-    """f."""',
        '+    """Return whether x is None."""',
        '     return x is None',
        '',
      ].join('\n'),
    );
    const verdicts = judgeEarlierChanges([lint, docstringDelta], () => head);
    expect(verdicts.accepted.map((c) => c.marker.op)).toEqual(['lint', 'docstring']);
  });

  it('does not count it when only the earlier op was committed and the later one is pending', () => {
    const lintOnly = 'def f(x):\n    """f."""\n    return x is None\n';
    const verdicts = judgeEarlierChanges([lint, docstring], () => lintOnly);
    expect(verdicts.accepted.map((c) => c.marker.op)).toEqual(['lint']);
    expect(verdicts.pending.map((c) => c.marker.op)).toEqual(['docstring']);
  });
});
