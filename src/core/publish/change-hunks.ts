import { diffArrays } from 'diff';
import { appendAll } from '../arrays.js';

/**
 * One block of changed lines between two versions of a file, in the old
 * (head) version's coordinates: head lines `start..start+count-1` become
 * `lines`. A pure insertion has `count` 0 and goes before head line `start`.
 * Lines keep their terminators, so a change to the final newline is a change
 * like any other.
 */
export interface ChangeHunk {
  start: number;
  count: number;
  lines: string[];
}

/** A text's lines, each with its `\n` (the last one may lack it). */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The blocks of lines that differ from `before` to `after`, in order, with no context. */
export function changeHunks(before: string, after: string): ChangeHunk[] {
  const hunks: ChangeHunk[] = [];
  let line = 1;
  let open: ChangeHunk | undefined;
  for (const part of diffArrays(splitLines(before), splitLines(after))) {
    if (!part.added && !part.removed) {
      open = undefined;
      line += part.value.length;
      continue;
    }
    if (!open) {
      open = { start: line, count: 0, lines: [] };
      hunks.push(open);
    }
    if (part.removed) {
      open.count += part.value.length;
      line += part.value.length;
    } else appendAll(open.lines, part.value);
  }
  return hunks;
}

/**
 * Head lines `from..to` (1-based, inclusive) with the given hunks applied.
 * Every hunk must lie inside the span; an insertion may sit just after it.
 */
export function applyHunks(
  headLines: readonly string[],
  from: number,
  to: number,
  hunks: readonly ChangeHunk[],
): string[] {
  const out: string[] = [];
  let next = from;
  for (const hunk of [...hunks].sort((a, b) => a.start - b.start)) {
    if (hunk.start < next || hunk.start + hunk.count - 1 > to)
      throw new Error(`hunk at line ${hunk.start} lies outside lines ${from}-${to}`);
    appendAll(out, headLines.slice(next - 1, hunk.start - 1));
    appendAll(out, hunk.lines);
    next = hunk.start + hunk.count;
  }
  appendAll(out, headLines.slice(next - 1, to));
  return out;
}

/** The whole text with every hunk applied. */
export function applyHunksToText(text: string, hunks: readonly ChangeHunk[]): string {
  const lines = splitLines(text);
  return applyHunks(lines, 1, lines.length, hunks).join('');
}

/**
 * A hunk's place as an interval of gaps between head lines (gap g sits after
 * line g): a replacement of lines a..b covers gaps a-1..b, an insertion before
 * line a is the single gap a-1.
 */
export function gapInterval(hunk: Pick<ChangeHunk, 'start' | 'count'>): [number, number] {
  return [hunk.start - 1, hunk.start - 1 + hunk.count];
}

/** Whether two closed gap intervals share a gap. */
export function intervalsMeet(a: [number, number], b: [number, number]): boolean {
  return a[0] <= b[1] && b[0] <= a[1];
}

/**
 * Carries a gap interval of a derived version back to the version it was
 * derived from, through the hunks that derived it: a gap in unchanged lines
 * moves by the lines inserted or removed before it; a gap inside a hunk's new
 * lines widens to the whole hunk.
 */
export function mapGapsBack(
  interval: [number, number],
  through: readonly ChangeHunk[],
): [number, number] {
  return [mapGap(interval[0], through, 'low'), mapGap(interval[1], through, 'high')];
}

function mapGap(gap: number, through: readonly ChangeHunk[], side: 'low' | 'high'): number {
  let shift = 0;
  for (const hunk of through) {
    const before = hunk.start - 1 + shift;
    const after = before + hunk.lines.length;
    const oldBefore = hunk.start - 1;
    const oldAfter = oldBefore + hunk.count;
    if (gap < before) break;
    if (gap === before && gap === after) return side === 'low' ? oldBefore : oldAfter;
    if (gap === before) return oldBefore;
    if (gap < after) return side === 'low' ? oldBefore : oldAfter;
    if (gap === after) return oldAfter;
    shift += hunk.lines.length - hunk.count;
  }
  return gap - shift;
}
