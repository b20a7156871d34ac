import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFeedbackLines } from '../../src/core/feedback/feedback-file.js';
import type { ReviewRecord } from '../../src/core/feedback/review-record.js';
import type { ReviewVerdict } from '../../src/core/publish/verdicts.js';
import {
  createActionHarness,
  type ActionHarness,
  type ActionRun,
} from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import { markersOf } from '../support/markers.js';

// What reviewers say back to a review, end to end: the action run from its
// sources (the bundle is rebuilt on main) against the stateful fake of GitHub,
// with the real webhook examples for pull_request, issue_comment and
// pull_request_review_comment. A commit from GitHub's "Commit suggestion"
// button is a push of exactly the suggested lines; a 👎 and a thread resolved
// by a reviewer are GitHub's state, which the next run reads.

const LINT = { operations: 'lint' };
// A run that writes SARIF reviews every push in full (code scanning must see every node):
// the pushes below re-plan the rejected suggestions, and the plan must leave them out.
const LINT_FULL = { ...LINT, 'sarif-path': 'remora.sarif' };

/** A function whose f-strings without placeholders lint fixes in two places, 9 lines apart. */
const REPORT_BASE = [
  'def report(width, height):',
  '    """Describe a rectangle."""',
  '    title = "rectangle"',
  '    a = width',
  '    b = height',
  '    c = a + b',
  '    d = a * b',
  '    e = c - d',
  '    f = e + 1',
  '    g = f + 2',
  '    h = g + 3',
  '    footer = "done"',
  '    return title, h, footer',
  '',
].join('\n');
const REPORT_HEAD = REPORT_BASE.replace('title = "rectangle"', 'title = f"rectangle!"').replace(
  'footer = "done"',
  'footer = f"done!"',
);

function changeMarkers(
  pr: ActionHarness,
): { id: number; line: number | null; workspace: string }[] {
  return pr.github.state.comments.map((c) => {
    const [marker] = markersOf(c.body);
    if (marker?.kind !== 'change') throw new Error(`no change marker on comment ${c.id}`);
    return { id: c.id, line: c.line, workspace: marker.workspace_id };
  });
}

function threadOf(pr: ActionHarness, commentId: number) {
  const thread = pr.github.state.threads.find((t) => t.commentIds.includes(commentId));
  if (!thread) throw new Error(`no thread of comment ${commentId}`);
  return thread;
}

function verdictsOf(run: ActionRun): ReviewVerdict[] {
  const report = JSON.parse(
    readFileSync(join(run.outputs['report-path'] as string, 'report.json'), 'utf8'),
  ) as { verdicts: ReviewVerdict[] };
  return report.verdicts;
}

/** The verdicts a command run logs, one `verdict: {json}` line each. */
function verdictLines(run: ActionRun): ReviewVerdict[] {
  return [...run.stdout.matchAll(/^verdict: (.*)$/gm)].map(
    (m) => JSON.parse(m[1] as string) as ReviewVerdict,
  );
}

/**
 * The review records a run wrote, read back as train-data reads them (each
 * line against its schema); a verdict the run could not record is a failure.
 */
function feedbackOf(run: ActionRun): ReviewRecord[] {
  expect(run.stdout).not.toContain('FEEDBACK_001');
  const path = run.outputs['feedback-records'];
  if (path === undefined) return [];
  return readFeedbackLines(readFileSync(path, 'utf8'), path).records;
}

function lastCheckSummary(pr: ActionHarness): string {
  return pr.github.state.checkRuns.at(-1)?.output.summary ?? '';
}

