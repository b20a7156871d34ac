import type { Position } from './types.js';

/**
 * Offsets (UTF-16) at which each line of `source` starts; index 0 is line 1.
 * Ruff counts `\r\n`, `\r` and `\n` as line ends; so must every offset
 * computed from its positions. Read character by character: a module of
 * 20,000 lines is scanned again after every fix.
 */
export function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i += 1) {
    const code = source.charCodeAt(i);
    if (code === 10) starts.push(i + 1);
    else if (code === 13) {
      if (source.charCodeAt(i + 1) === 10) i += 1;
      starts.push(i + 1);
    }
  }
  return starts;
}

/**
 * The UTF-16 offset of a 1-based position. Positions past the end (Ruff puts
 * the end of a deleted last line at the start of the line after it) clamp to
 * the end of the text.
 */
export function offsetOf(starts: readonly number[], source: string, position: Position): number {
  const lineStart = starts[position.line - 1];
  if (lineStart === undefined) return source.length;
  return Math.min(lineStart + position.column - 1, source.length);
}

/** How many line breaks (`\r\n`, `\r`, `\n`) `text` holds. */
export function countLineBreaks(text: string): number {
  return lineStarts(text).length - 1;
}

/** Orders positions: by line, then column. */
export function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.column - b.column;
}
