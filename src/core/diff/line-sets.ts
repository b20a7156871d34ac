import type { DeletionPoint, FileDiff, LineRange } from './types.js';

/**
 * New-side line numbers a review comment can anchor to on the RIGHT side:
 * every added and context line of every hunk, ascending.
 */
export function anchorableLines(file: FileDiff): number[] {
  const lines: number[] = [];
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) if (line.newLine !== null) lines.push(line.newLine);
  }
  return lines;
}

/** New-side line numbers of added lines, ascending; `skipBlank` leaves out whitespace-only lines. */
export function addedLines(file: FileDiff, options: { skipBlank?: boolean } = {}): number[] {
  const lines: number[] = [];
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind !== 'added' || line.newLine === null) continue;
      if (options.skipBlank && isBlank(line.text)) continue;
      lines.push(line.newLine);
    }
  }
  return lines;
}

/** True for a line of nothing but white space. */
export function isBlank(text: string): boolean {
  return text.trim() === '';
}

/**
 * Each run of consecutive deleted lines, placed on the new side (see
 * {@link DeletionPoint}). A run is `replaced` when the change block it belongs
 * to (the lines between two context lines) also adds lines.
 */
export function deletionPoints(file: FileDiff): DeletionPoint[] {
  const points: DeletionPoint[] = [];
  for (const hunk of file.hunks) {
    // An empty new side's start already names the line before the gap.
    let lastNew = hunk.newLines === 0 ? hunk.newStart : hunk.newStart - 1;
    let run: DeletionPoint | null = null;
    let block: DeletionPoint[] = [];
    let blockAdds = false;
    const closeBlock = (): void => {
      for (const point of block) point.replaced = blockAdds;
      block = [];
      blockAdds = false;
    };
    for (const line of hunk.lines) {
      if (line.kind === 'deleted' && line.oldLine !== null) {
        if (!run) {
          run = { afterLine: lastNew, oldLines: [], texts: [], replaced: false };
          points.push(run);
          block.push(run);
        }
        run.oldLines.push(line.oldLine);
        run.texts.push(line.text);
        continue;
      }
      run = null;
      if (line.kind === 'context') closeBlock();
      else blockAdds = true;
      if (line.newLine !== null) lastNew = line.newLine;
    }
    closeBlock();
  }
  return points;
}

/** Groups line numbers (any order, duplicates allowed) into ascending runs of consecutive lines. */
export function toRanges(lines: Iterable<number>): LineRange[] {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const ranges: LineRange[] = [];
  for (const line of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && line === last.end + 1) last.end = line;
    else ranges.push({ start: line, end: line });
  }
  return ranges;
}
