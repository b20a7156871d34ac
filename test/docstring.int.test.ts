import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';
import { startServe } from './support/serve.js';

const BASE = `"""Shapes."""


def area(width, height):
    """Multiply the sides.

    Args:
        width: Across.
        height: Up.
    """
    return width * height
`;

const HEAD = `"""Shapes."""
import math


def area(width: float, depth: float = 1.0) -> float:
    """Multiply the sides.

    Args:
        width: Across.
        height: Up.

    Returns:
        Square units.
    """
    return width * depth


def is_square(width, height) -> bool: return width == height


class Circle:
    def __init__(self, radius: float):
        if radius < 0:
            raise ValueError("radius must not be negative")
        self.radius = radius

    def circumference(self) -> float:
        """Return the circumference.

        Returns:
            float: 2 pi r.
        """
        return 2 * math.pi * self.radius
`;

interface JsonReview {
  nodes: {
    node: { full_name: string };
    ops: {
      op: string;
      status: string;
      summary: string;
      diff: string;
      findings: { rule: string; message: string; start_line: number }[];
    }[];
  }[];
}

const run = (cwd: string, ...argv: string[]) => cli(cwd, argv);

const review = async (dir: string, ...extra: string[]) => {
  const result = await run(
    dir,
    'review',
    '--base',
    'main',
    '--format',
    'json',
    '--ops',
    'docstring',
    ...extra,
  );
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as JsonReview;
};
const byName = (report: JsonReview) =>
  Object.fromEntries(
    report.nodes.map((n) => [n.node.full_name, n.ops.find((o) => o.op === 'docstring')]),
  );

describe('remora review --ops docstring (end to end, built-in policy)', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('shapes.py', BASE);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('shapes.py', HEAD);
    repo.commit('head');
  });
  afterAll(() => repo.dispose());

  it('repairs what needs no judgement, reports the rest as findings, and writes no prose', async () => {
    const ops = byName(await review(repo.dir, '--model', 'builtin'));
    expect(Object.keys(ops)).toEqual([
      'shapes.py',
      'area',
      'is_square',
      'Circle',
      'Circle.__init__',
      'Circle.circumference',
    ]);
    expect(ops.area).toMatchObject({
      status: 'succeeded',
      summary: 'In the docstring of area: renamed the entry for height to depth.',
      findings: [],
    });
    expect(ops.area?.diff).toContain('-        height: Up.\n+        depth: Up.\n');
    for (const name of [
      'shapes.py',
      'is_square',
      'Circle',
      'Circle.__init__',
      'Circle.circumference',
    ])
      expect(ops[name]?.diff, name).toBe('');
    expect(ops.is_square).toMatchObject({
      status: 'succeeded',
      summary:
        'is_square has no docstring: 1 finding for the author (the built-in policy writes no prose).',
      findings: [
        { rule: 'docstring.missing', message: '`is_square` has no docstring.', start_line: 18 },
      ],
    });
    expect(ops.Circle?.findings.map((f) => f.rule)).toEqual(['docstring.missing']);
    expect(ops['Circle.__init__']?.findings).toEqual([]);
    expect(ops['Circle.circumference']?.summary).toBe(
      'The docstring of Circle.circumference agrees with the code.',
    );
    expect(readFileSync(join(repo.dir, 'shapes.py'), 'utf8')).toBe(HEAD);
  });

  it('plays the same through the openai SDK against a loopback server running the policy', async () => {
    const server = await startServe();
    try {
      const viaServer = await review(repo.dir, '--server', server.url);
      const builtin = await review(repo.dir, '--model', 'builtin');
      // One repair_docstring turn and one submit per node.
      expect(server.completions).toBe(6 * 2);
      const shape = (r: JsonReview) =>
        r.nodes.map((n) => n.ops.map((o) => [o.status, o.summary, o.diff]));
      expect(shape(viaServer)).toEqual(shape(builtin));
    } finally {
      await server.close();
    }
  });

  it('applies into a file that parses, and a second review then skips every node', async () => {
    const applied = await run(
      repo.dir,
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'docstring',
      '--apply',
    );
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toContain('applied 1 file from 6 workspaces');
    const text = readFileSync(join(repo.dir, 'shapes.py'), 'utf8');
    execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], { input: text });
    expect(text).toContain('    Args:\n        width: Across.\n        depth: Up.\n');
    repo.commit('repaired');
    const again = byName(await review(repo.dir, '--model', 'builtin'));
    expect(Object.values(again).map((op) => [op?.status, op?.diff])).toEqual(
      Array.from({ length: 6 }, () => ['succeeded', '']),
    );
  });
});
