import { describe, expect, it } from 'vitest';
import { computeNodeId, type CSTNode } from '../../../src/core/nodes.js';
import type { NodeOutcome, OpOutcome } from '../../../src/core/report/format-review.js';
import {
  formatSweepJsonl,
  opTotals,
  renderSweepSummary,
  sweepRows,
  topFiles,
} from '../../../src/core/sweep/sweep-report.js';

function node(file: string, type: CSTNode['node_type'], name: string, line: number): CSTNode {
  return {
    node_id: computeNodeId(file, type, name),
    node_type: type,
    name: name.split('.').at(-1) ?? name,
    full_name: name,
    file_path: file,
    start_line: line,
    end_line: line + 2,
    start_byte: 0,
    end_byte: 10,
    text: 'def f():\n    pass\n',
  };
}

function op(name: string, status: OpOutcome['status'], extra: Partial<OpOutcome> = {}): OpOutcome {
  return {
    op: name,
    status,
    summary: `${name} ${status}`,
    workspace_id: `${name}-x`,
    diff: '',
    findings: [],
    turns: 1,
    ms: 5,
    ...extra,
  };
}

const DIFF = '--- a/pkg/a.py\n+++ b/pkg/a.py\n@@ -1 +1 @@\n-x=1\n+x = 1\n';
const FINDING = {
  rule: 'F841',
  message: 'unused',
  path: 'pkg/a.py',
  start_line: 3,
  end_line: 3,
  severity: 'warning' as const,
};

const NODES: NodeOutcome[] = [
  {
    node: node('pkg/a.py', 'file', 'pkg/a.py', 1),
    ops: [op('lint', 'succeeded', { diff: DIFF }), op('docstring', 'skipped')],
  },
  {
    node: node('pkg/a.py', 'function', 'f', 3),
    ops: [
      op('lint', 'succeeded', { findings: [FINDING] }),
      op('docstring', 'failed', { error: { code: 'AGENT_004', message: 'turn limit' } }),
    ],
  },
  {
    node: node('pkg/b.py', 'function', 'g', 1),
    ops: [op('lint', 'succeeded', { diff: DIFF }), op('docstring', 'succeeded', { diff: DIFF })],
  },
];

describe('sweepRows', () => {
  it('has one line per node and op, with what the report promises and no timings', () => {
    const rows = sweepRows(NODES);
    expect(rows).toHaveLength(6);
    expect(rows[3]).toEqual({
      path: 'pkg/a.py',
      node_id: computeNodeId('pkg/a.py', 'function', 'f'),
      node_type: 'function',
      full_name: 'f',
      start_line: 3,
      end_line: 5,
      op: 'docstring',
      status: 'failed',
      summary: 'docstring failed',
      error_code: 'AGENT_004',
      error: 'turn limit',
      workspace_id: 'docstring-x',
      diff: '',
      findings: [],
    });
    const lines = formatSweepJsonl(rows).split('\n');
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line) as unknown)).toEqual(rows);
  });
});

describe('opTotals and topFiles', () => {
  it('counts per op: nodes, statuses, changes and findings', () => {
    expect(opTotals(sweepRows(NODES), ['lint', 'docstring'])).toEqual([
      { op: 'lint', nodes: 3, succeeded: 3, failed: 0, skipped: 0, changes: 2, findings: 1 },
      { op: 'docstring', nodes: 3, succeeded: 1, failed: 1, skipped: 1, changes: 1, findings: 0 },
    ]);
  });

  it('ranks files by changes, then findings', () => {
    expect(topFiles(sweepRows(NODES), 5)).toEqual([
      { path: 'pkg/b.py', changes: 2, findings: 0 },
      { path: 'pkg/a.py', changes: 1, findings: 1 },
    ]);
    expect(topFiles(sweepRows(NODES), 1)).toHaveLength(1);
  });
});

describe('renderSweepSummary', () => {
  it('shows the scope, the op table, the top files and the failed ops', () => {
    const summary = renderSweepSummary(
      {
        patterns: ['pkg/**/*.py'],
        shard: { index: 2, count: 4 },
        backend: 'builtin',
        files: 2,
        nodes: 3,
        ms: 4_200,
      },
      sweepRows(NODES),
      ['lint', 'docstring'],
      ['a note'],
    );
    expect(summary).toBe(
      [
        '## Remora sweep',
        '',
        '`pkg/**/*.py` · shard 2/4 · 2 files, 3 nodes · backend builtin · 4s',
        '',
        '| op | nodes | succeeded | failed | skipped | changes | findings |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        '| `lint` | 3 | 3 | 0 | 0 | 2 | 1 |',
        '| `docstring` | 3 | 1 | 1 | 1 | 1 | 0 |',
        '',
        '### Files with the most changes',
        '',
        '| file | changes | findings |',
        '| --- | --- | --- |',
        '| `pkg/b.py` | 2 | 0 |',
        '| `pkg/a.py` | 1 | 1 |',
        '',
        '### Failed ops',
        '',
        '| node | op | error |',
        '| --- | --- | --- |',
        '| `pkg/a.py:3 f` | `docstring` | AGENT\\_004 turn limit |',
        '',
        '- a note',
        '',
      ].join('\n'),
    );
  });
});
