import { docstringLayout, type SectionSpan } from './docstring-layout.js';
import type { CurrentDocstring, DocstringStyle, RaisedException, Signature } from './types.js';

/** What is wrong with a docstring that Remora reports and does not fix. */
export interface DocstringProblem {
  rule:
    | 'docstring.missing'
    | 'docstring.undocumented-parameter'
    | 'docstring.undocumented-return'
    | 'docstring.style';
  message: string;
}

/** A docstring checked against its code: the mechanical repairs, and what is left to a human. */
export interface DocstringReview {
  /** The repaired docstring value, when a repair applies. */
  repaired?: string;
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
  const names =
    condition.replace(/(["'])(?:\\.|(?!\1).)*\1/g, '""').match(/[A-Za-z_]\w*(\.\w+)*/g) ?? [];
  const reads = names.every((name) => KEYWORDS.has(name) || params.has(name.split('.')[0] ?? ''));
  return reads ? condition : undefined;
}

function renameIn(line: string, from: string, to: string): string {
  return line.replace(new RegExp(`(^|[\\s*:(])${from}(?=[\\s:(),]|$)`), `$1${to}`);
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

/** Line edits, applied bottom-up so earlier indexes stay valid. */
interface LineEdit {
  start: number;
  end: number;
  lines: string[];
}

function applyEdits(lines: readonly string[], edits: LineEdit[]): string[] {
  const out = [...lines];
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    out.splice(edit.start, edit.end - edit.start, ...edit.lines);
  return out;
}

/** Removing every entry of a google or numpy section removes the section, with the blank line before it. */
function removals(
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

/**
 * Checks a docstring against the code it documents. Repairs need no
 * judgement: an entry for a parameter that no longer exists goes; an entry
 * for the one parameter that was renamed follows it; an existing Raises
 * section gains an exception raised under a condition on the parameters.
 * Everything else — no docstring, undocumented parameters or return value, a
 * style other than the project's — is a problem to report.
 */
export function reviewDocstring(
  signature: Signature,
  current: CurrentDocstring,
  style: DocstringStyle,
): DocstringReview {
  const problems: DocstringProblem[] = [];
  const subject = signature.node_type === 'file' ? 'this module' : `\`${signature.name}\``;
  if (!current.has_docstring || current.docstring === null) {
    // A module's docstring, and a dunder's (`__init__` is documented on its class), are not asked for.
    if (signature.node_type !== 'file' && !/^__\w+__$/.test(signature.name))
      problems.push({ rule: 'docstring.missing', message: `${subject} has no docstring.` });
    return { repairs: [], problems };
  }
  const written = current.detected_style;
  if (written && written !== style) {
    problems.push({
      rule: 'docstring.style',
      message: `The docstring of ${subject} is written in ${written} style; this project writes ${style} style.`,
    });
    return { repairs: [], problems };
  }
  // A class documents its constructor's parameters, which its own signature does not show: left alone.
  if (signature.node_type !== 'function' && signature.node_type !== 'method')
    return { repairs: [], problems };
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
  const undocumented = signature.params
    .map((p) => bare(p.name))
    .filter((name) => !documented.some((e) => e.name === name));
  const edits: LineEdit[] = [];
  const repairs: string[] = [];
  const renamed = stale.length === 1 && undocumented.length === 1 && !takesKeywords;
  if (renamed) {
    const [from, to] = [stale[0] ?? '', undocumented[0] ?? ''];
    for (const entry of paramSections.flatMap((s) => s.entries).filter((e) => e.name === from))
      edits.push({
        start: entry.start,
        end: entry.start + 1,
        lines: [renameIn(lines[entry.start] ?? '', from, to)],
      });
    repairs.push(`renamed the entry for ${from} to ${to}`);
  } else if (!takesKeywords && paramSections.length > 0) {
    for (const section of paramSections) edits.push(...removals(lines, section, stale, style));
    if (stale.length > 0)
      repairs.push(
        `removed the entr${stale.length === 1 ? 'y' : 'ies'} for ${stale.join(', ')} (no such parameter)`,
      );
  }
  if (!renamed && paramSections.length > 0)
    for (const name of undocumented)
      problems.push({
        rule: 'docstring.undocumented-parameter',
        message: `Parameter \`${name}\` of ${subject} is not documented.`,
      });
  if (
    paramSections.length > 0 &&
    returnsSomething(signature) &&
    !current.documented.returns &&
    !signature.is_generator
  )
    problems.push({
      rule: 'docstring.undocumented-return',
      message: `The docstring of ${subject} does not say what it returns.`,
    });
  const raisesSection = sections.find((s) => s.kind === 'raises');
  if (raisesSection) {
    const known = new Set(raisesSection.entries.map((e) => lastPart(e.name)));
    const added = signature.raises.flatMap((raised) => {
      const condition = statedCondition(raised, paramNames);
      return condition && !known.has(lastPart(raised.exception))
        ? raisesEntry(raisesSection, style, raised.exception, condition)
        : [];
    });
    if (added.length > 0) {
      edits.push({ start: raisesSection.end, end: raisesSection.end, lines: added });
      repairs.push('documented the exceptions raised on a condition of the parameters');
    }
  }
  if (edits.length === 0) return { repairs: [], problems };
  return { repaired: applyEdits(lines, edits).join('\n'), repairs, problems };
}
