import { describe, expect, it } from 'vitest';
import {
  addRefusedComments,
  BODY_LIMIT,
  refusedCommentName,
  renderRefusedComment,
  renderSuggestion,
  withTrailer,
  type ChangeMarker,
  type ReviewComment,
  type ReviewMarker,
} from '../../../src/core/publish/index.js';
import { markersOf, trailerCommit, trailerOf } from '../../support/markers.js';

const REASON = 'GitHub refused it as an inline comment on this commit (HTTP 422)';
const HEAD = 'c'.repeat(40);
const REVIEW: ReviewMarker = { kind: 'review', fingerprints: ['0000000000000001'] };

function marker(n: number): ChangeMarker {
  return {
    kind: 'change',
    op: 'docstring',
    node_id: `node${n}`,
    name: `f${n}`,
    workspace_id: `docstring-node${n}`,
    fingerprint: `${n}`.padStart(16, '0'),
    patch: `--- a/pkg/mod.py\n+++ b/pkg/mod.py\n@@ -${n} +${n} @@\n-x\n+y\n`,
  };
}

/** A comment as the review plan writes it: title, suggestion block, trailer. */
function comment(n: number, lines: string[], range?: [number, number]): ReviewComment {
  const [start, end] = range ?? [n, n];
  return {
    path: 'pkg/<mod>.py',
    line: end,
    side: 'RIGHT',
    ...(start < end ? { start_line: start, start_side: 'RIGHT' as const } : {}),
    body: [
      `**docstring** on \`f${n}\`: adds a docstring`,
      '',
      renderSuggestion(lines),
      trailerOf(marker(n), HEAD),
    ].join('\n'),
  };
}

describe('renderRefusedComment', () => {
  it('shows where, why, the prose, the lines as a plain block and the hint; hands on the marker', () => {
    const { text, markers } = renderRefusedComment({
      comment: comment(1, ['def f1():', '    """Return one."""'], [10, 12]),
      reason: REASON,
    });

    expect(text.split('\n').slice(0, 8)).toEqual([
      '<details>',
      `<summary><b>refused inline</b> · <code>pkg/&lt;mod&gt;.py</code> lines 10–12 — ${REASON}</summary>`,
      '',
      '**docstring** on `f1`: adds a docstring',
      '',
      '```',
      'def f1():',
      '    """Return one."""',
    ]);
    expect(text).not.toContain('suggestion');
    expect(text).toContain('```\n\nAccept it with `/remora accept docstring-node1`.\n</details>');
    expect(text).not.toContain('remora:');
    expect(markers).toEqual([marker(1)]);
  });

  it('keeps a fence longer than the backticks inside, and names a single line', () => {
    const { text } = renderRefusedComment({
      comment: comment(2, ['DOC = """', '```python', 'x', '```', '"""']),
      reason: REASON,
    });

    expect(text).toContain('<code>pkg/&lt;mod&gt;.py</code> line 2 —');
    expect(text).toContain('````\nDOC = """\n```python\nx\n```\n"""\n````\n');
  });

  it('says so when the suggestion deletes the lines', () => {
    const { text } = renderRefusedComment({ comment: comment(3, [], [3, 4]), reason: REASON });

    expect(text).toContain('\n_The suggestion deletes these lines._\n');
    expect(text).not.toContain('```');
  });
});

describe('refusedCommentName', () => {
  it('is the path and the line or range', () => {
    expect(refusedCommentName(comment(5, ['x']))).toBe('pkg/<mod>.py:5');
    expect(refusedCommentName(comment(5, ['x'], [5, 9]))).toBe('pkg/<mod>.py:5-9');
  });
});

describe('addRefusedComments', () => {
  const TEXT = '**Remora** reviewed 5 nodes: 5 suggestions inline, 0 changes below, 0 findings.';
  const BODY = withTrailer(TEXT, { commit_id: HEAD, markers: [REVIEW] });

  it('leaves the body alone when nothing was refused', () => {
    expect(addRefusedComments(BODY, [])).toEqual({ body: BODY, left_out: [] });
  });

  it('adds every refused comment after the body, under one heading, markers in its trailer', () => {
    const refused = [1, 2].map((n) => ({ comment: comment(n, [`x = ${n}`]), reason: REASON }));

    const { body, left_out } = addRefusedComments(BODY, refused);

    expect(left_out).toEqual([]);
    expect(body).toBe(
      withTrailer(
        [
          TEXT,
          '**GitHub refused 2 inline comments** on this commit; here they are instead.',
          renderRefusedComment(refused[0]!).text,
          renderRefusedComment(refused[1]!).text,
        ].join('\n\n'),
        { commit_id: HEAD, markers: [REVIEW, marker(1), marker(2)] },
      ),
    );
    expect(markersOf(body)).toEqual([REVIEW, marker(1), marker(2)]);
    expect(trailerCommit(body)).toBe(HEAD);
  });

  it('stays under the limit: what does not fit is named, and a smaller one after it still fits', () => {
    const fullText = `${TEXT}\n${'x'.repeat(BODY_LIMIT - 3_000)}`;
    const full = withTrailer(fullText, { commit_id: HEAD, markers: [REVIEW] });
    const big = { comment: comment(7, ['y'.repeat(5_000)], [7, 8]), reason: REASON };
    const small = { comment: comment(9, ['z = 9']), reason: REASON };

    const { body, left_out } = addRefusedComments(full, [big, small]);

    expect(left_out).toEqual(['pkg/<mod>.py:7-8']);
    expect(body.length).toBeLessThan(BODY_LIMIT);
    expect(body.startsWith(fullText)).toBe(true);
    expect(body).toContain(renderRefusedComment(small).text);
    expect(body).not.toContain('y'.repeat(5_000));
    expect(body).toContain(
      'Refused inline and left out of this body (see the job summary / report): `pkg/<mod>.py:7-8`.\n<!-- remora:v2 ',
    );
    expect(markersOf(body)).toEqual([REVIEW, marker(9)]);
  });

  it('names them by count when even their names do not fit', () => {
    const fullText = 'x'.repeat(BODY_LIMIT - 1 - 300);
    const full = withTrailer(fullText, { commit_id: HEAD, markers: [REVIEW] });
    const refused = [1, 2, 3].map((n) => ({ comment: comment(n, ['y']), reason: REASON }));

    const { body, left_out } = addRefusedComments(full, refused);

    expect(left_out).toEqual(['pkg/<mod>.py:1', 'pkg/<mod>.py:2', 'pkg/<mod>.py:3']);
    expect(body.length).toBeLessThan(BODY_LIMIT);
    expect(body).toBe(
      withTrailer(
        `${fullText}\n\nRefused inline and left out of this body (see the job summary / report): 3 more.`,
        { commit_id: HEAD, markers: [REVIEW] },
      ),
    );
  });
});
