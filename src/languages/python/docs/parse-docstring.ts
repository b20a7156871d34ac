import type { DocstringStyle, Documented, DocumentedEntry, OtherSection } from './types.js';
import { appendAll, smallest } from '../../../core/arrays.js';

/** A docstring taken apart: its prose and what its sections document. */
export interface ParsedDocstring {
  summary: string | null;
  description: string | null;
  /** Sections other than those Remora writes (examples, notes). */
  other_sections: OtherSection[];
  style: DocstringStyle | null;
  documented: Documented;
}

/** What a section documents; `field` is one reST field (`:param x:`), `other` a section Remora does not write. */
type SectionKind = 'params' | 'returns' | 'yields' | 'raises' | 'attributes' | 'field' | 'other';

interface Section {
  kind: SectionKind;
  /** The lines after the header (numpy: after the dashes). */
  lines: string[];
}

const GOOGLE_HEADERS: Readonly<Record<string, SectionKind>> = {
  args: 'params',
  arguments: 'params',
  parameters: 'params',
  params: 'params',
  'keyword args': 'params',
  'keyword arguments': 'params',
  'other parameters': 'params',
  returns: 'returns',
  return: 'returns',
  yields: 'yields',
  yield: 'yields',
  raises: 'raises',
  attributes: 'attributes',
};
const OTHER_HEADERS = /^(examples?|notes?|warnings?|see also|todo|references|methods|warns)$/i;
const GOOGLE_HEADER = /^([A-Za-z][A-Za-z ]*):\s*$/;
const NUMPY_RULE = /^\s*-{3,}\s*$/;
/** A Markdown section header alone on its line: `**Parameters:**` or `**Parameters**:`. */
export const MARKDOWN_HEADER = /^\s*\*\*(Parameters|Arguments|Args)(?::\*\*|\*\*:)\s*$/i;
/** A Markdown list entry naming a parameter: `* **name** - text`, `- **name**: text`. */
export const MARKDOWN_ENTRY = /^\s*[*-]\s+\*\*\\?\**(\w+)\*\*/;
/** A list item that opens with a name in Markdown's code or bold: `` * `app` - `` or `* **app**`. */
const MARKDOWN_NAMED_BULLET = /^\s*[*-]\s+(`\w+`|\*\*\w+\*\*)/;
const SPHINX_FIELD =
  /^:(param|parameter|arg|argument|key|keyword|type|returns?|rtype|raises?|except|exception|yields?|ytype|ivar|cvar|var|vartype)\b([^:]*):(.*)$/;

/** What a docstring's value (as `ast.get_docstring` returns it) says, in any of the four styles. */
export function parseDocstring(text: string): ParsedDocstring {
  const lines = text.split('\n');
  const starts = sectionStarts(lines);
  const firstSection = starts[0]?.line ?? lines.length;
  const prose = lines.slice(0, firstSection);
  const blank = prose.findIndex((line) => line.trim() === '');
  const summaryLines = blank === -1 ? prose : prose.slice(0, blank);
  const summary = summaryLines.join('\n').trim() || null;
  const description = (blank === -1 ? '' : prose.slice(blank + 1).join('\n')).trim() || null;
  // Only the sections Remora writes tell the style: "Examples:" reads the same in any of them.
  const telling = starts.filter((s) => s.kind !== 'other');
  const style =
    telling.find((s) => s.style === 'numpy')?.style ??
    telling.find((s) => s.style === 'google')?.style ??
    telling[0]?.style ??
    null;
  const documented: Documented = {
    params: [],
    returns: null,
    yields: null,
    raises: [],
    attributes: [],
  };
  const others: OtherSection[] = [];
  starts.forEach((start, index) => {
    const end = starts[index + 1]?.line ?? lines.length;
    if (start.style === 'sphinx')
      appendAll(others, addSphinxField(documented, lines.slice(start.line, end)));
    else if (start.kind === 'other')
      others.push(otherSection(lines.slice(start.line, end), start.style));
    else
      collect(
        documented,
        {
          kind: start.kind,
          lines: lines.slice(start.line + (start.style === 'numpy' ? 2 : 1), end),
        },
        start.style,
      );
  });
  // Markdown says what is returned on one line: `**Returns:** `Response``.
  for (const line of style === 'markdown' ? lines : []) {
    const returns = /^\s*\*\*Returns?(?::\*\*|\*\*:)(.*)$/i.exec(line);
    if (returns)
      documented.returns ??= { name: '', type: null, description: (returns[1] ?? '').trimStart() };
  }
  return { summary, description, other_sections: others, style, documented };
}

/** A section Remora does not write, kept with its title so it can be re-rendered in another style. */
function otherSection(lines: string[], style: DocstringStyle): OtherSection {
  const title = (lines[0] ?? '').trim().replace(/:$/, '');
  const body = lines.slice(style === 'numpy' ? 2 : 1);
  const content = body.filter((line) => line.trim() !== '');
  const margin = smallest(content.map((line) => line.length - line.trimStart().length));
  return {
    title,
    body: body
      .map((line) => line.slice(Math.min(margin, line.length - line.trimStart().length)))
      .join('\n')
      .trim(),
  };
}

