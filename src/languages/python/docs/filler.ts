import { restatesName, type FillerProblem } from '../../../core/signal/filler.js';
import { tryStringOpening } from '../syntax/string-literal.js';
import { parseDocstring } from './parse-docstring.js';
import { appendAll } from '../../../core/arrays.js';

/** What a docstring is about: enough to tell a restated name or a repeated annotation. */
export interface DocstringSubject {
  name: string;
  node_type: 'file' | 'class' | 'function' | 'method';
  /** The file's path, for module docstrings. */
  file_path?: string;
  params: readonly { name: string; annotation: string | null }[];
  /** The return annotation, when there is one. */
  returns?: string | null;
}

const RETURN_FILLER =
  /^(the |a |an )?(result|return( value)?|returned value|output|value|return|response|outcome|none|nothing)s?\.?$/i;

const bare = (name: string): string => name.replace(/^[\\*]+/, '').replace(/\\/g, '');

/** Every problem of `docstring` (its value, as Python reads it) for `subject`. */
export function findFillerInDocstring(
  docstring: string,
  subject: DocstringSubject,
): FillerProblem[] {
  const parsed = parseDocstring(docstring);
  const problems: FillerProblem[] = [];
  const summary = parsed.summary ?? '';
  if (subject.node_type === 'file') {
    const stem = (subject.file_path ?? '').split('/').pop()?.replace(/\.py$/, '') ?? '';
    const module = stem === '__init__' ? ((subject.file_path ?? '').split('/').at(-2) ?? '') : stem;
    if (restatesName(summary, module))
      problems.push({
        pattern: 'module-restates-file',
        text: summary,
        advice: 'say what the module provides, not its file name',
      });
  } else if (restatesName(summary, subject.name)) {
    problems.push({
      pattern: 'empty-summary',
      text: summary,
      advice: `the summary must say what ${subject.name} does, not restate its name`,
    });
  }
  const annotated = new Map(subject.params.map((p) => [bare(p.name), p.annotation]));
  for (const entry of parsed.documented.params) {
    const name = bare(entry.name);
    if (restatesName(entry.description, name))
      problems.push({
        pattern: 'restated-name',
        text: `${name}: ${entry.description.trim()}`,
        advice: `describe what ${name} means or how it is used; its name is already known`,
      });
    if (entry.type && annotated.get(name))
      problems.push({
        pattern: 'annotated-type',
        text: `${name} (${entry.type})`,
        advice: `leave out the type of ${name}: its annotation gives it`,
      });
  }
  const returns = parsed.documented.returns;
  if (returns) {
    const text = returns.description.trim();
    if (RETURN_FILLER.test(text) || restatesName(text, subject.name))
      problems.push({
        pattern: 'empty-return',
        text: text || '(empty)',
        advice: 'say what is returned, and when it differs',
      });
    if (returns.type && subject.returns && !/^\s*$/.test(subject.returns))
      problems.push({
        pattern: 'annotated-type',
        text: `returns ${returns.type}`,
        advice: 'leave out the return type: the annotation gives it',
      });
  }
  return problems;
}

/** A def line's annotated parameters, as far as one line shows them. */
function annotatedNames(line: string): string[] {
  // A def line, or one parameter of a signature split over lines (`name: str = "",`).
  const signature =
    /\bdef\s+\w+\s*\((.*)/.exec(line)?.[1] ??
    (/^\s*\**\w+\s*:\s*[^=,.]+(=[^,]*)?,\s*$/.test(line) ? line : '');
  return [...signature.matchAll(/(?:^|[(,])\s*\**(\w+)\s*:\s*[^,=)]/g)].map((m) => m[1] ?? '');
}

/**
 * Filler in the lines a diff adds, judged from the diff alone: descriptions
 * that restate the name, empty returns, module docstrings that restate the
 * file name, and types that repeat an annotation shown in the same hunk.
 */
export function findFillerInDiff(diff: string): FillerProblem[] {
  const problems: FillerProblem[] = [];
  let file = '';
  let annotated = new Set<string>();
  for (const line of diff.split('\n')) {
    if (line.startsWith('+++ ')) {
      file = line.slice(4).replace(/^b\//, '').trim();
      continue;
    }
    if (line.startsWith('@@')) {
      annotated = new Set<string>();
      continue;
    }
    if (line.startsWith('-') || line.startsWith('\\')) continue;
    const content = line.slice(1);
    for (const name of annotatedNames(content)) annotated.add(name);
    if (!line.startsWith('+')) continue;
    appendAll(problems, fillerInLine(content, file, annotated));
  }
  return problems;
}

function fillerInLine(
  content: string,
  file: string,
  annotated: ReadonlySet<string>,
): FillerProblem[] {
  const found: FillerProblem[] = [];
  const sphinx = /^\s*:param\s+(?:[\w.[\], ]+\s+)?\**(\w+):\s*(.*)$/.exec(content);
  // A sentence after the colon: `name: The name.`, never an annotated assignment in code.
  const google = /^\s+\**(\w+)(?:\s*\(([^)]*)\))?:\s+(\S.*\.)\s*$/.exec(content);
  const entry = sphinx
    ? { name: sphinx[1] ?? '', text: sphinx[2] ?? '' }
    : google
      ? { name: google[1] ?? '', text: google[3] ?? '' }
      : undefined;
  if (entry && entry.name && restatesName(entry.text, entry.name))
    found.push({
      pattern: 'restated-name',
      text: content.trim(),
      advice: 'describe the parameter',
    });
  if (
    /^\s*(:returns?:|Returns:)?\s*(The result|The return value)\.\s*$/i.test(content) ||
    /^\s*:returns?:\s*(the )?(result|value)\.?\s*$/i.test(content)
  )
    found.push({ pattern: 'empty-return', text: content.trim(), advice: 'say what is returned' });
  const moduleWords = tryModuleDocstringWords(content);
  const stem = file.split('/').pop()?.replace(/\.py$/, '') ?? '';
  if (
    moduleWords !== undefined &&
    restatesName(moduleWords, stem === '__init__' ? (file.split('/').at(-2) ?? '') : stem)
  )
    found.push({
      pattern: 'module-restates-file',
      text: content.trim(),
      advice: 'say what the module provides',
    });
  const typeLine = /^\s*:type\s+\**(\w+):/.exec(content);
  const typed = typeLine?.[1] ?? (google?.[2] ? google[1] : undefined);
  if (typed && annotated.has(typed))
    found.push({
      pattern: 'annotated-type',
      text: content.trim(),
      advice: 'the annotation gives the type',
    });
  return found;
}

/** The words before "module" in a line opening a triple-quoted docstring: `"""Parser module."""`. */
function tryModuleDocstringWords(content: string): string | undefined {
  const line = content.trim();
  const opening = tryStringOpening(line);
  if (!opening || opening.quote.length !== 3 || opening.bytes || opening.interpolated)
    return undefined;
  const text = line.slice(opening.length);
  const inner = text.endsWith(opening.quote) ? text.slice(0, -3) : text;
  return /^\s*([\w ]+?)\s+module\.?\s*$/.exec(inner)?.[1];
}
