import { changedRuns } from '../../../core/sequence-runs.js';
import { docstringLayout, type SectionSpan } from './docstring-layout.js';
import type { ValueLineEdit } from './literal-edits.js';
import type { CurrentDocstring, DocstringStyle, RaisedException, Signature } from './types.js';
import { appendAll, spliceAll } from '../../../core/arrays.js';

/** What is wrong with a docstring that Remora reports and does not fix. */
export interface DocstringProblem {
  rule:
    | 'docstring.missing'
    | 'docstring.undocumented-parameter'
    | 'docstring.undocumented-return'
    | 'docstring.style'
    | 'docstring.unrepaired'
    | 'docstring.stale-entry'
    | 'docstring.contradicted'
    | 'docstring.escaped-line-break';
  message: string;
}

/**
 * Repairs that are due but could not be made in the author's own lines (an
 * escape on the line, a layout Remora does not edit): problems to report, so
 * that none is lost.
 */
export function unrepaired(name: string, repairs: readonly string[]): DocstringProblem[] {
  return repairs.map((repair) => ({
    rule: 'docstring.unrepaired',
    message: `The docstring of \`${name}\` needs a repair Remora could not make in place: ${repair}.`,
  }));
}

/** A docstring checked against its code: the mechanical repairs, and what is left to a human. */
export interface DocstringReview {
  /** The repaired docstring value, when a repair applies. */
  repaired?: string;
  /** The same repair as edits of the value's lines, to make in the file's own text. */
  edits?: ValueLineEdit[];
  /** Each repair, in words: `removed x`, `renamed x to y`, `documented raising KeyError`. */
  repairs: string[];
  problems: DocstringProblem[];
}

/** True when the node gives back a value a Returns section should describe. */
export function returnsSomething(signature: Signature): boolean {
  if (signature.is_generator || signature.node_type === 'class' || signature.node_type === 'file')
    return false;
  if (signature.returns !== null)
    return !/^(None|NoReturn|Never|typing\.NoReturn|typing\.Never)$/.test(signature.returns);
  return signature.returns_value;
}

const bare = (name: string): string => name.replace(/^[\\*]+/, '').replace(/\\/g, '');
const lastPart = (name: string): string => name.split('.').pop() ?? name;
const KEYWORDS = new Set(['None', 'True', 'False', 'not', 'and', 'or', 'is', 'in', 'if', 'else']);

/**
 * A raise's condition is a fact worth stating when it is short and reads only
 * the parameters: `if count < 0` is, `if self._state.closed()` is not.
 */
function statedCondition(raised: RaisedException, params: ReadonlySet<string>): string | undefined {
  const condition = raised.condition;
  if (!condition || condition.length > 60 || /[()[\]{}]|lambda|\n/.test(condition))
    return undefined;
  const names = withoutStrings(condition).match(/[A-Za-z_]\w*(\.\w+)*/g) ?? [];
  const reads = names.every((name) => KEYWORDS.has(name) || params.has(name.split('.')[0] ?? ''));
  return reads ? condition : undefined;
}

/**
 * The text with each quoted string read as `""`, in one pass: a backtracking pattern for strings
 * with escapes takes exponential time on a run of backslashes inside an unclosed quote, which a
 * triple-quoted string can hold. From a quote that never closes, the rest is left as it is.
 */
function withoutStrings(text: string): string {
  let out = '';
  let at = 0;
  while (at < text.length) {
    const quote = text[at] as string;
    if (quote !== '"' && quote !== "'") {
      out += quote;
      at += 1;
      continue;
    }
    let end = at + 1;
    while (end < text.length && text[end] !== quote) end += text[end] === '\\' ? 2 : 1;
    if (end >= text.length) return out + text.slice(at);
    out += '""';
    at = end + 1;
  }
  return out;
}

/** The line with the entry's name `from` renamed `to`. */
export function renameIn(line: string, from: string, to: string): string {
  return line.replace(new RegExp(`(^|[\\s*:(])${from}(?=[\\s:(),*]|$)`), `$1${to}`);
}

