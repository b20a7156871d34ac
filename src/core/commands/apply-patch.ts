import type { DiffLine, FileDiff } from '../diff/index.js';
import { appendAll } from '../arrays.js';

/** A file's content after a patch (`undefined`: deleted), or why the patch does not fit it. */
export type PatchResult = { ok: true; content: string | undefined } | { ok: false; reason: string };

/** A text's lines, each with its terminator (the last one may have none). */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** A line without its `\n` and one `\r` before it: how the diff parser keeps a line's text. */
function bare(line: string): string {
  return line.replace(/\r?\n$/, '');
}

/**
 * Applies one file's section of a patch to exactly the text it was made
 * from: each hunk must find its context and deleted lines at the line its
 * header names, with no offset and no fuzz. A patch made against another
 * version of the file does not fit; a three-way merge carries it over.
 *
 * Lines the patch adds end as the file's lines do (`\r\n` in a file whose
 * first line ends so), since the parsed patch keeps no `\r`.
 */
export function applyFileDiff(before: string | undefined, file: FileDiff): PatchResult {
  if (file.binary) return { ok: false, reason: 'it is a binary patch' };
  if (file.status === 'added') {
    if (before !== undefined) return { ok: false, reason: 'it adds a file that already exists' };
    return {
      ok: true,
      content: joinAdded(
        file.hunks.flatMap((h) => h.lines),
        '\n',
      ),
    };
  }
  if (before === undefined) return { ok: false, reason: 'the file does not exist' };
  const lines = linesOf(before);
  const eol = lines[0]?.endsWith('\r\n') ? '\r\n' : '\n';
  const out: string[] = [];
  let next = 0;
  for (const hunk of file.hunks) {
    // A hunk that removes nothing old starts after line oldStart; any other at line oldStart.
    const start = hunk.oldLines === 0 ? hunk.oldStart : hunk.oldStart - 1;
    if (start < next || start > lines.length)
      return { ok: false, reason: `hunk ${hunk.header} is out of place` };
    appendAll(out, lines.slice(next, start));
    let at = start;
    for (const line of hunk.lines) {
      if (line.kind === 'added') {
        out.push(line.text + (line.noNewlineAtEnd ? '' : eol));
        continue;
      }
      const old = lines[at];
      if (old === undefined || bare(old) !== line.text)
        return {
          ok: false,
          reason: `line ${at + 1} is not ${JSON.stringify(line.text)} as hunk ${hunk.header} expects`,
        };
      if (line.kind === 'context') out.push(old);
      at += 1;
    }
    next = at;
  }
  appendAll(out, lines.slice(next));
  if (file.status === 'deleted') {
    return out.length === 0
      ? { ok: true, content: undefined }
      : { ok: false, reason: 'it deletes the file but leaves lines of it' };
  }
  return { ok: true, content: out.join('') };
}

function joinAdded(lines: readonly DiffLine[], eol: string): string {
  return lines
    .filter((line) => line.kind === 'added')
    .map((line) => line.text + (line.noNewlineAtEnd ? '' : eol))
    .join('');
}
