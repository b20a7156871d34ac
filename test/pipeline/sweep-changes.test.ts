import { planOpGraph } from '../../src/core/engine/op-graph.js';
import { describe, expect, it } from 'vitest';
import { computeNodeId, type CSTNode } from '../../src/core/nodes.js';
import { WorkspaceOverlay } from '../../src/core/workspace/overlay.js';
import type { NodeReport, ReviewReport } from '../../src/pipeline/review.js';
import type { OpResult } from '../../src/pipeline/run-operation.js';
import { mergeAutoAccepted } from '../../src/pipeline/sweep-changes.js';

const STABLE_FILES: Record<string, string> = {
  'pkg/a.py': 'def f():\n    x=1\n    return x\n\n\ndef g():\n    y=2\n    return y\n',
};
const stable = { readFile: async (path: string) => STABLE_FILES[path] };

function node(name: string, line: number): CSTNode {
  return {
    node_id: computeNodeId('pkg/a.py', 'function', name),
    node_type: 'function',
    name,
    full_name: name,
    file_path: 'pkg/a.py',
    start_line: line,
    end_line: line + 2,
    start_byte: 0,
    end_byte: 0,
    text: '',
  };
}

/** An op's result whose workspace writes `edits` (old -> new text) over `parent` or the stable tree. */
async function result(
  op: string,
  target: CSTNode,
  edits: [string, string][],
  parent?: OpResult,
): Promise<OpResult> {
  const id = `${op}-${target.node_id}`;
  const workspace = parent?.workspace
    ? parent.workspace.fork(id)
    : WorkspaceOverlay.create(id, stable);
  let text = (await workspace.readFile('pkg/a.py')) ?? '';
  for (const [from, to] of edits) text = text.replace(from, to);
  if (edits.length > 0) await workspace.writeFile('pkg/a.py', text);
  return {
    op,
    node_id: target.node_id,
    workspace_id: id,
    status: 'succeeded',
    summary: '',
    turns: 1,
    ms: 1,
    diff: edits.length > 0 ? await workspace.ownDiff() : '',
    findings: [],
    workspace,
  };
}

const report = (nodes: NodeReport[]): ReviewReport => ({
  backend: 'builtin',
  ops: ['lint', 'docstring'],
  graph: planOpGraph(['lint', 'docstring'], ['lint -> docstring']),
  nodes,
  ms: 1,
  tally: { nodes: nodes.length, ops: [] },
});

describe('mergeAutoAccepted', () => {
  it('merges the auto-accepted changes of different nodes of one file', async () => {
    const f = node('f', 1);
    const g = node('g', 6);
    const lintF = await result('lint', f, [['x=1', 'x = 1']]);
    const lintG = await result('lint', g, [['y=2', 'y = 2']]);
    const merged = await mergeAutoAccepted(
      report([
        { node: f, ops: [lintF], result_diff: '' },
        { node: g, ops: [lintG], result_diff: '' },
      ]),
      new Set(['lint']),
      stable,
    );
    expect(merged.files.get('pkg/a.py')).toBe(
      'def f():\n    x = 1\n    return x\n\n\ndef g():\n    y = 2\n    return y\n',
    );
    expect(merged.accepted.map((a) => `${a.op.op} ${a.node.full_name}`)).toEqual([
      'lint f',
      'lint g',
    ]);
    expect(merged.conflicts).toEqual([]);
  });

  it('takes a downstream op’s workspace once, with its upstream change, when both are auto-accepted', async () => {
    const f = node('f', 1);
    const lint = await result('lint', f, [['x=1', 'x = 1']]);
    const docstring = await result(
      'docstring',
      f,
      [['def f():\n', 'def f():\n    """F."""\n']],
      lint,
    );
    const merged = await mergeAutoAccepted(
      report([{ node: f, ops: [lint, docstring], result_diff: '' }]),
      new Set(['lint', 'docstring']),
      stable,
    );
    expect(merged.files.get('pkg/a.py')).toContain('def f():\n    """F."""\n    x = 1\n');
    expect(merged.accepted.map((a) => a.op.op)).toEqual(['lint', 'docstring']);
  });

  it('leaves out a change built on an op that is not auto-accepted, and says why', async () => {
    const f = node('f', 1);
    const lint = await result('lint', f, [['x=1', 'x = 1']]);
    const docstring = await result(
      'docstring',
      f,
      [['def f():\n', 'def f():\n    """F."""\n']],
      lint,
    );
    const merged = await mergeAutoAccepted(
      report([{ node: f, ops: [lint, docstring], result_diff: '' }]),
      new Set(['docstring']),
      stable,
    );
    expect(merged.files.size).toBe(0);
    expect(merged.accepted).toEqual([]);
    expect(merged.leftOut).toEqual([
      'docstring on pkg/a.py f: it builds on the change of lint, which is not marked auto_accept',
    ]);
  });

  it('leaves a workspace whose change overlaps another’s out whole, and reports it', async () => {
    const f = node('f', 1);
    const g = node('g', 6);
    const lintF = await result('lint', f, [['x=1', 'x = 1']]);
    // Another node's op rewrote f's line differently, and g's line too.
    const lintG = await result('lint', g, [
      ['x=1', 'x=10'],
      ['y=2', 'y = 2'],
    ]);
    const merged = await mergeAutoAccepted(
      report([
        { node: f, ops: [lintF], result_diff: '' },
        { node: g, ops: [lintG], result_diff: '' },
      ]),
      new Set(['lint']),
      stable,
    );
    expect(merged.conflicts.map((c) => [c.code, c.path, c.workspaces])).toEqual([
      ['WORK_001', 'pkg/a.py', [lintF.workspace_id, lintG.workspace_id]],
    ]);
    // Nothing of g's workspace is committed, not even its change to g's own line.
    expect(merged.files.get('pkg/a.py')).toBe(
      'def f():\n    x = 1\n    return x\n\n\ndef g():\n    y=2\n    return y\n',
    );
    expect(merged.accepted.map((a) => a.op.workspace_id)).toEqual([lintF.workspace_id]);
  });
});