/** A new Raises entry in the section's own shape. */
function raisesEntry(
  section: SectionSpan,
  style: DocstringStyle,
  name: string,
  condition: string,
): string[] {
  const indent = section.entries[0]?.indent ?? '';
  const text = `If \`\`${condition}\`\`.`;
  if (style === 'sphinx') return [`${indent}:raises ${name}: ${text}`];
  if (style === 'numpy') return [`${indent}${name}`, `${indent}    ${text}`];
  return [`${indent}${name}: ${text}`];
}

type LineEdit = ValueLineEdit;

/** The value's lines with the edits made. */
export function applyEdits(lines: readonly string[], edits: LineEdit[]): string[] {
  const out = [...lines];
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    spliceAll(out, edit.start, edit.end - edit.start, edit.lines);
  return out;
}

/** Removing every entry of a google or numpy section removes the section, with the blank line before it. */
export function removals(
  lines: readonly string[],
  section: SectionSpan,
  stale: readonly string[],
  style: DocstringStyle,
): LineEdit[] {
  const going = section.entries.filter((e) => stale.includes(e.name));
  const isBlank = (index: number): boolean => (lines[index] ?? '').trim() === '';
  if (going.length < section.entries.length || style === 'sphinx')
    return going.map((entry) => {
      // Between two blank lines, the entry takes one of them with it: no double blank is left.
      const between = entry.start > 0 && isBlank(entry.start - 1) && isBlank(entry.end);
      return { start: entry.start, end: between ? entry.end + 1 : entry.end, lines: [] };
    });
  const before = section.start > 0 && (lines[section.start - 1] ?? '').trim() === '';
  return [{ start: before ? section.start - 1 : section.start, end: section.end, lines: [] }];
}

/** Edits apart, how many characters one name is from another (Levenshtein). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current.push(
        Math.min(
          (previous[j] ?? 0) + 1,
          (current[j - 1] ?? 0) + 1,
          (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Which documented names follow which parameters, read from the change: in a
 * run of the signature where as many parameters went as came, the n-th that
 * went was renamed to the n-th that came. In a definition the change wrote
 * whole (`before` null) an entry that names no parameter is a slip of its
 * author: it follows the one parameter left undocumented, or the one it
 * misses by a letter. Without the signature before the change (`before`
 * undefined) nothing is guessed.
 */
export function pairRenames(
  stale: readonly string[],
  undocumented: readonly string[],
  before: readonly string[] | null | undefined,
  after: readonly string[],
): [string, string][] {
  if (before === undefined) return [];
  if (before === null) {
    const [onlyStale] = stale;
    const [onlyUndocumented] = undocumented;
    if (stale.length === 1 && undocumented.length === 1 && onlyStale && onlyUndocumented)
      return [[onlyStale, onlyUndocumented]];
    const near = (a: string, b: string): boolean =>
      Math.min(a.length, b.length) >= 3 && distance(a.toLowerCase(), b.toLowerCase()) <= 1;
    return stale.flatMap((name): [string, string][] => {
      const matches = undocumented.filter((param) => near(name, param));
      const [match] = matches;
      const contested = stale.filter((other) => match && near(other, match)).length > 1;
      return matches.length === 1 && match && !contested ? [[name, match]] : [];
    });
  }
  return changedRuns(before, after).flatMap(({ removed, added }) =>
    removed.length === added.length
      ? removed.flatMap((from, index): [string, string][] => {
          const to = added[index] ?? '';
          return stale.includes(from) && undocumented.includes(to) ? [[from, to]] : [];
        })
      : [],
  );
}

/**
 * The entries of parameters the change removed from a function that takes
 * `**kwargs`: the entry goes, or stays for a key `**kwargs` still takes: the
 * author says which. A name that was never a parameter may be such a key: silent.
 */
function keptAsKeywords(
  gone: readonly string[],
  beforeNames: readonly string[] | null | undefined,
  subject: string,
): DocstringProblem[] {
  const removed = gone.filter((name) => beforeNames?.includes(name));
  if (removed.length === 0) return [];
  const names = removed.map((n) => `\`${n}\``);
  const listed =
    names.length === 1
      ? (names[0] ?? '')
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return [
    {
      rule: 'docstring.stale-entry',
      message: `The docstring of ${subject} documents ${listed}, which the change removed from its parameters: remove ${names.length === 1 ? 'the entry' : 'the entries'}, or say ${names.length === 1 ? 'it is' : 'they are'} still taken through \`**kwargs\`.`,
    },
  ];
}