/** The style a docstring is written in, or null when it has no sections to tell by. */
export function detectDocstringStyle(text: string): DocstringStyle | null {
  return parseDocstring(text).style;
}

interface SectionStart {
  line: number;
  style: DocstringStyle;
  kind: SectionKind;
}

/** The first line from `from` on that holds more than spaces, or ''. Scans, never copies. */
function firstNonBlank(lines: readonly string[], from: number): string {
  for (let index = from; index < lines.length; index += 1)
    if ((lines[index] ?? '').trim() !== '') return lines[index] ?? '';
  return '';
}

function sectionStarts(lines: string[]): SectionStart[] {
  const starts: SectionStart[] = [];
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    if (
      /^\S/.test(line) &&
      NUMPY_RULE.test(lines[index + 1] ?? '') &&
      /^[A-Za-z][A-Za-z ]*$/.test(trimmed)
    ) {
      starts.push({ line: index, style: 'numpy', kind: kindOf(trimmed) });
      return;
    }
    if (MARKDOWN_HEADER.test(line)) {
      starts.push({ line: index, style: 'markdown', kind: 'params' });
      return;
    }
    const google = GOOGLE_HEADER.exec(line);
    if (google?.[1] && (headerKind(google[1]) || OTHER_HEADERS.test(google[1]))) {
      // httpx lists `` * `app` - ... `` under a bare `Arguments:`: its Markdown, not Google's.
      const style = MARKDOWN_NAMED_BULLET.test(firstNonBlank(lines, index + 1))
        ? 'markdown'
        : 'google';
      starts.push({ line: index, style, kind: kindOf(google[1]) });
      return;
    }
    if (SPHINX_FIELD.test(line)) starts.push({ line: index, style: 'sphinx', kind: 'field' });
  });
  return starts;
}

function kindOf(header: string): SectionKind {
  return headerKind(header) ?? 'other';
}

/** The kind a Google header names; a word Object.prototype has (`constructor:`) is prose. */
function headerKind(header: string): SectionKind | undefined {
  const key = header.toLowerCase();
  return Object.hasOwn(GOOGLE_HEADERS, key) ? GOOGLE_HEADERS[key] : undefined;
}

/** Splits a section's lines into entries: a line at the section's least indentation starts one. */
function entries(lines: string[]): { head: string; rest: string[] }[] {
  const content = lines.filter((line) => line.trim() !== '');
  const margin = smallest(content.map((line) => line.length - line.trimStart().length));
  const found: { head: string; rest: string[] }[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = line.length - line.trimStart().length;
    if (indent === margin || found.length === 0) found.push({ head: line.trim(), rest: [] });
    else found.at(-1)?.rest.push(line.trim());
  }
  return found;
}

/** A Markdown list's entries: a `* ` line starts one, other lines continue it; a blank line after one ends the list. */
function markdownEntries(lines: string[]): { head: string; rest: string[] }[] {
  const found: { head: string; rest: string[] }[] = [];
  for (const line of lines) {
    if (line.trim() === '') {
      if (found.length > 0) break;
      continue;
    }
    if (/^\s*[*-]\s/.test(line)) found.push({ head: line.trim(), rest: [] });
    else if (found.length > 0) found.at(-1)?.rest.push(line.trim());
    else break;
  }
  return found;
}

function collect(documented: Documented, section: Section, style: DocstringStyle): void {
  if (section.kind === 'other' || section.kind === 'field') return;
  if (style === 'markdown') {
    for (const { head, rest } of markdownEntries(section.lines)) {
      const name = MARKDOWN_ENTRY.exec(head)?.[1];
      if (!name) continue;
      const text = head.replace(MARKDOWN_ENTRY, '').replace(/^\s*[-:–]\s*/, '');
      documented.params.push({
        name: cleanName(name),
        type: null,
        description: [text, ...rest].join(' ').trim(),
      });
    }
    return;
  }
  let found = entries(section.lines);
  // A Google Returns/Yields section is one entry, however its lines are indented.
  if (style === 'google' && (section.kind === 'returns' || section.kind === 'yields') && found[0]) {
    found = [
      {
        head: found[0].head,
        rest: found.flatMap((e, i) => (i === 0 ? e.rest : [e.head, ...e.rest])),
      },
    ];
  }
  for (const { head, rest } of found) {
    const entry =
      style === 'numpy'
        ? numpyEntry(head, rest, section.kind)
        : googleEntry(head, rest, section.kind);
    if (section.kind === 'returns') documented.returns ??= entry;
    else if (section.kind === 'yields') documented.yields ??= entry;
    else documented[section.kind].push(entry);
  }
}

const NAMED_KINDS = new Set<SectionKind>(['params', 'attributes', 'raises']);

