import type { JsDoc, JsDocParam } from './jsdoc.js';

/** A rename of one entry's name, in place: the rest of its line stays as written. */
export interface NameEdit {
  kind: 'rename';
  entry: JsDocParam;
  /** The entry's new name (`to`, or `to.member`). */
  name: string;
}

/** The removal of one entry's lines. */
export interface EntryRemoval {
  kind: 'remove';
  entry: JsDocParam;
}

export type DocEdit = NameEdit | EntryRemoval;

/** The block's line indexes an entry's removal deletes: its own lines, not the blank ones after it. */
function entryLines(doc: JsDoc, entry: JsDocParam): [number, number] {
  let end = entry.end;
  while (end - 1 > entry.start && doc.lines[end - 1]?.content.trim() === '') end--;
  return [entry.start, end];
}

/**
 * Whether an edit can be made in the author's lines: a rename where the name
 * was read on its line, a removal of whole lines between the block's first
 * and last (`/** @param a *\/` on one line is not cut apart).
 */
export function editable(doc: JsDoc, edit: DocEdit): boolean {
  if (edit.kind === 'rename') return edit.entry.nameAt !== undefined;
  const [start, end] = entryLines(doc, edit.entry);
  return start > 0 && end <= doc.lines.length - 1;
}

/**
 * The file's text with the edits made. A removal that leaves two blank lines
 * together, or a blank line before the block's close, takes one with it.
 */
export function applyDocEdits(source: string, doc: JsDoc, edits: readonly DocEdit[]): string {
  const lines = source.split('\n');
  for (const edit of edits) {
    if (edit.kind !== 'rename' || !edit.entry.nameAt) continue;
    const { row, column } = edit.entry.nameAt;
    const line = lines[row] ?? '';
    if (line.slice(column, column + edit.entry.name.length) !== edit.entry.name) continue;
    lines[row] = line.slice(0, column) + edit.name + line.slice(column + edit.entry.name.length);
  }
  const removed = new Set<number>();
  for (const edit of edits)
    if (edit.kind === 'remove') {
      const [start, end] = entryLines(doc, edit.entry);
      for (let index = start; index < end; index++) removed.add(index);
    }
  if (removed.size === 0) return lines.join('\n');
  const last = doc.lines.length - 1;
  const blank = (index: number): boolean =>
    index > 0 && index < last && doc.lines[index]?.content.trim() === '';
  const closesEmpty = doc.lines[last]?.content.trim() === '';
  const kept = doc.lines.map((_, index) => index).filter((index) => !removed.has(index));
  const dropped = new Set(removed);
  const opensEmpty = doc.lines[0]?.content.trim() === '';
  kept.forEach((index, at) => {
    const next = kept[at + 1];
    const previous = kept[at - 1];
    const besideRemoval = removed.has(index + 1) || removed.has(index - 1);
    if (!blank(index) || !besideRemoval || next === undefined) return;
    const first = previous === 0 && opensEmpty;
    if (blank(next) || (next === last && closesEmpty) || first) dropped.add(index);
  });
  const rows = new Set([...dropped].map((index) => doc.startRow + index));
  return lines.filter((_, row) => !rows.has(row)).join('\n');
}