/**
 * Checks a docstring against the code it documents. Repairs need no
 * judgement: an entry for a parameter the change removed goes; the entry of a
 * parameter the change renamed follows it (both read from `before`, the
 * signature at the base revision, or null for a definition the change wrote
 * whole, where a slip of the pen is followed); an existing Raises section gains an
 * exception raised under a condition on the parameters.
 * Everything else — no docstring, undocumented parameters or return value, a
 * style other than the project's — is a problem to report.
 */
export function reviewDocstring(
  signature: Signature,
  current: CurrentDocstring,
  style: DocstringStyle,
  habits: { documentsReturns?: boolean } = {},
  before?: Signature | null,
): DocstringReview {
  const subject = signature.node_type === 'file' ? 'this module' : `\`${signature.name}\``;
  const early = notReviewed(signature, current, style, subject);
  if (early || current.docstring === null) return early ?? { repairs: [], problems: [] };
  const problems: DocstringProblem[] = [];
  const lines = current.docstring.split('\n');
  const sections = docstringLayout(lines, style);
  const paramSections = sections.filter((s) => s.kind === 'params');
  const documented = paramSections.flatMap((s) =>
    s.entries.filter((e) => e.name && !/^:type/.test(lines[e.start]?.trim() ?? '')),
  );
  const paramNames = new Set(signature.params.map((p) => bare(p.name)));
  // With **kwargs, a documented name that is no parameter may be one of its keys: left alone.
  const takesKeywords = signature.params.some((p) => p.kind === 'var_keyword');
  const stale = [...new Set(documented.map((e) => e.name))].filter((name) => !paramNames.has(name));
  // `*args` and `**kwargs` are documented where the project chooses to, never demanded.
  const undocumented = signature.params
    .filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword')
    .map((p) => bare(p.name))
    .filter((name) => !documented.some((e) => e.name === name));
  const edits: LineEdit[] = [];
  const repairs: string[] = [];
  const beforeNames = before === null ? null : before?.params.map((p) => bare(p.name));
  // A rename read from the base holds with **kwargs too; only a guessed one could be a key.
  const renames =
    takesKeywords && !before
      ? []
      : pairRenames(
          stale,
          undocumented,
          beforeNames,
          signature.params.map((p) => bare(p.name)),
        );
  for (const [from, to] of renames) {
    const entries = paramSections.flatMap((s) => s.entries).filter((e) => e.name === from);
    appendAll(
      edits,
      entries.map((entry) => renamedEntry(lines, entry.start, from, to)),
    );
    repairs.push(`renamed the entry for ${from} to ${to}`);
  }
  const renamedTo = new Set(renames.map(([, to]) => to));
  const unexplained = undocumented.filter((name) => !renamedTo.has(name));
  // An entry goes when this change removed its parameter; one that was already
  // stale goes only when no undocumented parameter could be what it describes.
  const gone = stale.filter(
    (name) =>
      !renames.some(([from]) => from === name) &&
      ((beforeNames?.includes(name) ?? false) || unexplained.length === 0),
  );
  // With **kwargs, a removed parameter may still be passed as a key: two repairs are right.
  if (takesKeywords) appendAll(problems, keptAsKeywords(gone, beforeNames, subject));
  if (!takesKeywords && paramSections.length > 0 && gone.length > 0) {
    for (const section of paramSections) appendAll(edits, removals(lines, section, gone, style));
    repairs.push(
      `removed the entr${gone.length === 1 ? 'y' : 'ies'} for ${gone.join(', ')} (no such parameter)`,
    );
  }
  const owed = undocumentedProblem(signature, unexplained, beforeNames, documented, subject);
  if (paramSections.length > 0 && owed) problems.push(owed);
  // A return value is asked for only where the project's own docstrings document theirs.
  if (
    habits.documentsReturns !== false &&
    paramSections.length > 0 &&
    returnsSomething(signature) &&
    !current.documented.returns &&
    !signature.is_generator
  )
    problems.push({
      rule: 'docstring.undocumented-return',
      message: `The docstring of ${subject} does not say what it returns.`,
    });
  const raised = raisesAddition(sections, style, signature, paramNames);
  if (raised) {
    edits.push(raised);
    repairs.push('documented the exceptions raised on a condition of the parameters');
  }
  if (edits.length === 0) return { repairs: [], problems };
  return { repaired: applyEdits(lines, edits).join('\n'), edits, repairs, problems };
}

