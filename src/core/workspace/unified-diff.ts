import { structuredPatch } from 'diff';
import { appendAll } from '../arrays.js';

/** One file's content before and after; `undefined` means the file is absent. */
export interface FileVersions {
  path: string;
  before: string | undefined;
  after: string | undefined;
}

const CONTEXT_LINES = 3;

const SIMPLE_ESCAPES: Record<number, string> = {
  7: 'a',
  8: 'b',
  9: 't',
  10: 'n',
  11: 'v',
  12: 'f',
  13: 'r',
  34: '"',
  92: '\\',
};

const encoder = new TextEncoder();

/**
 * A path as git writes it with the default `core.quotePath`: bare when plain,
 * otherwise a C string with octal escapes for control and non-ASCII bytes, so
 * the diff parser (`core/diff/paths.ts`) reads back the same path.
 */
export function quoteDiffPath(path: string): string {
  const bytes = encoder.encode(path);
  const plain = bytes.every((b) => b >= 0x20 && b < 0x7f && b !== 34 && b !== 92);
  if (plain) return path;
  let quoted = '"';
  for (const byte of bytes) {
    const simple = SIMPLE_ESCAPES[byte];
    if (simple !== undefined) quoted += `\\${simple}`;
    else if (byte < 0x20 || byte >= 0x7f) quoted += `\\${byte.toString(8).padStart(3, '0')}`;
    else quoted += String.fromCharCode(byte);
  }
  return `${quoted}"`;
}

// Git leaves out the count when it is 1, and an empty side starts at the line before.
function range(start: number, count: number): string {
  if (count === 1) return `${start}`;
  return `${count === 0 ? start - 1 : start},${count}`;
}

function fileHeader(file: FileVersions): string[] {
  const lines = [
    `diff --git ${quoteDiffPath(`a/${file.path}`)} ${quoteDiffPath(`b/${file.path}`)}`,
  ];
  // Workspaces hold text, not modes: a new file is a plain file, as git would make it.
  if (file.before === undefined) lines.push('new file mode 100644');
  if (file.after === undefined) lines.push('deleted file mode 100644');
  return lines;
}

/**
 * The git-style section of one file (`diff --git a/… b/…`, `--- /dev/null` for
 * an added file, three lines of context), or '' when the versions are equal.
 * Like git, a section whose file is empty on both sides has no `---`/`+++` lines.
 */
export function formatFileDiff(file: FileVersions): string {
  if (file.before === file.after) return '';
  const oldName = file.before === undefined ? '/dev/null' : quoteDiffPath(`a/${file.path}`);
  const newName = file.after === undefined ? '/dev/null' : quoteDiffPath(`b/${file.path}`);
  const middle = changedMiddle(file.before ?? '', file.after ?? '');
  const patch = structuredPatch(oldName, newName, middle.before, middle.after, '', '', {
    context: CONTEXT_LINES,
  });
  const lines = fileHeader(file);
  if (patch.hunks.length > 0) lines.push(`--- ${oldName}`, `+++ ${newName}`);
  for (const hunk of patch.hunks) {
    const oldStart = hunk.oldStart + middle.skipped;
    const newStart = hunk.newStart + middle.skipped;
    lines.push(`@@ -${range(oldStart, hunk.oldLines)} +${range(newStart, hunk.newLines)} @@`);
    appendAll(lines, hunk.lines);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The part of two versions the diff has to look at: the lines between their
 * common head and common tail, with the context lines around them, and how
 * many lines of the head were left out. A fix in a function of a module of
 * 20,000 lines is diffed in the lines around it, not the whole module twice.
 */
function changedMiddle(
  before: string,
  after: string,
): { before: string; after: string; skipped: number } {
  let same = 0;
  const shorter = Math.min(before.length, after.length);
  while (same < shorter && before.charCodeAt(same) === after.charCodeAt(same)) same += 1;
  // Whole lines in common at the head: those ending before the first difference.
  const headLines: number[] = [];
  for (let at = before.indexOf('\n'); at !== -1 && at < same; at = before.indexOf('\n', at + 1))
    headLines.push(at + 1);
  let tail = 0;
  const room = shorter - (headLines.at(-1) ?? 0);
  while (
    tail < room &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail += 1;
  // The tail's whole lines start after a line break both versions have at the same place.
  let tailStart = before.length - tail;
  while (
    tailStart < before.length &&
    !(
      before.charCodeAt(tailStart - 1) === 10 &&
      after.charCodeAt(tailStart - 1 - before.length + after.length) === 10
    )
  ) {
    const next = before.indexOf('\n', tailStart);
    tailStart = next === -1 ? before.length : next + 1;
  }
  const keptHead = Math.max(0, headLines.length - CONTEXT_LINES);
  const from = keptHead === 0 ? 0 : (headLines[keptHead - 1] as number);
  let to = tailStart;
  for (let k = 0; k < CONTEXT_LINES && to < before.length; k += 1) {
    const next = before.indexOf('\n', to);
    to = next === -1 ? before.length : next + 1;
  }
  const afterTo = to - before.length + after.length;
  return { before: before.slice(from, to), after: after.slice(from, afterTo), skipped: keptHead };
}

/** A multi-file git-style unified diff of the given files, in the given order; '' when none differ. */
export function formatUnifiedDiff(files: readonly FileVersions[]): string {
  return files.map(formatFileDiff).join('');
}
