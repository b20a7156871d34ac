import { describe, expect, it } from 'vitest';
import type { ChangedNode } from '../../../src/core/diff/index.js';
import { computeNodeId, type CSTNode, type NodeType } from '../../../src/core/nodes.js';
import {
  changedNodeRows,
  formatChangedNodeLine,
  formatRanges,
  renderChangedNodesSummary,
} from '../../../src/core/summary/index.js';

function node(file: string, type: NodeType, fullName: string, start: number, end: number): CSTNode {
  return {
    node_id: computeNodeId(file, type, fullName),
    node_type: type,
    name: fullName.split('.').pop() ?? fullName,
    full_name: fullName,
    file_path: file,
    start_line: start,
    end_line: end,
    start_byte: 0,
    end_byte: 0,
    text: '',
  };
}

const CHANGED: ChangedNode[] = [
  {
    node: node('pkg/a|b.py', 'method', 'Outer.__init__', 3, 9),
    changed_lines: [
      { start: 4, end: 4 },
      { start: 7, end: 8 },
    ],
  },
  { node: node('we`ird.py', 'file', 'we`ird.py', 1, 20), changed_lines: [{ start: 1, end: 1 }] },
];

describe('formatRanges', () => {
  it('writes single lines bare and runs with a dash', () => {
    expect(
      formatRanges([
        { start: 2, end: 2 },
        { start: 5, end: 9 },
      ]),
    ).toBe('2, 5-9');
  });
});

describe('formatChangedNodeLine', () => {
  it('is path:start-end type full_name', () => {
    expect(CHANGED.map(formatChangedNodeLine)).toEqual([
      'pkg/a|b.py:3-9 method Outer.__init__',
      'we`ird.py:1-20 file we`ird.py',
    ]);
  });
});

describe('changedNodeRows', () => {
  it('gives plain values, one row per node', () => {
    expect(changedNodeRows(CHANGED)).toEqual([
      {
        file: 'pkg/a|b.py',
        node: 'Outer.__init__',
        type: 'method',
        lines: '3-9',
        changed: '4, 7-8',
      },
      { file: 'we`ird.py', node: 'we`ird.py', type: 'file', lines: '1-20', changed: '1' },
    ]);
  });
});

describe('renderChangedNodesSummary', () => {
  it('renders the table with escaped cells and the notes', () => {
    const markdown = renderChangedNodesSummary({
      pullNumber: 7,
      headSha: '0123456789abcdef0123456789abcdef01234567',
      fork: 'someone/fork',
      reviewedFiles: 2,
      changed: CHANGED,
      diagnostics: [
        {
          code: 'DISC_001',
          severity: 'warning',
          file: 'pkg/a|b.py',
          line: 12,
          message: 'pkg/a|b.py: syntax error near `*`',
        },
        { code: 'GH_001', severity: 'warning', message: 'GitHub lists at most 3000 files' },
      ],
    });
    expect(markdown).toBe(
      [
        '## Remora: changed nodes',
        'Pull request #7 at `0123456` from the fork `someone/fork`: 2 changed nodes in 2 files read.',
        [
          '| File | Node | Type | Lines | Changed lines |',
          '| --- | --- | --- | --- | --- |',
          '| `pkg/a\\|b.py` | `Outer.__init__` | method | 3-9 | 4, 7-8 |',
          '| ``we`ird.py`` | ``we`ird.py`` | file | 1-20 | 1 |',
        ].join('\n'),
        '### Notes',
        '- **warning** DISC_001 `pkg/a\\|b.py`:12: syntax error near \\`\\*\\`\n' +
          '- **warning** GH_001: GitHub lists at most 3000 files\n',
      ].join('\n\n'),
    );
  });

  it('says so in one sentence when nothing changed, and has no notes section without diagnostics', () => {
    expect(
      renderChangedNodesSummary({
        pullNumber: 1,
        headSha: 'abcdef0123',
        reviewedFiles: 1,
        changed: [],
        diagnostics: [],
      }),
    ).toBe(
      '## Remora: changed nodes\n\nPull request #1 at `abcdef0`: 0 changed nodes in 1 file read.\n',
    );
  });
});
