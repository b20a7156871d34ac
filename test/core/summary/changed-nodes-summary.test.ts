import { describe, expect, it } from 'vitest';
import type { ChangedNode } from '../../../src/core/diff/index.js';
import { computeNodeId, type CSTNode, type NodeType } from '../../../src/core/nodes.js';
import {
  changedNodeRows,
  formatChangedNodeLine,
  formatRanges,
  renderReviewSummary,
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

describe('renderReviewSummary', () => {
  const base = {
    pullNumber: 7,
    headSha: '0123456789abcdef0123456789abcdef01234567',
    figures: [
      ['Nodes', '2'],
      ['Suggestions', '1 (1 inline, 0 in the review body)'],
    ] as [string, string][],
    notes: [],
    changed: [],
    diagnostics: [],
  };

  it('renders the figures, the review link, notes with escaped diagnostics and the changed nodes', () => {
    const markdown = renderReviewSummary({
      ...base,
      reviewUrl: 'https://github.com/o/r/pull/7#pullrequestreview-1',
      notes: ['The pull request comes from a fork.'],
      changed: CHANGED,
      diagnostics: [
        {
          code: 'DISC_001',
          severity: 'warning',
          file: 'pkg/a|b.py',
          line: 12,
          message: 'pkg/a|b.py: syntax error near `*`',
        },
      ],
    });
    expect(markdown).toBe(
      [
        '## Remora',
        'Pull request #7 at `0123456`.',
        '|  |  |\n| --- | --- |\n| Nodes | 2 |\n| Suggestions | 1 (1 inline, 0 in the review body) |',
        '[The review](https://github.com/o/r/pull/7#pullrequestreview-1)',
        '### Notes',
        '- The pull request comes from a fork.\n' +
          '- **warning** DISC_001 `pkg/a|b.py`:12: syntax error near \\`\\*\\`',
        [
          '<details><summary>2 changed nodes</summary>',
          '',
          '| File | Node | Type | Lines | Changed lines |',
          '| --- | --- | --- | --- | --- |',
          '| `pkg/a\\|b.py` | `Outer.__init__` | method | 3-9 | 4, 7-8 |',
          '| ``we`ird.py`` | ``we`ird.py`` | file | 1-20 | 1 |',
          '',
          '</details>\n',
        ].join('\n'),
      ].join('\n\n'),
    );
  });

  it('shows a review that was not posted whole, so nothing is lost', () => {
    const markdown = renderReviewSummary({
      ...base,
      notPosted: 'GH_002: the token lacks pull-requests: write',
      unposted: {
        commit_id: base.headSha,
        event: 'COMMENT',
        body: 'the body',
        comments: [{ path: 'a.py', line: 3, start_line: 2, side: 'RIGHT', body: 'the comment' }],
      },
    });
    expect(markdown).toContain(
      'No review was posted: GH\\_002: the token lacks pull-requests: write.',
    );
    expect(markdown).toContain('the body');
    expect(markdown).toContain('#### `a.py` line 2-3\n\nthe comment');
  });
});
