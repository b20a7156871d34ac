import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweepHarness, type SweepHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import { SHAPES_MODULE } from '../support/shapes-fixture.js';

// A sweep reads its branch, commits, then moves the branch. Someone who pushes
// to the branch in between must keep their push: the bundled action moves the
// branch only as a fast-forward from the commit it read, and the fake GitHub
// refuses anything else as GitHub does (422 "Update is not a fast forward").

const FILES = {
  'pkg/shapes.py': SHAPES_MODULE,
  'remora.yaml': 'operations:\n  lint:\n    auto_accept: true\n',
};
const INPUTS = { operations: 'lint', 'open-pr': 'true' };

describe('a push to a sweep’s branch while the sweep works', () => {
  let sweep: SweepHarness;
  beforeAll(async () => {
    sweep = await createSweepHarness(FILES);
  });
  afterAll(() => sweep.dispose());

  const rev = (name: string): string => gitIn(sweep.origin, 'rev-parse', name).trim();

  it('survives: the sweep refuses to move the branch and says WORK_001', async () => {
    const first = await sweep.run({ inputs: INPUTS });
    expect(first.code).toBe(0);
    const branch = gitIn(
      sweep.origin,
      'for-each-ref',
      '--format=%(refname:short)',
      'refs/heads/remora/',
    ).trim();
    const recorded = rev(branch);

    // The default branch moves on with new code to lint, so the next sweep makes a new commit.
    writeFileSync(join(sweep.origin, 'pkg/more.py'), 'def label():\n    return f"more"\n');
    gitIn(sweep.origin, 'add', 'pkg/more.py');
    gitIn(sweep.origin, 'commit', '-q', '-m', 'More shapes');
    const moved = rev('main');
    gitIn(sweep.checkout, 'pull', '-q', '--ff-only');

    // A person pushes to the sweep's branch after the sweep read it, before it moves it.
    let pushed = '';
    sweep.github.state.beforeRefUpdate = (updated) => {
      if (updated !== branch || pushed) return;
      const tree = rev(`${branch}^{tree}`);
      pushed = gitIn(sweep.origin, 'commit-tree', tree, '-p', recorded, '-m', 'Keep my fix').trim();
      gitIn(sweep.origin, 'update-ref', `refs/heads/${branch}`, pushed, recorded);
    };

    const run = await sweep.run({ inputs: INPUTS, env: { GITHUB_SHA: moved } });

    expect(pushed).not.toBe('');
    expect(rev(branch)).toBe(pushed);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toContain('WORK_001');
    expect(run.stdout).toContain('nothing was overwritten');
    expect(run.summary).toContain('someone pushed to it while Remora was working');
    // The pull request still records the sweep's first commit: nothing claims the push.
    expect(sweep.github.state.pulls).toHaveLength(1);
    expect(sweep.github.state.pulls[0]?.body).toContain(recorded);
  });
});
