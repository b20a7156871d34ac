import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import {
  extractMarkers,
  fingerprint,
  parseMarkers,
  readMarkers,
  renderMarker,
  type ChangeMarker,
} from '../../../src/core/publish/markers.js';
import { caught } from '../../support/caught.js';

const PATCH = [
  'diff --git a/shop/orders.py b/shop/orders.py',
  '--- a/shop/orders.py',
  '+++ b/shop/orders.py',
  '@@ -1,2 +1,2 @@',
  ' def f():',
  '-    return x == None',
  '+    return x is None',
  '',
].join('\n');

const MARKER: ChangeMarker = {
  kind: 'change',
  op: 'lint',
  node_id: '0123456789abcdef',
  workspace_id: 'lint-0123456789abcdef',
  fingerprint: fingerprint('shop/orders.py', 'f', 'lint', '    return x is None'),
  patch: PATCH,
};

describe('review markers', () => {
  it('round-trips a change marker hidden in a comment', () => {
    const body = `**lint** fixed it\n\n${renderMarker(MARKER)}\n`;
    expect(body).toMatch(/^[\s\S]*<!-- remora:v1 \{[^>]*\} -->\n$/);
    expect(parseMarkers(body)).toEqual([MARKER]);
  });

  it('compresses the patch', () => {
    const big = { ...MARKER, patch: PATCH.repeat(50) };
    expect(renderMarker(big).length).toBeLessThan(big.patch.length / 4);
  });

  it('reads several markers and the review marker', () => {
    const review = { kind: 'review' as const, commit_id: 'a'.repeat(40), fingerprints: ['x', 'y'] };
    const text = `${renderMarker(review)}\n<details>${renderMarker(MARKER)}</details>`;
    expect(parseMarkers(text)).toEqual([review, MARKER]);
  });

  it('never lets a patch close the HTML comment early', () => {
    const marker = { ...MARKER, workspace_id: 'lint-x-->y' };
    const text = renderMarker(marker);
    expect(text.indexOf('-->')).toBe(text.length - 3);
    expect(parseMarkers(text)).toEqual([marker]);
  });

  it('rejects a marker whose fields were edited, with PUB_001', () => {
    const text = renderMarker(MARKER).replace('lint-0123456789abcdef', 'lint-fedcba9876543210');
    const error = caught(() => parseMarkers(text));
    expect(error).toBeInstanceOf(RemoraError);
    expect((error as RemoraError).code).toBe('PUB_001');
    expect((error as RemoraError).message).toMatch(/integrity check/);
  });

  it('rejects a marker whose patch was replaced', () => {
    const other = renderMarker({ ...MARKER, patch: PATCH.replace('is None', 'is not None') });
    const payload = (text: string) => JSON.parse(text.slice(15, -4)) as { patch: string };
    const forged = renderMarker(MARKER).replace(
      payload(renderMarker(MARKER)).patch,
      payload(other).patch,
    );
    expect((caught(() => parseMarkers(forged)) as RemoraError).code).toBe('PUB_001');
  });

  it('rejects a cut or malformed marker', () => {
    const text = renderMarker(MARKER);
    expect((caught(() => parseMarkers(text.slice(0, -10))) as RemoraError).code).toBe('PUB_001');
    expect(
      (caught(() => parseMarkers('<!-- remora:v1 {"kind":"change"} -->')) as RemoraError).code,
    ).toBe('PUB_001');
  });

  it('reads past an edited marker: its neighbours are kept, it is a problem', () => {
    const other = { ...MARKER, workspace_id: 'docstring-0123456789abcdef' };
    const edited = renderMarker(MARKER).replace('lint-0123', 'lint-9999');
    const { markers, problems } = readMarkers(
      `${renderMarker(other)}\n${edited}\n${renderMarker(MARKER)}`,
    );
    expect(markers).toEqual([other, MARKER]);
    expect(problems.map((p) => [p.code, p.message])).toEqual([
      ['PUB_001', expect.stringMatching(/^remora marker 2 of this text fails its integrity check/)],
    ]);
    expect(caught(() => parseMarkers(edited)).code).toBe('PUB_001');
  });

  it('reports a cut marker at the end as a problem', () => {
    const { markers, problems } = readMarkers(
      `${renderMarker(MARKER)}\n${renderMarker(MARKER).slice(0, -10)}`,
    );
    expect(markers).toEqual([MARKER]);
    expect(problems.map((p) => p.message)).toEqual([
      'remora marker 2 of this text is not closed: it was cut',
    ]);
  });

  it('finds nothing in text without markers', () => {
    expect(parseMarkers('plain <!-- other --> comment')).toEqual([]);
  });
});

describe('fingerprint', () => {
  it('depends on path, node, op and content, and is short hex', () => {
    const base = fingerprint('a.py', 'f', 'lint', 'x');
    expect(base).toMatch(/^[0-9a-f]{16}$/);
    expect(fingerprint('a.py', 'f', 'lint', 'x')).toBe(base);
    for (const other of [
      fingerprint('b.py', 'f', 'lint', 'x'),
      fingerprint('a.py', 'g', 'lint', 'x'),
      fingerprint('a.py', 'f', 'docstring', 'x'),
      fingerprint('a.py', 'f', 'lint', 'y'),
    ])
      expect(other).not.toBe(base);
  });
});

describe('extractMarkers', () => {
  it('takes every closed marker out exactly as written and leaves an unclosed one', () => {
    const review = renderMarker({ kind: 'review', commit_id: 'abc', fingerprints: ['f1'] });
    const text = `before\n${review}\nmiddle ${review} after <!-- remora:v1 {"cut`;

    expect(extractMarkers(text)).toEqual({
      text: 'before\n\nmiddle  after <!-- remora:v1 {"cut',
      markers: [review, review],
    });
  });
});
