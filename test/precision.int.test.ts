import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFillerInDiff } from '../src/languages/registry.js';
import { cli } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';

/**
 * The precision fixture set: a repository whose nodes are already right
 * (src/shop/quiet.py and its tests) and a file whose docstrings fell behind
 * their code in ways a machine can repair (src/shop/repairs.py). Reviewed
 * with the built-in policy, the first must produce no suggestion at all and
 * the second exactly the mechanical repairs.
 */
const FIXTURE = join(import.meta.dirname, 'fixtures', 'precision');

interface Finding {
  rule: string;
  message: string;
  path: string;
  start_line: number;
}
interface JsonOp {
  op: string;
  status: string;
  summary: string;
  error: string | null;
  diff: string;
  findings: Finding[];
}
interface JsonReview {
  nodes: {
    node: { full_name: string; file_path: string; node_type: string };
    ops: JsonOp[];
    result_diff: string;
  }[];
}

let repo: GitRepo;
let review: JsonReview;

async function runReview(ops: string): Promise<JsonReview> {
  const run = await cli(repo.dir, [
    'review',
    '--base',
    'main~1',
    '--model',
    'builtin',
    '--ops',
    ops,
    '--format',
    'json',
  ]);
  expect(run.stderr).not.toMatch(/Error/);
  return JSON.parse(run.stdout) as JsonReview;
}

const opOf = (name: string, op: string): JsonOp => {
  const node = review.nodes.find(
    (n) => n.node.full_name === name && n.node.file_path === 'src/shop/repairs.py',
  );
  const found = node?.ops.find((o) => o.op === op);
  if (!found) throw new Error(`no ${op} result for ${name}`);
  return found;
};

/**
 * What src/shop/repairs.py held before the pull request: `area` took a
 * `height` the pull request renames to `depth`, and `volume` a `unit` it
 * removes. Renames are read from this, never guessed from the head alone.
 */
const REPAIRS_BEFORE = `"""Prices whose docstrings fell behind the code."""


def area(width: float, height: float) -> float:
    """Compute the floor area of a shelf.

    Args:
        width: Across, in metres.
        height: Front to back, in metres.

    Returns:
        Square metres.
    """
    return width * height


def volume(width: float, unit: str = "m3") -> float:
    """Compute the volume of a cube.

    Args:
        width: The side, in metres.
        unit: How to print the result.

    Returns:
        Cubic metres.
    """
    return width**3
`;

beforeAll(async () => {
  repo = new GitRepo();
  repo.write('README.md', 'A shop.\n');
  repo.write('src/shop/repairs.py', REPAIRS_BEFORE);
  repo.git('add', '-A');
  repo.git('commit', '-qm', 'base');
  cpSync(FIXTURE, repo.dir, { recursive: true });
  repo.git('add', '-A');
  repo.git('commit', '-qm', 'the pull request');
  review = await runReview('lint,docstring,test');
}, 120_000);

afterAll(() => repo?.dispose());

describe('precision: the built-in policy on nodes that are already right', () => {
  it('suggests nothing for at least 30 of them, and no op fails', () => {
    const quiet = review.nodes.filter((n) => !n.node.file_path.endsWith('repairs.py'));
    expect(quiet.length).toBeGreaterThanOrEqual(30);
    const suggested = quiet.flatMap((n) =>
      n.ops.filter((o) => o.diff !== '').map((o) => `${o.op} ${n.node.full_name}`),
    );
    expect(suggested).toEqual([]);
    const failed = review.nodes.flatMap((n) =>
      n.ops
        .filter((o) => o.status === 'failed')
        .map((o) => `${o.op} ${n.node.full_name}: ${o.error}`),
    );
    expect(failed).toEqual([]);
  });

  it('keeps test code, overload stubs, property setters and deleters and private names out of the docstring op', () => {
    const skipped = (name: string) =>
      review.nodes
        .filter((n) => n.node.full_name === name)
        .map((n) => n.ops.find((o) => o.op === 'docstring')?.status);
    for (const name of ['test_total', 'TestCart', 'TestCart.test_add', 'TestCart.helper', 'cart'])
      expect(skipped(name), name).toEqual(['skipped']);
    for (const stub of ['coerce', 'coerce#2', 'scale', 'scale#2'])
      expect(skipped(stub), stub).toEqual(['skipped']);
    expect(skipped('coerce#3')).toEqual(['succeeded']);
    expect(skipped('Cart.size#2')).toEqual(['skipped']);
    expect(skipped('Cart.size#3')).toEqual(['skipped']);
    expect(skipped('_round_cents')).toEqual(['skipped']);
    expect(skipped('_Ledger.record')).toEqual(['skipped']);
  });

  it('reports what it does not fix as findings: docstrings in another style than the repository writes', () => {
    const findings = review.nodes
      .filter((n) => n.node.file_path === 'src/shop/quiet.py')
      .flatMap((n) => n.ops.flatMap((o) => o.findings.map((f) => `${f.rule} ${f.message}`)));
    expect(findings).toEqual([
      'docstring.style The docstring of `numbers_first` is written in numpy style; this project writes google style.',
      'docstring.style The docstring of `legacy` is written in sphinx style; this project writes google style.',
    ]);
  });
});

