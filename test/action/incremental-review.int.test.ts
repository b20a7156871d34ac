import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { callsPerNode, startScriptedServer } from '../support/scripted-server.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// A pull request reviewed by the action (from the sources) against the
// stateful fake of GitHub, with the real `pull_request.synchronize` example
// as each push's payload, and a scripted model server whose requests are
// counted per node: what an incremental review saves is model calls.

const INPUTS = { operations: 'lint' };

describe('a pull request reviewed on each push', () => {
  let pr: ActionHarness;
  let model: Awaited<ReturnType<typeof startScriptedServer>>;
  const run = () => pr.run({ inputs: { ...INPUTS, 'server-url': model.url } });

  beforeAll(async () => {
    // Ruff's safe fixes, then done: two model calls a node.
    model = await startScriptedServer(['lint'], (request) =>
      request.messages.some((m) => m.role === 'tool')
        ? {
            calls: [
              {
                name: 'submit_result',
                arguments: {
                  summary: 'Applied the safe fixes Ruff offers.',
                  issues_fixed: 1,
                  issues_remaining: 0,
                  changed_files: ['pkg/shapes.py'],
                },
              },
            ],
          }
        : { calls: [{ name: 'run_linter', arguments: { check_only: false } }] },
    );
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
      {
        fromSource: true,
      },
    );
  });
  afterAll(async () => {
    await pr.dispose();
    await model.close();
  });

  it.sequential(
    'the first run reviews every changed node and marks its head reviewed',
    async () => {
      const result = await run();

      expect(result.code).toBe(0);
      expect(callsPerNode(model.received, 0)).toEqual({
        'pkg/shapes.py': 2,
        perimeter: 2,
        describe: 2,
      });
      const { state } = pr.github;
      expect(state.comments.map((c) => c.line)).toEqual([2, 17, 27]);
      expect(state.checkRuns[0]).toMatchObject({
        head_sha: pr.headSha,
        conclusion: 'success',
        external_id: 'remora:reviewed-head #2',
      });
      // The example's `before` is no commit of this repository: nothing was reviewed before.
      expect(state.checkRuns[0]?.output.summary).toContain(
        '| Review | full: no commit of this branch before',
      );
    },
  );

  it.sequential(
    'a push that changes one node runs only its agent, answers its old thread as outdated and keeps the others',
    async () => {
      const from = model.received.length;
      const lines = pr.headFile('pkg/shapes.py').split('\n');
      lines[26] = '    return f"the shape"';
      const head = pr.push({ 'pkg/shapes.py': lines.join('\n') });

      const result = await run();

      expect(result.code).toBe(0);
      expect(callsPerNode(model.received, from)).toEqual({ describe: 2 });
      const { state } = pr.github;
      const [module, perimeter, oldDescribe, ...rest] = state.comments;
      // The old suggestion on describe is answered and resolved; a new one is posted.
      expect(rest.map((c) => [c.in_reply_to_id, c.body])).toEqual([
        [undefined, expect.stringContaining('return "the shape"')],
        [oldDescribe?.id, `outdated: the node changed in ${head}`],
      ]);
      const threadOf = (id: number | undefined) =>
        state.threads.find((t) => t.commentIds[0] === id);
      expect(threadOf(oldDescribe?.id)?.isResolved).toBe(true);
      expect(threadOf(module?.id)?.isResolved).toBe(false);
      expect(threadOf(perimeter?.id)?.isResolved).toBe(false);
      const summary = state.checkRuns.at(-1)?.output.summary ?? '';
      expect(summary).toContain(
        `| Review | incremental: 1 of 3 changed nodes changed since ${pr.previousHead?.slice(0, 7)}, the last head Remora reviewed; the other 2 keep their earlier review |`,
      );
      // The unchanged nodes' suggestions still count.
      expect(summary).toContain(
        '| Suggestions | 3 (1 inline, 0 in the review body, 2 posted earlier) |',
      );
      expect(result.summary).toContain('| Review | incremental: 1 of 3');
      expect(state.checkRuns.at(-1)?.external_id).toBe('remora:reviewed-head #2');
    },
  );

  it.sequential('a push that changes no node runs no agent and posts nothing', async () => {
    const from = model.received.length;
    const reviews = pr.github.state.reviews.length;
    pr.push({ 'README.md': '# Shapes\n' });

    const result = await run();

    expect(result.code).toBe(0);
    expect(model.received.length).toBe(from);
    expect(pr.github.state.reviews).toHaveLength(reviews);
    const summary = pr.github.state.checkRuns.at(-1)?.output.summary ?? '';
    expect(summary).toContain('| Review | incremental: 0 of 3 changed nodes');
    expect(summary).toContain(
      '| Suggestions | 3 (0 inline, 0 in the review body, 3 posted earlier) |',
    );
    expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('success');
  });

  it.sequential(
    'a token that may not answer threads leaves them open, says so, and the run still succeeds',
    async () => {
      const from = model.received.length;
      const { state } = pr.github;
      const perimeter = state.comments.find((c) => c.line === 17 && c.in_reply_to_id === undefined);
      const lines = pr.headFile('pkg/shapes.py').split('\n');
      lines[16] = '    label = f"a perimeter"';
      pr.push({ 'pkg/shapes.py': lines.join('\n') });
      state.forbid = new Set(['replies']);

      const result = await run();
      state.forbid = new Set();

      expect(result.code).toBe(0);
      expect(callsPerNode(model.received, from)).toEqual({ perimeter: 2 });
      expect(state.threads.find((t) => t.commentIds[0] === perimeter?.id)?.isResolved).toBe(false);
      expect(result.stdout).toMatch(
        /::warning::1 outdated thread on nodes that changed stays open: GH_002: .*pull-requests: write/,
      );
      expect(result.summary).toContain('1 outdated thread on nodes that changed stays open');
      expect(state.checkRuns.at(-1)).toMatchObject({
        conclusion: 'success',
        external_id: 'remora:reviewed-head #2',
      });
    },
  );

  it.sequential('a force-push is reviewed in full, and the summary says why', async () => {
    const from = model.received.length;
    const before = pr.headSha;
    const lines = pr.headFile('pkg/shapes.py').split('\n');
    lines[16] = '    label = f"the perimeter"';
    pr.forcePush({ 'pkg/shapes.py': lines.join('\n') });
    pr.github.requests.length = 0;

    const result = await run();

    expect(result.code).toBe(0);
    expect(callsPerNode(model.received, from)).toEqual({
      'pkg/shapes.py': 2,
      perimeter: 2,
      describe: 2,
    });
    const reason = `a force-push or rebase: ${before.slice(0, 7)}, the last head Remora reviewed, is not in the history of ${pr.headSha.slice(0, 7)}`;
    expect(pr.github.state.checkRuns.at(-1)?.output.summary).toContain(
      `| Review | full: ${reason} |`,
    );
    expect(result.summary).toContain(`| Review | full: ${reason} |`);
    // Nothing was answered as outdated: only an incremental review does that.
    expect(pr.github.requests).not.toContain('POST /graphql addPullRequestReviewThreadReply');
  });
});
