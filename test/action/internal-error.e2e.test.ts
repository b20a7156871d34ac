import { mkdirSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';
import {
  createActionHarness,
  createSweepHarness,
  type ActionHarness,
} from '../support/action-harness.js';
import { closedPort } from '../support/network.js';

// A bug in Remora must never pass a required check: `neutral` counts as
// passing under branch protection, so a crash that ended neutral would let
// the pull request merge unreviewed. The crash here is a real one of the
// built action: the runner's temp folder holds a folder where Remora writes
// its event log or its report, so Node's own fs throws (EISDIR), an error
// that is not a RemoraError.

const LINT = { operations: 'lint' };
const RUN_URL = 'https://github.com/Codertocat/Hello-World/actions/runs/42';

/** A runner temp folder in which `remora-42/<name>` is a folder, so writing that file throws. */
function brokenRunnerTemp(pr: ActionHarness, name: string): string {
  const temp = mkdtempSync(join(pr.origin, '..', 'runner-temp-'));
  mkdirSync(join(temp, 'remora-42', name), { recursive: true });
  return temp;
}

describe.concurrent('a crash of Remora', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
  });
  afterAll(() => pr.dispose());

  it.sequential(
    'after the review fails the check, says it is an internal error and where the log is, and fails the step',
    async () => {
      const result = await pr.run({
        inputs: LINT,
        env: { RUNNER_TEMP: brokenRunnerTemp(pr, 'report.json') },
      });

      const check = pr.github.state.checkRuns.at(-1);
      expect(check).toMatchObject({ name: 'Remora', status: 'completed', conclusion: 'failure' });
      expect(check?.output.title).toBe('Remora hit an internal error');
      expect(check?.output.summary).toMatch(/Remora hit an internal error: EISDIR/);
      expect(check?.output.summary).toContain('This is a bug in Remora, not in the pull request');
      expect(check?.output.summary).toContain('please report it');
      expect(check?.output.summary).toContain(RUN_URL);
      expect(check?.output.summary).toMatch(/remora-42 \(the report-path output\)/);
      expect(check?.details_url).toBe(RUN_URL);
      expect(result.code).not.toBe(0);
      expect(result.stdout).toMatch(/::error::Remora hit an internal error: EISDIR/);
      expect(result.summary).toContain('This is a bug in Remora');
    },
  );

  it.sequential(
    'before anything ran, still completes the check as a failure instead of leaving it in progress',
    async () => {
      const result = await pr.run({
        inputs: LINT,
        env: { RUNNER_TEMP: brokenRunnerTemp(pr, 'events.jsonl') },
      });

      expect(pr.github.state.checkRuns.at(-1)).toMatchObject({
        status: 'completed',
        conclusion: 'failure',
      });
      expect(pr.github.state.checkRuns.at(-1)?.output.summary).toContain('a bug in Remora');
      expect(result.code).not.toBe(0);
    },
  );

  it.sequential(
    'in a comment command fails the check and the step, and the reply says it is a bug',
    async () => {
      pr.github.commands.permissions.Codertocat = 'write';
      const before = pr.github.state.checkRuns.length;
      const result = await pr.comment('/remora all', {
        inputs: LINT,
        env: { RUNNER_TEMP: brokenRunnerTemp(pr, 'report.json') },
      });

      expect(pr.github.state.checkRuns.length).toBe(before + 1);
      expect(pr.github.state.checkRuns.at(-1)).toMatchObject({
        status: 'completed',
        conclusion: 'failure',
      });
      expect(pr.github.commands.issueComments.at(-1)?.body).toContain('This is a bug in Remora');
      expect(pr.github.commands.reactions.at(-1)?.content).toBe('confused');
      expect(result.code).not.toBe(0);
      expect(result.stdout).toMatch(/::error::Remora hit an internal error: EISDIR/);
    },
  );

  it.sequential(
    'with a narrowed command fails the command check, never leaving it neutral',
    async () => {
      const result = await pr.comment('/remora lint pkg/shapes.py', {
        inputs: LINT,
        env: { RUNNER_TEMP: brokenRunnerTemp(pr, 'report.json') },
      });

      expect(pr.github.state.checkRuns.at(-1)).toMatchObject({
        name: 'Remora: /remora lint pkg/shapes.py',
        conclusion: 'failure',
      });
      expect(result.code).not.toBe(0);
    },
  );
});

describe.concurrent('a crash of a sweep', () => {
  it('fails the step saying it is a bug in Remora and where the log is', async () => {
    const sweep = await createSweepHarness({ 'pkg/shapes.py': SHAPES_HEAD });
    try {
      const temp = mkdtempSync(join(sweep.checkout, '..', 'runner-temp-'));
      mkdirSync(join(temp, 'remora-43', 'report.jsonl'), { recursive: true });
      const result = await sweep.run({ inputs: LINT, env: { RUNNER_TEMP: temp } });

      expect(result.code).not.toBe(0);
      expect(result.stdout).toMatch(/::error::Remora hit an internal error: EISDIR/);
      expect(result.stdout).toContain(RUN_URL.replace(/42$/, '43'));
      expect(result.stdout).toContain('remora-43 (the report-path output)');
    } finally {
      await sweep.dispose();
    }
  });
});

describe.concurrent('an outage of the model server', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
  });
  afterAll(() => pr.dispose());

  it.sequential('ends neutral with a green step when on-outage tolerates it', async () => {
    const port = await closedPort();
    const result = await pr.run({
      inputs: { ...LINT, 'server-url': `http://127.0.0.1:${port}/v1`, 'on-outage': 'neutral' },
    });

    expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('neutral');
    expect(result.code).toBe(0);
  });

  it.sequential('ends as a failure with on-outage: failure', async () => {
    const port = await closedPort();
    await pr.run({
      inputs: { ...LINT, 'server-url': `http://127.0.0.1:${port}/v1`, 'on-outage': 'failure' },
    });

    expect(pr.github.state.checkRuns.at(-1)?.conclusion).toBe('failure');
  });

  it.sequential('refuses an on-outage it does not know, quoting it', async () => {
    const result = await pr.run({ inputs: { ...LINT, 'on-outage': 'green' } });

    expect(result.code).toBe(1);
    expect(result.stdout).toContain("::error::CONFIG_001: on-outage is 'green'");
  });
});
