import { RemoraError } from '../errors.js';
import type { DiffLine, DiffLineKind, Hunk } from './types.js';

const HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@(.*)$/;

const KIND_BY_MARKER: Record<string, DiffLineKind> = {
  ' ': 'context',
  '+': 'added',
  '-': 'deleted',
};

/** The `DIFF_001` error for one file, so every parse failure names where it happened. */
export function diffError(filePath: string, message: string): RemoraError {
  return new RemoraError('DIFF_001', `Cannot parse the diff of "${filePath}": ${message}`);
}

/**
 * Splits diff text into lines. Only `\n` ends a line, as in git; one `\r`
 * before it belongs to the terminator (CRLF files, or a diff saved with CRLF)
 * and is dropped, so it never shows up in a line's text.
 */
export function splitDiffLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A line of diff text for an error message: short, and visibly quoted. */
function excerpt(line: string): string {
  return JSON.stringify(line.length > 60 ? `${line.slice(0, 60)}...` : line);
}

/** Reads `@@ -a,b +c,d @@ section`; an omitted count is 1, as in the unified format. */
export function parseHunkHeader(line: string, filePath: string): Omit<Hunk, 'lines'> {
  const match = HUNK_HEADER.exec(line);
  if (!match) throw diffError(filePath, `bad hunk header ${excerpt(line)}`);
  const [, oldStart, oldLines, newStart, newLines, section] = match;
  const hunk = {
    header: line,
    oldStart: Number(oldStart),
    oldLines: oldLines === undefined ? 1 : Number(oldLines),
    newStart: Number(newStart),
    newLines: newLines === undefined ? 1 : Number(newLines),
    section: (section ?? '').replace(/^ /, ''),
  };
  // Line 0 only exists as "before the first line", which only an empty side uses.
  if ((hunk.oldStart === 0 && hunk.oldLines > 0) || (hunk.newStart === 0 && hunk.newLines > 0)) {
    throw diffError(filePath, `hunk ${excerpt(line)} starts at line 0`);
  }
  return hunk;
}

function markNoNewline(hunk: Hunk, filePath: string): void {
  const last = hunk.lines[hunk.lines.length - 1];
  if (!last) throw diffError(filePath, `hunk ${excerpt(hunk.header)} opens with a "\\" marker`);
  last.noNewlineAtEnd = true;
}

/**
 * Reads the hunk whose header is `lines[start]`, consuming exactly the
 * number of lines its header declares plus any `\ No newline at end of
 * file` markers, which are not lines of the file.
 */
export function readHunk(
  lines: readonly string[],
  start: number,
  filePath: string,
): { hunk: Hunk; next: number } {
  const hunk: Hunk = { ...parseHunkHeader(lines[start] as string, filePath), lines: [] };
  let oldLeft = hunk.oldLines;
  let newLeft = hunk.newLines;
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  let i = start + 1;
  const mismatch = (found: string): RemoraError =>
    diffError(
      filePath,
      `hunk ${excerpt(hunk.header)} declares ${hunk.oldLines} old and ${hunk.newLines} new ` +
        `lines, but ${oldLeft} old and ${newLeft} new were still due at diff line ${i + 1} (${found})`,
    );
  while (oldLeft > 0 || newLeft > 0) {
    const raw = lines[i];
    if (raw === undefined) throw mismatch('end of input');
    if (raw.startsWith('\\')) {
      markNoNewline(hunk, filePath);
      i += 1;
      continue;
    }
    // An empty line is a context line whose lone space was trimmed away by
    // an editor or a mail client; accepting it costs nothing.
    const kind = KIND_BY_MARKER[raw === '' ? ' ' : (raw[0] as string)];
    if (!kind || (kind !== 'added' && oldLeft === 0) || (kind !== 'deleted' && newLeft === 0)) {
      throw mismatch(excerpt(raw));
    }
    const line: DiffLine = {
      kind,
      text: raw.slice(1),
      oldLine: kind === 'added' ? null : oldLine++,
      newLine: kind === 'deleted' ? null : newLine++,
      noNewlineAtEnd: false,
    };
    if (kind !== 'added') oldLeft -= 1;
    if (kind !== 'deleted') newLeft -= 1;
    hunk.lines.push(line);
    i += 1;
  }
  if (lines[i]?.startsWith('\\')) {
    markNoNewline(hunk, filePath);
    i += 1;
  }
  return { hunk, next: i };
}

/** A plain (non-git) unified diff starts each file with a `---` line directly followed by `+++`. */
export function isPlainFileStart(lines: readonly string[], i: number): boolean {
  return (lines[i]?.startsWith('--- ') ?? false) && (lines[i + 1]?.startsWith('+++ ') ?? false);
}

/**
 * Reads consecutive hunks from `lines[start]`. Fails when a hunk carries more
 * lines than its header declares or hunks overlap, either of which means the
 * counts cannot be trusted for line numbers.
 */
export function readHunks(
  lines: readonly string[],
  start: number,
  filePath: string,
): { hunks: Hunk[]; next: number } {
  const hunks: Hunk[] = [];
  let i = start;
  while (lines[i]?.startsWith('@@')) {
    const { hunk, next } = readHunk(lines, i, filePath);
    const previous = hunks[hunks.length - 1];
    if (
      previous &&
      (hunk.oldStart < previous.oldStart + previous.oldLines ||
        hunk.newStart < previous.newStart + previous.newLines)
    ) {
      throw diffError(filePath, `hunk ${excerpt(hunk.header)} overlaps or precedes the one before`);
    }
    hunks.push(hunk);
    i = next;
  }
  const after = lines[i];
  const last = hunks[hunks.length - 1];
  if (last && after !== undefined && /^[ +\-\\]/.test(after) && !isPlainFileStart(lines, i)) {
    throw diffError(
      filePath,
      `hunk ${excerpt(last.header)} has more lines than its header declares ` +
        `(diff line ${i + 1}: ${excerpt(after)})`,
    );
  }
  return { hunks, next: i };
}
