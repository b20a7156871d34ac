import { MARKDOWN_ENTRY, MARKDOWN_HEADER } from './parse-docstring.js';
import type { DocstringStyle } from './types.js';
import { smallest } from '../../../core/arrays.js';

/** Which entries a section holds. */
export type EntryKind = 'params' | 'raises' | 'attributes';

/** One documented entry: its name and the lines it takes (0-based, end exclusive). */
export interface EntrySpan {
  kind: EntryKind;
  name: string;
  start: number;
  end: number;
  /** Leading spaces of its first line. */
  indent: string;
}

/** A section that holds entries, with the lines it takes (header included). */
export interface SectionSpan {
  kind: EntryKind;
  start: number;
  end: number;
  entries: EntrySpan[];
}

const GOOGLE_SECTIONS: Readonly<Record<string, EntryKind>> = {
  args: 'params',
  arguments: 'params',
  parameters: 'params',
  params: 'params',
  'keyword args': 'params',
  'keyword arguments': 'params',
  'other parameters': 'params',
  raises: 'raises',
  attributes: 'attributes',
};
const NUMPY_RULE = /^\s*-{3,}\s*$/;
const indentOf = (line: string): number => line.length - line.trimStart().length;
const blank = (line: string | undefined): boolean => (line ?? '').trim() === '';

/** Trailing blank lines are not part of an entry or a section. */
function trimEnd(lines: readonly string[], start: number, end: number): number {
  let last = end;
  while (last > start + 1 && blank(lines[last - 1])) last -= 1;
  return last;
}

/** Entries of a google or numpy section body: a line at the body's margin starts one. */
function bodyEntries(
  lines: readonly string[],
  kind: EntryKind,
  from: number,
  to: number,
  head: RegExp,
): EntrySpan[] {
  const content = lines.slice(from, to).filter((line) => !blank(line));
  const margin = smallest(content.map(indentOf));
  const entries: EntrySpan[] = [];
  for (let index = from; index < to; index += 1) {
    const line = lines[index] ?? '';
    if (blank(line) || indentOf(line) !== margin) continue;
    const last = entries.at(-1);
    if (last) last.end = trimEnd(lines, last.start, index);
    const name = head.exec(line.trim())?.[1] ?? '';
    entries.push({ kind, name, start: index, end: to, indent: line.slice(0, margin) });
  }
  const last = entries.at(-1);
  if (last) last.end = trimEnd(lines, last.start, to);
  return entries;
}

function googleSections(lines: readonly string[]): SectionSpan[] {
  const sections: SectionSpan[] = [];
  lines.forEach((line, index) => {
    const header = /^(\s*)([A-Za-z][A-Za-z ]*):\s*$/.exec(line);
    const kind = header?.[2] ? GOOGLE_SECTIONS[header[2].toLowerCase()] : undefined;
    if (!header || !kind) return;
    const level = header[1]?.length ?? 0;
    let end = index + 1;
    while (end < lines.length && (blank(lines[end]) || indentOf(lines[end] ?? '') > level))
      end += 1;
    end = trimEnd(lines, index, end);
    const head = kind !== 'raises' ? /^\**(\w+)\s*(?:\([^)]*\)\s*)?:/ : /^([\w.]+)\s*:/;
    sections.push({
      kind,
      start: index,
      end,
      entries: bodyEntries(lines, kind, index + 1, end, head),
    });
  });
  return sections;
}

function numpySections(lines: readonly string[]): SectionSpan[] {
  const headers = lines.flatMap((line, index) =>
    /^[A-Za-z][A-Za-z ]*$/.test(line.trim()) && NUMPY_RULE.test(lines[index + 1] ?? '')
      ? [index]
      : [],
  );
  return headers.flatMap((start, position) => {
    const title = (lines[start] ?? '').trim().toLowerCase();
    const kind: EntryKind | undefined =
      title === 'parameters' || title === 'other parameters'
        ? 'params'
        : title === 'raises'
          ? 'raises'
          : title === 'attributes'
            ? 'attributes'
            : undefined;
    if (!kind) return [];
    const end = trimEnd(lines, start, headers[position + 1] ?? lines.length);
    // `name`, or `name : type` (a colon with no space before it is prose: `inputs:`).
    const head = kind !== 'raises' ? /^\**(\w+)(?:\s+:.*|\s*)$/ : /^([\w.]+)\s*$/;
    return [{ kind, start, end, entries: bodyEntries(lines, kind, start + 2, end, head) }];
  });
}

/** Sphinx fields: `:param name:` and its `:type name:`, `:raises Exc:`, each with its continuation lines. */
function sphinxSections(lines: readonly string[]): SectionSpan[] {
  const entries: EntrySpan[] = [];
  lines.forEach((line, index) => {
    const field =
      /^(\s*):(param|parameter|arg|argument|key|keyword|type|raises?|except|exception)([^:]*):/.exec(
        line,
      );
    if (!field) return;
    const kind: EntryKind = /^(raises?|except|exception)$/.test(field[2] ?? '')
      ? 'raises'
      : 'params';
    const name = (field[3] ?? '').trim().split(/\s+/).pop()?.replace(/^\*+/, '') ?? '';
    let end = index + 1;
    while (end < lines.length && !blank(lines[end]) && indentOf(lines[end] ?? '') > indentOf(line))
      end += 1;
    entries.push({ kind, name, start: index, end, indent: field[1] ?? '' });
  });
  return (['params', 'raises'] as const).flatMap((kind) => {
    const own = entries.filter((e) => e.kind === kind);
    const first = own[0];
    const last = own.at(-1);
    return first && last ? [{ kind, start: first.start, end: last.end, entries: own }] : [];
  });
}

/**
 * A Markdown parameter list: the `**Parameters:**` line, then `* **name** - text`
 * entries, each with the lines up to the next `* ` (continuations are often not
 * indented), the list ending at its first blank line.
 */
function markdownSections(lines: readonly string[]): SectionSpan[] {
  return lines.flatMap((line, start) => {
    if (!MARKDOWN_HEADER.test(line)) return [];
    let index = start + 1;
    while (index < lines.length && blank(lines[index])) index += 1;
    const entries: EntrySpan[] = [];
    while (index < lines.length && !blank(lines[index])) {
      const current = lines[index] ?? '';
      if (/^\s*[*-]\s/.test(current)) {
        entries.push({
          kind: 'params',
          name: MARKDOWN_ENTRY.exec(current)?.[1] ?? '',
          start: index,
          end: index + 1,
          indent: current.slice(0, indentOf(current)),
        });
      } else if (entries.length === 0) break;
      const last = entries.at(-1);
      if (last) last.end = index + 1;
      index += 1;
    }
    const last = entries.at(-1);
    return last ? [{ kind: 'params' as const, start, end: last.end, entries }] : [];
  });
}

/** Where a docstring's parameter and raises entries are, in the style it is written in. */
export function docstringLayout(lines: readonly string[], style: DocstringStyle): SectionSpan[] {
  if (style === 'markdown') return markdownSections(lines);
  if (style === 'numpy') return numpySections(lines);
  if (style === 'sphinx') return sphinxSections(lines);
  return googleSections(lines);
}
