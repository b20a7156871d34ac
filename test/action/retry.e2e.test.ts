import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewRecord } from '../../src/core/feedback/review-record.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { markersOf } from '../support/markers.js';
import {
  callsPerNode,
  nodeOf,
  startScriptedServer,
  type ReceivedRequest,
} from '../support/scripted-server.js';

// `/remora retry <id> [note]`, end to end: the action run from its sources
// against the stateful fake of GitHub, with the real issue_comment and
// pull_request_review_comment examples as the commands' payloads, and a
// scripted model server whose requests are read back. The scripted lint agent
// applies every safe fix, unless its opening message carries a reviewer's
// instruction: then it fixes only the first line the reviewer is about.

const NAMES_HEAD = [
  '"""Names."""',
  '',
  '',
  'def alpha():',
  '    """Name alpha."""',
  '    first = f"al"',
  '    return first + f"pha"',
  '',
  '',
  'def beta():',
  '    """Name beta."""',
  '    return f"beta"',
  '',
  '',
  'def gamma():',
  '    """Name gamma."""',
  '    third = f"gam"',
  '    return third + f"ma"',
  '',
].join('\n');

/** The line the instructed agent fixes, per node: alpha's first f-string, beta's only one. */
const INSTRUCTED_FIX: Record<string, number> = { alpha: 6, beta: 12, gamma: 17 };

const NOTE = 'Fix only the first f-string; keep `return first + f"pha"` as @team wrote it.';

/** The opening user message of a request: the node context, and an instruction after it. */
function openingOf(request: ReceivedRequest): string {
  const user = request.messages.find((m) => m.role === 'user');
  return typeof user?.content === 'string' ? user.content : '';
}

