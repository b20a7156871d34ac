import { renderDocstring, type DocstringSpec } from './render-docstring.js';
import {
  deriveSummary,
  describeAttribute,
  describeParam,
  describeRaise,
  describeReturn,
  describeYield,
  returnsSomething,
} from './summaries.js';
import type { CurrentDocstring, DocstringStyle, DocumentedEntry, Signature } from './types.js';

/** What the policy decides for one node. */
export type DocstringPlan =
  | { action: 'skipped'; missing: [] }
  | { action: 'added' | 'updated'; docstring: string; missing: string[] };

/** A forward reference (`"Order"`) reads as the type it names. */
const unquoted = (annotation: string | null): string | null =>
  annotation?.replace(/^(["'])(.*)\1$/, '$2') ?? null;

const bare = (name: string): string => name.replace(/^[\\*]+/, '').replace(/\\/g, '');

/**
 * What the existing docstring leaves out: each parameter, the return value,
 * the yielded value of a generator, and a class's attributes. Empty means
 * the docstring is complete (a file or a bare function just needs one).
 */
export function missingFromDocstring(signature: Signature, current: CurrentDocstring): string[] {
  if (!current.has_docstring) return ['docstring'];
  const documented = current.documented;
  const has = (list: DocumentedEntry[], name: string): boolean =>
    list.some((entry) => bare(entry.name) === bare(name));
  const missing = [
    ...signature.params
      .filter((p) => !has(documented.params, p.name))
      .map((p) => `parameter ${p.name}`),
    ...signature.attributes
      .filter((a) => !has(documented.attributes, a.name))
      .map((a) => `attribute ${a.name}`),
  ];
  if (returnsSomething(signature) && !documented.returns) missing.push('return value');
  if (signature.is_generator && !documented.yields && !documented.returns)
    missing.push('yielded values');
  return missing;
}

/**
 * Skip a complete docstring; otherwise write one in `style`, keeping an
 * existing summary, description, extra sections and the descriptions it
 * already gives, and deriving the rest from the signature and body.
 */
export function planDocstring(
  signature: Signature,
  current: CurrentDocstring,
  style: DocstringStyle,
): DocstringPlan {
  const missing = missingFromDocstring(signature, current);
  if (missing.length === 0) return { action: 'skipped', missing: [] };
  const docstring = renderDocstring(docstringSpec(signature, current), style);
  return { action: current.has_docstring ? 'updated' : 'added', docstring, missing };
}

/** The content of the docstring to write, before any style. */
export function docstringSpec(signature: Signature, current: CurrentDocstring): DocstringSpec {
  const documented = current.documented;
  const find = (list: DocumentedEntry[], name: string): DocumentedEntry | undefined =>
    list.find((entry) => bare(entry.name) === bare(name));
  const known = (entry: DocumentedEntry | null | undefined): string | undefined =>
    entry?.description.trim() || undefined;
  const fresh = signature.raises.map((r) => ({
    name: r.exception,
    description: known(find(documented.raises, r.exception)) ?? describeRaise(r),
  }));
  const kept = documented.raises
    .filter((r) => !fresh.some((f) => f.name === r.name))
    .map((r) => ({ name: r.name, description: r.description || 'On failure.' }));
  return {
    summary: current.summary ?? deriveSummary(signature),
    description: current.description,
    params: signature.params.map((p) => {
      const entry = find(documented.params, p.name);
      const text = known(entry) ?? describeParam(p);
      const withDefault =
        p.default !== null && !/defaults? (to|is)/i.test(text)
          ? `${text} Defaults to ${p.default}.`
          : text;
      return {
        name: p.name,
        type: unquoted(p.annotation) ?? entry?.type ?? null,
        optional: p.default !== null,
        description: withDefault,
      };
    }),
    returns: returnsSomething(signature)
      ? {
          type: unquoted(signature.returns) ?? documented.returns?.type ?? null,
          description: known(documented.returns) ?? describeReturn(signature),
        }
      : null,
    yields: signature.is_generator
      ? {
          type: unquoted(signature.yields) ?? documented.yields?.type ?? null,
          description: known(documented.yields) ?? describeYield(signature),
        }
      : null,
    raises: [...fresh, ...kept],
    attributes: signature.attributes.map((a) => {
      const entry = find(documented.attributes, a.name);
      return {
        name: a.name,
        type: unquoted(a.annotation) ?? entry?.type ?? null,
        description: known(entry) ?? describeAttribute(a.name),
      };
    }),
    other_sections: current.other_sections,
  };
}
