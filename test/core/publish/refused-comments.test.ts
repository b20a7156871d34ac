import { describe, expect, it } from 'vitest';
import {
  addRefusedComments,
  BODY_LIMIT,
  parseMarkers,
  refusedCommentName,
  renderMarker,
  renderRefusedComment,
  renderSuggestion,
  type ChangeMarker,
  type ReviewComment,
} from '../../../src/core/publish/index.js';

const REASON = 'GitHub refused it as an inline comment on this commit (HTTP 422)';

function marker(n: number): ChangeMarker {
  return {
    kind: 'change',
    op: 'docstring',
    node_id: `node${n}`,
    workspace_id: `docstring-node${n}`,
    fingerprint: `${n}`.padStart(16, '0'),
    patch: `--- a/pkg/mod.py\n+++ b/pkg/mod.py\n@@ -${n} +${n} @@\n-x\n+y\n`,
  };
}

/** A comment as the review plan writes it: title, suggestion block, hidden marker. */
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
      renderMarker(marker(n)),
    ].join('\n'),
  };
}

describe('renderRefusedComment', () => {
  it('shows where, why, the prose, the lines as a plain block, the hint and the marker', () => {
    const text = renderRefusedComment({
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
    expect(text).toContain(
      '```\n\nAccept it with `/remora accept docstring-node1`.\n<!-- remora:v1 ',
    );
    expect(parseMarkers(text)).toEqual([marker(1)]);
    expect(text.endsWith('-->\n</details>')).toBe(true);
  });

  it('keeps a fence longer than the backticks inside, and names a single line', () => {
    const text = renderRefusedComment({
      comment: comment(2, ['DOC = """', '```python', 'x', '```', '"""']),
      reason: REASON,
    });

    expect(text).toContain('<code>pkg/&lt;mod&gt;.py</code> line 2 —');
    expect(text).toContain('````\nDOC = """\n```python\nx\n```\n"""\n````\n');
  });

  it('says so when the suggestion deletes the lines', () => {
    const text = renderRefusedComment({ comment: comment(3, [], [3, 4]), reason: REASON });

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
  const BODY = '**Remora** reviewed 5 nodes: 5 suggestions inline, 0 changes below, 0 findings.';

  it('leaves the body alone when nothing was refused', () => {
    expect(addRefusedComments(BODY, [])).toEqual({ body: BODY, left_out: [] });
  });

  it('adds every refused comment after the body, under one heading, markers intact', () => {
    const refused = [1, 2].map((n) => ({ comment: comment(n, [`x = ${n}`]), reason: REASON }));

    const { body, left_out } = addRefusedComments(BODY, refused);

    expect(left_out).toEqual([]);
    expect(body).toBe(
      [
        BODY,
        '**GitHub refused 2 inline comments** on this commit; here they are instead.',
        renderRefusedComment(refused[0]!),
        renderRefusedComment(refused[1]!),
      ].join('\n\n'),
    );
    expect(parseMarkers(body)).toEqual([marker(1), marker(2)]);
  });

  it('stays under the limit: what does not fit is named, and a smaller one after it still fits', () => {
    const full = `${BODY}\n${'x'.repeat(BODY_LIMIT - 3_000)}`;
    const big = { comment: comment(7, ['y'.repeat(5_000)], [7, 8]), reason: REASON };
    const small = { comment: comment(9, ['z = 9']), reason: REASON };

    const { body, left_out } = addRefusedComments(full, [big, small]);

    expect(left_out).toEqual(['pkg/<mod>.py:7-8']);
    expect(body.length).toBeLessThan(BODY_LIMIT);
    expect(body.startsWith(full)).toBe(true);
    expect(body).toContain(renderRefusedComment(small));
    expect(body).not.toContain('y'.repeat(5_000));
    expect(
      body.endsWith(
        'Refused inline and left out of this body (see the job summary / report): `pkg/<mod>.py:7-8`.',
      ),
    ).toBe(true);
    expect(parseMarkers(body)).toEqual([marker(9)]);
  });

  it('names them by count when even their names do not fit', () => {
    const full = 'x'.repeat(BODY_LIMIT - 1 - 100);
    const refused = [1, 2, 3].map((n) => ({ comment: comment(n, ['y']), reason: REASON }));

    const { body, left_out } = addRefusedComments(full, refused);

    expect(left_out).toEqual(['pkg/<mod>.py:1', 'pkg/<mod>.py:2', 'pkg/<mod>.py:3']);
    expect(body.length).toBeLessThan(BODY_LIMIT);
    expect(body.slice(full.length)).toBe(
      '\n\nRefused inline and left out of this body (see the job summary / report): 3 more.',
    );
  });
});