describe.concurrent('a change posted as two suggestion blocks', () => {
  let pr: ActionHarness;
  let workspace = '';
  let blocks: { id: number; line: number | null }[] = [];
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/report.py': REPORT_BASE },
      { 'pkg/report.py': REPORT_HEAD },
      { fromSource: true },
    );
    pr.github.commands.permissions = { Codertocat: 'write' };
  });
  afterAll(() => pr.dispose());

  it.sequential('is one workspace in two comments, one per hunk of the diff', async () => {
    const result = await pr.run({ inputs: LINT });

    expect(result.code).toBe(0);
    const posted = changeMarkers(pr);
    expect(posted.map((p) => p.line)).toEqual([3, 12]);
    expect(new Set(posted.map((p) => p.workspace)).size).toBe(1);
    workspace = posted[0]?.workspace ?? '';
    blocks = posted;
  });

  it.sequential(
    'with one block committed on GitHub, is partly accepted (1 of 2): that thread resolved, the other open',
    async () => {
      // "Commit suggestion" on the second block: its lines, exactly, on the head branch.
      pr.push({ 'pkg/report.py': REPORT_HEAD.replace('footer = f"done!"', 'footer = "done!"') });

      const result = await pr.run({ inputs: LINT });

      expect(result.code).toBe(0);
      expect(result.summary).toContain('| Accepted | 1 of 2 suggestions; 1 change in part |');
      expect(result.summary).toContain(`- \`${workspace}\`: partly accepted (1 of 2)`);
      expect(lastCheckSummary(pr)).toContain(`- \`${workspace}\`: partly accepted (1 of 2)`);
      expect(threadOf(pr, blocks[1]?.id ?? 0)).toMatchObject({ isResolved: true });
      expect(threadOf(pr, blocks[0]?.id ?? 0)).toMatchObject({ isResolved: false });
      expect(verdictsOf(result)).toEqual([
        expect.objectContaining({
          pull_request: 2,
          op: 'lint',
          workspace_id: workspace,
          verdict: 'partly_accepted',
          blocks: { accepted: 1, of: 2 },
        }),
      ]);
      // Nothing new to say: the pending block stands as it was posted.
      expect(result.stdout).toContain('nothing new since the earlier reviews');
      // Kept as training data: one record per block the workspace posted.
      expect(feedbackOf(result)).toEqual([
        expect.objectContaining({
          verdict: 'partly-accepted',
          workspace_id: workspace,
          blocks: { accepted: 1, total: 2 },
          reviewer: '(committed on GitHub)',
        }),
        expect.objectContaining({ verdict: 'partly-accepted', workspace_id: workspace }),
      ]);
    },
  );

  it.sequential('/remora accept then commits only the block still missing', async () => {
    const before = pr.headSha;

    const result = await pr.comment(`/remora accept ${workspace}`);

    expect(result.code).toBe(0);
    const after = gitIn(pr.origin, 'rev-parse', 'feature').trim();
    expect(after).not.toBe(before);
    const diff = gitIn(pr.origin, 'diff', before, after);
    expect(diff).toContain('-    title = f"rectangle!"\n+    title = "rectangle!"\n');
    expect(diff).not.toContain('footer');
    expect(gitIn(pr.origin, 'diff', '--stat', before, after)).toContain(
      '1 file changed, 1 insertion(+), 1 deletion(-)',
    );
    // The labelled verdict a feedback record is written from: the whole workspace, both blocks.
    expect(verdictLines(result)).toEqual([
      expect.objectContaining({
        workspace_id: workspace,
        verdict: 'accepted',
        blocks: { accepted: 2, of: 2 },
        actor: 'Codertocat',
      }),
    ]);
    expect(pr.headFile('pkg/report.py')).toBe(
      REPORT_HEAD.replace('f"rectangle!"', '"rectangle!"').replace('f"done!"', '"done!"'),
    );
  });

  it.sequential('and the next run counts it accepted whole', async () => {
    const result = await pr.run({ inputs: LINT });

    expect(result.code).toBe(0);
    expect(result.summary).toContain('| Accepted | 2 of 2 suggestions |');
    expect(result.summary).toContain(`- \`${workspace}\`: accepted, 2 of 2 blocks committed`);
    expect(verdictsOf(result).map((v) => [v.verdict, v.blocks])).toEqual([
      ['accepted', { accepted: 2, of: 2 }],
    ]);
  });
});

const fn = (name: string, text = name): string =>
  `def ${name}():\n    """Name ${name}."""\n    return f"${text}"\n`;
const NAMES = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
const names = (edit: Record<string, string> = {}): string =>
  `"""Names."""\n\n\n${NAMES.map((n) => fn(n, edit[n] ?? n)).join('\n\n')}`;

