import { inRanges, type LineRange } from '../node-lines.js';
import type { LintEdit, LintFinding } from './types.js';

export type { LineRange } from '../node-lines.js';

/** Findings that START inside the given line ranges, in their given order. */
export function findingsInLines(
  findings: readonly LintFinding[],
  ranges: readonly LineRange[],
): LintFinding[] {
  return findings.filter((finding) => inRanges(finding.start.line, ranges));
}

/**
 * The lines whose text an edit changes. Removing whole lines leaves the line
 * after them intact; an edit that ends at the start of a line but leaves the
 * rest of the text hanging joins that line to the edited one, so it counts.
 * An insertion belongs to the line it is inserted into.
 */
export function editLines(edit: LintEdit): LineRange {
  const endsAtLineStart = edit.end.column === 1 && edit.end.line > edit.start.line;
  const keepsNextLine =
    edit.content === '' ? edit.start.column === 1 : /[\r\n]$/.test(edit.content);
  return {
    start: edit.start.line,
    end: endsAtLineStart && keepsNextLine ? edit.end.line - 1 : edit.end.line,
  };
}

/** True when every edit of the finding's fix changes only lines inside one of the ranges. */
export function fixStaysInside(finding: LintFinding, ranges: readonly LineRange[]): boolean {
  if (!finding.fix) return false;
  return finding.fix.edits.every((edit) => {
    const lines = editLines(edit);
    return ranges.some((range) => lines.start >= range.start && lines.end <= range.end);
  });
}

/** How one applied edit moved the lines after it. */
export interface LineShift {
  /** The first line the edit changed (before it was applied). */
  line: number;
  /** Lines added (positive) or removed (negative). */
  delta: number;
}

/**
 * The ranges after edits inside them were applied: an edit inside a range
 * stretches or shrinks it, an edit before a range moves it. Ranges left with no
 * line at all are dropped.
 */
export function shiftRanges(
  ranges: readonly LineRange[],
  shifts: readonly LineShift[],
): LineRange[] {
  return ranges
    .map((range) => {
      let { start, end } = range;
      for (const shift of shifts) {
        if (shift.line < range.start) {
          start += shift.delta;
          end += shift.delta;
        } else if (shift.line <= range.end) {
          end += shift.delta;
        }
      }
      return { start, end };
    })
    .filter((range) => range.end >= range.start);
}
