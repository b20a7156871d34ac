import { decodePythonEscapes } from '../syntax/string-escapes.js';
import { tryStringOpening } from '../syntax/string-literal.js';
import { spliceAll } from '../../../core/arrays.js';

/** Lines of a docstring's value to replace: `start..end` (0-based, end exclusive) become `lines`. */
export interface ValueLineEdit {
  start: number;
  end: number;
  lines: string[];
}

/** Where a docstring literal sits in its file: its first and last rows (0-based). */
export interface LiteralRows {
  startRow: number;
  endRow: number;
}

/**
 * The file row of each line of the docstring's value, read the way
 * `inspect.cleandoc` reads the literal (the first line after the quotes, the
 * others without their common indentation, blank edges dropped), each line's
 * escapes resolved on their own; or undefined when the literal does not read
 * back as `value` that way (an escaped newline, a line continued by a
 * backslash, concatenated strings): then it cannot be edited line by line.
 */
function valueRows(
  fileLines: readonly string[],
  rows: LiteralRows,
  value: string,
): { rows: number[]; margin: number; escapes: boolean } | undefined {
  const first = fileLines[rows.startRow] ?? '';
  const opening = tryStringOpening(first.slice(first.search(/\S/)));
  if (!opening) return undefined;
  const { quote } = opening;
  const bodyStart = first.search(/\S/) + opening.length;
  const contents = [first.slice(bodyStart)];
  for (let row = rows.startRow + 1; row <= rows.endRow; row++) contents.push(fileLines[row] ?? '');
  const last = contents.length - 1;
  const closing = (contents[last] ?? '').lastIndexOf(quote);
  if (closing === -1) return undefined;
  contents[last] = (contents[last] ?? '').slice(0, closing);
  let margin = Number.POSITIVE_INFINITY;
  for (const line of contents.slice(1))
    if (line.trim() !== '') margin = Math.min(margin, line.length - line.trimStart().length);
  if (margin === Number.POSITIVE_INFINITY) margin = 0;
  const escapes = !opening.raw;
  const decode = (line: string): string => (escapes ? decodePythonEscapes(line).text : line);
  const lines = contents.map((line, i) => decode(i === 0 ? line.trimStart() : line.slice(margin)));
  const kept = lines.map((_, i) => i);
  while (kept.length > 0 && (lines[kept[0] ?? 0] ?? '').trim() === '') kept.shift();
  while (kept.length > 0 && (lines[kept.at(-1) ?? 0] ?? '').trim() === '') kept.pop();
  if (kept.map((i) => (lines[i] ?? '').trimEnd()).join('\n') !== value) return undefined;
  return { rows: kept.map((i) => rows.startRow + i), margin, escapes };
}

/**
 * Applies edits of a docstring's value to the file's own lines, keeping
 * everything else as the author wrote it (quotes, the summary's line, the
 * indentation, blank lines). A line edited in place keeps its indentation;
 * removed lines must be whole lines of the literal (not the ones holding its
 * quotes); inserted lines take the docstring's indentation. Returns
 * undefined when an edit cannot be made that way.
 */
export function editLiteral(
  source: string,
  rows: LiteralRows,
  value: string,
  edits: readonly ValueLineEdit[],
): string | undefined {
  const fileLines = source.split('\n');
  const mapped = valueRows(fileLines, rows, value);
  if (!mapped) return undefined;
  const valueLines = value.split('\n');
  const quoted = (row: number): boolean => row === rows.startRow || row === rows.endRow;
  const out = [...fileLines];
  // A line written with a backslash reads otherwise than it is written: edits keep clear of it.
  const escaped = (line: string): boolean => mapped.escapes && line.includes('\\');
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    const count = edit.end - edit.start;
    if (count > 0 && edit.lines.length === count) {
      for (let i = 0; i < count; i++) {
        const row = mapped.rows[edit.start + i];
        const before = valueLines[edit.start + i] ?? '';
        if (row === undefined || escaped(out[row] ?? '') || !(out[row] ?? '').includes(before))
          return undefined;
        out[row] = (out[row] ?? '').replace(before, edit.lines[i] ?? '');
      }
    } else if (edit.lines.length === 0) {
      const span = mapped.rows.slice(edit.start, edit.end);
      if (span.length !== count || span.some(quoted)) return undefined;
      out.splice(span[0] ?? 0, span.length);
    } else if (count === 0) {
      const after = mapped.rows[edit.start - 1];
      if (after === undefined || after === rows.endRow || edit.lines.some(escaped))
        return undefined;
      const indent = ' '.repeat(mapped.margin);
      spliceAll(
        out,
        after + 1,
        0,
        edit.lines.map((line) => (line ? indent + line : '')),
      );
    } else return undefined;
  }
  return out.join('\n');
}
