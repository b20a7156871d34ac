import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeMarker } from '../../src/core/publish/index.js';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import { markersOf } from '../support/markers.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// `/remora accept` commits to the pull request's head branch with the job's
// token. When that branch is the repository's default branch (a pull request
// from `main` into another branch) or a protected one, a comment must not be
// able to send Remora's commit there: the bundled action asks the API (the pull
// request's `base.repo.default_branch`, `GET /branches/{branch}`'s `protected`,
// the rules `GET /rules/branches/{branch}` lists) and refuses with BRANCH_001,
// committing nothing.

const COMMENT_ID = 492700400;

describe('/remora accept on a branch it must not commit to', () => {
  let pr: ActionHarness;
  let id = '';
  const head = (): string => gitIn(pr.origin, 'rev-parse', 'feature').trim();
  const reply = (): string => pr.github.commands.issueComments.at(-1)?.body ?? '';
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
    pr.github.commands.permissions = { Codertocat: 'write' };
    await pr.run({ inputs: { operations: 'lint' } });
    const comment = pr.github.state.comments.find(
      (c) => c.path === 'pkg/shapes.py' && c.line === 17,
    );
    const marker = comment && (markersOf(comment.body)[0] as ChangeMarker | undefined);
    id = marker?.workspace_id ?? '';
  });
  afterAll(() => pr.dispose());

  it.sequential('refuses a protected head branch, saying why, and commits nothing', async () => {
    const before = head();
    pr.github.commands.protectedBranches = ['feature'];
    pr.github.commands.reactions.length = 0;
    try {
      const result = await pr.comment(`/remora accept ${id}`);

      expect(result.code).toBe(0);
      expect(head()).toBe(before);
      expect(pr.github.requests).toContain('GET /repos/Codertocat/Hello-World/branches/feature');
      expect(pr.github.commands.reactions.map((r) => `${r.comment_id}:${r.content}`)).toEqual([
        `${COMMENT_ID}:eyes`,
        `${COMMENT_ID}:confused`,
      ]);
      expect(reply()).toMatch(
        /^BRANCH_001: this pull request's head branch `feature` is a protected branch/,
      );
      expect(reply()).toContain('Nothing was committed.');
      expect(reply()).toContain('-    label = f"perimeter"\n+    label = "perimeter"\n');
      expect(head()).toBe(before);
      expect(
        pr.github.requests.filter((r) => /\/git\/(commits|refs)/.test(r) && !r.startsWith('GET')),
      ).toEqual([]);
    } finally {
      pr.github.commands.protectedBranches = [];
    }
  });

  it.sequential(
    'refuses a head branch that is the default branch, and commits nothing',
    async () => {
      const before = head();
      pr.github.commands.defaultBranch = 'feature';
      try {
        const result = await pr.comment(`/remora accept ${id}`);

        expect(result.code).toBe(0);
        expect(reply()).toMatch(
          /^BRANCH_001: this pull request's head branch `feature` is the repository's default branch/,
        );
        expect(head()).toBe(before);
      } finally {
        pr.github.commands.defaultBranch = undefined;
      }
    },
  );

  it.sequential('refuses a head branch a ruleset protects, and commits nothing', async () => {
    const before = head();
    pr.github.commands.branchRules = { feature: ['commit_message_pattern', 'pull_request'] };
    try {
      const result = await pr.comment(`/remora accept ${id}`);

      expect(result.code).toBe(0);
      expect(head()).toBe(before);
      expect(reply()).toMatch(
        /^BRANCH_001: this pull request's head branch `feature` is a protected/,
      );
    } finally {
      pr.github.commands.branchRules = {};
    }
  });

  it.sequential('commits to the same branch once it is none of these', async () => {
    const before = head();

    const result = await pr.comment(`/remora accept ${id}`);

    expect(result.code).toBe(0);
    expect(reply()).toMatch(/^Committed [0-9a-f]{7} to `feature`:/);
    expect(gitIn(pr.origin, 'rev-parse', 'feature^').trim()).toBe(before);
  });
});
