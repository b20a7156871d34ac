import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createActionHarness,
  createSweepHarness,
  type ActionHarness,
  type ActionRun,
} from '../support/action-harness.js';
import { startScriptedServer } from '../support/scripted-server.js';
import { SHAPES_BASE, SHAPES_HEAD, SHAPES_MODULE } from '../support/shapes-fixture.js';

// The action from the sources, traced (test/support/pipeline-trace.mjs): a
// pull request's run gathers what its event needs, hands it to the pipeline
// once, and publishes what comes back. Once the review's pipeline starts, no
// function of src/action/ runs until it returns: the pipeline calls nothing
// back, and the action does not step back in between its steps.

/** A call into the pipeline (`pipeline` set) or the action's time between two. */
type Stretch = { pipeline?: string; action: string[] };

/** The pipeline entries a run starts with, before and after it took one input. */
const REVIEW_STARTS = ['prepareRun', 'reviewPullRequestChanges', 'sweepRepository'];

/** From the review's first step to its last: what the action did while the pipeline ran. */
function sincePipelineStart(timeline: readonly Stretch[]) {
  const first = timeline.findIndex((s) => REVIEW_STARTS.includes(s.pipeline ?? ''));
  const last = timeline.findLastIndex((s) => s.pipeline !== undefined);
  const span = timeline.slice(first, last + 1);
  const union = (stretches: readonly Stretch[]) =>
    [...new Set(stretches.flatMap((s) => s.action))].sort();
  return {
    steps: span.flatMap((s) => (s.pipeline ? [s.pipeline] : [])),
    calledBack: union(span.filter((s) => s.pipeline)),
    steppedBack: union(span.filter((s) => !s.pipeline)),
  };
}

describe('a pull request review hands the pipeline one prepared input', () => {
  let pr: ActionHarness;
  let model: Awaited<ReturnType<typeof startScriptedServer>>;
  const temp = mkdtempSync(join(tmpdir(), 'remora-trace-'));

  beforeAll(async () => {
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
      { entry: 'pipeline-trace.mjs' },
    );
    pr.github.commands.permissions = { Codertocat: 'write' };
  });
  afterAll(async () => {
    await pr.dispose();
    await model.close();
    rmSync(temp, { recursive: true, force: true });
  });

  const traced = async (name: string, run: (env: Record<string, string>) => Promise<ActionRun>) => {
    const out = join(temp, `${name}.json`);
    const result = await run({ REMORA_TRACE_OUT: out });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    const found = sincePipelineStart(JSON.parse(readFileSync(out, 'utf8')) as Stretch[]);
    console.log(`${name}: ${JSON.stringify(found, null, 2)}`);
    return found;
  };

  it.sequential('a review is one step of the pipeline, which calls nothing back', async () => {
    const trace = await traced('review', (env) =>
      pr.run({ inputs: { operations: 'lint', 'server-url': model.url }, env }),
    );

    expect(pr.github.state.comments.length).toBeGreaterThan(0);
    expect(trace).toEqual({ steps: ['reviewPullRequestChanges'], calledBack: [], steppedBack: [] });
  });

  it.sequential('so is a comment command that reviews again', async () => {
    const trace = await traced('command', (env) =>
      pr.comment('/remora lint', { inputs: { operations: 'lint', 'server-url': model.url }, env }),
    );

    expect(trace).toEqual({ steps: ['reviewPullRequestChanges'], calledBack: [], steppedBack: [] });
  });

  it.sequential('so is a sweep', async () => {
    const sweep = await createSweepHarness(
      { 'pkg/shapes.py': SHAPES_MODULE },
      {},
      { entry: 'pipeline-trace.mjs' },
    );
    try {
      const trace = await traced('sweep', (env) =>
        sweep.run({ inputs: { operations: 'lint' }, env }),
      );

      expect(trace).toEqual({ steps: ['sweepRepository'], calledBack: [], steppedBack: [] });
    } finally {
      await sweep.dispose();
    }
  });
});
