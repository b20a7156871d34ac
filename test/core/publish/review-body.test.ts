import { describe, expect, it } from 'vitest';
import { markersOf, trailerCommit } from '../../support/markers.js';
import {
  BODY_LIMIT,
  entryMarker,
  renderEntry,
  renderReviewBody,
  type BodyEntry,
} from '../../../src/core/publish/review-body.js';

const DIFF = [
  'diff --git a/tests/test_doc.py b/tests/test_doc.py',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/tests/test_doc.py',
  '@@ -0,0 +1,2 @@',
  '+def test_doc():',
  '+    assert "```" in DOC',
  '',
].join('\n');

const ENTRY: BodyEntry = {
  kind: 'unanchored',
  op: 'test',
  node_id: 'abcd',
  workspace_id: 'test-abcd',
  full_name: 'doc<T>',
  paths: ['tests/test_doc.py'],
  reasons: ['new file'],
  diff: DIFF,
  workspace_patch: DIFF,
  fingerprint: '0123456789abcdef',
};

describe('renderEntry', () => {
  it('is a collapsible patch with the accept hint; its marker is for the trailer', () => {
    const text = renderEntry(ENTRY);
    expect(text.startsWith('<details>\n<summary><b>test</b> · <code>doc&lt;T&gt;</code>')).toBe(
      true,
    );
    expect(text).toContain('— new file</summary>');
    // The diff holds a triple backtick, so its fence is longer.
    expect(text).toContain(`\`\`\`\`diff\n${DIFF.trimEnd()}\n\`\`\`\``);
    expect(text).toContain('Accept it with `/remora accept test-abcd`.');
    expect(text).not.toContain('remora:');
    expect(entryMarker(ENTRY)).toEqual({
      kind: 'change',
      op: 'test',
      node_id: 'abcd',
      name: 'doc<T>',
      workspace_id: 'test-abcd',
      fingerprint: '0123456789abcdef',
      patch: DIFF,
      // The entry's own diff is its block: what judges whether it was taken.
      block: DIFF,
    });
    expect(text.endsWith('</details>')).toBe(true);
  });
});

describe('renderReviewBody', () => {
  it("opens with the headline and ends with the trailer: the review marker, then the entries'", () => {
    const { body, left_out } = renderReviewBody({
      headline: '**Remora** reviewed 1 node.',
      commit_id: 'a'.repeat(40),
      entries: [ENTRY],
      findings: [],
      fingerprints: ['0123456789abcdef'],
    });
    expect(body.split('\n')[0]).toBe('**Remora** reviewed 1 node.');
    expect(markersOf(body)).toEqual([
      { kind: 'review', fingerprints: ['0123456789abcdef'] },
      entryMarker(ENTRY),
    ]);
    expect(trailerCommit(body)).toBe('a'.repeat(40));
    expect(body.trimEnd().endsWith(' -->')).toBe(true);
    expect(left_out).toEqual([]);
    expect(body).not.toContain('Left out');
  });

  it('stays under the limit and names every entry and finding it leaves out', () => {
    const bigDiff = `${DIFF}${'+x = 1\n'.repeat(3000)}`;
    const entries = Array.from({ length: 8 }, (_, i) => ({
      ...ENTRY,
      workspace_id: `test-${i}`,
      fingerprint: `print-${i}`,
      diff: bigDiff,
    }));
    const findings = Array.from({ length: 500 }, (_, i) => ({
      op: 'lint',
      node_id: 'n',
      full_name: 'f',
      finding: {
        rule: 'E501',
        message: 'Line too long',
        path: 'a.py',
        start_line: i + 1,
        end_line: i + 1,
        severity: 'notice' as const,
      },
    }));
    const { body, left_out } = renderReviewBody({
      headline: 'h',
      commit_id: 'a'.repeat(40),
      entries,
      findings,
      fingerprints: ['inline-print', ...entries.map((e) => e.fingerprint)],
    });
    expect(body.length).toBeLessThan(BODY_LIMIT);
    const shown = entries.filter((e) => body.includes(`/remora accept ${e.workspace_id}\``));
    expect(shown.length).toBeGreaterThan(0);
    expect(left_out).toEqual([
      ...entries.slice(shown.length).map((e) => e.workspace_id),
      expect.stringMatching(/^\d+ findings$/),
    ]);
    // What is left out is not claimed as posted, so a later run posts it again.
    expect(markersOf(body)[0]).toMatchObject({
      fingerprints: ['inline-print', ...entries.slice(0, shown.length).map((e) => e.fingerprint)],
    });
    expect(body).toContain(
      `Left out of this body (see the job summary / report): ${left_out.map((n) => `\`${n}\``).join(', ')}.`,
    );
  });
});