/**
 * The review of a docstring that is not held to its signature: none at all
 * (asked for, but not of a module or a dunder: `__init__` is documented on
 * its class), one in another style than the project's, or a class's (its
 * constructor's parameters are checked by the class docstring review).
 */
function notReviewed(
  signature: Signature,
  current: CurrentDocstring,
  style: DocstringStyle,
  subject: string,
): DocstringReview | undefined {
  if (!current.has_docstring || current.docstring === null) {
    const asked = signature.node_type !== 'file' && !/^__\w+__$/.test(signature.name);
    const problems: DocstringProblem[] = asked
      ? [{ rule: 'docstring.missing', message: `${subject} has no docstring.` }]
      : [];
    return { repairs: [], problems };
  }
  const written = current.detected_style;
  if (written && written !== style)
    return {
      repairs: [],
      problems: [
        {
          rule: 'docstring.style',
          message: `The docstring of ${subject} is written in ${written} style; this project writes ${style} style.`,
        },
      ],
    };
  if (signature.node_type !== 'function' && signature.node_type !== 'method')
    return { repairs: [], problems: [] };
  return undefined;
}

/** The edit that renames the entry on line `at` from `from` to `to`. */
function renamedEntry(lines: readonly string[], at: number, from: string, to: string): LineEdit {
  return { start: at, end: at + 1, lines: [renameIn(lines[at] ?? '', from, to)] };
}

/**
 * The finding for parameters the docstring leaves out. A docstring that
 * documents a few of many parameters (the rest elsewhere) chose to; a
 * parameter this change added to a documented list is still owed its entry,
 * unless its name is private (a leading underscore). One finding per
 * docstring, however many parameters it leaves out.
 */
function undocumentedProblem(
  signature: Signature,
  unexplained: readonly string[],
  beforeNames: readonly string[] | null | undefined,
  documented: readonly { name: string }[],
  subject: string,
): DocstringProblem | undefined {
  const paramNames = new Set(signature.params.map((p) => bare(p.name)));
  const named = signature.params.filter(
    (p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword',
  ).length;
  const partial = unexplained.length * 2 > named;
  const added = unexplained.filter((name) => beforeNames && !beforeNames.includes(name));
  const documentsOthers = documented.some((e) => paramNames.has(e.name));
  // Where the base is known, a parameter already undocumented there was the author's choice
  // before this change: only what the change added is owed.
  const owed = Array.isArray(beforeNames) ? added : unexplained;
  // A parameter named with a leading underscore is private plumbing (rich's `_environ`, for
  // tests): documented where the author chooses, never asked for.
  const missing = (partial ? (documentsOthers ? added : []) : owed)
    .filter((n) => !n.startsWith('_'))
    .map((n) => `\`${n}\``);
  if (missing.length === 0) return undefined;
  return {
    rule: 'docstring.undocumented-parameter',
    message:
      missing.length === 1
        ? `Parameter ${missing[0] ?? ''} of ${subject} is not documented.`
        : `Parameters ${missing.slice(0, -1).join(', ')} and ${missing.at(-1) ?? ''} of ${subject} are not documented.`,
  };
}

/** The entries of exceptions raised on a condition of the parameters, for an existing Raises section. */
function raisesAddition(
  sections: ReturnType<typeof docstringLayout>,
  style: DocstringStyle,
  signature: Signature,
  paramNames: ReadonlySet<string>,
): LineEdit | undefined {
  const raisesSection = sections.find((s) => s.kind === 'raises');
  if (!raisesSection) return undefined;
  const known = new Set(raisesSection.entries.map((e) => lastPart(e.name)));
  const added = signature.raises.flatMap((raised) => {
    const condition = statedCondition(raised, paramNames);
    return condition && !known.has(lastPart(raised.exception))
      ? raisesEntry(raisesSection, style, raised.exception, condition)
      : [];
  });
  return added.length > 0
    ? { start: raisesSection.end, end: raisesSection.end, lines: added }
    : undefined;
}
