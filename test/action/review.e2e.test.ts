import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markersOf } from '../support/markers.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import type { BuiltinServer } from '../../src/adapters/model/builtin-server.js';
import { startServe } from '../support/serve.js';
import { closedPort } from '../support/network.js';

// End-to-end runs of the committed bundle (node dist/index.js) with the
// built-in policy, against a stateful fake of GitHub's API at the network
// edge. Each describe block is one pull request with a harness of its own:
// the blocks run at the same time (describe.concurrent), the tests of a block
// one after another (it.sequential), since its runs share GitHub's state.

const BASE = { 'pkg/shapes.py': SHAPES_BASE };

const HEAD = {
  'pkg/shapes.py': SHAPES_HEAD,
};

const LINT_DOCSTRING = { operations: 'lint,docstring' };

/** The requests of one run, by kind: `POST /check-runs`, `POST /graphql resolveReviewThread`, ... */
function kinds(requests: readonly string[]): string[] {
  return requests.map((r) =>
    r
      .replace(/\/repos\/Codertocat\/Hello-World/, '')
      .replace(/\/check-runs\/\d+/, '/check-runs/:id')
      .replace(/\/contents\/.*/, '/contents/:path')
      .replace(/\/git\/trees\/.*/, '/git/trees/:tree')
      .replace(/\/reviews\/\d+/, '/reviews/:id'),
  );
}

const WRITES = /^(POST|PATCH|DELETE|PUT) (?!\/graphql reviewThreads)/;

/** The suggestion block of a comment body, as the lines it proposes. */
function suggestionOf(body: string): string[] {
  const match = body.match(/```suggestion\n([\s\S]*?)\n?```/);
  if (!match) throw new Error(`no suggestion in ${body}`);
  return match[1] === '' ? [] : (match[1] as string).split('\n');
}

describe.concurrent('a pull request reviewed, rerun, and one suggestion committed', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'first run: one check run, one review of committable suggestions, three writes',
    async () => {
      const result = await pr.run({ inputs: LINT_DOCSTRING });

      expect(result.stdout).not.toContain('::error');
      expect(result.code).toBe(0);
      const { state } = pr.github;
      expect(state.reviews).toHaveLength(1);
      const review = state.reviews[0];
      expect(review?.commit_id).toBe(pr.headSha);
      expect(state.comments.map((c) => [c.line, suggestionOf(c.body)])).toEqual([
        [2, ['"""Shapes and their areas."""']],
        [17, ['    label = "perimeter"']],
        [25, ["        name: The shape's name."]],
        [27, ['    return "a shape"']],
      ]);
      expect(state.comments[0]?.start_line).toBe(1);
      // Every comment carries a marker that reads back with its integrity intact.
      for (const comment of state.comments) expect(markersOf(comment.body)[0]?.kind).toBe('change');
      expect(state.checkRuns).toHaveLength(1);
      expect(state.checkRuns[0]).toMatchObject({
        name: 'Remora',
        head_sha: pr.headSha,
        status: 'completed',
        conclusion: 'success',
      });
      expect(state.checkRuns[0]?.output.summary).toContain(
        '| Suggestions | 4 (4 inline, 0 in the review body) |',
      );
      expect(kinds(pr.github.requests).filter((r) => WRITES.test(r))).toEqual([
        'POST /check-runs',
        'POST /pulls/2/reviews',
        'PATCH /check-runs/:id',
      ]);
      expect(result.outputs).toMatchObject({
        nodes: '3',
        suggestions: '4',
        'review-id': String(review?.id),
        'failed-ops': '0',
      });
      expect(result.outputs['report-path']).toMatch(/remora-42$/);
      expect(result.summary).toContain('| Suggestions | 4 (4 inline, 0 in the review body) |');
      expect(result.summary).toContain('[The review](https://github.com/');
    },
  );

  it.sequential('a rerun with nothing new posts no review and no comment', async () => {
    pr.github.requests.length = 0;
    const result = await pr.run({ inputs: LINT_DOCSTRING });

    expect(result.code).toBe(0);
    expect(pr.github.state.reviews).toHaveLength(1);
    expect(pr.github.state.comments).toHaveLength(4);
    expect(kinds(pr.github.requests).filter((r) => WRITES.test(r))).toEqual([
      'POST /check-runs',
      'PATCH /check-runs/:id',
    ]);
    expect(result.stdout).toContain('nothing new since the earlier reviews');
    expect(pr.github.state.checkRuns[1]?.conclusion).toBe('success');
  });

  it.sequential(
    'after a suggestion is committed, its workspace counts as accepted and its thread is resolved',
    async () => {
      const { state } = pr.github;
      const committed = state.comments.find((c) => c.line === 27);
      if (!committed) throw new Error('no comment on line 27');
      const lines = pr.headFile('pkg/shapes.py').split('\n');
      lines.splice(26, 1, ...suggestionOf(committed.body));
      pr.push({ 'pkg/shapes.py': lines.join('\n') }, 'Apply suggestion from Remora');
      // GitHub marks a thread outdated when its lines change.
      const thread = state.threads.find((t) => t.commentIds.includes(committed.id));
      if (!thread) throw new Error('no thread');
      thread.isOutdated = true;
      pr.github.requests.length = 0;

      const result = await pr.run({ inputs: LINT_DOCSTRING });

      expect(result.code).toBe(0);
      expect(thread.isResolved).toBe(true);
      expect(state.threads.filter((t) => t.isResolved)).toHaveLength(1);
      expect(kinds(pr.github.requests).filter((r) => WRITES.test(r))).toEqual([
        'POST /check-runs',
        'POST /graphql resolveReviewThread',
        'PATCH /check-runs/:id',
      ]);
      expect(state.checkRuns.at(-1)?.output.summary).toContain('| Accepted | 1 of 4 suggestions |');
      expect(result.summary).toContain('| Accepted | 1 of 4 suggestions |');
      expect(state.reviews).toHaveLength(1);
    },
  );
});

