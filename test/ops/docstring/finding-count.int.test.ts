import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewOp } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';

interface JsonOp {
  op: string;
  status: string;
  summary: string;
  findings: { rule: string; message: string }[];
}

const KEPT = [1, 2, 3]
  .map((n) => `def f${n}(a):\n    """Return a."""\n    return a\n`)
  .join('\n\n');
const BARE =
  'def one(a):\n    return a\n\n\ndef two(b):\n    return b\n\n\ndef three(c):\n    return c\n';

describe('the docstring op says as many findings as it lists', () => {
  let repo: GitRepo;
  let ops: Record<string, JsonOp>;
  beforeAll(async () => {
    repo = new GitRepo();
    repo.write('bare.py', BARE);
    repo.write('kept.py', KEPT);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    // A file whose public functions are mostly undocumented: a new bare one is not a finding.
    repo.write('bare.py', `${BARE}\n\ndef four(d):\n    return d\n`);
    repo.write('kept.py', `${KEPT}\n\ndef four(d):\n    return d\n`);
    // An example script, even beside documented ones: not the package's API.
    repo.write('examples/documented.py', KEPT);
    repo.write('examples/demo.py', 'def four(d):\n    return d\n');
    repo.commit('feature');
    const review = await reviewOp(repo.dir, 'docstring');
    expect(review.code).toBe(0);
    const parsed = JSON.parse(review.stdout) as {
      nodes: { node: { file_path: string; full_name: string }; ops: JsonOp[] }[];
    };
    ops = Object.fromEntries(
      parsed.nodes.map((n) => [`${n.node.file_path}:${n.node.full_name}`, n.ops[0] as JsonOp]),
    );
  });
  afterAll(() => repo.dispose());

  it('never counts a missing docstring the file excuses', () => {
    expect(ops['bare.py:four']?.findings).toEqual([]);
    expect(ops['bare.py:four']?.summary).toBe('four has no docstring; none is required here.');
  });

  it('never asks for a docstring in an example', () => {
    expect(ops['examples/demo.py:four']?.findings).toEqual([]);
    expect(ops['examples/demo.py:four']?.summary).toBe(
      'four has no docstring; none is required here.',
    );
  });

  it('counts in its summary the findings it lists where the file is documented', () => {
    expect(ops['kept.py:four']?.findings.map((f) => f.rule)).toEqual(['docstring.missing']);
    expect(ops['kept.py:four']?.summary).toBe(
      'four has no docstring: 1 finding for the author (the built-in policy writes no prose).',
    );
  });
});
