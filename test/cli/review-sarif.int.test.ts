import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SarifLog } from '../../src/core/report/sarif.js';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { applyAllSarifFixes, applySarifFix, sarifResults } from '../support/sarif-fix.js';
import { sarifSchemaErrors } from '../support/sarif-schema.js';

const EXAMPLE = join(import.meta.dirname, '..', '..', 'examples', 'pull-request');

interface JsonReview {
  nodes: { node: { node_id: string }; ops: { op: string; diff: string; findings: unknown[] }[] }[];
}

describe('remora review --format sarif on the bundled example pull request', () => {
  const repo = new GitRepo();
  let log: SarifLog;
  let review: JsonReview;
  const head = (uri: string): string => {
    const path = join(repo.dir, decodeURIComponent(uri));
    return existsSync(path) ? readFileSync(path, 'utf8') : '';
  };

  beforeAll(async () => {
    cpSync(join(EXAMPLE, 'base'), repo.dir, { recursive: true });
    repo.commit('base');
    cpSync(join(EXAMPLE, 'head'), repo.dir, { recursive: true });
    repo.commit('head');
    const sarif = await cli(repo.dir, [
      'review',
      '--base',
      'HEAD~1',
      '--ops',
      'all',
      '--format',
      'sarif',
    ]);
    expect(sarif.code, sarif.stderr).toBe(0);
    log = JSON.parse(sarif.stdout) as SarifLog;
    const json = await cli(repo.dir, [
      'review',
      '--base',
      'HEAD~1',
      '--ops',
      'all',
      '--format',
      'json',
    ]);
    review = JSON.parse(json.stdout) as JsonReview;
  }, 120_000);
  afterAll(() => repo.dispose());

  it('prints a log valid under the OASIS SARIF 2.1.0 schema', () => {
    expect(sarifSchemaErrors(log)).toEqual([]);
  });

  it('has a result for each finding, and one with a fix for each op that changed a node', () => {
    const results = sarifResults(log);
    const findings = review.nodes.flatMap((n) => n.ops.flatMap((o) => o.findings));
    expect(results.filter((r) => !r.fixes)).toHaveLength(findings.length);
    const changes = review.nodes.flatMap((n) =>
      n.ops.filter((o) => o.diff !== '').map((o) => `${o.op} ${n.node.node_id}`),
    );
    expect(changes.length).toBeGreaterThanOrEqual(4);
    expect(
      results
        .filter((r) => r.fixes)
        .map((r) => `${r.properties.op} ${r.properties.node_id}`)
        .sort(),
    ).toEqual(changes.sort());
    for (const result of results.filter((r) => r.fixes))
      expect(result.ruleId).toBe(`${result.properties.op}.suggestion`);
  });

  it('has fixes that, each alone, apply to the head, and all together make what --apply writes', async () => {
    const results = sarifResults(log);
    for (const result of results) applySarifFix(result, head);
    const fixed = applyAllSarifFixes(results, head);
    expect([...fixed.keys()].sort()).toEqual([
      'shop/inventory.py',
      'shop/pricing.py',
      'tests/fixtures/pricing/apply_discount.json',
      'tests/fixtures/pricing/bulk_price.json',
      'tests/test_pricing.py',
    ]);
    const applied = await cli(repo.dir, ['review', '--base', 'HEAD~1', '--ops', 'all', '--apply']);
    expect(applied.code, applied.stderr).toBe(0);
    for (const [uri, text] of fixed) expect(head(uri), uri).toBe(text);
    expect(
      repo.git('status', '--porcelain', '--untracked-files=all').split('\n').filter(Boolean).sort(),
    ).toEqual([
      ' M shop/inventory.py',
      ' M shop/pricing.py',
      '?? tests/fixtures/pricing/apply_discount.json',
      '?? tests/fixtures/pricing/bulk_price.json',
      '?? tests/test_pricing.py',
    ]);
  }, 120_000);
});

describe('remora analyze --format sarif, and a format Remora does not write', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('writes SARIF for whole files, with no diff to read', async () => {
    cpSync(join(EXAMPLE, 'head'), repo.dir, { recursive: true });
    repo.commit('head');
    const run = await cli(repo.dir, [
      'analyze',
      'shop',
      '--ops',
      'lint,docstring',
      '--format',
      'sarif',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const log = JSON.parse(run.stdout) as SarifLog;
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(sarifResults(log).map((r) => r.ruleId)).toContain('docstring.missing');
  }, 120_000);

  it('names the formats it writes, sarif among them, with CLI_001', async () => {
    const run = await cli(repo.dir, ['review', '--base', 'HEAD', '--format', 'sarf']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("CLI_001: --format is text, json, github or sarif, not 'sarf'");
  });
});
