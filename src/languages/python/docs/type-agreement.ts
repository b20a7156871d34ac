import { TYPE_ALIASES } from './docstring-facts.js';
import type { SectionSpan } from './docstring-layout.js';
import type { ValueLineEdit } from './literal-edits.js';
import type { DocstringProblem } from './repair-docstring.js';
import type { DocumentedEntry, DocstringStyle, SignatureParam } from './types.js';
import { appendAll } from '../../../core/arrays.js';

/** Documented types a change left behind its annotations: the repairs and the findings. */
export interface TypeAgreementReview {
  /** Each rewrite, with the finding that stands for it where it cannot be made. */
  rewrites: { edit: ValueLineEdit; repair: string; finding: DocstringProblem }[];
  problems: DocstringProblem[];
  /** The parameters this review spoke for (another check need not). */
  judged: string[];
}

/** A type as a set: the names of its members (the last dotted part, `List` read as `list`), and None. */
export interface TypeMembers {
  names: ReadonlySet<string>;
  none: boolean;
  /** `Any` or `object`: it agrees with anything. */
  anything: boolean;
}

interface TypeNode {
  name: string;
  args: TypeNode[];
}

const ALIASES: Readonly<Record<string, string>> = {
  ...TYPE_ALIASES,
  Type: 'type',
  NoneType: 'None',
};
const BUILTINS = new Set([
  'str',
  'bytes',
  'bytearray',
  'int',
  'float',
  'bool',
  'complex',
  'list',
  'dict',
  'tuple',
  'set',
  'frozenset',
  'type',
  'object',
]);

/**
 * Parses a type expression (`Optional[List[int]]`, `int | None`, `"Foo"`);
 * undefined for anything else, prose included (`int or str`, `array-like`).
 */