describe.concurrent('publishing when GitHub refuses', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'a 422 on one comment: the others are posted inline, the refused one in the body',
    async () => {
      pr.github.state.refuse = (comment) => comment.line === 25;

      const result = await pr.run({ inputs: LINT_DOCSTRING });

      expect(result.code).toBe(0);
      const { reviews, comments } = pr.github.state;
      const posted = reviews.filter((r) => r.state === 'COMMENTED');
      expect(posted).toHaveLength(1);
      expect(comments.map((c) => c.line)).toEqual([2, 17, 27]);
      expect(posted[0]?.body).toContain("name: The shape's name.");
      expect(posted[0]?.body).toContain('pkg/shapes.py');
      // Nothing pending is left behind by the probing.
      expect(reviews.filter((r) => r.state === 'PENDING')).toEqual([]);
      expect(result.summary).toContain('refused 1 comment');
    },
  );

  it.sequential(
    'a token without checks: write or pull-requests: write: a warning naming each, the review in the summary, a green step',
    async () => {
      pr.github.state.refuse = () => false;
      pr.github.state.forbid = new Set(['checks', 'reviews']);
      pr.push({ 'pkg/more.py': 'def f():\n    return f"x"\n' });

      const result = await pr.run({ inputs: LINT_DOCSTRING });

      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/::warning::.*checks: write/);
      expect(result.stdout).toMatch(/::warning::.*pull-requests: write/);
      expect(result.summary).toContain('No review was posted');
      expect(result.summary).toContain('return "x"');
    },
  );
});

describe.concurrent('a token that may write checks but not reviews', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    pr.github.state.forbid = new Set(['reviews']);
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'ends the check neutral, whatever fail-on says, with the review in the summary',
    async () => {
      const result = await pr.run({ inputs: { ...LINT_DOCSTRING, 'fail-on': 'suggestions' } });

      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/::warning::.*pull-requests: write/);
      expect(pr.github.state.checkRuns[0]?.conclusion).toBe('neutral');
      expect(result.summary).toContain('No review was posted');
    },
  );
});

describe.concurrent('limits', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    const many = Array.from(
      { length: 160 },
      (_, i) =>
        `def shape_${i}(size):\n    """Describe shape ${i}."""\n    return f"shape" * size\n`,
    ).join('\n\n');
    pr = await createActionHarness(BASE, { 'pkg/many.py': many });
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'more suggestions than max-comments, and a body over the size limit: the rest is named, not dropped',
    async () => {
      const result = await pr.run({ inputs: { operations: 'lint', 'max-comments': '5' } });

      expect(result.code).toBe(0);
      const review = pr.github.state.reviews[0];
      expect(pr.github.state.comments).toHaveLength(5);
      expect(review?.body.length).toBeLessThanOrEqual(65_536);
      expect(result.outputs.suggestions).toBe('160');
      // What did not fit is named in the summary and kept in the report.
      expect(result.summary).toMatch(/did not fit in the review body/);
    },
  );
});

describe.concurrent('over a model server', () => {
  let pr: ActionHarness;
  let server: BuiltinServer;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
    // It serves the lint adapter and the default model, not the docstring adapter.
    server = await startServe({ without: ['docstring'] });
  });
  afterAll(async () => {
    await server.close();
    await pr.dispose();
  });

  it.sequential(
    'preflights /models, warns of a missing adapter and routes its op to the default model',
    async () => {
      const result = await pr.run({ inputs: { ...LINT_DOCSTRING, 'server-url': server.url } });

      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/::warning::.*docstring.*functiongemma/);
      expect(result.stdout).toContain('answered in');
      expect(server.completions).toBeGreaterThan(0);
      // The same review as the built-in policy gives: the network path changes nothing.
      expect(pr.github.state.comments.map((c) => [c.line, suggestionOf(c.body)])).toEqual([
        [2, ['"""Shapes and their areas."""']],
        [17, ['    label = "perimeter"']],
        [25, ["        name: The shape's name."]],
        [27, ['    return "a shape"']],
      ]);
      // Text in the job summary is inert: a URL is shown, with its autolink broken.
      expect(result.summary).toContain(`| Backend | ${server.url.replace('://', ':\u200b//')} |`);
    },
  );
});

