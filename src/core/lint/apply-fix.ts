import { RemoraError } from '../errors.js';
import {
  editLines,
  findingsInLines,
  fixStaysInside,
  shiftRanges,
  type LineRange,
  type LineShift,
} from './node-lines.js';
import { countLineBreaks, lineStarts, offsetOf } from './source-positions.js';
import { INVALID_SYNTAX, type LintEdit, type LintFinding, type Linter } from './types.js';

// Each round applies one fix; a node with more findings than this is not being fixed, it is oscillating.
const MAX_FIX_ROUNDS = 100;

/**
 * Applies one finding's fix edits to the source (edits in forward order — one
 * fix may insert and delete at the same offset), returning the new source and
 * the line delta; refuses (RemoraError TOOL_001) a fix whose edits reach
 * outside the allowed ranges, and a finding without a safe fix.
 */
export function applyFix(
  source: string,
  finding: LintFinding,
  allowed: readonly LineRange[],
): { source: string; lineDelta: number } {
  const where = `${finding.code} at line ${finding.start.line}`;
  if (!finding.fix || !finding.fixable)
    throw new RemoraError('TOOL_001', `${where} has no safe fix`);
  if (!fixStaysInside(finding, allowed)) {
    const touched = finding.fix.edits.map((edit) => describeLines(editLines(edit))).join(', ');
    throw new RemoraError(
      'TOOL_001',
      `the fix for ${where} changes line ${touched}, outside the node's lines ${allowed.map(describeLines).join(', ')}`,
    );
  }
  const applied = applyEdits(source, finding.fix.edits, where);
  return {
    source: applied.source,
    lineDelta: applied.shifts.reduce((sum, shift) => sum + shift.delta, 0),
  };
}

/**
 * Ruff's own safe edits for the node's lines applied to a fixpoint: check →
 * apply the first fixable finding that starts on the target lines (the
 * ranges unless given) → re-check, until nothing
 * fixable is left (bounded iterations); ranges are shifted by each fix's line
 * delta so they keep covering the node. Returns the final source, the codes
 * fixed (in order), the findings remaining inside the ranges, and the shifted
 * ranges. Nothing outside the ranges may change: a fix reaching outside them is
 * skipped, and so is one that would turn parsing code into code that does not
 * parse (Ruff's CLI reverts those too).
 */
export async function fixToFixpoint(
  linter: Linter,
  source: string,
  filePath: string,
  ranges: readonly LineRange[],
  targets: readonly LineRange[] = ranges,
): Promise<{ source: string; fixed: string[]; remaining: LintFinding[]; ranges: LineRange[] }> {
  let current = {
    source,
    ranges: [...ranges],
    targets: [...targets],
    all: await linter.check(source, filePath),
  };
  const parsedBefore = !current.all.some((finding) => finding.code === INVALID_SYNTAX);
  const seen = new Set([source]);
  const fixed: string[] = [];
  let skipped = new Set<LintFinding>();
  for (let round = 0; round < MAX_FIX_ROUNDS; round += 1) {
    const inside = findingsInLines(current.all, current.targets);
    const next = inside.find(
      (finding) =>
        finding.fixable && !skipped.has(finding) && fixStaysInside(finding, current.ranges),
    );
    if (!next?.fix) break;
    const applied = applyEdits(
      current.source,
      next.fix.edits,
      `${next.code} at line ${next.start.line}`,
    );
    const all = await linter.check(applied.source, filePath);
    const breaksParse = parsedBefore && all.some((finding) => finding.code === INVALID_SYNTAX);
    if (breaksParse || seen.has(applied.source)) {
      skipped.add(next);
      continue;
    }
    seen.add(applied.source);
    fixed.push(next.code);
    skipped = new Set();
    current = {
      source: applied.source,
      ranges: shiftRanges(current.ranges, applied.shifts),
      targets: shiftRanges(current.targets, applied.shifts),
      all,
    };
  }
  return {
    source: current.source,
    fixed,
    remaining: findingsInLines(current.all, current.targets),
    ranges: current.ranges,
  };
}

function applyEdits(
  source: string,
  edits: readonly LintEdit[],
  where: string,
): { source: string; shifts: LineShift[] } {
  const starts = lineStarts(source);
  // A stable sort keeps Ruff's order for edits at one offset: an insertion stays before the deletion it precedes.
  const located = edits
    .map((edit) => ({
      edit,
      from: offsetOf(starts, source, edit.start),
      to: offsetOf(starts, source, edit.end),
    }))
    .sort((a, b) => a.from - b.from);
  const parts: string[] = [];
  const shifts: LineShift[] = [];
  let cursor = 0;
  for (const { edit, from, to } of located) {
    if (from < cursor || to < from)
      throw new RemoraError('TOOL_001', `the fix for ${where} has overlapping edits`);
    parts.push(source.slice(cursor, from), edit.content);
    shifts.push({
      line: edit.start.line,
      delta: countLineBreaks(edit.content) - countLineBreaks(source.slice(from, to)),
    });
    cursor = to;
  }
  parts.push(source.slice(cursor));
  return { source: parts.join(''), shifts };
}

function describeLines(range: LineRange): string {
  return range.start === range.end ? `${range.start}` : `${range.start}-${range.end}`;
}
