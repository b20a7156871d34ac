import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActionHarness, type ActionHarness } from '../support/action-harness.js';
import { webhookExample } from '../support/github-pr-fixture.js';
import { SHAPES_BASE, SHAPES_HEAD } from '../support/shapes-fixture.js';

// The built action on a pull request into `release`, a branch its author
// pushed, whose remora.yaml sets the model server's settings: the review
// reads the default branch's through the API, and warns CONFIG_002.

const AUTHORS_CONFIG =
  'server:\n  base_url: http://127.0.0.1:9/v1\n  api_key_env: GITHUB_TOKEN\n  fallback: false\n';

/** Moves `branch` of `repo` to a child of `parent` with `path` removed, without touching its worktree. */
function commitWithout(repo: string, parent: string, path: string, branch: string): string {
  const index = join(tmpdir(), `remora-default-branch-index-${process.pid}`);
  const git = (...args: string[]): string =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', ...args], {
      cwd: repo,
      encoding: 'utf8',
      env: {
        ...process.env,
        GIT_INDEX_FILE: index,
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: devNull,
      },
    }).trim();
  try {
    git('read-tree', parent);
    git('update-index', '--force-remove', '--', path);
    const commit = git('commit-tree', git('write-tree'), '-p', parent, '-m', 'Default settings');
    git('update-ref', `refs/heads/${branch}`, commit);
    return commit;
  } finally {
    rmSync(index, { force: true });
  }
}

describe('a pull request into a branch other than the default', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE, 'remora.yaml': AUTHORS_CONFIG },
      { 'pkg/shapes.py': SHAPES_HEAD },
    );
    // The default branch holds no remora.yaml: its server settings are the defaults.
    commitWithout(pr.origin, pr.baseSha, 'remora.yaml', 'trunk');
  });
  afterAll(() => pr.dispose());

  it("reviews with the default branch's server settings and says why", async () => {
    const payload = webhookExample('pull_request', 'synchronize');
    type Side = { sha: string; ref: string; repo: Record<string, unknown> };
    const pull = payload.pull_request as { number: number; head: Side; base: Side };
    payload.number = pull.number = 2;
    pull.head.sha = pr.headSha;
    pull.base.sha = pr.baseSha;
    pull.base.ref = 'release';
    pull.base.repo.default_branch = 'trunk';
    (payload.repository as Record<string, unknown>).default_branch = 'trunk';

    const run = await pr.run({ inputs: { operations: 'lint' }, payload });

    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'CONFIG_002: the base branch release sets server.api_key_env, server.base_url, ' +
        'server.fallback otherwise than the default branch trunk',
    );
    expect(run.stdout).toContain(
      'server, and agents with command tools: from the default branch trunk',
    );
    // The job summary says so too.
    expect(run.summary).toMatch(/CONFIG\\?_002: the base branch release/);
  });
});
