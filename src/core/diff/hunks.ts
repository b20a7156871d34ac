import { parsePatch, type StructuredPatch } from 'diff';
import { RemoraError } from '../errors.js';
import type { DiffLineKind, Hunk } from './types.js';

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

/** A plain (non-git) unified diff starts each file with a `---` line directly followed by `+++`. */
export function isPlainFileStart(lines: readonly string[], i: number): boolean {
  return (lines[i]?.startsWith('--- ') ?? false) && (lines[i + 1]?.startsWith('+++ ') ?? false);
}

/**
 * Reads the hunks of one file, starting at `lines[start]` and not reading
 * past `end` (the next `diff --git` line, or the end of the text).
 * `parsePatch` of the `diff` package decides which lines belong to which
 * hunk, and checks each hunk's lines against its header's counts; the
 * numbering, the `\ No newline at end of file` flags and the order of hunks
 * are read here. Fails when a hunk carries more or fewer lines than its
 * header declares or hunks overlap, either of which means the counts cannot
 * be trusted for line numbers.
 *
 * @returns the hunks (none when `lines[start]` is no `@@` line) and the index
 *   of the line after the last one.
 */
export function readHunks(
  lines: readonly string[],
  start: number,
  end: number,
  filePath: string,
): { hunks: Hunk[]; next: number } {
  if (!lines[start]?.startsWith('@@')) return { hunks: [], next: start };
  const region = lines.slice(start, end);
  // Headers first, so a bad one is named as such rather than as a count that does not add up.
  for (const line of region) if (line.startsWith('@@')) parseHunkHeader(line, filePath);
  const parsed = tryParsePatch(region, start, filePath);
  const hunks: Hunk[] = [];
  let i = start;
  for (const { lines: body } of parsed[0]?.hunks ?? []) {
    // parsePatch skips text it does not know between hunks; a diff of git's has none.
    if (!lines[i]?.startsWith('@@')) {
      throw diffError(
        filePath,
        `unexpected text at diff line ${i + 1}: ${excerpt(lines[i] ?? '')}`,
      );
    }
    const hunk = toHunk(lines[i] as string, body, filePath);
    const previous = hunks[hunks.length - 1];
    if (
      previous &&
      (hunk.oldStart < previous.oldStart + previous.oldLines ||
        hunk.newStart < previous.newStart + previous.newLines)
    ) {
      throw diffError(filePath, `hunk ${excerpt(hunk.header)} overlaps or precedes the one before`);
    }
    hunks.push(hunk);
    i += 1 + body.length;
  }
  return { hunks, next: i };
}

/** `parsePatch` over lines of one file's hunks, its complaints as `DIFF_001` naming the hunk. */
function tryParsePatch(
  region: readonly string[],
  start: number,
  filePath: string,
): StructuredPatch[] {
  try {
    // The final newline makes a last line whose space was trimmed away a context line, and
    // leaves parsePatch no end of input at which to take a count of 1 as 0 (`@@ -1 +1 @@`
    // over one `-` line).
    return parsePatch(`${region.join('\n')}\n`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = Number(/line (\d+)/.exec(message)?.[1] ?? 1) - 1;
    const header = parseHunkHeader(region[at] ?? '', filePath);
    const problem = /more lines than expected/.test(message)
      ? 'has more lines than its header declares'
      : `declares ${header.oldLines} old and ${header.newLines} new lines, but the lines ` +
        'after it do not add up to that';
    throw diffError(
      filePath,
      `hunk ${excerpt(header.header)} ${problem} (diff line ${start + at + 1})`,
    );
  }
}

/**
 * One hunk as Remora reads it: `body` is the hunk's lines as `parsePatch`
 * gave them, the `\` markers included, which are not lines of the file.
 */
function toHunk(headerLine: string, body: readonly string[], filePath: string): Hunk {
  const hunk: Hunk = { ...parseHunkHeader(headerLine, filePath), lines: [] };
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  for (const raw of body) {
    if (raw.startsWith('\\')) {
      markNoNewline(hunk, filePath);
      continue;
    }
    // An empty line is a context line whose lone space was trimmed away by
    // an editor or a mail client, as parsePatch reads it too.
    const kind = KIND_BY_MARKER[raw === '' ? ' ' : (raw[0] as string)] ?? 'context';
    hunk.lines.push({
      kind,
      text: raw.slice(1),
      oldLine: kind === 'added' ? null : oldLine++,
      newLine: kind === 'deleted' ? null : newLine++,
      noNewlineAtEnd: false,
    });
  }
  return hunk;
}
