import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';

// A change that only adds lines to a definition still has a before: the
// definition's text at the base, which says what it did then. A function that
// returned nothing and now returns a value, its docs saying nothing of it, is
// caught only when the base is read for such a change too.

const BASE = `/**
 * Adds up the values.
 * @param values - The values.
 */
export function sum(values: number[]) {
  let total = 0;
  for (const value of values) total += value;
}
`;

describe('a change that only adds lines', () => {
  let repo: GitRepo;
  afterEach(() => repo.dispose());

  it('is reviewed against the definition as it was at the base', async () => {
    repo = new GitRepo();
    repo.write('src/sum.ts', BASE);
    repo.write('package.json', '{ "name": "sums", "type": "module" }\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write(
      'src/sum.ts',
      BASE.replace('total += value;\n', 'total += value;\n  return total;\n'),
    );
    repo.commit('return the total');
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'docstring',
      '--format',
      'json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    const review = JSON.parse(run.stdout) as {
      nodes: { node: { full_name: string }; ops: { op: string; findings: { rule: string }[] }[] }[];
    };
    const sum = review.nodes.find((n) => n.node.full_name === 'sum');
    expect(sum?.ops.find((o) => o.op === 'docstring')?.findings.map((f) => f.rule)).toEqual([
      'docstring.undocumented-return',
    ]);
  });
});
