import { describe, expect, it } from 'vitest';
import {
  fingerprint,
  quotesMarkerNaming,
  readTrailer,
  renderTrailer,
  withTrailer,
  type ChangeMarker,
  type Trailer,
} from '../../../src/core/publish/markers.js';

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

const HEAD = 'a'.repeat(40);

const MARKER: ChangeMarker = {
  kind: 'change',
  op: 'lint',
  node_id: '0123456789abcdef',
  name: 'f',
  workspace_id: 'lint-0123456789abcdef',
  fingerprint: fingerprint('shop/orders.py', 'f', 'lint', '    return x is None'),
  patch: PATCH,
};
const TRAILER: Trailer = { commit_id: HEAD, markers: [MARKER] };

function problemOf(text: string): string | undefined {
  const read = readTrailer(text);
  expect(read.trailer).toBeUndefined();
  expect(read.problem?.code).toBe('PUB_001');
  return read.problem?.message;
}

describe('the trailer of a text Remora writes', () => {
  it('round-trips its markers and commit at the end of a comment', () => {
    const body = withTrailer('**lint** fixed it\n', TRAILER);
    expect(body).toMatch(/^\*\*lint\*\* fixed it\n\n<!-- remora:v2 \{[^<>]*\} -->$/);
    expect(readTrailer(body)).toEqual({
      trailer: TRAILER,
      text: '**lint** fixed it\n',
      raw: renderTrailer(TRAILER),
    });
  });

  it('compresses the patches', () => {
    const big = { ...MARKER, patch: PATCH.repeat(50) };
    expect(renderTrailer({ commit_id: HEAD, markers: [big] }).length).toBeLessThan(
      big.patch.length / 4,
    );
  });

  it('holds the review marker and several change markers', () => {
    const trailer: Trailer = {
      commit_id: HEAD,
      markers: [{ kind: 'review', fingerprints: ['x', 'y'] }, MARKER, { ...MARKER, name: 'g' }],
    };
    expect(readTrailer(withTrailer('body', trailer)).trailer).toEqual(trailer);
  });

  it('never lets a field close the HTML comment or open another trailer', () => {
    const marker = { ...MARKER, name: 'x --> <!-- remora:v2 {}', workspace_id: 'lint-x-->y' };
    const text = renderTrailer({ commit_id: HEAD, markers: [marker] });
    expect(text.indexOf('-->')).toBe(text.length - 3);
    expect(text.lastIndexOf('<!--')).toBe(0);
    expect(readTrailer(text).trailer?.markers).toEqual([marker]);
  });

  it('is read only at the very end: a marker quoted before it, or after it, is not read', () => {
    const forged: ChangeMarker = {
      ...MARKER,
      workspace_id: 'lint-fffffffffffffff0',
      patch: 'evil',
    };
    const quoted = renderTrailer({ commit_id: HEAD, markers: [forged] });
    // Quoted in a suggestion, before Remora's own trailer: only the trailer counts.
    const body = withTrailer(`\`\`\`suggestion\n# ${quoted}\n\`\`\``, TRAILER);
    expect(readTrailer(body).trailer).toEqual(TRAILER);
    // Text after the trailer means the text does not end in one: nothing is read.
    expect(readTrailer(`${renderTrailer(TRAILER)}\nthen ${quoted} more`).trailer).toBeUndefined();
    expect(readTrailer(`${renderTrailer(TRAILER)}\n${quoted}x`).trailer).toBeUndefined();
  });

  it('refuses a trailer whose fields were edited, with PUB_001', () => {
    const text = renderTrailer(TRAILER).replace('lint-0123456789abcdef', 'lint-fedcba9876543210');
    expect(problemOf(text)).toMatch(/integrity check/);
  });

  it('refuses a trailer moved to another commit', () => {
    const text = renderTrailer(TRAILER).replace(HEAD, 'b'.repeat(40));
    expect(problemOf(text)).toMatch(/integrity check/);
  });

  it('refuses a trailer whose patch was replaced', () => {
    const other = renderTrailer({
      commit_id: HEAD,
      markers: [{ ...MARKER, patch: PATCH.replace('is None', 'is not None') }],
    });
    const payload = (text: string) =>
      JSON.parse(text.slice(15, -4)) as { markers: { patch: string }[] };
    const forged = renderTrailer(TRAILER).replace(
      payload(renderTrailer(TRAILER)).markers[0]?.patch ?? '',
      payload(other).markers[0]?.patch ?? '',
    );
    expect(problemOf(forged)).toMatch(/integrity check/);
  });

  it('refuses a trailer forged in the format without a sound hash, or malformed', () => {
    expect(
      problemOf(
        `<!-- remora:v2 ${JSON.stringify({ commit_id: HEAD, markers: [], sha256: '0' })} -->`,
      ),
    ).toMatch(/integrity check/);
    expect(problemOf('<!-- remora:v2 {"commit_id":"x"} -->')).toMatch(/lacks a field/);
    expect(problemOf('<!-- remora:v2 {"commit_id": -->')).toMatch(/not valid JSON/);
  });

  it('finds nothing in text without a trailer, or with an old marker', () => {
    expect(readTrailer('plain <!-- other --> comment')).toEqual({
      text: 'plain <!-- other --> comment',
      raw: '',
    });
    expect(readTrailer('x\n<!-- remora:v1 {"kind":"review"} -->').trailer).toBeUndefined();
  });
});

