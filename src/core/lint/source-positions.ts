import type { Position } from './types.js';

// Ruff counts `\r\n`, `\r` and `\n` as line ends; so must every offset computed from its positions.
const LINE_BREAK = /\r\n|\r|\n/g;

/** Offsets (UTF-16) at which each line of `source` starts; index 0 is line 1. */
export function lineStarts(source: string): number[] {
  const starts = [0];
  for (const match of source.matchAll(LINE_BREAK)) starts.push(match.index + match[0].length);
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

/** How many line breaks `text` holds. */
export function countLineBreaks(text: string): number {
  return text.match(LINE_BREAK)?.length ?? 0;
}

/** Orders positions: by line, then column. */
export function comparePositions(a: Position, b: Position): number {
  return a.line - b.line || a.column - b.column;
}
