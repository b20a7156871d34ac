import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';

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

/** The docstring op's result per node of a review of `feature` against `main` with the built-in policy. */
async function reviewDocstrings(dir: string) {
  const result = await cli(dir, [
    'review',
    '--base',
    'main',
    '--format',
    'json',
    '--ops',
    'docstring',
    '--model',
    'builtin',
  ]);
  expect(result.code, result.stderr).toBe(0);
  const report = JSON.parse(result.stdout) as JsonReview;
  return Object.fromEntries(
    report.nodes.map((n) => [n.node.full_name, n.ops.find((o) => o.op === 'docstring')]),
  );
}

/** A repository whose `feature` branch changes `path` from `base` to `head`. */
function changeOf(path: string, base: string, head: string): GitRepo {
  const repo = new GitRepo();
  repo.write(path, base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write(path, head);
  repo.commit('head');
  return repo;
}

describe('remora review --ops docstring: class docstrings held to their class', () => {
  const BASE = `"""Configuration."""
from dataclasses import dataclass


@dataclass
class DataConfig:
    """Where the training data comes from.

    Args:
        data_path: Folder of the shards.
        batch_size: Examples per step.
    """

    data_path: str
    batch_size: int = 32


@dataclass
class ModelConfig:
    """How the model is built.

    Args:
        hidden_size: Width of each layer.
    """

    hidden_size: int = 768
`;
  const HEAD = BASE.replace('    data_path: str\n', '    data_dir: str\n')
    .replace(
      '    hidden_size: int = 768\n',
      '    hidden_size: int = 768\n    num_layers: int = 12\n',
    )
    .replace(
      `    """How the model is built.

    Args:
        hidden_size: Width of each layer.
    """`,
      `    """How the model is built.

    Args:
        data_path: Folder of the shards.
        batch_size: Examples per step.
    """`,
    );
  let repo: GitRepo;
  beforeAll(() => {
    repo = changeOf('config.py', BASE, HEAD);
  });
  afterAll(() => repo.dispose());

  it('follows a renamed dataclass field in the class docstring, and names the entries copied from another class', async () => {
    const ops = await reviewDocstrings(repo.dir);
    expect(ops.DataConfig).toMatchObject({
      status: 'succeeded',
      summary: 'In the docstring of DataConfig: renamed the entry for data_path to data_dir.',
      findings: [],
    });
    expect(ops.DataConfig?.diff).toContain(
      '-        data_path: Folder of the shards.\n+        data_dir: Folder of the shards.\n',
    );
    expect(ops.ModelConfig?.diff).toBe('');
    expect(ops.ModelConfig?.findings).toEqual([
      {
        rule: 'docstring.stale-entry',
        message:
          'The docstring of `ModelConfig` documents `data_path` and `batch_size`, which are not parameters of its constructor.',
        start_line: 20,
        end_line: 25,
        path: 'config.py',
        severity: 'warning',
      },
    ]);
  });
});