describe('precision: the mechanical repairs come through', () => {
  it('renames the entry of a renamed parameter', () => {
    const op = opOf('area', 'docstring');
    expect(op.summary).toBe('In the docstring of area: renamed the entry for height to depth.');
    expect(op.diff).toContain(
      '-        height: Front to back, in metres.\n+        depth: Front to back, in metres.\n',
    );
  });

  it('removes the entry of a parameter that is gone', () => {
    const op = opOf('volume', 'docstring');
    expect(op.diff).toContain('-        unit: How to print the result.\n');
    expect(op.diff.split('\n').filter((l) => l.startsWith('+') && !l.startsWith('+++'))).toEqual(
      [],
    );
  });

  it('adds an exception raised on a condition of the parameters to the existing Raises section', () => {
    expect(opOf('discount', 'docstring').diff).toContain(
      '         TypeError: If the price is not a number.\n+        ValueError: If ``rate < 0 or rate > 1``.\n',
    );
  });

  it('turns a docstring example into a test that passes under pytest', () => {
    const op = opOf('halve', 'test');
    expect(op.status).toBe('succeeded');
    expect(op.diff).toContain('+def test_halve_doctest():\n+    assert halve(9) == 4\n');
  });

  it('says nothing a maintainer would delete: the filler judge finds nothing in any suggestion', () => {
    const diffs = review.nodes.flatMap((n) => n.ops.map((o) => o.diff)).filter(Boolean);
    expect(diffs.length).toBeGreaterThanOrEqual(4);
    expect(diffs.flatMap((diff) => findFillerInDiff(diff))).toEqual([]);
  });
});

describe('precision: sample data', () => {
  it('writes no fixture for an overload stub, and names fixture files after the function', async () => {
    const samples = await runReview('sample_data');
    const byName = (name: string) =>
      samples.nodes.find((n) => n.node.full_name === name)?.ops.find((o) => o.op === 'sample_data');
    expect(byName('coerce')?.status).toBe('skipped');
    expect(byName('coerce#2')?.summary).toMatch(/@overload stub/);
    expect(byName('total')?.diff).toContain('+++ b/tests/fixtures/quiet/total.json');
    const paths = samples.nodes.flatMap((n) =>
      n.ops.flatMap((o) => [...o.diff.matchAll(/^\+\+\+ b\/(.*)$/gm)].map((m) => m[1] ?? '')),
    );
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths)
      expect(path).toMatch(/^tests\/fixtures\/[a-z_]+\/[A-Za-z_][\w.]*\.json$/);
  }, 60_000);

  it("reports each op's own change, and the node's merged result once", async () => {
    const both = await runReview('docstring,sample_data');
    const discount = both.nodes.find((n) => n.node.full_name === 'discount');
    const [docstring, samples] = ['docstring', 'sample_data'].map(
      (op) => discount?.ops.find((o) => o.op === op)?.diff ?? '',
    );
    expect(docstring).toContain('+++ b/src/shop/repairs.py');
    expect(docstring).not.toContain('tests/fixtures');
    expect(samples).toContain('+++ b/tests/fixtures/repairs/discount.json');
    expect(samples).not.toContain('repairs.py');
    expect(discount?.result_diff).toContain('+++ b/src/shop/repairs.py');
    expect(discount?.result_diff).toContain('+++ b/tests/fixtures/repairs/discount.json');
    // A node only one op changed: its result is that op's change.
    const volume = both.nodes.find((n) => n.node.full_name === 'volume');
    const changedBy = volume?.ops.filter((o) => o.diff !== '') ?? [];
    if (changedBy.length === 1) expect(volume?.result_diff).toBe(changedBy[0]?.diff);
  }, 60_000);
});
