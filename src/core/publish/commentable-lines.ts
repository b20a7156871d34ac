import type { FileDiff } from '../diff/types.js';
import type { LineRange } from '../node-lines.js';

/**
 * The RIGHT-side lines GitHub takes review comments on, per head path: each
 * diff hunk's new-side lines (added and context), one range per hunk, since a
 * multi-line comment cannot span two hunks. Deleted files have none.
 */
export function commentableRanges(files: readonly FileDiff[]): Map<string, LineRange[]> {
  const ranges = new Map<string, LineRange[]>();
  for (const file of files) {
    if (file.status === 'deleted' || file.binary) continue;
    const own = file.hunks
      .filter((hunk) => hunk.newLines > 0)
      .map((hunk) => ({ start: hunk.newStart, end: hunk.newStart + hunk.newLines - 1 }));
    ranges.set(file.path, own);
  }
  return ranges;
}
