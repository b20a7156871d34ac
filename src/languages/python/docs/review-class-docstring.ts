import type { ClassContract } from './class-contract.js';
import type { EntrySpan, SectionSpan } from './docstring-layout.js';
import type { ValueLineEdit } from './literal-edits.js';
import { pairRenames, removals, renameIn, type DocstringProblem } from './repair-docstring.js';
import type { DocstringStyle } from './types.js';
import { appendAll } from '../../../core/arrays.js';

/** What a class's docstring gets wrong about its class: the repairs and the findings. */
export interface ClassDocstringReview {
  edits: ValueLineEdit[];
  repairs: string[];
  problems: DocstringProblem[];
}

const bare = (name: string): string => name.replace(/^[\\*]+/, '').replace(/\\/g, '');
const quoted = (names: readonly string[]): string => {
  const all = names.map((n) => `\`${n}\``);
  return all.length === 1
    ? (all[0] ?? '')
    : `${all.slice(0, -1).join(', ')} and ${all.at(-1) ?? ''}`;
};

/** One kind of entry checked against the names the class has now and had at the base. */
interface EntryCheck {
  sections: SectionSpan[];
  /** The names entries may hold now, in order (constructor parameters, or fields). */
  now: readonly string[];
  /** The same at the base revision; null for a class the change wrote, undefined when unknown. */
  before: readonly string[] | null | undefined;
  /** Names an entry may also hold without being stale (attributes, methods, kwargs keys). */
  alsoKnown: ReadonlySet<string>;
  /** True when `now` is every name an entry may hold: an entry naming nothing else is stale. */
  complete: boolean;
  /** True when a name the change removed cannot live on elsewhere (a base class): its entry goes. */
  removable: boolean;
  /** What an entry documents, in a finding: one, and many. */
  what: readonly [string, string];
}

function documentedEntries(
  sections: readonly SectionSpan[],
  lines: readonly string[],
): EntrySpan[] {
  // `:type x:` repeats a `:param x:`; it names no entry of its own.
  return sections.flatMap((s) =>
    s.entries.filter((e) => e.name && !/^:type/.test(lines[e.start]?.trim() ?? '')),
  );
}

/**
 * Checks one kind of entry: an entry whose name the change renamed (the old
 * name gone, the new one at the same place and undocumented) follows it; an
 * entry whose name the change removed goes when the class alone decides its
 * names; any other entry that names nothing the class has is a finding.
 */
function checkEntries(
  check: EntryCheck,
  lines: readonly string[],
  style: DocstringStyle,
  subject: string,
  out: ClassDocstringReview,
): void {
  if (check.sections.length === 0) return;
  const documented = documentedEntries(check.sections, lines);
  const known = new Set(check.now);
  // Only entries that name an identifier (`www-authenticate` names a header).
  const names = [...new Set(documented.map((e) => bare(e.name)))].filter((n) => /^\w+$/.test(n));
  const stale = names.filter((name) => !known.has(name) && !check.alsoKnown.has(name));
  if (stale.length === 0) return;
  const undocumented = check.now.filter((name) => !names.includes(name));
  // Only a rename read from the base revision is followed: nothing is guessed.
  const renames = Array.isArray(check.before)
    ? pairRenames(stale, undocumented, check.before, check.now)
    : [];
  for (const [from, to] of renames) {
    for (const entry of documented.filter((e) => e.name === from))
      out.edits.push({
        start: entry.start,
        end: entry.start + 1,
        lines: [renameIn(lines[entry.start] ?? '', from, to)],
      });
    out.repairs.push(`renamed the entry for ${from} to ${to}`);
  }
  const left = stale.filter((name) => !renames.some(([from]) => from === name));
  const removed = left.filter((name) => Array.isArray(check.before) && check.before.includes(name));
  if (check.removable && removed.length > 0) {
    for (const section of check.sections)
      appendAll(out.edits, removals(lines, section, removed, style));
    out.repairs.push(
      `removed the entr${removed.length === 1 ? 'y' : 'ies'} for ${removed.join(', ')} (no such ${check.what[0].split(' ').at(-1) === 'class' ? 'attribute' : 'parameter'})`,
    );
  }
  // An entry the base does not explain, or one a base class may still give, is stated, not removed.
  const said = left.filter((name) => (removed.includes(name) ? !check.removable : check.complete));
  if (said.length > 0)
    out.problems.push({
      rule: 'docstring.stale-entry',
      message: `The docstring of ${subject} documents ${quoted(said)}, which ${said.length === 1 ? `is not ${check.what[0]}` : `are not ${check.what[1]}`}.`,
    });
}

/**
 * Holds a class's docstring to its class: the entries of its Args (or
 * Parameters, `:param`, Markdown) sections to its constructor's parameters
 * (`__init__`, `__new__`, or the fields of a dataclass, attrs class,
 * NamedTuple, TypedDict or pydantic model), and its Attributes entries to the
 * fields and attributes it has, with renames and removals read from the base.
 */
export function reviewClassDocstring(
  contract: ClassContract,
  before: ClassContract | null | undefined,
  lines: readonly string[],
  sections: readonly SectionSpan[],
  style: DocstringStyle,
  subject: string,
): ClassDocstringReview {
  const out: ClassDocstringReview = { edits: [], repairs: [], problems: [] };
  const params = contract.params;
  if (params !== null) {
    // `*items` is documented as `items` (or `*items`): its name counts like any other.
    const now = params.map((p) => bare(p.name));
    const takesKeywords = params.some((p) => p.kind === 'var_keyword');
    const previous = before === undefined ? undefined : before === null ? null : before.params;
    checkEntries(
      {
        sections: sections.filter((s) => s.kind === 'params'),
        now,
        before:
          previous === null || previous === undefined
            ? previous
            : previous
                .filter((p) => p.kind !== 'var_positional' && p.kind !== 'var_keyword')
                .map((p) => bare(p.name)),
        // A field documented under Args (one with `init=False`) still names something real.
        alsoKnown: new Set(contract.fields),
        // With **kwargs, a name that was never a parameter may be one of its keys.
        complete: contract.paramsComplete && !takesKeywords,
        removable: contract.paramsComplete,
        what: ['a parameter of its constructor', 'parameters of its constructor'],
      },
      lines,
      style,
      subject,
      out,
    );
  }
  checkEntries(
    {
      sections: sections.filter((s) => s.kind === 'attributes'),
      now: contract.fields,
      before: before === undefined ? undefined : before === null ? null : before.fields,
      alsoKnown: new Set([...contract.names, ...(params ?? []).map((p) => bare(p.name))]),
      complete: contract.complete,
      removable: contract.complete,
      what: ['an attribute of the class', 'attributes of the class'],
    },
    lines,
    style,
    subject,
    out,
  );
  return out;
}