describe.concurrent('rejecting a change', () => {
  let pr: ActionHarness;
  const comment: Record<string, { id: number; workspace: string }> = {};
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/names.py': '"""Names."""\n' },
      { 'pkg/names.py': names() },
      { fromSource: true },
    );
    pr.github.commands.permissions = { Codertocat: 'write', 'octo-reader': 'read' };
    const first = await pr.run({ inputs: LINT });
    expect(first.code).toBe(0);
    const posted = changeMarkers(pr);
    expect(posted).toHaveLength(NAMES.length);
    NAMES.forEach((name, i) => {
      const found = posted[i];
      if (!found) throw new Error(`no comment for ${name}`);
      comment[name] = found;
    });
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'by command: Remora records it, with the reason, in its own reply, and resolves the thread',
    async () => {
      const alpha = comment.alpha ?? { id: 0, workspace: '' };

      const result = await pr.comment(
        `/remora reject ${alpha.workspace} the f-string is *on purpose* @team <!-- remora:v2 {} -->`,
      );

      expect(result.code).toBe(0);
      expect(pr.github.commands.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
      const reply = pr.github.commands.issueComments.at(-1)?.body ?? '';
      expect(reply).toMatch(
        new RegExp(
          `^Rejected \\*\\*lint\\*\\* on \`alpha\` \\(\`${alpha.workspace}\`\\) for @Codertocat`,
        ),
      );
      // The reviewer's words are inert: no markup, no mention, no marker of theirs.
      expect(reply).toContain(
        'Reason: the f-string is \\*on purpose\\* @\u200bteam \\<!-- remora:v2 {} --\\>',
      );
      expect(markersOf(reply)).toEqual([
        expect.objectContaining({
          kind: 'rejection',
          workspace_id: alpha.workspace,
          by: 'Codertocat',
          reason: 'the f-string is *on purpose* @team <!-- remora:v2 {} -->',
        }),
      ]);
      expect(threadOf(pr, alpha.id).isResolved).toBe(true);
      expect(verdictLines(result)).toEqual([
        expect.objectContaining({
          workspace_id: alpha.workspace,
          verdict: 'rejected',
          how: 'command',
          actor: 'Codertocat',
          reason: 'the f-string is *on purpose* @team <!-- remora:v2 {} -->',
          node_sha: expect.stringMatching(/^[0-9a-f]{16}$/),
          patch: expect.stringContaining('+    return "alpha"'),
        }),
      ]);
      expect(feedbackOf(result)).toEqual([
        expect.objectContaining({
          verdict: 'rejected',
          workspace_id: alpha.workspace,
          commit_id: pr.headSha,
          reviewer: 'Codertocat',
          text: 'the f-string is *on purpose* @team <!-- remora:v2 {} -->',
          suggestion: expect.stringContaining('+    return "alpha"'),
        }),
      ]);
    },
  );

  it.sequential('in the thread of the suggestion, where the id may be left out', async () => {
    const epsilon = comment.epsilon ?? { id: 0, workspace: '' };
    pr.github.commands.reactions.length = 0;

    const result = await pr.reply(epsilon.id, '/remora reject not needed here');

    expect(result.code).toBe(0);
    expect(pr.github.commands.reactions).toEqual([
      expect.objectContaining({ content: 'eyes', on: 'review' }),
      expect.objectContaining({ content: 'rocket', on: 'review' }),
    ]);
    const reply = pr.github.commands.issueComments.at(-1)?.body ?? '';
    expect(markersOf(reply)).toEqual([
      expect.objectContaining({
        kind: 'rejection',
        workspace_id: epsilon.workspace,
        reason: 'not needed here',
      }),
    ]);
    expect(threadOf(pr, epsilon.id).isResolved).toBe(true);
    expect(feedbackOf(result)).toEqual([
      expect.objectContaining({
        verdict: 'rejected',
        workspace_id: epsilon.workspace,
        text: 'not needed here',
      }),
    ]);
  });

  it.sequential(
    'by 👎 and by a resolved thread, counted only from people with write access; never posted again while the node stays',
    async () => {
      const { beta, gamma, delta } = comment as Record<string, { id: number; workspace: string }>;
      if (!beta || !gamma || !delta) throw new Error('comments missing');
      pr.github.state.thumbsDown[beta.id] = ['octo-reader', 'Codertocat'];
      // Someone without write access says no: not counted.
      pr.github.state.thumbsDown[gamma.id] = ['octo-reader'];
      Object.assign(threadOf(pr, delta.id), { isResolved: true, resolvedBy: 'Codertocat' });
      // A push that leaves every node alone: a new file.
      pr.push({ 'pkg/other.py': '"""Other."""\n' });

      const result = await pr.run({ inputs: LINT_FULL });

      expect(result.code).toBe(0);
      expect(pr.github.state.comments).toHaveLength(NAMES.length);
      expect(result.stdout).toContain(
        '4 suggestions left out: reviewers rejected them on the same code',
      );
      expect(result.summary).toContain('| Rejected | 4 changes |');
      // Only gamma still stands: the rejected ones are not counted as open.
      expect(result.summary).toContain(
        '| Suggestions | 1 (0 inline, 0 in the review body, 1 posted earlier) |',
      );
      const lines = lastCheckSummary(pr);
      expect(lines).toContain(
        `- \`${comment.alpha?.workspace}\`: rejected by @Codertocat: the f-string is \\*on purpose\\* @\u200bteam \\<!-- remora:v2 {} --\\>`,
      );
      expect(lines).toContain(
        `- \`${beta.workspace}\`: rejected by @Codertocat (👎): 👎 on the suggestion`,
      );
      expect(lines).toContain(
        `- \`${delta.workspace}\`: rejected by @Codertocat (thread resolved): resolved the thread without committing the suggestion`,
      );
      expect(lines).not.toContain(gamma.workspace);
      expect(
        verdictsOf(result)
          .map((v) => [v.workspace_id, v.verdict, v.how, v.actor])
          .sort(),
      ).toEqual(
        [
          [comment.alpha?.workspace, 'rejected', 'command', 'Codertocat'],
          [beta.workspace, 'rejected', 'reaction', 'Codertocat'],
          [delta.workspace, 'rejected', 'resolved', 'Codertocat'],
          [comment.epsilon?.workspace, 'rejected', 'command', 'Codertocat'],
        ].sort(),
      );
      // Every verdict the run read is kept, the 👎 and the resolve with the words Remora gives them.
      expect(
        feedbackOf(result)
          .map((r) => [r.workspace_id, r.verdict, r.text])
          .sort(),
      ).toEqual(
        [
          [
            comment.alpha?.workspace,
            'rejected',
            'the f-string is *on purpose* @team <!-- remora:v2 {} -->',
          ],
          [beta.workspace, 'rejected', '👎 on the suggestion'],
          [delta.workspace, 'rejected', 'resolved the thread without committing the suggestion'],
          [comment.epsilon?.workspace, 'rejected', 'not needed here'],
        ].sort(),
      );
    },
  );

  it.sequential('is posted again once its node changes', async () => {
    pr.push({ 'pkg/names.py': names({ alpha: 'alpha!!', beta: 'beta!!' }) });

    const result = await pr.run({ inputs: LINT_FULL });

    expect(result.code).toBe(0);
    const fresh = changeMarkers(pr).slice(NAMES.length);
    expect(fresh.map((c) => c.workspace).sort()).toEqual(
      [comment.alpha?.workspace, comment.beta?.workspace].sort(),
    );
    expect(pr.github.state.comments.slice(NAMES.length).map((c) => c.body)).toEqual([
      expect.stringContaining('return "alpha!!"'),
      expect.stringContaining('return "beta!!"'),
    ]);
    // delta and epsilon stay rejected; alpha and beta are reviewed afresh.
    expect(
      verdictsOf(result)
        .filter((v) => v.verdict === 'rejected')
        .map((v) => v.workspace_id)
        .sort(),
    ).toEqual([comment.delta?.workspace, comment.epsilon?.workspace].sort());
    expect(result.stdout).toContain(
      '2 suggestions left out: reviewers rejected them on the same code',
    );
  });

  it.sequential('is left out of /remora accept all, which commits the rest', async () => {
    const before = pr.headSha;

    const result = await pr.comment('/remora accept all');

    expect(result.code).toBe(0);
    for (const name of ['delta', 'epsilon'])
      expect(result.stdout).toContain(
        `accept all leaves out ${comment[name]?.workspace}: rejected by a reviewer`,
      );
    const diff = gitIn(pr.origin, 'diff', before, gitIn(pr.origin, 'rev-parse', 'feature').trim());
    expect(diff.split('\n').filter((line) => line.startsWith('+    return'))).toEqual([
      '+    return "alpha!!"',
      '+    return "beta!!"',
      '+    return "gamma"',
    ]);
  });
});
