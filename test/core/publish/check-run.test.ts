import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/core/findings.js';
import {
  checkRunOutput,
  inBatches,
  toAnnotation,
  type CheckRunInput,
} from '../../../src/core/publish/check-run.js';

const finding = (line: number, severity: Finding['severity'] = 'warning'): Finding => ({
  rule: 'F841',
  message: `Local variable assigned on line ${line} is never used`,
  path: 'shop/orders.py',
  start_line: line,
  end_line: line,
  severity,
});

const input = (findings: Finding[]): CheckRunInput => ({
  backend: 'builtin',
  ms: 2500,
  nodes: [
    {
      ops: [
        { op: 'lint', status: 'succeeded', ms: 300, findings },
        { op: 'docstring', status: 'failed', error: { code: 'AGENT_003' }, ms: 200, findings: [] },
      ],
    },
    { ops: [{ op: 'lint', status: 'skipped', ms: 0, findings: [] }] },
  ],
  suggestions: { inline: 3, body: 1 },
  accepted: { accepted: 3, posted: 7 },
  // What the run's events said of the same ops (docs/events.md).
  tally: {
    nodes: 2,
    ops: [
      { ...none, op: 'lint', succeeded: 1, changed: 1, skipped: 1, findings: findings.length },
      { ...none, op: 'docstring', failed: 1, codes: ['AGENT_003'] },
    ],
  },
});

const none = {
  succeeded: 0,
  changed: 0,
  failed: 0,
  skipped: 0,
  cancelled: 0,
  waiting: 0,
  findings: 0,
  codes: [],
};

describe('checkRunOutput', () => {
  it('summarises the run in one table', () => {
    const output = checkRunOutput(input([finding(3)]));
    expect(output.title).toBe('4 suggestions, 1 finding');
    expect(output.summary).toBe(
      [
        '| | |',
        '| --- | --- |',
        '| Nodes | 2 |',
        '| Ops | 2 run, 1 skipped |',
        '| Suggestions | 4 (3 inline, 1 in the review body) |',
        '| Findings | 1 |',
        '| Accepted | 3 of 7 suggestions |',
        '| Failed ops | 1 (AGENT_003) |',
        '| Time | 2.5 s (ops 0.5 s) |',
        '| Backend | builtin |',
      ].join('\n'),
    );
  });

  it('annotates findings in batches of 50, errors as failures', () => {
    const findings = Array.from({ length: 120 }, (_, i) =>
      finding(i + 1, i === 0 ? 'error' : 'notice'),
    );
    const { annotations } = checkRunOutput(input(findings));
    expect(annotations.map((batch) => batch.length)).toEqual([50, 50, 20]);
    expect(annotations[0]?.[0]).toEqual({
      path: 'shop/orders.py',
      start_line: 1,
      end_line: 1,
      annotation_level: 'failure',
      message: 'Local variable assigned on line 1 is never used',
      title: 'F841',
    });
    expect(annotations[2]?.[19]?.annotation_level).toBe('notice');
  });

  it('says so when the model server was down', () => {
    const down: CheckRunInput = {
      ...input([]),
      nodes: [
        {
          ops: [
            { op: 'lint', status: 'failed', error: { code: 'AGENT_002' }, ms: 0, findings: [] },
          ],
        },
      ],
      suggestions: { inline: 0, body: 0 },
    };
    expect(checkRunOutput(down).title).toBe('Remora could not reach its model server');
  });
});

describe('toAnnotation and inBatches', () => {
  it('never ends an annotation before it starts', () => {
    expect(toAnnotation({ ...finding(5), end_line: 4 }).end_line).toBe(5);
  });

  it('makes no batch for no annotations', () => {
    expect(inBatches([])).toEqual([]);
  });
});
