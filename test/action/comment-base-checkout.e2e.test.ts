import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { baseOnlyCheckout, gitIn } from '../support/github-pr-fixture.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// Comment commands run in a job that holds a write token, so the commands
// example checks out the base, never the pull request's code (code
// scanning's untrusted-checkout pattern): Remora fetches the head's commits
// as data, as on pull_request_target, and /remora accept commits through the
// API. Both work from a base checkout that holds no commit of the head.

const RAN = join(mkdtempSync(join(tmpdir(), 'remora-comment-')), 'conftest-ran');

describe('comment commands on a base checkout', () => {
  let pr: ActionHarness;
  let baseCheckout: string;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      {
        'pkg/shapes.py': SHAPES_HEAD,
        // The pull request's code: it would leave a file behind if anything imported it.
        'conftest.py': `open(${JSON.stringify(RAN)}, "w").close()\n`,
      },
    );
    pr.github.commands.permissions = { Codertocat: 'write' };
    baseCheckout = baseOnlyCheckout(pr.origin, pr.headSha);
    expect(() => gitIn(baseCheckout, 'cat-file', '-e', `${pr.headSha}^{commit}`)).toThrow();
  });
  afterAll(() => pr.dispose());

  it.sequential(
    '/remora all reviews the head it fetched, leaving the checkout as it was',
    async () => {
      const result = await pr.comment('/remora all', {
        inputs: { operations: 'lint,docstring' },
        env: { GITHUB_WORKSPACE: baseCheckout },
      });

      expect(result.stdout).not.toContain('::error');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(
        `issue_comment: the checkout is the base; the head ${pr.headSha.slice(0, 12)} was fetched, never checked out`,
      );
      const { state } = pr.github;
      expect(state.reviews).toHaveLength(1);
      expect(state.reviews[0]?.commit_id).toBe(pr.headSha);
      expect(state.checkRuns.at(-1)).toMatchObject({
        name: 'Remora',
        head_sha: pr.headSha,
        conclusion: 'success',
      });
      expect(gitIn(baseCheckout, 'rev-parse', 'HEAD').trim()).toBe(pr.baseSha);
      expect(gitIn(baseCheckout, 'status', '--porcelain', '--untracked-files=all')).toBe('');
      // The token went to the one fetch, in its environment: none stays in the checkout.
      expect(readFileSync(join(baseCheckout, '.git', 'config'), 'utf8')).not.toMatch(
        /extraheader|AUTHORIZATION/i,
      );
    },
  );

  it.sequential('/remora accept all commits through the API from the base checkout', async () => {
    const before = pr.headSha;
    const result = await pr.comment('/remora accept all', {
      env: { GITHUB_WORKSPACE: baseCheckout },
    });

    expect(result.code).toBe(0);
    expect(pr.github.commands.reactions.at(-1)?.content).toBe('rocket');
    expect(gitIn(pr.origin, 'rev-parse', 'feature^').trim()).toBe(before);
    expect(gitIn(baseCheckout, 'rev-parse', 'HEAD').trim()).toBe(pr.baseSha);
    expect(existsSync(RAN)).toBe(false);
  });
});
