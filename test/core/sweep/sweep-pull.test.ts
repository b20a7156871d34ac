import { describe, expect, it } from 'vitest';
import {
  CHANGES_TRAILER,
  changesHash,
  MAX_PULL_BODY,
  readTrailers,
  renderSweepPullBody,
  sweepBranch,
  sweepCommitMessage,
  SWEEP_TRAILER,
  type PullChange,
  type SweepPullBody,
} from '../../../src/core/sweep/sweep-pull.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

describe('the sweep commit', () => {
  it('ends with trailers that read back, under a subject naming the ops and paths', () => {
    const message = sweepCommitMessage({
      hash: 'abc123abc123',
      changes: '0011223344556677',
      patterns: [],
      ops: ['lint', 'docstring'],
      files: 3,
      changeCount: 5,
    });
    expect(message.split('\n')[0]).toBe('Remora sweep: lint, docstring on the whole repository');
    expect(message).toContain('5 changes in 3 files, by the ops marked auto_accept.');
    const trailers = readTrailers(message);
    expect(trailers.get(SWEEP_TRAILER)).toBe('abc123abc123');
    expect(trailers.get(CHANGES_TRAILER)).toBe('0011223344556677');
  });

  it('reads trailers only from the last paragraph', () => {
    const trailers = readTrailers(`Fix\n\n${SWEEP_TRAILER}: no\n\nbody text\nSigned-off-by: a`);
    expect(trailers.has(SWEEP_TRAILER)).toBe(false);
    expect(trailers.get('Signed-off-by')).toBe('a');
  });

  it('hashes the files whatever their order, and tells a deletion from an empty file', () => {
    const a = { path: 'a.py', content: bytes('x = 1\n') };
    const b = { path: 'b.py', content: bytes('') };
    expect(changesHash([a, b])).toBe(changesHash([b, a]));
    expect(changesHash([a, b])).not.toBe(changesHash([a, { path: 'b.py', content: null }]));
    expect(changesHash([a])).not.toBe(changesHash([{ path: 'a.py', content: bytes('x = 2\n') }]));
  });

  it('names its branch after the sweep hash', () => {
    expect(sweepBranch('abc123abc123')).toBe('remora/sweep-abc123abc123');
  });
});

function change(index: number, diffLines = 3): PullChange {
  const body = Array.from({ length: diffLines }, (_, i) => `+line ${i} of change ${index}`);
  return {
    path: `pkg/mod_${index}.py`,
    full_name: `func_${index}`,
    op: 'lint',
    diff: [
      `--- a/pkg/mod_${index}.py`,
      `+++ b/pkg/mod_${index}.py`,
      '@@ -1 +1 @@',
      ...body,
      '',
    ].join('\n'),
  };
}

const BODY: SweepPullBody = {
  patterns: ['pkg'],
  ops: ['lint'],
  totals: [
    { op: 'lint', nodes: 4, succeeded: 4, failed: 0, skipped: 0, changes: 2, findings: 1 },
    { op: 'test', nodes: 4, succeeded: 4, failed: 0, skipped: 0, changes: 1, findings: 0 },
  ],
  changes: [change(1), change(2)],
  notCommitted: ['WORK_001: pkg/x.py: overlapping changes'],
  reportUrl: 'https://github.com/o/r/actions/runs/7',
};

describe('renderSweepPullBody', () => {
  it('shows the committed ops, what was not committed, and every change as a diff', () => {
    const body = renderSweepPullBody(BODY);
    expect(body).toContain(
      'Remora swept `pkg` and commits here what the ops marked `auto_accept` (`lint`) changed.',
    );
    expect(body).toContain('| `lint` | 4 | 4 | 0 | 0 | 2 | 1 |');
    expect(body).not.toContain('| `test` |');
    expect(body).toContain('- WORK_001: pkg/x.py: overlapping changes');
    expect(body).toContain('The full report: https://github.com/o/r/actions/runs/7');
    expect(body).toContain('### Changes (2)');
    expect(body).toContain(
      '<details><summary><code>pkg/mod_2.py</code> <code>func_2</code> (lint)</summary>\n\n```diff\n--- a/pkg/mod_2.py',
    );
    expect(body).not.toContain('Not shown');
  });

  it('fences a diff that holds backticks with a longer fence', () => {
    const fenced = { ...change(3), diff: '@@ -1 +1 @@\n-x = "```"\n+x = "````"\n' };
    expect(renderSweepPullBody({ ...BODY, changes: [fenced] })).toContain('`````diff\n@@ -1 +1 @@');
  });

  it('keeps under the limit and names the changes that do not fit', () => {
    const changes = Array.from({ length: 40 }, (_, i) => change(i, 40));
    const body = renderSweepPullBody({ ...BODY, changes }, 12_000);
    expect(body.length).toBeLessThanOrEqual(12_000);
    const shown = changes.filter((c) => body.includes(`<summary><code>${c.path}</code>`));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(40);
    const notShown = changes.slice(shown.length);
    expect(body).toContain(
      `**Not shown, for want of room (${notShown.length}):** \`pkg/mod_${shown.length}.py\``,
    );
    // Every change not shown is named, or counted when even the names run out of room.
    const named = notShown.filter((c) => body.includes(`\`${c.path}\` \`${c.full_name}\` (lint)`));
    const counted = /, and (\d+) more in the report\.\n$/.exec(body);
    expect(named.length + Number(counted?.[1] ?? 0)).toBe(notShown.length);
  });

  it('stays under GitHub’s limit of 65,536 characters however many changes there are', () => {
    const changes = Array.from({ length: 3_000 }, (_, i) => change(i, 10));
    const body = renderSweepPullBody({ ...BODY, changes });
    expect(body.length).toBeLessThanOrEqual(MAX_PULL_BODY);
    expect(body).toMatch(/, and \d+ more in the report\.\n$/);
  });
});
