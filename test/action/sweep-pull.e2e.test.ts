import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweepHarness, type SweepHarness } from '../support/action-harness.js';
import { gitIn } from '../support/github-pr-fixture.js';
import { SHAPES_MODULE } from '../support/shapes-fixture.js';

// The bundled action's sweep with open-pr, end to end: its commit goes through
// the fake's Git Data API into the origin repository, checked with git, and its
// pull request through the fake's pulls endpoints. Run twice: one pull request.

const FILES = {
  'pkg/shapes.py': SHAPES_MODULE,
  'remora.yaml': 'operations:\n  lint:\n    auto_accept: true\n',
};
const INPUTS = { operations: 'lint,docstring', 'open-pr': 'true' };

describe('a sweep with open-pr, run twice by the bundled action', () => {
  let sweep: SweepHarness;
  beforeAll(async () => {
    sweep = await createSweepHarness(FILES);
  });
  afterAll(() => sweep.dispose());

  const branches = (): string[] =>
    gitIn(sweep.origin, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/remora/')
      .split('\n')
      .filter(Boolean);

  it('commits the auto_accept op’s changes to its branch and opens a pull request', async () => {
    const run = await sweep.run({ inputs: INPUTS });

    expect(run.code).toBe(0);
    const [branch] = branches();
    expect(branch).toMatch(/^remora\/sweep-[0-9a-f]{12}$/);
    expect(gitIn(sweep.origin, 'rev-parse', `${branch}^`).trim()).toBe(sweep.sha);
    // lint is auto_accept; docstring (which would fix `nme`) is not, so its change stays out.
    expect(gitIn(sweep.origin, 'show', `${branch}:pkg/shapes.py`)).toBe(
      SHAPES_MODULE.replace('f"perimeter"', '"perimeter"').replace('f"a shape"', '"a shape"'),
    );
    expect(gitIn(sweep.origin, 'log', '-1', '--format=%B', branch as string)).toContain(
      'Remora-Sweep:',
    );
    expect(sweep.github.state.pulls).toHaveLength(1);
    expect(sweep.github.state.pulls[0]).toMatchObject({
      head: branch,
      base: 'main',
      state: 'open',
    });
    expect(run.summary).toContain('opened: 1 file committed to');
  });

  it('a second run updates the same pull request and commits nothing new', async () => {
    const before = gitIn(sweep.origin, 'rev-parse', branches()[0] as string).trim();

    const run = await sweep.run({ inputs: INPUTS });

    expect(run.code).toBe(0);
    expect(branches()).toHaveLength(1);
    expect(gitIn(sweep.origin, 'rev-parse', branches()[0] as string).trim()).toBe(before);
    expect(sweep.github.state.pulls).toHaveLength(1);
    expect(run.summary).toContain('updated: remora/sweep-');
  });
});