describe('retrying a suggestion with a note', () => {
  let pr: ActionHarness;
  let model: Awaited<ReturnType<typeof startScriptedServer>>;
  const inputs = () => ({ operations: 'lint', 'server-url': model.url });
  const posted: Record<string, { id: number; workspace: string; thread: string }> = {};

  const threadOf = (commentId: number) => {
    const thread = pr.github.state.threads.find((t) => t.commentIds.includes(commentId));
    if (!thread) throw new Error(`no thread of comment ${commentId}`);
    return thread;
  };
  const lastReply = () => pr.github.commands.issueComments.at(-1)?.body ?? '';

  beforeAll(async () => {
    model = await startScriptedServer(['lint'], (request) => {
      if (request.messages.some((m) => m.role === 'tool'))
        return {
          calls: [
            {
              name: 'submit_result',
              arguments: {
                summary: 'Fixed the f-strings without placeholders.',
                issues_fixed: 1,
                issues_remaining: 0,
                changed_files: ['pkg/names.py'],
              },
            },
          ],
        };
      const line = INSTRUCTED_FIX[nodeOf(request)];
      if (openingOf(request).includes("Reviewer's instruction") && line !== undefined)
        return {
          calls: [{ name: 'apply_fix', arguments: { issue_code: 'F541', line_number: line } }],
        };
      return { calls: [{ name: 'run_linter', arguments: { check_only: false } }] };
    });
    pr = await createActionHarness(
      { 'pkg/names.py': '"""Names."""\n' },
      { 'pkg/names.py': NAMES_HEAD },
      { fromSource: true },
    );
    pr.github.commands.permissions = { Codertocat: 'write', 'octo-reader': 'read' };
    const first = await pr.run({ inputs: inputs() });
    expect(first.code).toBe(0);
    for (const comment of pr.github.state.comments) {
      const [marker] = markersOf(comment.body);
      if (marker?.kind !== 'change') throw new Error(`no change marker on comment ${comment.id}`);
      posted[marker.name] = {
        id: comment.id,
        workspace: marker.workspace_id,
        thread: threadOf(comment.id).id,
      };
    }
    expect(Object.keys(posted).sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(pr.github.state.comments[0]?.body).toContain('return first + "pha"');
  });
  afterAll(async () => {
    await pr.dispose();
    await model.close();
  });

  it.sequential(
    'runs only that op on that node with the note as the instruction, posts the new suggestion and replaces the old',
    async () => {
      const alpha = posted.alpha ?? { id: 0, workspace: '', thread: '' };
      const from = model.received.length;
      const comments = pr.github.state.comments.length;

      const result = await pr.comment(`/remora retry ${alpha.workspace} ${NOTE}`, {
        inputs: inputs(),
      });

      expect(result.code).toBe(0);
      // One op on one node: apply_fix, then submit_result.
      expect(callsPerNode(model.received, from)).toEqual({ alpha: 2 });
      const opening = openingOf(model.received[from] as ReceivedRequest);
      expect(opening).toMatch(/^Function `alpha` in pkg\/names\.py/);
      expect(opening).toContain(
        `Reviewer's instruction (from @Codertocat), for this run: the reviewer asked for this op again, and wrote what follows.`,
      );
      expect(opening.endsWith(`\n> ${NOTE}`)).toBe(true);
      // The new suggestion, then the answer in the old thread that links it.
      const [fresh, answer, ...more] = pr.github.state.comments.slice(comments);
      expect(more).toEqual([]);
      expect(markersOf(fresh?.body ?? '')).toEqual([
        expect.objectContaining({ kind: 'change', workspace_id: alpha.workspace }),
      ]);
      expect(fresh?.body).toContain('first = "al"');
      expect(fresh?.body).not.toContain('return first + "pha"');
      const link = `https://github.com/Codertocat/Hello-World/pull/2#discussion_r${fresh?.id}`;
      expect(answer).toMatchObject({
        in_reply_to_id: alpha.id,
        body: `Replaced after \`/remora retry\` by @Codertocat: see the new suggestion, ${link}.`,
      });
      expect(threadOf(alpha.id).isResolved).toBe(true);
      expect(threadOf(posted.beta?.id ?? 0).isResolved).toBe(false);
      expect(pr.github.commands.reactions.map((r) => r.content)).toEqual(['eyes', 'rocket']);
      expect(lastReply()).toBe(
        [
          `Retried **lint** on \`alpha\` (\`${alpha.workspace}\`) for @Codertocat: the new suggestion is ${link}; the earlier one's thread is answered and resolved.`,
          '',
          // The note is inert in the reply: no markup, no mention.
          'Note: Fix only the first f-string; keep \\`return first + f"pha"\\` as @\u200bteam wrote it.',
        ].join('\n'),
      );
      expect(pr.github.state.checkRuns.at(-1)).toMatchObject({
        name: `Remora: /remora retry ${alpha.workspace}`,
        conclusion: 'success',
      });
      // The retry is a verdict on the old suggestion, kept with the note.
      const records = readFileSync(result.outputs['feedback-records'] as string, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as ReviewRecord);
      expect(records).toEqual([
        expect.objectContaining({
          verdict: 'retried',
          workspace_id: alpha.workspace,
          op: 'lint',
          text: NOTE,
          reviewer: 'Codertocat',
          suggestion: expect.stringContaining('+    return first + "pha"'),
        }),
      ]);
    },
  );

  it.sequential('is refused to someone without write permission, by the same gate', async () => {
    const from = model.received.length;
    const comments = pr.github.state.comments.length;

    const result = await pr.comment(`/remora retry ${posted.beta?.workspace} do it my way`, {
      user: 'octo-reader',
      inputs: inputs(),
    });

    expect(result.code).toBe(0);
    expect(model.received.length).toBe(from);
    expect(pr.github.state.comments).toHaveLength(comments);
    expect(lastReply()).toContain(
      "@octo-reader, thank you — Remora's commands run only for people with write access",
    );
    expect(threadOf(posted.beta?.id ?? 0).isResolved).toBe(false);
  });

  it.sequential(
    "in the suggestion's own thread, without an id; the same suggestion again leaves the thread alone",
    async () => {
      const beta = posted.beta ?? { id: 0, workspace: '', thread: '' };
      const from = model.received.length;
      const comments = pr.github.state.comments.length;

      const result = await pr.reply(beta.id, '/remora retry only this line, please', {
        inputs: inputs(),
      });

      expect(result.code).toBe(0);
      expect(callsPerNode(model.received, from)).toEqual({ beta: 2 });
      expect(openingOf(model.received[from] as ReceivedRequest)).toContain(
        '> only this line, please',
      );
      expect(pr.github.state.comments).toHaveLength(comments);
      expect(threadOf(beta.id).isResolved).toBe(false);
      expect(lastReply()).toBe(
        [
          `Retried **lint** on \`beta\` (\`${beta.workspace}\`) for @Codertocat: it suggested the same change again. The earlier suggestion stands.`,
          '',
          'Note: only this line, please',
        ].join('\n'),
      );
    },
  );

  it.sequential(
    'of a suggestion a reviewer rejected is posted all the same: the reviewer asked for it',
    async () => {
      const gamma = posted.gamma ?? { id: 0, workspace: '', thread: '' };
      const rejected = await pr.comment(`/remora reject ${gamma.workspace} not both lines`, {
        inputs: inputs(),
      });
      expect(rejected.code).toBe(0);
      expect(threadOf(gamma.id).isResolved).toBe(true);
      const comments = pr.github.state.comments.length;

      const result = await pr.comment(`/remora retry ${gamma.workspace} only the first line`, {
        inputs: inputs(),
      });

      expect(result.code).toBe(0);
      const [fresh, ...more] = pr.github.state.comments.slice(comments);
      // Its thread was resolved by the reject: nothing to answer there.
      expect(more).toEqual([]);
      expect(markersOf(fresh?.body ?? '')).toEqual([
        expect.objectContaining({ kind: 'change', workspace_id: gamma.workspace }),
      ]);
      expect(fresh?.body).toContain('third = "gam"');
      expect(lastReply()).toBe(
        `Retried **lint** on \`gamma\` (\`${gamma.workspace}\`) for @Codertocat: the new suggestion is https://github.com/Codertocat/Hello-World/pull/2#discussion_r${fresh?.id}.\n\nNote: only the first line`,
      );

      // The next review reads the retried suggestion as standing: not the one rejected, and
      // the one it replaced no longer counted as posted.
      const next = await pr.run({ inputs: inputs() });
      expect(next.code).toBe(0);
      expect(next.summary).not.toContain(`\`${gamma.workspace}\`: rejected`);
      expect(next.summary).toMatch(/\| Accepted \| 0 of 3 suggestions \|/);
    },
  );

  it.sequential('of a node no longer in the pull request runs nothing and says so', async () => {
    const alpha = posted.alpha ?? { id: 0, workspace: '', thread: '' };
    pr.push({ 'pkg/names.py': NAMES_HEAD.replace(/def alpha[\s\S]*?\n\n\n/, '') });
    const from = model.received.length;

    const result = await pr.comment(`/remora retry ${alpha.workspace}`, { inputs: inputs() });

    expect(result.code).toBe(0);
    expect(model.received.length).toBe(from);
    expect(lastReply()).toBe(
      `**lint** on \`alpha\` (\`${alpha.workspace}\`): the node is not among the pull request's changed nodes at the head ${pr.headSha.slice(0, 7)}, so nothing was run.`,
    );
    expect(pr.github.commands.reactions.at(-1)?.content).toBe('confused');
    expect(pr.github.state.checkRuns.at(-1)).toMatchObject({
      name: `Remora: /remora retry ${alpha.workspace}`,
      conclusion: 'skipped',
      output: {
        summary: expect.stringContaining(
          `node ${alpha.workspace.slice('lint-'.length)} is not among the changed nodes of pull request #2`,
        ),
      },
    });
  });
});
