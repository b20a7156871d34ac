import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { baseOnlyCheckout, gitIn } from '../support/github-pr-fixture.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// A fork's pull request under pull_request_target, as GitHub runs it today:
// actions/checkout (v7 on) refuses the fork's head there, so the workflow
// checks out the base, and Remora fetches the head's commits itself.

const RAN = join(mkdtempSync(join(tmpdir(), 'remora-fork-')), 'conftest-ran');

describe('a fork on pull_request_target, with the base checked out', () => {
  let pr: ActionHarness;
  let baseCheckout: string;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      {
        'pkg/shapes.py': SHAPES_HEAD,
        // The fork's code: it would leave a file behind if anything imported it.
        'conftest.py': `open(${JSON.stringify(RAN)}, "w").close()\n`,
      },
    );
    baseCheckout = baseOnlyCheckout(pr.origin, pr.headSha);
    expect(() => gitIn(baseCheckout, 'cat-file', '-e', `${pr.headSha}^{commit}`)).toThrow();
  });
  afterAll(() => pr.dispose());

  it('reviews the head it fetched, posts the review and the check, and runs none of its code', async () => {
    const result = await pr.run({
      event: 'pull_request_target',
      action: 'opened',
      fork: true,
      inputs: { operations: 'lint,docstring,test', 'allow-execute': 'true' },
      env: { GITHUB_WORKSPACE: baseCheckout },
    });

    expect(result.stdout).not.toContain('::error');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `the checkout is the base; the head ${pr.headSha.slice(0, 12)} was fetched, never checked out`,
    );
    const { state } = pr.github;
    expect(state.reviews).toHaveLength(1);
    expect(state.reviews[0]?.commit_id).toBe(pr.headSha);
    expect(state.comments.length).toBeGreaterThan(0);
    expect(state.checkRuns.at(-1)).toMatchObject({ head_sha: pr.headSha, conclusion: 'success' });
    // The base stays checked out, untouched, and nothing of the fork's ran.
    expect(gitIn(baseCheckout, 'rev-parse', 'HEAD').trim()).toBe(pr.baseSha);
    expect(gitIn(baseCheckout, 'status', '--porcelain', '--untracked-files=all')).toBe('');
    expect(gitIn(baseCheckout, 'worktree', 'list').trim().split('\n')).toHaveLength(1);
    expect(existsSync(RAN)).toBe(false);
    expect(result.summary).toContain('allow-execute is ignored');
  });

  it("refuses a head that is no longer the pull request's, naming the newer push", async () => {
    gitIn(pr.origin, 'update-ref', 'refs/pull/2/head', pr.baseSha);
    try {
      const fresh = baseOnlyCheckout(pr.origin, pr.baseSha);
      const result = await pr.run({
        event: 'pull_request_target',
        action: 'synchronize',
        fork: true,
        inputs: { operations: 'lint' },
        env: { GITHUB_WORKSPACE: fresh },
      });
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('::error::GH_003: pull request #2');
      expect(result.stdout).toContain('is no longer its head on origin');
    } finally {
      gitIn(pr.origin, 'update-ref', 'refs/pull/2/head', pr.headSha);
    }
  });
});
