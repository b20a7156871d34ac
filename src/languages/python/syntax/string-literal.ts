import { decodePythonEscapes } from './string-escapes.js';

/**
 * Python string literals as text: the one place that knows their prefixes
 * (`r`, `u`, `b`, `f`, `t` and the two-letter forms, in any case), their four
 * quotes and where a body ends. Docstrings, raise messages, annotations,
 * Python values in tests and fixtures, and the line scanners all read
 * literals through it.
 */

/** How a Python string literal opens: its prefix letters and its quote. */
export interface StringOpening {
  /** The prefix letters as written: `''`, `r`, `Rb`, `f`, ... */
  prefix: string;
  /** `"""`, `'''`, `"` or `'`. */
  quote: string;
  /** A raw literal: backslashes are themselves. */
  raw: boolean;
  /** A bytes literal. */
  bytes: boolean;
  /** An f-string or t-string: an expression, never a constant or a docstring. */
  interpolated: boolean;
}

/** A whole Python string literal taken apart. */
export interface StringLiteral extends StringOpening {
  /** The text between the quotes, escapes as written. */
  body: string;
}

// Python's prefixes, in any case: r, u, b, f, t, and br, fr, tr either way round.
const PREFIX = String.raw`(?:[rR][bBfFtT]?|[bBfFtT][rR]?|[uU])?`;
const OPENING = new RegExp(`(${PREFIX})("""|'''|"|')`, 'y');
// Each quote form up to its first closing quote that no backslash escapes;
// a one-quote literal ends at the line's end.
const BODIES: Readonly<Record<string, RegExp>> = {
  '"""': /((?:[^\\]|\\[\s\S])*?)"""/y,
  "'''": /((?:[^\\]|\\[\s\S])*?)'''/y,
  '"': /((?:[^"\\\n]|\\[\s\S])*)"/y,
  "'": /((?:[^'\\\n]|\\[\s\S])*)'/y,
};
const PREFIX_LETTER = /[rRbBuUfFtT]/;
const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** The prefix and quote a string literal at `text[at]` opens with; undefined when none does. */
export function tryStringOpening(
  text: string,
  at = 0,
): (StringOpening & { length: number }) | undefined {
  OPENING.lastIndex = at;
  const match = OPENING.exec(text);
  if (!match) return undefined;
  const prefix = match[1] ?? '';
  const lower = prefix.toLowerCase();
  return {
    prefix,
    quote: match[2] ?? '',
    raw: lower.includes('r'),
    bytes: lower.includes('b'),
    interpolated: lower.includes('f') || lower.includes('t'),
    length: match[0].length,
  };
}

/**
 * The body of a literal opened with `quote`, read from `text[at]` (just
 * after the opening quote) up to the closing quote no backslash escapes, and
 * how many characters that takes with the closing quote; undefined when
 * `text` does not close it (a one-quote literal must close on its line).
 */
export function tryClosingQuote(
  text: string,
  quote: string,
  at = 0,
): { body: string; length: number } | undefined {
  const body = BODIES[quote];
  if (!body) return undefined;
  body.lastIndex = at;
  const match = body.exec(text);
  return match ? { body: match[1] ?? '', length: match[0].length } : undefined;
}

/** The whole string literal at `text[at]`, and how many characters it takes. */
export function tryLeadingStringLiteral(
  text: string,
  at = 0,
): { literal: StringLiteral; length: number } | undefined {
  const opening = tryStringOpening(text, at);
  if (!opening) return undefined;
  const { length, ...open } = opening;
  const closing = tryClosingQuote(text, open.quote, at + length);
  if (!closing) return undefined;
  return { literal: { ...open, body: closing.body }, length: length + closing.length };
}

/** `text` taken apart when it is exactly one string literal (as tree-sitter's `string` nodes are). */
export function tryStringLiteral(text: string): StringLiteral | undefined {
  const leading = tryLeadingStringLiteral(text);
  return leading && leading.length === text.length ? leading.literal : undefined;
}

/**
 * A literal's value as Python evaluates it: a raw body as written, escapes
 * resolved otherwise (in bytes, `\u`, `\U` and `\N{...}` are not escapes).
 * `unresolved` is set when a named character (`\N{...}`) was left as written.
 */
export function stringLiteralValue(literal: StringLiteral): { text: string; unresolved: boolean } {
  if (literal.raw) return { text: literal.body, unresolved: false };
  return decodePythonEscapes(literal.body, { bytes: literal.bytes });
}

/** Source with every complete string literal replaced by `replacement`: code to scan without reading inside strings. */
export function replaceStringLiterals(source: string, replacement: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    // A quote always opens a literal; a prefix letter only where no name goes on before it.
    if (
      char !== '"' &&
      char !== "'" &&
      (!PREFIX_LETTER.test(char) || WORD_CHARACTER.test(source[i - 1] ?? ''))
    )
      continue;
    const leading = tryLeadingStringLiteral(source, i);
    if (!leading) continue;
    out += source.slice(copied, i) + replacement;
    i += leading.length - 1;
    copied = i + 1;
  }
  return out + source.slice(copied);
}
