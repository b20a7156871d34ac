import { changedRuns } from '../../../core/sequence-runs.js';
import type { JsDoc } from './jsdoc.js';
import type { JsParam } from './signature.js';

/** How a doc's `@param` entries stand against the parameters the code declares. */
export interface ParamStanding {
  /** Parameters (by index) the doc documents, under the name it uses for each. */
  documentedAs: Map<number, string>;
  /** Names the doc documents that are no parameter (top-level names, without members). */
  stale: string[];
  /** Indexes of parameters the doc does not document. */
  undocumented: number[];
}

/**
 * Matches the doc's entries to the parameters: a named parameter by its name;
 * a destructured one (`{ a, b }: Options`) by an entry that names no other
 * parameter — one with members (`options.a`) first, in its place first —
 * since JSDoc lets the author name it (`options`, `param0`). An entry naming one of a
 * destructured parameter's members stands for that member.
 */
export function paramStanding(doc: JsDoc, params: readonly JsParam[]): ParamStanding {
  const names = [...new Set(doc.params.map((entry) => entry.parameter))];
  const declared = new Set(params.flatMap((p) => (p.name === undefined ? [] : [p.name])));
  const members = new Set(params.flatMap((p) => p.members));
  const documentedAs = new Map<number, string>();
  params.forEach((p, index) => {
    if (p.name !== undefined && names.includes(p.name)) documentedAs.set(index, p.name);
  });
  const left = names.filter((name) => !declared.has(name) && !members.has(name));
  // The names whose members the doc documents (`options.a`): a destructured parameter's, most likely.
  const withMembers = new Set(
    doc.params.filter((e) => e.name !== e.parameter).map((e) => e.parameter),
  );
  params.forEach((p, index) => {
    if (p.name !== undefined) return;
    // The entry for a destructured parameter names it, mostly in its place
    // among the entries; its members follow as `name.member`.
    const inPlace = names[index];
    const named =
      [inPlace].find(
        (name) => name !== undefined && left.includes(name) && withMembers.has(name),
      ) ??
      left.find((name) => withMembers.has(name)) ??
      (inPlace !== undefined && left.includes(inPlace) ? inPlace : undefined);
    if (named !== undefined) {
      documentedAs.set(index, named);
      left.splice(left.indexOf(named), 1);
    } else if (p.members.length > 0 && p.members.every((m) => names.includes(m)))
      documentedAs.set(index, p.members.join(', '));
  });
  const undocumented = params.flatMap((_, index) => (documentedAs.has(index) ? [] : [index]));
  return { documentedAs, stale: left, undocumented };
}

/** The name a parameter is known by across a change: destructured ones by their position. */
export function positionalNames(params: readonly JsParam[]): string[] {
  return params.map((p, index) => p.name ?? `{${index}}`);
}

/**
 * The renames a change made, read from the signatures before and after it:
 * in a run of the signature where as many parameters went as came, the n-th
 * that went was renamed to the n-th that came.
 */
export function renamesBetween(
  before: readonly string[],
  after: readonly string[],
): [from: string, to: string][] {
  return changedRuns(before, after).flatMap(({ removed, added }) =>
    removed.length === added.length
      ? removed.map((from, index): [string, string] => [from, added[index] ?? ''])
      : [],
  );
}

/** Levenshtein distance, for a slip of the pen in a definition the change wrote whole. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length] ?? 0;
}
