import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILTIN_REGISTRY } from '../src/languages/registry.js';
import { cli } from './support/cli.js';
import { eventLogProblems, readEventLog } from './support/event-log.js';
import { GitRepo } from './support/git-repo.js';
import { startServe } from './support/serve.js';

const BASE = `"""Orders."""
import json


def total(items):
    return sum(items)


class Order:
    def __init__(self, items):
        self.items = items
`;

const HEAD = `"""Orders."""
import json, os


def total(items):
    if not None in items:
        return sum(items)
    return f"none"


class Order:
    def __init__(self, items):
        self.items = items

    def describe(self):
        if self.items == None:
            return "empty"
        return json.dumps(self.items) + os.linesep
`;

interface JsonReview {
  backend: string;
  nodes: {
    node: { full_name: string; node_id: string };
    ops: {
      op: string;
      status: string;
      summary: string;
      workspace_id: string;
      diff: string;
      error_code: string | null;
    }[];
  }[];
}

/** Runs the CLI; these tests are about the lint agent, so a review runs only lint. */
const run = (cwd: string, ...argv: string[]) => cli(cwd, [...argv, '--ops', 'lint']);

const byName = (review: JsonReview) =>
  Object.fromEntries(review.nodes.map((n) => [n.node.full_name, n.ops[0]]));

describe('remora review (lint end to end)', () => {
  let repo: GitRepo;
  beforeAll(() => {
    repo = new GitRepo();
    repo.write('shop/orders.py', BASE);
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('shop/orders.py', HEAD);
    repo.commit('head');
  });
  afterAll(() => repo.dispose());

  it('runs the built-in lint policy on each changed node and reports committable diffs', async () => {
    const result = await run(
      repo.dir,
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--format',
      'json',
    );
    expect(result.code).toBe(0);
    const review = JSON.parse(result.stdout) as JsonReview;
    expect(review.backend).toBe('builtin');
    const ops = byName(review);
    expect(Object.keys(ops)).toEqual(['shop/orders.py', 'total', 'Order.describe']);
    expect(ops['shop/orders.py']).toMatchObject({
      status: 'succeeded',
      summary: 'Fixed 1 issue (E401); 0 remaining.',
    });
    expect(ops['shop/orders.py']?.diff).toContain('-import json, os\n+import json\n+import os\n');
    expect(ops.total).toMatchObject({ status: 'succeeded' });
    expect(ops.total?.diff).toContain('-    if not None in items:\n+    if None not in items:\n');
    expect(ops.total?.diff).toContain('-    return f"none"\n+    return "none"\n');
    // E711's fix is unsafe: reported, never applied.
    expect(ops['Order.describe']).toMatchObject({
      status: 'succeeded',
      summary: 'Fixed 0 issues; 1 remaining (E711).',
      diff: '',
    });
    const node = review.nodes.find((n) => n.node.full_name === 'total');
    expect(ops.total?.workspace_id).toBe(`lint-${node?.node.node_id}`);
    // The checkout is untouched without --apply.
    expect(readFileSync(join(repo.dir, 'shop/orders.py'), 'utf8')).toBe(HEAD);
  });

  it('produces the same suggestions through the openai SDK against a loopback server playing the policy', async () => {
    const server = await startServe();
    try {
      const viaServer = JSON.parse(
        (
          await run(
            repo.dir,
            'review',
            '--base',
            'main',
            '--server',
            server.url,
            '--format',
            'json',
          )
        ).stdout,
      ) as JsonReview;
      const builtin = JSON.parse(
        (await run(repo.dir, 'review', '--base', 'main', '--model', 'builtin', '--format', 'json'))
          .stdout,
      ) as JsonReview;
      expect(viaServer.backend).toBe(server.url);
      // At least a check and a submit per node.
      expect(server.completions).toBeGreaterThanOrEqual(viaServer.nodes.length * 2);
      expect(viaServer.nodes.map((n) => n.ops.map((o) => [o.status, o.summary, o.diff]))).toEqual(
        builtin.nodes.map((n) => n.ops.map((o) => [o.status, o.summary, o.diff])),
      );
    } finally {
      await server.close();
    }
  });

  it('keeps one node failing from stopping the others', async () => {
    const lint = BUILTIN_REGISTRY.policies.get('lint_agent');
    // Its policy breaks on the describe node: the server answers 500, the runner retries, then gives up.
    const server = await startServe({
      policies: {
        lint_agent: (messages) => {
          if (JSON.stringify(messages).includes('describe')) throw new Error('refused');
          return lint?.(messages) ?? [];
        },
      },
    });
    try {
      const review = JSON.parse(
        (
          await run(
            repo.dir,
            'review',
            '--base',
            'main',
            '--server',
            server.url,
            '--format',
            'json',
          )
        ).stdout,
      ) as JsonReview;
      const ops = byName(review);
      expect(ops['Order.describe']).toMatchObject({ status: 'failed', error_code: 'AGENT_002' });
      expect(ops.total).toMatchObject({ status: 'succeeded' });
    } finally {
      await server.close();
    }
  });

  it('prints each suggestion under its node and op in text form', async () => {
    const result = await run(repo.dir, 'review', '--base', 'main');
    expect(result.stdout).toMatch(/^Remora review: 3 nodes × lint · backend builtin · /);
    expect(result.stdout).toContain(
      'shop/orders.py:5-8 · function total · changed 6-8\n  lint ✓ succeeded · Fixed 2 issues (E713, F541); 0 remaining. · workspace lint-',
    );
    expect(result.stdout).toContain(
      'Summary: lint 3 succeeded (2 with changes), 0 failed, 0 skipped',
    );
    expect(result.stderr).toContain('✓ lint total (');
  });

  it('merges the workspaces into the checkout with --apply, and the result parses', async () => {
    const result = await run(
      repo.dir,
      'review',
      '--base',
      'main',
      '--apply',
      '--log',
      join(repo.dir, 'run.jsonl'),
    );
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('applied 1 file from 3 workspaces');
    const applied = readFileSync(join(repo.dir, 'shop/orders.py'), 'utf8');
    expect(applied).toContain('import json\nimport os\n');
    expect(applied).toContain(
      '    if None not in items:\n        return sum(items)\n    return "none"\n',
    );
    expect(applied).toContain('        if self.items == None:');
    execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read())'], {
      input: applied,
    });
    const log = readEventLog(join(repo.dir, 'run.jsonl'));
    expect(log[0]?.type).toBe('run:started');
    // The review's run closes; --apply's merges come after it.
    const completed = log.findIndex((e) => e.type === 'run:completed');
    expect(log.slice(completed + 1).map((e) => e.type)).toEqual([
      'workspace:merged',
      'workspace:merged',
    ]);
    expect(log.filter((e) => e.type === 'tool:called').length).toBeGreaterThan(6);
    // The log fits its schema, and every started thing closes once, after its children.
    expect(eventLogProblems(log)).toEqual([]);
    // Each workspace that brought a change to the checkout is an event, with its files.
    expect(log.filter((e) => e.type === 'workspace:merged').map((e) => e.payload)).toEqual([
      expect.objectContaining({ target: 'checkout', files: ['shop/orders.py'] }),
      expect.objectContaining({ target: 'checkout', files: ['shop/orders.py'] }),
    ]);
    repo.git('checkout', '--', '.');
  });
});
