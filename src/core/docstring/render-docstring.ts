import type { DocstringStyle, OtherSection } from './types.js';

/** A docstring's content, independent of its style. */
export interface DocstringSpec {
  summary: string;
  description: string | null;
  params: { name: string; type: string | null; optional: boolean; description: string }[];
  returns: { type: string | null; description: string } | null;
  yields: { type: string | null; description: string } | null;
  raises: { name: string; description: string }[];
  attributes: { name: string; type: string | null; description: string }[];
  /** Sections kept from an existing docstring (examples, notes). */
  other_sections: OtherSection[];
}

const INDENT = '    ';

/** The docstring's text (its value, without quotes or indentation) in one style. */
export function renderDocstring(spec: DocstringSpec, style: DocstringStyle): string {
  const sections =
    style === 'google'
      ? googleSections(spec)
      : style === 'numpy'
        ? numpySections(spec)
        : sphinxSections(spec);
  const others = spec.other_sections.map((section) => renderOtherSection(section, style));
  const blocks = [spec.summary, spec.description, ...sections, ...others].filter((b): b is string =>
    Boolean(b?.trim()),
  );
  return blocks.join('\n\n');
}

/** A kept section under its title in the target style (reST sections cannot nest in a docstring: a rubric stands in). */
function renderOtherSection(section: OtherSection, style: DocstringStyle): string {
  if (section.title === null) return section.body;
  const body = section.body.split('\n');
  if (style === 'numpy')
    return [section.title, '-'.repeat(section.title.length), ...body].join('\n');
  if (style === 'sphinx') return [`.. rubric:: ${section.title}`, '', ...body].join('\n');
  return [`${section.title}:`, ...body.map((line) => (line ? INDENT + line : line))].join('\n');
}

function googleSections(spec: DocstringSpec): string[] {
  const section = (title: string, lines: string[]): string | null =>
    lines.length > 0 ? [`${title}:`, ...lines.map((l) => INDENT + l)].join('\n') : null;
  const typed = (type: string | null, optional: boolean): string =>
    type || optional ? ` (${[type, optional ? 'optional' : null].filter(Boolean).join(', ')})` : '';
  return [
    section(
      'Attributes',
      spec.attributes.map((a) => `${a.name}${typed(a.type, false)}: ${a.description}`),
    ),
    section(
      'Args',
      spec.params.map((p) => `${p.name}${typed(p.type, p.optional)}: ${p.description}`),
    ),
    section(
      'Returns',
      spec.returns
        ? [
            spec.returns.type
              ? `${spec.returns.type}: ${spec.returns.description}`
              : spec.returns.description,
          ]
        : [],
    ),
    section(
      'Yields',
      spec.yields
        ? [
            spec.yields.type
              ? `${spec.yields.type}: ${spec.yields.description}`
              : spec.yields.description,
          ]
        : [],
    ),
    section(
      'Raises',
      spec.raises.map((r) => `${r.name}: ${r.description}`),
    ),
  ].filter((s): s is string => s !== null);
}

function numpySections(spec: DocstringSpec): string[] {
  const section = (title: string, entries: [string, string][]): string | null =>
    entries.length > 0
      ? [
          title,
          '-'.repeat(title.length),
          ...entries.flatMap(([head, text]) => [head, INDENT + text]),
        ].join('\n')
      : null;
  const named = (name: string, type: string | null, optional: boolean): string => {
    const kinds = [type, optional ? 'optional' : null].filter(Boolean).join(', ');
    return kinds ? `${name} : ${kinds}` : name;
  };
  const value = (entry: { type: string | null; description: string } | null): [string, string][] =>
    entry ? [[entry.type ?? 'object', entry.description]] : [];
  return [
    section(
      'Parameters',
      spec.params.map((p) => [named(p.name, p.type, p.optional), p.description]),
    ),
    section('Returns', value(spec.returns)),
    section('Yields', value(spec.yields)),
    section(
      'Raises',
      spec.raises.map((r) => [r.name, r.description]),
    ),
    section(
      'Attributes',
      spec.attributes.map((a) => [named(a.name, a.type, false), a.description]),
    ),
  ].filter((s): s is string => s !== null);
}

function sphinxSections(spec: DocstringSpec): string[] {
  const lines: string[] = [];
  for (const p of spec.params) {
    // reST reads a bare `*` as the start of emphasis.
    const name = p.name.replace(/\*/g, '\\*');
    lines.push(`:param ${name}: ${p.description}`);
    if (p.type) lines.push(`:type ${name}: ${p.type}${p.optional ? ', optional' : ''}`);
  }
  if (spec.returns) {
    lines.push(`:returns: ${spec.returns.description}`);
    if (spec.returns.type) lines.push(`:rtype: ${spec.returns.type}`);
  }
  if (spec.yields) {
    lines.push(`:yields: ${spec.yields.description}`);
    if (spec.yields.type) lines.push(`:ytype: ${spec.yields.type}`);
  }
  for (const r of spec.raises) lines.push(`:raises ${r.name}: ${r.description}`);
  for (const a of spec.attributes) {
    lines.push(`:ivar ${a.name}: ${a.description}`);
    if (a.type) lines.push(`:vartype ${a.name}: ${a.type}`);
  }
  return lines.length > 0 ? [lines.join('\n')] : [];
}
