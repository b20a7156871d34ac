/**
 * Path handling for git diff headers. Git writes a path containing special
 * characters (quotes, backslashes, control bytes and, with the default
 * `core.quotePath`, any non-ASCII byte) as a double-quoted C string with
 * octal escapes for the raw UTF-8 bytes.
 */

import { appendAll } from '../arrays.js';

/** The prefixes git puts before the old and new path (`a/` and `b/` by default). */
export interface DiffPrefixes {
  srcPrefix: string;
  dstPrefix: string;
}

const SIMPLE_ESCAPES: Record<string, number> = {
  a: 7,
  b: 8,
  t: 9,
  n: 10,
  v: 11,
  f: 12,
  r: 13,
  '"': 34,
  '\\': 92,
};

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8');

/**
 * Reads a C-quoted string starting at `start` (which must be `"`). Returns the
 * decoded value and the index just past the closing quote, or `null` when the
 * text is not a well-formed quoted string.
 */
export function readQuoted(text: string, start: number): { value: string; end: number } | null {
  if (text[start] !== '"') return null;
  // Escapes encode bytes, not characters: collect bytes and decode once so
  // a multi-byte UTF-8 sequence split across escapes comes out whole.
  const bytes: number[] = [];
  let i = start + 1;
  while (i < text.length) {
    const ch = text[i] as string;
    if (ch === '"') return { value: decoder.decode(Uint8Array.from(bytes)), end: i + 1 };
    if (ch !== '\\') {
      const codePoint = text.codePointAt(i) as number;
      const char = String.fromCodePoint(codePoint);
      appendAll(bytes, encoder.encode(char));
      i += char.length;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) return null;
    const octal = /^[0-7]{3}/.exec(text.slice(i + 1, i + 4));
    if (octal) {
      bytes.push(parseInt(octal[0], 8) & 0xff);
      i += 4;
    } else if (next in SIMPLE_ESCAPES) {
      bytes.push(SIMPLE_ESCAPES[next] as number);
      i += 2;
    } else {
      return null;
    }
  }
  return null;
}

/**
 * A whole header path token, quoted or bare. It ends at a tab: `diff -u`
 * puts a timestamp after one, and git a lone tab when the name has a space.
 */
function readPathToken(token: string): string | null {
  if (token.startsWith('"')) {
    const quoted = readQuoted(token, 0);
    if (!quoted) return null;
    const after = token.slice(quoted.end);
    return after === '' || after.startsWith('\t') ? quoted.value : null;
  }
  const tab = token.indexOf('\t');
  return tab === -1 ? token : token.slice(0, tab);
}

function stripPrefix(path: string, prefix: string): string {
  return prefix !== '' && path.startsWith(prefix) ? path.slice(prefix.length) : path;
}

/**
 * The path of a `--- ` or `+++ ` line (given without that marker), with the
 * prefix removed; `null` for `/dev/null`; `undefined` when unreadable.
 */
export function parseMarkerPath(token: string, prefix: string): string | null | undefined {
  const raw = readPathToken(token);
  if (raw === null) return undefined;
  if (raw === '/dev/null') return null;
  return stripPrefix(raw, prefix);
}

/** The path of a `rename from`, `copy to`, ... line: no prefix, maybe quoted. */
export function parseBarePath(token: string): string | undefined {
  return readPathToken(token) ?? undefined;
}

/**
 * The two paths of a `diff --git <a> <b>` line (given without `diff --git `).
 * Unquoted names with spaces are ambiguous; the line is then read as the same
 * name twice, which holds for every file git does not rename or copy, and the
 * rename/copy headers supply the names for the rest.
 */
export function parseGitHeaderPaths(
  rest: string,
  prefixes: DiffPrefixes,
): { oldPath: string; newPath: string } | null {
  const pair = splitHeaderTokens(rest, prefixes);
  if (!pair) return null;
  return {
    oldPath: stripPrefix(pair[0], prefixes.srcPrefix),
    newPath: stripPrefix(pair[1], prefixes.dstPrefix),
  };
}

function splitHeaderTokens(rest: string, prefixes: DiffPrefixes): [string, string] | null {
  if (rest.startsWith('"')) {
    const first = readQuoted(rest, 0);
    if (!first || rest[first.end] !== ' ') return null;
    const second = readPathToken(rest.slice(first.end + 1));
    return second === null ? null : [first.value, second];
  }
  if (rest.endsWith('"')) {
    // Only the new name needed quoting: find the space that opens it.
    for (let i = rest.indexOf(' "'); i !== -1; i = rest.indexOf(' "', i + 1)) {
      const second = readQuoted(rest, i + 1);
      if (second && second.end === rest.length) return [rest.slice(0, i), second.value];
    }
    return null;
  }
  const mid = (rest.length - 1) / 2;
  if (Number.isInteger(mid) && rest[mid] === ' ') {
    const left = rest.slice(0, mid);
    const right = rest.slice(mid + 1);
    if (stripPrefix(left, prefixes.srcPrefix) === stripPrefix(right, prefixes.dstPrefix)) {
      return [left, right];
    }
  }
  const split = rest.indexOf(prefixes.dstPrefix === '' ? ' ' : ` ${prefixes.dstPrefix}`);
  return split === -1 ? null : [rest.slice(0, split), rest.slice(split + 1)];
}