describe.concurrent('events and trust', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(BASE, HEAD);
  });
  afterAll(() => pr.dispose());

  it.sequential('skips a draft with a skipped check and no review', async () => {
    const result = await pr.run({ draft: true, action: 'opened' });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('is a draft: not reviewed');
    expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('skipped');
    expect(pr.github.state.reviews).toEqual([]);
  });

  it.sequential(
    'a fork: the built-in policy, tools that run code off, said in the summary',
    async () => {
      const result = await pr.run({
        fork: true,
        inputs: { 'server-url': 'http://remora-server:8000/v1' },
      });

      expect(result.code).toBe(0);
      expect(result.summary).toContain('comes from a fork');
      expect(pr.github.state.reviews).toHaveLength(1);
    },
  );

  it.sequential(
    'pull_request_target: reviewed, with tools that run code off whatever allow-execute says',
    async () => {
      pr.push({
        'pkg/double.py':
          'def double(x):\n    """Double x.\n\n    >>> double(2)\n    4\n    """\n    return 2 * x\n',
      });
      const result = await pr.run({
        event: 'pull_request_target',
        action: 'opened',
        inputs: { operations: 'test', 'allow-execute': 'true' },
      });

      expect(result.code).toBe(0);
      expect(result.summary).toContain('allow-execute is ignored');
      const report = JSON.parse(
        readFileSync(join(result.outputs['report-path'] as string, 'report.json'), 'utf8'),
      ) as { nodes: { node: { full_name: string }; ops: { status: string; summary: string }[] }[] };
      const double = report.nodes.find((n) => n.node.full_name === 'double');
      expect(double?.ops[0]).toMatchObject({
        status: 'skipped',
        summary: 'run_tests runs repository code, which this event does not allow',
      });
    },
  );

  it.sequential(
    'refuses to review a checkout that is not the head, naming the ref to check out',
    async () => {
      gitIn(pr.checkout, 'checkout', '-q', '--detach', pr.baseSha);
      try {
        const result = await pr.run({ inputs: LINT_DOCSTRING });

        expect(result.code).toBe(1);
        expect(result.stdout).toContain('::error::GH_003: the checkout is at');
        expect(result.stdout).toContain('ref: ${{ github.event.pull_request.head.sha }}');
        expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('failure');
      } finally {
        gitIn(pr.checkout, 'checkout', '-q', '--detach', pr.headSha);
      }
    },
  );

  it.sequential(
    'a server that cannot be reached: every op AGENT_002, a neutral check, a green step',
    async () => {
      const port = await closedPort();
      const result = await pr.run({
        inputs: { ...LINT_DOCSTRING, 'server-url': `http://127.0.0.1:${port}/v1` },
      });

      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/::warning::.*Tailscale/);
      expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('neutral');
      expect(result.outputs['failed-ops']).not.toBe('0');
    },
  );

  it.sequential('GitHub failing: a few quick retries, a warning, a green step', async () => {
    pr.github.state.outage = true;
    pr.github.requests.length = 0;
    try {
      const result = await pr.run({ inputs: LINT_DOCSTRING });

      expect(result.code).toBe(0);
      expect(result.stdout).toContain('::warning::no Remora check run: GH_001');
      expect(result.stdout).toMatch(/::warning::Remora could not finish: GH_001: .*HTTP 500/);
      // Each call is tried once and retried three times.
      expect(
        pr.github.requests.filter((r) => r === 'POST /repos/Codertocat/Hello-World/check-runs'),
      ).toHaveLength(4);
    } finally {
      pr.github.state.outage = false;
    }
  });

  it.sequential('ends other events with a notice', async () => {
    const result = await pr.run({ event: 'push' });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('::notice::Remora: the push event is not handled');
  });
});

describe.concurrent('a pull request with nothing to review', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'README.md': '# Demo\n' },
      { 'README.md': '# Demo\n\nMore.\n' },
    );
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'still gets a Remora check, skipped with the reason, so a required check never blocks it',
    async () => {
      const result = await pr.run();

      expect(result.code).toBe(0);
      expect(pr.github.state.checkRuns).toHaveLength(1);
      expect(pr.github.state.checkRuns[0]).toMatchObject({
        status: 'completed',
        conclusion: 'skipped',
      });
      expect(pr.github.state.checkRuns[0]?.output.summary).toContain(
        'changes no function, class or module code',
      );
      expect(pr.github.state.reviews).toEqual([]);
      expect(result.outputs.nodes).toBe('0');
    },
  );
});
