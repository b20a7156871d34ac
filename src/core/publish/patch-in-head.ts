import { splitDiffLines } from '../diff/hunks.js';
import type { DiffLine, FileDiff, Hunk } from '../diff/index.js';

/** A file's text at the head; `undefined` when the file does not exist there. */
export type HeadFile = (path: string) => string | undefined;

/**
 * Whether a workspace's suggested result is now in the head, wherever its
 * lines moved to: a new file is there with exactly that content, a deleted
 * file is gone, and each hunk of a changed file has its after side (context
 * and added lines) as one contiguous block of the head file, with the lines
 * it deletes gone from between and around them.
 */
export function patchInHead(files: readonly FileDiff[], headFile: HeadFile): boolean {
  return files.length > 0 && files.every((file) => fileInHead(file, headFile(file.path)));
}

function fileInHead(file: FileDiff, head: string | undefined): boolean {
  if (file.status === 'deleted') return head === undefined;
  if (head === undefined) return false;
  const lines = splitDiffLines(head);
  if (file.status === 'added') return wholeFileIs(file, head, lines);
  return file.hunks.every((hunk) => hunkInHead(hunk, lines));
}

// The diff parser keeps a line's text without its `\r`, so both sides are compared as lines.
function wholeFileIs(file: FileDiff, head: string, lines: readonly string[]): boolean {
  const added = file.hunks.flatMap((hunk) => hunk.lines).filter((line) => line.kind === 'added');
  if (added.length === 0) return head === '';
  const expected = added.map((line) => line.text);
  const endsWithNewline = !(added[added.length - 1] as DiffLine).noNewlineAtEnd;
  return (
    expected.length === lines.length &&
    sameLines(expected, lines, 0) &&
    head.endsWith('\n') === endsWithNewline
  );
}

/**
 * The hunk's after side is a block of the head, and the deleted lines at its
 * edges (which no context pins down) do not sit right beside that block.
 */
function hunkInHead(hunk: Hunk, lines: readonly string[]): boolean {
  const block = hunk.lines.filter((line) => line.kind !== 'deleted').map((line) => line.text);
  // With nothing left, the suggestion emptied the file: no other place fits.
  if (block.length === 0) return lines.length === 0;
  const before = edgeDeletions(hunk.lines);
  const after = edgeDeletions([...hunk.lines].reverse()).reverse();
  for (let at = 0; at + block.length <= lines.length; at += 1) {
    if (!sameLines(block, lines, at)) continue;
    const end = at + block.length;
    const stillBefore = before.length > 0 && sameLines(before, lines, at - before.length);
    const stillAfter = after.length > 0 && sameLines(after, lines, end);
    if (!stillBefore && !stillAfter) return true;
  }
  return false;
}

/** The deleted lines at the start of a hunk, before its first context or added line. */
function edgeDeletions(lines: readonly DiffLine[]): string[] {
  const edge: string[] = [];
  for (const line of lines) {
    if (line.kind !== 'deleted') break;
    edge.push(line.text);
  }
  return edge;
}

function sameLines(expected: readonly string[], lines: readonly string[], at: number): boolean {
  if (at < 0 || at + expected.length > lines.length) return false;
  return expected.every((text, i) => lines[at + i] === text);
}