function parseType(text: string): TypeNode[] | undefined {
  const tokens = text.match(/\.\.\.|"[^"]*"|'[^']*'|[A-Za-z_][\w.]*|-?\d+|[[\],|]|\S/g) ?? [];
  let at = 0;
  const union = (): TypeNode[] | undefined => {
    const members: TypeNode[] = [];
    for (;;) {
      const one = atom();
      if (!one) return undefined;
      appendAll(members, one);
      if (tokens[at] !== '|') return members;
      at += 1;
    }
  };
  const atom = (): TypeNode[] | undefined => {
    const token = tokens[at];
    if (token === undefined) return undefined;
    at += 1;
    if (/^["']/.test(token)) return parseType(token.slice(1, -1)) ?? [{ name: token, args: [] }];
    if (token === '...' || /^-?\d+$/.test(token)) return [{ name: token, args: [] }];
    if (token === '[') {
      const args = list(']');
      return args && [{ name: '[]', args }];
    }
    if (!/^[A-Za-z_][\w.]*$/.test(token) || /\.$|\.\./.test(token)) return undefined;
    if (tokens[at] !== '[') return [{ name: token, args: [] }];
    at += 1;
    const args = list(']');
    return args && [{ name: token, args }];
  };
  const list = (close: string): TypeNode[] | undefined => {
    const args: TypeNode[] = [];
    while (tokens[at] !== close) {
      const one = union();
      if (!one) return undefined;
      // A union inside brackets stays one argument.
      args.push(one.length === 1 ? (one[0] as TypeNode) : { name: 'Union', args: one });
      if (tokens[at] === ',') at += 1;
      else if (tokens[at] !== close) return undefined;
    }
    at += 1;
    return args;
  };
  const parsed = union();
  return parsed && at === tokens.length ? parsed : undefined;
}

const lastPart = (name: string): string => name.split('.').pop() ?? name;

/** What a documented type says once its qualifiers go: `int, optional` says `int`. */
export function documentedCore(text: string): string {
  return text
    .trim()
    .replace(/,?\s*(?:optional|default[:= ].*|defaults? to .*|by default.*)$/i, '')
    .trim();
}

/**
 * The members of a type written in code or in a docstring; undefined when it
 * is not a plain type expression. A docstring's lower-case word that is not a
 * builtin (`callable`, `iterable`, `ndarray`) is prose, not a type to compare.
 */
export function typeMembers(text: string, fromDocstring: boolean): TypeMembers | undefined {
  const cleaned = (fromDocstring ? documentedCore(text) : text.trim())
    .replace(/:(?:class|obj|data|type):/g, '')
    .replace(/[`~]/g, '')
    .replace(/\btyping(?:_extensions)?\./g, '');
  if (cleaned === '') return undefined;
  const parsed = parseType(cleaned);
  if (!parsed) return undefined;
  const names = new Set<string>();
  let none = false;
  let anything = false;
  let prose = false;
  const visit = (node: TypeNode): void => {
    const name = lastPart(node.name);
    if (name === 'Union') return node.args.forEach(visit);
    if (name === 'Optional') {
      none = true;
      return node.args.forEach(visit);
    }
    const key = ALIASES[name] ?? name;
    if (key === 'None') none = true;
    else if (key === 'Any' || key === 'object') anything = true;
    else if (fromDocstring && !BUILTINS.has(key) && !/^[A-Z]/.test(key) && !node.name.includes('.'))
      prose = true;
    else names.add(key);
  };
  parsed.forEach(visit);
  if (prose || (names.size === 0 && !none && !anything)) return undefined;
  return { names, none, anything };
}

const subset = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  [...a].every((name) => b.has(name));
const sameNames = (a: ReadonlySet<string>, b: ReadonlySet<string>): boolean =>
  a.size === b.size && subset(a, b);

/** An annotated parameter's type as the code means it: a default of None lets None in. */
function annotated(param: SignatureParam): TypeMembers | undefined {
  if (!param.annotation) return undefined;
  const members = typeMembers(param.annotation, false);
  return members && { ...members, none: members.none || param.default === 'None' };
}

// Types that say what shape a value has, not what it is: a docstring naming one
// (`Iterable[Segment]` for `Sequence[Segment]`) is a looser truth, not a contradiction.
const STRUCTURAL = new Set([
  'Iterable',
  'Iterator',
  'Sequence',
  'MutableSequence',
  'Collection',
  'Container',
  'Mapping',
  'MutableMapping',
  'AbstractSet',
  'MutableSet',
  'Generator',
  'AsyncIterable',
  'AsyncIterator',
  'AsyncGenerator',
  'Awaitable',
  'Coroutine',
  'Callable',
  'Hashable',
  'Sized',
  'Reversible',
  'IO',
  'TextIO',
  'BinaryIO',
  'Literal',
  'PathLike',
  'Deque',
  'DefaultDict',
  'OrderedDict',
  'Counter',
  'ChainMap',
]);
// A type variable (`T`, `_T`, `KT`): what it stands for is not written there.
const TYPE_VARIABLE = /^_?[A-Z][A-Z0-9]?$|^_T/;
const specific = (name: string): boolean => !BUILTINS.has(name) && !STRUCTURAL.has(name);

/**
 * True when a documented type agreed with the annotation at the base and the
 * change's new annotation leaves it behind: a class or alias the docstring
 * names (`AlignValues`, `ConsoleRenderable`) that the annotation no longer
 * has, or a None the docstring lets in that the annotation no longer does.
 * What maintainers leave as it is stays quiet: a builtin or a structural type
 * (`str` for a `Literal` alias, `Iterable[X]` for `Sequence[X]`), a docstring
 * that says less than the annotation (`int` for `Union[int, str]`), a union
 * the change named with one alias (`Union[str, Style]` for `StyleType`), and
 * a type variable in the annotation.
 */
export function leftBehind(documented: TypeMembers, base: TypeMembers, head: TypeMembers): boolean {
  if (documented.anything || base.anything || head.anything) return false;
  if (sameNames(base.names, head.names) && base.none === head.none) return false;
  const agreed = subset(documented.names, base.names) && (!documented.none || base.none);
  if (!agreed || [...head.names].some((name) => TYPE_VARIABLE.test(name))) return false;
  if (documented.none && !head.none) return true;
  const gone = [...documented.names].filter((name) => specific(name) && !head.names.has(name));
  const aliased = documented.names.size > 1 && head.names.size === 1;
  return gone.length > 0 && !aliased;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The annotation as a docstring writes it: a forward reference's quotes go. */
export function asDocumented(annotation: string): string {
  const text = annotation.trim();
  // A Literal's strings are values, not forward references.
  if (/\bLiteral\[/.test(text)) return text.replace(/^(["'])(.*)\1$/, '$2');
  return text.replace(/(["'])([A-Za-z_][\w.]*)\1/g, '$2');
}

/** Where an entry's type is written, in the entry's own style: a pattern whose group 2 is the type. */
function typePatterns(style: DocstringStyle, name: string, core: string): RegExp[] {
  const n = `\\**${escape(name)}`;
  const t = escape(core);
  if (style === 'google') return [new RegExp(`^(\\s*${n}\\s*\\(\\s*)(${t})(?=\\s*[,)])`)];
  if (style === 'numpy') return [new RegExp(`^(\\s*${n}\\s+:\\s+)(${t})(?=\\s*(?:,|$))`)];
  if (style === 'sphinx')
    return [
      new RegExp(`^(\\s*:type\\s+${n}\\s*:\\s*)(${t})(?=\\s*(?:,|$))`),
      new RegExp(`^(\\s*:(?:param|parameter|arg|argument|key|keyword)\\s+)(${t})(?=\\s+${n}\\s*:)`),
    ];
  return [];
}

/** The one edit that rewrites the entry's type, or undefined when it is not found exactly once. */
function rewriteType(
  lines: readonly string[],
  sections: readonly SectionSpan[],
  style: DocstringStyle,
  name: string,
  core: string,
  replacement: string,
): ValueLineEdit | undefined {
  const spans = sections
    .filter((s) => s.kind === 'params')
    .flatMap((s) => s.entries.filter((e) => e.name.replace(/^\*+/, '') === name));
  const found: ValueLineEdit[] = [];
  for (const span of spans)
    for (let index = span.start; index < span.end; index += 1) {
      const line = lines[index] ?? '';
      for (const pattern of typePatterns(style, name, core)) {
        const match = pattern.exec(line);
        if (!match) continue;
        const rewritten = line.replace(pattern, `$1${replacement.replace(/\$/g, '$$$$')}`);
        found.push({ start: index, end: index + 1, lines: [rewritten] });
      }
    }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * Google entries the layout finds that the parser does not (an Args section
 * indented under the summary), with the type their own line writes.
 */
function unparsedEntries(
  parsed: readonly DocumentedEntry[],
  lines: readonly string[],
  sections: readonly SectionSpan[],
  style: DocstringStyle,
): DocumentedEntry[] {
  if (style !== 'google') return [];
  const known = new Set(parsed.map((e) => e.name.replace(/^\*+/, '')));
  return sections
    .filter((s) => s.kind === 'params')
    .flatMap((s) => s.entries)
    .flatMap((span) => {
      const name = span.name.replace(/^\*+/, '');
      const type = /^\s*\**\w+\s*\(([^()]*)\)\s*:/.exec(lines[span.start] ?? '')?.[1];
      return known.has(name) || !type ? [] : [{ name, type, description: '' }];
    });
}

/**
 * Documented parameter types the change's annotations left behind: an entry
 * whose type agreed with the parameter's annotation at the base revision and
 * no longer does now the annotation changed (`align (AlignValues)` after
 * `align: AlignValues` became `align: AlignMethod`). Both types must be plain
 * type expressions; prose (`int or str`, `array-like`, `callable`) is never
 * held to an annotation. The type is rewritten to the annotation, qualifiers
 * such as `, optional` kept, when that is the one right repair; otherwise the
 * entry is named in a finding.
 */
export function reviewDocumentedTypes(
  params: readonly SignatureParam[],
  previous: readonly SignatureParam[] | null | undefined,
  entries: readonly DocumentedEntry[],
  lines: readonly string[],
  sections: readonly SectionSpan[],
  style: DocstringStyle,
  subject: string,
): TypeAgreementReview {
  const out: TypeAgreementReview = { rewrites: [], problems: [], judged: [] };
  if (!previous) return out;
  for (const entry of [...entries, ...unparsedEntries(entries, lines, sections, style)]) {
    const name = entry.name.replace(/^\*+/, '');
    const param = params.find((p) => p.name.replace(/^\*+/, '') === name);
    const old = previous.find((p) => p.name.replace(/^\*+/, '') === name);
    if (!entry.type || !param || !old || param.kind.startsWith('var_')) continue;
    const documented = typeMembers(entry.type, true);
    const head = annotated(param);
    const base = annotated(old);
    if (!documented || !head || !base || !leftBehind(documented, base, head)) continue;
    out.judged.push(name);
    const annotation = param.annotation ?? '';
    const written = asDocumented(annotation);
    // A None the default lets in, which the annotation does not write, would be lost.
    const losesNone = documented.none && head.none && typeMembers(written, false)?.none !== true;
    const edit = losesNone
      ? undefined
      : rewriteType(lines, sections, style, name, documentedCore(entry.type), written);
    const finding: DocstringProblem = {
      rule: 'docstring.contradicted',
      message: `The docstring of ${subject} documents \`${name}\` as \`${documentedCore(entry.type)}\`, but the change annotated it \`${annotation}\`.`,
    };
    if (edit)
      out.rewrites.push({
        edit,
        repair: `rewrote the type of ${name} to ${written}, as annotated`,
        finding,
      });
    else out.problems.push(finding);
  }
  return out;
}
