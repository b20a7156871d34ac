import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';
import { dependabotContext, walkJob, type WorkflowJob } from '../support/workflow-job.js';

// The review example, followed as the runner would on a Dependabot pull
// request (from the repository itself, with none of its Actions secrets):
// the job's steps and their inputs are evaluated from the workflow, then the
// bundled action runs with the inputs its step gets. The required check must
// arrive, from the built-in policy.

const root = join(import.meta.dirname, '..', '..');
const workflow = parse(
  readFileSync(join(root, 'examples', 'workflows', 'remora-review.yml'), 'utf8'),
) as { jobs: Record<string, WorkflowJob> };

describe('the review example on a Dependabot pull request', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
  });
  afterAll(() => pr.dispose());

  it('posts the Remora check, reviewed with the built-in policy', async () => {
    const context = dependabotContext();
    const walk = walkJob(workflow.jobs.remora as WorkflowJob, context);
    expect(walk.failedAt).toBeUndefined();
    const remora = walk.ran.find((stepped) => stepped.step.uses?.startsWith('remora-dev/remora@'));
    expect(remora).toBeDefined();
    const event = context.github as { event: Record<string, unknown> };
    const payload = structuredClone(event.event) as {
      number: number;
      pull_request: { number: number; head: { sha: string }; base: { sha: string } };
    };
    payload.number = 2;
    payload.pull_request.number = 2;
    payload.pull_request.head.sha = pr.headSha;
    payload.pull_request.base.sha = pr.baseSha;

    const result = await pr.run({
      payload,
      inputs: { ...remora?.inputs, operations: 'lint,docstring' },
      env: { GITHUB_ACTOR: 'dependabot[bot]' },
    });

    expect(result.code).toBe(0);
    expect(result.stdout).toContain('no server-url: the built-in policy reviews');
    expect(pr.github.state.checkRuns).toHaveLength(1);
    expect(pr.github.state.checkRuns[0]).toMatchObject({
      name: 'Remora',
      status: 'completed',
      conclusion: 'success',
    });
    expect(pr.github.state.reviews).toHaveLength(1);
  });
});