/** `name (type): text`, `name: text`; in Returns/Yields `type: text` or just text. */
function googleEntry(head: string, rest: string[], kind: SectionKind): DocumentedEntry {
  if (NAMED_KINDS.has(kind)) {
    const match = /^([^\s:()]+)\s*(?:\(([^)]*)\)\s*)?:\s*(.*)$/.exec(head);
    const description = [match ? (match[3] ?? '') : head, ...rest].join(' ').trim();
    return { name: cleanName(match?.[1] ?? head), type: match?.[2]?.trim() || null, description };
  }
  const typed = splitTypePrefix(head);
  return {
    name: '',
    type: typed?.type ?? null,
    description: [typed ? typed.text : head, ...rest].join(' ').trim(),
  };
}

/** `dict[str, int]: text` -> the type and the text; undefined when the part before `:` is prose. */
function splitTypePrefix(head: string): { type: string; text: string } | undefined {
  let depth = 0;
  for (let i = 0; i < head.length; i++) {
    const char = head[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0 && (i + 1 === head.length || head[i + 1] === ' ')) {
      const type = head.slice(0, i).trim();
      const flat = outsideBrackets(type);
      return flat !== undefined && /^[\w.]+(\s*\|\s*[\w.]+)*$/.test(flat)
        ? { type, text: head.slice(i + 1).trim() }
        : undefined;
    }
  }
  return undefined;
}

/**
 * The text outside its `[...]` subscripts (`dict[str, list[int]] | None` -> `dict | None`), in
 * one pass with a depth count; undefined when the brackets do not pair. Stripping the innermost
 * pair again and again would take time quadratic in the nesting.
 */
function outsideBrackets(text: string): string | undefined {
  let depth = 0;
  let flat = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '[') {
      if (depth === 0) flat += text.slice(from, i);
      depth++;
    } else if (text[i] === ']') {
      if (depth === 0) return undefined;
      depth--;
      if (depth === 0) from = i + 1;
    }
  }
  return depth === 0 ? flat + text.slice(from) : undefined;
}

/** `name : type` or `name` with the description on the indented lines below. */
function numpyEntry(head: string, rest: string[], kind: SectionKind): DocumentedEntry {
  const [left = '', ...right] = head.split(' : ');
  const description = rest.join(' ').trim();
  if (NAMED_KINDS.has(kind))
    return { name: cleanName(left), type: right.join(' : ').trim() || null, description };
  return right.length > 0
    ? { name: left.trim(), type: right.join(' : ').trim(), description }
    : { name: '', type: left.trim() || null, description };
}

/** Records one `:field ...:` entry; text after it that is not indented under it is returned as other sections. */
function addSphinxField(documented: Documented, all: string[]): OtherSection[] {
  const match = SPHINX_FIELD.exec(all[0] ?? '');
  if (!match) return [];
  const stop = all.findIndex((line, i) => i > 0 && (line.trim() === '' || !/^\s/.test(line)));
  const lines = stop === -1 ? all : all.slice(0, stop);
  const trailing = (stop === -1 ? '' : all.slice(stop).join('\n')).trim();
  const field = match[1] ?? '';
  const words = (match[2] ?? '').trim().split(/\s+/).filter(Boolean);
  const description = [match[3] ?? '', ...lines.slice(1)]
    .map((l) => l.trim())
    .join(' ')
    .trim();
  const name = cleanName(words.at(-1) ?? '');
  const inlineType = words.length > 1 ? words.slice(0, -1).join(' ') : null;
  const upsert = (list: DocumentedEntry[], typeOnly: boolean): void => {
    // `:param *args:` and `:type args:` name the same parameter.
    const known = list.find((e) => e.name.replace(/^\*+/, '') === name.replace(/^\*+/, ''));
    if (known) {
      if (typeOnly) known.type = description;
      else known.description = description;
    } else
      list.push(
        typeOnly
          ? { name, type: description, description: '' }
          : { name, type: inlineType, description },
      );
  };
  if (/^(param|parameter|arg|argument|key|keyword)$/.test(field)) upsert(documented.params, false);
  else if (field === 'type') upsert(documented.params, true);
  else if (/^(ivar|cvar|var)$/.test(field)) upsert(documented.attributes, false);
  else if (field === 'vartype') upsert(documented.attributes, true);
  else if (/^(raises?|except|exception)$/.test(field))
    documented.raises.push({ name, type: null, description });
  else if (/^returns?$/.test(field))
    documented.returns = { name: '', type: documented.returns?.type ?? null, description };
  else if (field === 'rtype')
    documented.returns = {
      name: '',
      type: description,
      description: documented.returns?.description ?? '',
    };
  else if (/^yields?$/.test(field))
    documented.yields = { name: '', type: documented.yields?.type ?? null, description };
  else if (field === 'ytype')
    documented.yields = {
      name: '',
      type: description,
      description: documented.yields?.description ?? '',
    };
  return trailing ? [{ title: null, body: trailing }] : [];
}

/** Parameter names as signatures spell them: `\*args` (escaped for reST) is `*args`. */
function cleanName(name: string): string {
  return name.replace(/\\/g, '').replace(/[,:]$/, '').trim();
}