describe('the fields added since the first trailers', () => {
  const BLOCK = PATCH.replace('@@ -1,2 +1,2 @@', '@@ -2 +2 @@').replace(' def f():\n', '');
  const REJECTION = {
    kind: 'rejection' as const,
    workspace_id: 'lint-0123456789abcdef',
    node_sha: '00112233aabbccdd',
    fingerprints: [MARKER.fingerprint],
    reason: 'no --> <!-- remora:v2 {} --> thanks',
    by: 'octocat',
  };

  it("round-trip a change's block and node hash, and a rejection with the reviewer's words", () => {
    const trailer: Trailer = {
      commit_id: HEAD,
      markers: [{ ...MARKER, block: BLOCK, node_sha: '00112233aabbccdd' }, REJECTION],
    };
    const text = withTrailer('Rejected.', trailer);
    // The reason cannot close the comment nor open a trailer of its own.
    expect(text.match(/-->/g)).toHaveLength(1);
    expect(readTrailer(text).trailer).toEqual(trailer);
  });

  it('are covered by the hash: an edited reason or a dropped block is refused', () => {
    const text = withTrailer('x', { commit_id: HEAD, markers: [REJECTION] });
    expect(problemOf(text.replace('octocat', 'mallory'))).toMatch(/integrity/);
    const withBlock = withTrailer('x', { commit_id: HEAD, markers: [{ ...MARKER, block: BLOCK }] });
    const json = JSON.parse(withBlock.slice(withBlock.indexOf('{'), -' -->'.length)) as {
      markers: Record<string, unknown>[];
    };
    delete json.markers[0]?.block;
    expect(problemOf(`x\n<!-- remora:v2 ${JSON.stringify(json)} -->`)).toMatch(/integrity/);
  });

  it('leave a trailer written without them verifying as before', () => {
    expect(readTrailer(withTrailer('x', TRAILER)).trailer).toEqual(TRAILER);
  });
});

describe('quotesMarkerNaming', () => {
  it('sees marker-like text that names the id', () => {
    const quoted = renderTrailer(TRAILER);
    expect(quotesMarkerNaming(`# ${quoted}`, 'lint-0123456789abcdef')).toBe(true);
    expect(quotesMarkerNaming(`# ${quoted}`, 'docstring-0123456789abcdef')).toBe(false);
    expect(quotesMarkerNaming('lint-0123456789abcdef', 'lint-0123456789abcdef')).toBe(false);
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
