import type { LineRange } from '../node-lines.js';
import { applyHunks, changeHunks, splitLines, type ChangeHunk } from './change-hunks.js';
import { appendAll } from '../arrays.js';

/** Why a change cannot be a suggestion on the pull request's diff. */
export type UnanchorableReason =
  | 'new file'
  | 'deleted file'
  | 'outside the diff'
  | 'final newline'
  | 'line endings'
  | 'empty file';

/**
 * A suggestion on the head file: committing it replaces head lines
 * `start_line..line` with `lines` (no terminators). `hunks` are the changes
 * it carries; the lines between them are repeated as they are.
 */
export interface InlineSuggestion {
  start_line: number;
  line: number;
  hunks: ChangeHunk[];
  lines: string[];
}

/** A hunk that cannot be posted as a suggestion, and why. */
export interface UnanchoredHunk {
  hunk: ChangeHunk;
  reason: UnanchorableReason;
}

/** One file's change split into suggestions and what has to go elsewhere. */
export interface AnchoredChange {
  anchored: InlineSuggestion[];
  unanchored: UnanchoredHunk[];
}

/**
 * Anchors one op's own change to one file: `head` is the file at the pull
 * request's head (`undefined` for a file the op creates), `after` what the op
 * makes of it, `ranges` the RIGHT-side line ranges GitHub accepts comments on
 * (one per diff hunk). Hunks inside one range become one suggestion.
 */
export function anchorChange(
  head: string | undefined,
  after: string | undefined,
  ranges: readonly LineRange[],
): AnchoredChange {
  if (head === after) return { anchored: [], unanchored: [] };
  const hunks = changeHunks(head ?? '', after ?? '');
  if (head === undefined || after === undefined) {
    const reason = head === undefined ? 'new file' : 'deleted file';
    return { anchored: [], unanchored: hunks.map((hunk) => ({ hunk, reason })) };
  }
  return anchorHunks(head, after.endsWith('\n') || after === '', hunks, ranges);
}

/**
 * Anchors hunks of a change to `head`: each hunk gets its smallest span
 * (an insertion or a deletion takes one unchanged neighbour line along, since
 * GitHub cannot suggest into a gap or suggest nothing), spans that fall in one
 * range are joined into one suggestion, anything else is unanchored.
 * `afterEndsWithNewline` says whether the changed file ends with `\n`.
 */
export function anchorHunks(
  head: string,
  afterEndsWithNewline: boolean,
  hunks: readonly ChangeHunk[],
  ranges: readonly LineRange[],
): AnchoredChange {
  const headLines = splitLines(head);
  const headEndsWithNewline = head.endsWith('\n') || head === '';
  const groups = new Map<number, { span: LineRange; hunks: ChangeHunk[] }>();
  const unanchored: UnanchoredHunk[] = [];
  for (const hunk of hunks) {
    const reachesEnd = hunk.start + hunk.count - 1 >= headLines.length;
    if (reachesEnd && headEndsWithNewline !== afterEndsWithNewline) {
      unanchored.push({ hunk, reason: 'final newline' });
      continue;
    }
    const placed = spanOf(hunk, headLines, ranges);
    if (typeof placed === 'string') {
      unanchored.push({ hunk, reason: placed });
      continue;
    }
    const group = groups.get(placed.range);
    if (!group) groups.set(placed.range, { span: placed.span, hunks: [hunk] });
    else {
      group.span = {
        start: Math.min(group.span.start, placed.span.start),
        end: Math.max(group.span.end, placed.span.end),
      };
      group.hunks.push(hunk);
    }
  }
  const anchored = [...groups.values()].map(({ span, hunks: carried }) =>
    suggestionFor(headLines, span, carried),
  );
  return { anchored, unanchored };
}

/** The suggestion replacing head lines `span` with the given hunks applied. */
export function suggestionFor(
  headLines: readonly string[],
  span: LineRange,
  hunks: readonly ChangeHunk[],
): InlineSuggestion {
  const lines = applyHunks(headLines, span.start, span.end, hunks).map(stripTerminator);
  return { start_line: span.start, line: span.end, hunks: [...hunks], lines };
}

/** Which range, if any, holds every line of `span`. */
export function rangeIndexOf(span: LineRange, ranges: readonly LineRange[]): number {
  return ranges.findIndex((range) => range.start <= span.start && span.end <= range.end);
}

/**
 * The head file after committing suggestions the way GitHub does: each
 * replaces its lines, every suggested line ends with `\n` except where the
 * replaced lines ended the file without one.
 */
export function applySuggestions(
  head: string,
  suggestions: readonly Pick<InlineSuggestion, 'start_line' | 'line' | 'lines'>[],
): string {
  const headLines = splitLines(head);
  const out: string[] = [];
  let next = 1;
  for (const s of [...suggestions].sort((a, b) => a.start_line - b.start_line)) {
    if (s.start_line < next) throw new Error(`suggestions overlap at line ${s.start_line}`);
    appendAll(out, headLines.slice(next - 1, s.start_line - 1));
    const endsFile = s.line === headLines.length && !head.endsWith('\n');
    out.push(
      s.lines
        .map((line, i) => (endsFile && i === s.lines.length - 1 ? line : `${line}\n`))
        .join(''),
    );
    next = s.line + 1;
  }
  appendAll(out, headLines.slice(next - 1));
  return out.join('');
}

function stripTerminator(line: string): string {
  return line.endsWith('\n') ? line.slice(0, -1) : line;
}

// Candidate spans, best first: the hunk's own lines, else neighbours taken along.
function candidateSpans(hunk: ChangeHunk, lineCount: number): LineRange[] {
  const last = hunk.start + hunk.count - 1;
  const spans: LineRange[] = [];
  if (hunk.count > 0) spans.push({ start: hunk.start, end: last });
  if (hunk.start > 1) spans.push({ start: hunk.start - 1, end: Math.max(last, hunk.start - 1) });
  if (last + 1 <= lineCount) spans.push({ start: hunk.start, end: last + 1 });
  if (hunk.start > 1 && last + 1 <= lineCount) spans.push({ start: hunk.start - 1, end: last + 1 });
  return spans;
}

// GitHub cannot suggest nothing, and reads a lone empty line as nothing.
function suggestsNothing(lines: readonly string[]): boolean {
  return lines.length === 0 || (lines.length === 1 && (lines[0] === '\n' || lines[0] === ''));
}

function spanOf(
  hunk: ChangeHunk,
  headLines: readonly string[],
  ranges: readonly LineRange[],
): { span: LineRange; range: number } | UnanchorableReason {
  const spans = candidateSpans(hunk, headLines.length);
  if (spans.length === 0) return 'empty file';
  for (const span of spans) {
    const range = rangeIndexOf(span, ranges);
    if (range < 0) continue;
    const lines = applyHunks(headLines, span.start, span.end, [hunk]);
    if (suggestsNothing(lines)) continue;
    if ([...headLines.slice(span.start - 1, span.end), ...lines].some((l) => l.includes('\r')))
      return 'line endings';
    return { span, range };
  }
  return 'outside the diff';
}
