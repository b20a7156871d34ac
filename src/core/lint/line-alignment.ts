import type { LineRange } from '../node-lines.js';

// Above this many cells the changed middle is treated as one replaced block rather than aligned.
const MAX_ALIGNED_CELLS = 4_000_000;

/** How the lines of one text correspond to the lines of an edited version of it. */
export interface LineAlignment {
  /** Where the lines of `before` stand in `after`: undefined when they were all removed. */
  toAfter(range: LineRange): LineRange | undefined;
  /** The lines of `before` an `after` line came from (a line an edit inserted: the line above). */
  toBefore(line: number): LineRange;
}

/**
 * Aligns two versions of a text line by line: the common head and tail, and
 * in between the longest common subsequence of lines. A line an edit changed
 * corresponds to the lines between its unchanged neighbours, line for line
 * where both sides have as many there (edits within lines). Edits made by a
 * fix stay inside one node, so the part aligned line by line is small.
 */
export function alignLines(before: string, after: string): LineAlignment {
  const a = linesOf(before);
  const b = linesOf(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  // The common head and tail correspond line for line, by arithmetic; only the middle's
  // matched 0-based line indexes [before, after] are listed, in order, between the
  // last head line and the first tail line (or sentinels).
  const middle: (readonly [number, number])[] = [[head - 1, head - 1]];
  for (const [i, j] of matchMiddle(a.slice(head, a.length - tail), b.slice(head, b.length - tail)))
    middle.push([i + head, j + head]);
  middle.push([a.length - tail, b.length - tail]);
  const lengths = [a.length, b.length] as const;

  /** The lines of the other side between the matched neighbours of an unmatched line. */
  const counterpart = (index: number, side: 0 | 1): [number, number] => {
    const other = side === 0 ? 1 : 0;
    if (index < head) return [index, index];
    const fromEnd = lengths[side] - index;
    if (fromEnd <= tail) return [lengths[other] - fromEnd, lengths[other] - fromEnd];
    const exact = middle.find((pair) => pair[side] === index);
    if (exact) return [exact[other], exact[other]];
    const next = middle.findIndex((pair) => pair[side] > index);
    const previous = middle[next - 1] ?? [-1, -1];
    const following = middle[next] ?? [a.length, b.length];
    // As many lines on both sides: each was edited in place (a fix within lines), line for line.
    if (following[side] - previous[side] === following[other] - previous[other]) {
      const same = previous[other] + (index - previous[side]);
      return [same, same];
    }
    return [previous[other] + 1, following[other] - 1];
  };
  return {
    toAfter(range) {
      let start = Infinity;
      let end = -Infinity;
      for (let i = range.start - 1; i <= range.end - 1; i += 1) {
        const [from, to] = counterpart(i, 0);
        if (to < from) continue;
        start = Math.min(start, from);
        end = Math.max(end, to);
      }
      return end >= start ? { start: start + 1, end: end + 1 } : undefined;
    },
    toBefore(line) {
      const [from, to] = counterpart(line - 1, 1);
      // A line an edit inserted belongs to the line above it.
      if (to < from) return { start: Math.max(1, from), end: Math.max(1, from) };
      return { start: from + 1, end: to + 1 };
    },
  };
}

// The lines of the texts aligned last: a tool's checks align one file's versions again and again.
const split = new Map<string, readonly string[]>();

function linesOf(text: string): readonly string[] {
  let lines = split.get(text);
  if (!lines) {
    lines = text.split('\n');
    split.set(text, lines);
    if (split.size > 4) split.delete(split.keys().next().value as string);
  }
  return lines;
}

/** The longest common subsequence of two line lists, as index pairs in order. */
function matchMiddle(a: readonly string[], b: readonly string[]): [number, number][] {
  if (a.length === 0 || b.length === 0 || a.length * b.length > MAX_ALIGNED_CELLS) return [];
  const width = b.length + 1;
  const lengths = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i -= 1)
    for (let j = b.length - 1; j >= 0; j -= 1)
      lengths[i * width + j] =
        a[i] === b[j]
          ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) i += 1;
    else j += 1;
  }
  return pairs;
}
