/** A half-open span of UTF-16 offsets. */
export interface Span {
  start: number;
  end: number;
}

/** Where a Python source keeps its comments and its string literals. */
export interface Lexemes {
  /** `#` to the last non-blank character of its line, outside strings. */
  comments: Span[];
  /** From the opening quote to just past the closing one. */
  strings: Span[];
}

/**
 * Finds comments and string literals well enough to judge a fix's safety: it
 * knows triple quotes, escapes and line continuations. Python 3.12 f-strings
 * that reuse their own quote inside a replacement field are not understood;
 * the scan then sees two strings, which only makes the safety checks stricter
 * or looser around that one literal.
 */
export function scanLexemes(source: string): Lexemes {
  const comments: Span[] = [];
  const strings: Span[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    if (char === '#') {
      const end = lineEnd(source, i);
      // Trailing whitespace is not part of the comment: removing it (W291) keeps the comment.
      comments.push({ start: i, end: i + source.slice(i, end).trimEnd().length });
      i = end;
    } else if (char === '"' || char === "'") {
      const end = stringEnd(source, i);
      strings.push({ start: i, end });
      i = end;
    } else {
      i += 1;
    }
  }
  return { comments, strings };
}

function lineEnd(source: string, from: number): number {
  const match = /[\r\n]/.exec(source.slice(from));
  return match ? from + match.index : source.length;
}

function stringEnd(source: string, open: number): number {
  const quote = source[open] ?? '"';
  const triple = source.startsWith(quote.repeat(3), open);
  const closing = triple ? quote.repeat(3) : quote;
  let i = open + closing.length;
  while (i < source.length) {
    const char = source[i];
    if (char === '\\') {
      i += 2;
    } else if (source.startsWith(closing, i)) {
      return i + closing.length;
    } else if (!triple && (char === '\n' || char === '\r')) {
      // An unterminated single-quoted string ends at the line end, as in the tokenizer.
      return i;
    } else {
      i += 1;
    }
  }
  return source.length;
}
