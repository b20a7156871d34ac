import { SHAPES_MODULE } from '../support/shapes-fixture.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepRow } from '../../src/core/sweep/sweep-report.js';
import {
  createSweepHarness,
  type ActionRun,
  type SweepHarness,
} from '../support/action-harness.js';

// End-to-end sweeps: the committed bundle (node dist/index.js) on a
// workflow_dispatch run over a checkout of the default branch, with the
// built-in policy and a fake GitHub that no sweep without open-pr calls.

const FILES = {
  'pkg/__init__.py': '',
  'pkg/shapes.py': SHAPES_MODULE,
  'pkg/store.py': [
    '"""A small store."""',
    '',
    '',
    'class Store:',
    '    """Items by key."""',
    '',
    '    def __init__(self):',
    '        self.items = {}',
    '',
    '    def put(self, key, value):',
    '        """Store a value."""',
    '        self.items[key] = value',
    '',
    '    def get(self, key):',
    '        """Return the value of a key."""',
    '        return self.items.get(key)',
    '',
    '',
    'def default_store():',
    '    """Return an empty store."""',
    '    return Store()',
    '',
  ].join('\n'),
  'tools/report.py': [
    'import sys',
    '',
    '',
    'def main(argv):',
    '    """Print the arguments."""',
    '    print(f"args")',
    '    return 0',
    '',
  ].join('\n'),
  '.gitignore': 'build/\n',
  'README.md': '# Shapes\n',
};

// Build output the repository ignores: never swept.
const UNTRACKED = { 'build/generated.py': 'def generated():\n    return f"x"\n' };

const OPS = { operations: 'lint,docstring' };

function reportLines(run: ActionRun): SweepRow[] {
  const dir = run.outputs['report-path'] ?? '';
  return readFileSync(join(dir, 'report.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SweepRow);
}

/** A report line without where the node sits, which a shard cannot change anyway. */
const key = (row: SweepRow): string => `${row.node_id} ${row.op}`;
const byKey = (rows: readonly SweepRow[]): SweepRow[] =>
  [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));

describe('a workflow_dispatch sweep of the whole repository', () => {
  let repo: SweepHarness;
  let whole: ActionRun;
  beforeAll(async () => {
    repo = await createSweepHarness(FILES, UNTRACKED);
    whole = await repo.run({ inputs: OPS });
  });
  afterAll(() => repo.dispose());

  it('reviews every node of every tracked file, file nodes included, and calls no API', () => {
    expect(whole.stdout).not.toContain('::error');
    expect(whole.code).toBe(0);
    const rows = reportLines(whole);
    const nodes = new Map(rows.map((row) => [row.node_id, row]));
    expect(new Set([...nodes.values()].map((row) => row.path))).toEqual(
      new Set(['pkg/__init__.py', 'pkg/shapes.py', 'pkg/store.py', 'tools/report.py']),
    );
    expect(
      [...nodes.values()]
        .filter((row) => row.path === 'pkg/store.py')
        .map((row) => `${row.node_type} ${row.full_name}`)
        .sort(),
    ).toEqual([
      'class Store',
      'file pkg/store.py',
      'function default_store',
      'method Store.__init__',
      'method Store.get',
      'method Store.put',
    ]);
    expect(whole.outputs.nodes).toBe(String(nodes.size));
    expect(repo.github.requests).toEqual([]);
  });

  it('writes one report line per node and op, with status, summary, diff and findings', () => {
    const rows = reportLines(whole);
    expect(rows).toHaveLength(Number(whole.outputs.nodes) * 2);
    expect(new Set(rows.map(key)).size).toBe(rows.length);
    const perimeter = rows.find((row) => row.full_name === 'perimeter' && row.op === 'lint');
    expect(perimeter).toMatchObject({
      path: 'pkg/shapes.py',
      status: 'succeeded',
      error_code: null,
    });
    expect(perimeter?.diff).toContain('+    label = "perimeter"');
    expect(Object.keys(perimeter ?? {}).sort()).toEqual(
      [
        'diff',
        'end_line',
        'error',
        'error_code',
        'findings',
        'full_name',
        'node_id',
        'node_type',
        'op',
        'path',
        'start_line',
        'status',
        'summary',
        'workspace_id',
      ].sort(),
    );
    const changes = rows.filter((row) => row.status === 'succeeded' && row.diff !== '');
    expect(whole.outputs.suggestions).toBe(String(changes.length));
    expect(whole.outputs['failed-ops']).toBe('0');
    const events = readFileSync(join(whole.outputs['report-path'] ?? '', 'events.jsonl'), 'utf8');
    expect(events).toContain('"type":"run:completed"');
  });

  it('says how far it has come in the log, and sums up per op in the job summary', () => {
    const nodes = whole.outputs.nodes;
    expect(whole.stdout).toContain(`sweep: 0/${nodes} nodes (0%) · 0 failed ops`);
    expect(whole.stdout).toMatch(
      new RegExp(`sweep: ${nodes}/${nodes} nodes \\(100%\\) · .*took \\d+s · 0 failed ops`),
    );
    expect(whole.summary).toContain('## Remora sweep');
    expect(whole.summary).toMatch(new RegExp(`the whole repository · 4 files, ${nodes} nodes`));
    expect(whole.summary).toContain(
      '| op | nodes | succeeded | failed | skipped | changes | findings |',
    );
    expect(whole.summary).toMatch(new RegExp(`\\| \`lint\` \\| ${nodes} \\|`));
    expect(whole.summary).toContain('### Files with the most changes');
    expect(whole.summary).toContain('| `pkg/shapes.py` |');
  });

  it('in two shards, sweeps exactly the nodes of the unsharded run, each once, with the same results', async () => {
    const first = await repo.run({ inputs: { ...OPS, shard: '1/2' } });
    const second = await repo.run({ inputs: { ...OPS, shard: '2/2' } });

    expect([first.code, second.code]).toEqual([0, 0]);
    const [a, b] = [reportLines(first), reportLines(second)];
    expect(a.length).toBeGreaterThan(0);
    expect(b.length).toBeGreaterThan(0);
    const inA = new Set(a.map((row) => row.node_id));
    expect(b.filter((row) => inA.has(row.node_id))).toEqual([]);
    expect(byKey([...a, ...b])).toEqual(byKey(reportLines(whole)));
    expect(Number(first.outputs.nodes) + Number(second.outputs.nodes)).toBe(
      Number(whole.outputs.nodes),
    );
    expect(first.summary).toContain('· shard 1/2 ·');
    expect(first.stdout).toContain(`sweep: 0/${first.outputs.nodes} nodes (0%)`);
  });

  it('on a schedule, sweeps only the paths it is given', async () => {
    const run = await repo.run({
      event: 'schedule',
      inputs: { ...OPS, paths: 'pkg/**/*.py\n!pkg/store.py' },
    });

    expect(run.code).toBe(0);
    const paths = new Set(reportLines(run).map((row) => row.path));
    expect(paths).toEqual(new Set(['pkg/__init__.py', 'pkg/shapes.py']));
    expect(run.summary).toContain('`pkg/**/*.py`, `!pkg/store.py` · 2 files');
  });
});
