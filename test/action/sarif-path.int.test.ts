import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NODE_FINGERPRINT, type SarifLog, type SarifResult } from '../../src/core/report/sarif.js';
import {
  createActionHarness,
  createSweepHarness,
  type ActionHarness,
  type SweepHarness,
} from '../support/action-harness.js';
import { applySarifFix, sarifResults } from '../support/sarif-fix.js';
import { sarifSchemaErrors } from '../support/sarif-schema.js';
import { SHAPES_BASE, SHAPES_HEAD, SHAPES_MODULE } from '../support/shapes-fixture.js';

// The action run from its sources (the bundle is rebuilt on main) against the
// stateful fake of GitHub's API: the `sarif-path` input on a pull request, a
// push, bad paths, and a sweep.

const SARIF = 'reports/remora.sarif';
const INPUTS = { operations: 'lint,docstring', 'sarif-path': SARIF };

/** A function added above `perimeter`: the nodes below it move down nine lines, unchanged. */
const SQUARE = [
  'def square(side):',
  '    """Return the area of a square.',
  '',
  '    Args:',
  '        side: The side.',
  '    """',
  '    return side * side',
  '',
  '',
  '',
].join('\n');
const MOVED = SHAPES_HEAD.replace('def perimeter', `${SQUARE}def perimeter`);
const SHIFT = MOVED.split('\n').length - SHAPES_HEAD.split('\n').length;

function readSarif(checkout: string): SarifLog {
  return JSON.parse(readFileSync(join(checkout, SARIF), 'utf8')) as SarifLog;
}

/** Each result of the named functions: rule, fingerprint, and its first line. */
function placed(log: SarifLog, names: readonly string[]) {
  return sarifResults(log)
    .filter((r) => names.includes(r.properties.full_name ?? ''))
    .map((r: SarifResult) => ({
      rule: r.ruleId,
      print: r.partialFingerprints[NODE_FINGERPRINT],
      line: r.locations[0]?.physicalLocation.region.startLine ?? 0,
    }));
}

describe.concurrent('sarif-path on a pull request', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'pkg/shapes.py': SHAPES_BASE },
      { 'pkg/shapes.py': SHAPES_HEAD },
      { fromSource: true },
    );
  });
  afterAll(() => pr.dispose());
  let first: SarifLog;

  it.sequential(
    'writes the review as valid SARIF in the workspace: each posted suggestion a result with its fix',
    async () => {
      const run = await pr.run({ inputs: INPUTS });
      expect(run.code, run.stdout).toBe(0);
      first = readSarif(pr.checkout);
      expect(sarifSchemaErrors(first)).toEqual([]);
      const results = sarifResults(first);
      // Every line a posted suggestion changes lies in a result's fix.
      const suggested = results.filter((r) => r.fixes);
      expect(suggested.map((r) => r.ruleId).sort()).toEqual([
        'docstring.suggestion',
        'lint.suggestion',
        'lint.suggestion',
        'lint.suggestion',
      ]);
      const head = pr.headFile('pkg/shapes.py');
      const fixed = suggested.map((r) => applySarifFix(r, () => head).get('pkg/shapes.py') ?? '');
      for (const comment of pr.github.state.comments) {
        const block = /```suggestion\n([\s\S]*?)\n?```/.exec(comment.body)?.[1] ?? '';
        expect(
          fixed.some((text) => text.split('\n').includes(block.split('\n')[0] ?? '')),
          block,
        ).toBe(true);
      }
      expect(run.stdout).toContain(`SARIF: ${results.length} results in ${SARIF}`);
    },
  );

  it.sequential(
    'keeps the fingerprints of nodes a push moved down, at their new lines',
    async () => {
      pr.push({ 'pkg/shapes.py': MOVED }, 'add square above perimeter');
      const run = await pr.run({ inputs: INPUTS });
      expect(run.code, run.stdout).toBe(0);
      const moved = readSarif(pr.checkout);
      expect(sarifSchemaErrors(moved)).toEqual([]);
      const before = placed(first, ['perimeter', 'describe']);
      expect(before.length).toBeGreaterThanOrEqual(2);
      expect(placed(moved, ['perimeter', 'describe'])).toEqual(
        before.map((r) => ({ ...r, line: r.line + SHIFT })),
      );
    },
  );

  it.sequential(
    'fails the step with CONFIG_001 for a path out of the workspace, before reviewing',
    async () => {
      const { reviews, checkRuns } = pr.github.state;
      const before = { reviews: reviews.length, checkRuns: checkRuns.length };
      const run = await pr.run({ inputs: { ...INPUTS, 'sarif-path': '../remora.sarif' } });
      expect({ reviews: reviews.length, checkRuns: checkRuns.length }).toEqual(before);
      expect(run.code).toBe(1);
      expect(run.stdout).toContain(
        '::error::CONFIG_001: sarif-path: expected a path inside the repository, without a \'..\' segment (got "../remora.sarif")',
      );
    },
  );

  it.sequential(
    'writes nothing through a link out of the workspace: a warning, and the review stands',
    async () => {
      const outside = mkdtempSync(join(tmpdir(), 'remora-outside-'));
      try {
        symlinkSync(outside, join(pr.checkout, 'out'));
        const run = await pr.run({ inputs: { ...INPUTS, 'sarif-path': 'out/remora.sarif' } });
        expect(run.code, run.stdout).toBe(0);
        expect(run.stdout).toMatch(
          /::warning::no SARIF written: CONFIG_001: sarif-path: "out\/remora.sarif" leads out of the workspace through the symbolic link out/,
        );
        expect(existsSync(join(outside, 'remora.sarif'))).toBe(false);
        expect(pr.github.state.checkRuns.at(-1)?.status).toBe('completed');
        expect(run.summary).toContain('no SARIF written');
      } finally {
        rmSync(outside, { recursive: true, force: true });
      }
    },
  );
});

describe.concurrent('sarif-path on a pull request with nothing to review', () => {
  let pr: ActionHarness;
  beforeAll(async () => {
    pr = await createActionHarness(
      { 'README.md': 'Shapes.\n' },
      { 'README.md': 'Shapes and areas.\n' },
      { fromSource: true },
    );
  });
  afterAll(() => pr.dispose());

  it('writes a log without results, for the upload step to find', async () => {
    const run = await pr.run({ inputs: INPUTS });
    expect(run.code, run.stdout).toBe(0);
    expect(pr.github.state.checkRuns[0]?.conclusion).toBe('skipped');
    const log = readSarif(pr.checkout);
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0]?.results).toEqual([]);
  });
});

describe.concurrent('sarif-path on a sweep', () => {
  let sweep: SweepHarness;
  beforeAll(async () => {
    sweep = await createSweepHarness({ 'pkg/shapes.py': SHAPES_MODULE }, {}, { fromSource: true });
  });
  afterAll(() => sweep.dispose());

  it('writes the results of every node it swept', async () => {
    const run = await sweep.run({
      inputs: { operations: 'lint,docstring', 'sarif-path': 'remora.sarif' },
    });
    expect(run.code, run.stdout).toBe(0);
    const log = JSON.parse(readFileSync(join(sweep.checkout, 'remora.sarif'), 'utf8')) as SarifLog;
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(new Set(sarifResults(log).map((r) => r.properties.full_name))).toEqual(
      new Set(['perimeter', 'describe']),
    );
  });
});
