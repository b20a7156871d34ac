import { scanLexemes, type Span } from '../lint/python-lexemes.js';
import { tryClosingQuote, tryStringOpening } from '../syntax/string-literal.js';
import { spliceAll } from '../../../core/arrays.js';

/** One top-level statement of a Python file, by its lines. */
interface Statement {
  kind: 'docstring' | 'import' | 'definition' | 'other';
  /** For a definition, its name. */
  name?: string;
  /** Index of its first line in the file. */
  start: number;
  lines: string[];
}

/** The outcome of adding tests to a test file. */
export type TestFileMerge =
  | { ok: true; content: string; added: string[]; importsAdded: string[] }
  | { ok: false; error: string };

/**
 * Adds new test code to an existing test file without disturbing it: the
 * existing content stays as it is; the addition's imports that the file does
 * not already make are inserted after its last top-level import; the rest
 * (test functions, helpers) is appended at the end. A definition whose name the
 * file already has is refused, since it would silently replace a test.
 */
export function mergeTestFile(
  existing: string | undefined,
  addition: string,
  /**
   * Whether `from P import N` of a module `P.N` certainly binds that module
   * (P's `__init__.py` binds nothing else by the name): only then is a name
   * of `P.N` reached through `N`. An `import P.N` binds the module always.
   */
  importsModule: (module: string) => boolean = () => false,
): TestFileMerge {
  const incoming = splitStatements(addition);
  const defined = incoming.filter((s) => s.kind === 'definition').map((s) => s.name as string);
  if (existing === undefined || existing.trim() === '') {
    return {
      ok: true,
      content: ensureNewline(addition.replace(/^\s*\n/, '')),
      added: defined,
      importsAdded: [],
    };
  }
  const current = splitStatements(existing);
  const taken = new Set(current.filter((s) => s.kind === 'definition').map((s) => s.name));
  const clash = defined.filter((name) => taken.has(name));
  if (clash.length > 0)
    return { ok: false, error: `the file already defines ${clash.join(', ')}; choose other names` };
  const have = new Set(
    current.filter((s) => s.kind === 'import').flatMap((s) => bindings(s.lines.join('\n'))),
  );
  // A name the file's imports bind already is not imported again from elsewhere: the file's
  // `import networkx as nx` serves a test that would take `nx` from the module under test, and a
  // second binding would change what the file's own tests use.
  const bound = new Set([...have].map(boundName));
  let body = incoming
    .filter((s) => s.kind === 'definition' || s.kind === 'other')
    .map((s) => trimBlank(s.lines).join('\n'));
  // A name from a module the file binds whole (`from boltons import strutils`) is reached
  // through it, as the file's own tests do (`strutils.args2sh`), rather than imported again.
  const modules = boundModules(have, importsModule);
  const wanted: string[] = [];
  for (const key of incoming
    .filter((s) => s.kind === 'import')
    .flatMap((s) => bindings(s.lines.join('\n')))) {
    if (have.has(key) || bound.has(boundName(key))) continue;
    const [module, name] = key.split(':') as [string, string];
    const through = modules.get(module);
    const qualified = through && /^\w+$/.test(name) && qualify(body, name, through);
    if (qualified) body = qualified;
    else wanted.push(key);
  }
  const importsAdded = [...new Set(wanted)];
  const lines = addImports(existing.trimEnd().split('\n'), current, importsAdded);
  const content =
    body.length > 0 ? `${lines.join('\n')}\n\n\n${body.join('\n\n\n')}\n` : `${lines.join('\n')}\n`;
  return { ok: true, content, added: defined, importsAdded: importsAdded.map(describeBinding) };
}

function ensureNewline(text: string): string {
  return text.endsWith('\n') ? text : `${text}\n`;
}

function trimBlank(lines: string[]): string[] {
  let end = lines.length;
  while (end > 0 && (lines[end - 1] as string).trim() === '') end--;
  return lines.slice(0, end);
}

/** Splits at lines that start a top-level statement (column 0, outside brackets and strings). */
function splitStatements(text: string): Statement[] {
  const statements: Statement[] = [];
  let depth = 0;
  let inTriple: string | undefined;
  let decorated = false;
  for (const [index, line] of text.replace(/\r\n/g, '\n').split('\n').entries()) {
    const startsStatement = depth === 0 && !inTriple && /^[^\s#)\]}]/.test(line);
    if (startsStatement && !decorated)
      statements.push({ kind: classify(line, statements.length === 0), start: index, lines: [] });
    const current = statements.at(-1);
    if (current) {
      current.lines.push(line);
      if (current.kind === 'definition' && current.name === undefined)
        current.name = /^(?:async\s+)?(?:def|class)\s+(\w+)/.exec(line)?.[1];
    }
    if (startsStatement) decorated = line.startsWith('@');
    ({ depth, inTriple } = scanLine(line, depth, inTriple));
  }
  return statements;
}

function classify(line: string, first: boolean): Statement['kind'] {
  if (/^(import|from)\s/.test(line)) return 'import';
  if (/^(@|def\s|async\s+def\s|class\s)/.test(line)) return 'definition';
  const opening = first ? tryStringOpening(line) : undefined;
  if (opening && !opening.bytes && !opening.interpolated) return 'docstring';
  return 'other';
}

/** Tracks bracket depth and open triple-quoted strings across lines (comments and short strings skipped). */
function scanLine(
  line: string,
  depth: number,
  inTriple: string | undefined,
): { depth: number; inTriple: string | undefined } {
  let i = 0;
  while (i < line.length) {
    if (inTriple) {
      const closing = tryClosingQuote(line, inTriple, i);
      if (!closing) return { depth, inTriple };
      i += closing.length;
      inTriple = undefined;
      continue;
    }
    const char = line[i] as string;
    if (char === '#') break;
    const opening = tryStringOpening(line, i);
    if (opening) {
      const closing = tryClosingQuote(line, opening.quote, i + opening.length);
      if (closing) i += opening.length + closing.length;
      else if (opening.quote.length === 3) return { depth, inTriple: opening.quote };
      else i = line.length;
    } else {
      if ('([{'.includes(char)) depth++;
      if (')]}'.includes(char)) depth = Math.max(0, depth - 1);
      i++;
    }
  }
  return { depth, inTriple };
}

/** The names an import statement binds, as `module:name` keys. */
function bindings(statement: string): string[] {
  const flat = statement.replace(/[()\\\n]/g, ' ').replace(/#.*$/gm, '');
  const from = /^from\s+(\S+)\s+import\s+(.+)$/.exec(flat.trim());
  if (from) return parseNames(from[2] as string).map((n) => `${from[1]}:${n}`);
  const plain = /^import\s+(.+)$/.exec(flat.trim());
  return plain ? parseNames(plain[1] as string).map((n) => `:${n}`) : [];
}

/**
 * The modules the file's imports bind whole, each with the name it is
 * reached by: `boltons.strutils` by `strutils` for `from boltons import
 * strutils`, by `su` for `import boltons.strutils as su`, by its own dotted
 * name for `import boltons.strutils`.
 */
function boundModules(
  keys: Iterable<string>,
  importsModule: (module: string) => boolean,
): Map<string, string> {
  const modules = new Map<string, string>();
  for (const key of keys) {
    const [module, name] = key.split(':') as [string, string];
    const [imported, alias] = name.split(/ as /) as [string, string | undefined];
    if (module === '') modules.set(imported, alias ?? imported);
    else if (importsModule(`${module}.${imported}`))
      modules.set(`${module}.${imported}`, alias ?? imported);
  }
  return modules;
}

/**
 * `texts` with each use of `name` written `through.name`; undefined when a
 * use cannot be told apart with certainty (the name in a string, where an
 * f-string may use it, or as an argument's keyword or an assignment's target).
 */
function qualify(texts: readonly string[], name: string, through: string): string[] | undefined {
  const out: string[] = [];
  for (const text of texts) {
    const { strings, comments } = scanLexemes(text);
    // Matches come in order: each list of spans is walked once.
    const inString = spanWalker(strings);
    const inComment = spanWalker(comments);
    let result = '';
    let at = 0;
    for (const match of text.matchAll(new RegExp(`\\b${name}\\b`, 'g'))) {
      const start = match.index;
      if (inString(start)) return undefined;
      if (inComment(start)) continue;
      let before = start;
      while (before > 0 && /\s/.test(text[before - 1] as string)) before--;
      if (text[before - 1] === '.') continue;
      let after = start + name.length;
      while (after < text.length && /[ \t]/.test(text[after] as string)) after++;
      const assigned =
        (text[after] === '=' && text[after + 1] !== '=') || text.startsWith(':=', after);
      const word = /(?:^|\W)(\w{1,8})$/.exec(text.slice(Math.max(0, before - 9), before))?.[1];
      const declared = word !== undefined && BINDING_KEYWORDS.has(word);
      if (assigned || declared) return undefined;
      result += `${text.slice(at, start)}${through}.${name}`;
      at = start + name.length;
    }
    out.push(result + text.slice(at));
  }
  return out;
}

/** Keywords after which a name is bound, not used. */
const BINDING_KEYWORDS = new Set([
  'def',
  'class',
  'import',
  'as',
  'for',
  'global',
  'nonlocal',
  'del',
  'lambda',
]);

/** A test of whether offsets, asked in increasing order, fall in one of `spans` (sorted, apart). */
function spanWalker(spans: readonly Span[]): (at: number) => boolean {
  let next = 0;
  return (at) => {
    while (next < spans.length && (spans[next] as Span).end <= at) next++;
    return next < spans.length && (spans[next] as Span).start <= at;
  };
}

/** The name an import binding binds in the file: `nx` of `import networkx as nx`, `os` of `import os.path`. */
function boundName(key: string): string {
  const [module, name] = key.split(':') as [string, string];
  const alias = / as (\w+)$/.exec(name)?.[1];
  if (alias) return alias;
  return module === '' ? (name.split('.')[0] as string) : name;
}

function parseNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

function describeBinding(key: string): string {
  const [module, name] = key.split(':') as [string, string];
  return module === '' ? `import ${name}` : `from ${module} import ${name}`;
}

const LINE_LIMIT = 99;

/**
 * Adds import bindings: a name from a module the file already imports from
 * on one line joins that line (sorted the way isort sorts); a new plain
 * `import x` goes after the file's plain imports, or before its first
 * from-import; any other from-import goes after the last import. With no
 * import at all, they follow the docstring.
 */
function addImports(lines: string[], statements: Statement[], keys: string[]): string[] {
  const result = [...lines];
  const end = statements.findIndex((s) => s.kind === 'definition');
  const header = end < 0 ? statements : statements.slice(0, end);
  const imports = header.filter((s) => s.kind === 'import');
  const inserts: { at: number; text: string[] }[] = [];
  const fresh = new Map<string, string[]>();
  for (const key of keys) {
    const [module, name] = key.split(':') as [string, string];
    if (module === '') {
      const plain = imports.filter((s) => /^import\s/.test(s.lines[0] ?? '')).at(-1);
      const firstFrom = imports.find((s) => /^from\s/.test(s.lines[0] ?? ''));
      if (plain) inserts.push({ at: plain.start + 1, text: [`import ${name}`] });
      else if (firstFrom) inserts.push({ at: firstFrom.start, text: [`import ${name}`, ''] });
      else fresh.set('', [...(fresh.get('') ?? []), `import ${name}`]);
      continue;
    }
    const line = imports.find(
      (s) =>
        trimBlank(s.lines).length === 1 &&
        new RegExp(`^from\\s+${module.replace(/\./g, '\\.')}\\s+import\\s+[^(\\\\]+$`).test(
          s.lines[0] as string,
        ),
    );
    if (line) {
      const names = (result[line.start] as string)
        .replace(/^from\s+\S+\s+import\s+/, '')
        .split(',')
        .map((n) => n.trim());
      result[line.start] = fromImport(module, [...names, name]);
    } else fresh.set(module, [...(fresh.get(module) ?? []), name]);
  }
  const newLines = [...fresh].flatMap(([module, names]) =>
    module === '' ? names : [fromImport(module, names)],
  );
  const last = imports.at(-1);
  const docstring = header.find((s) => s.kind === 'docstring');
  if (newLines.length > 0) {
    if (last) inserts.push({ at: last.start + trimBlank(last.lines).length, text: newLines });
    else if (docstring)
      inserts.push({
        at: docstring.start + trimBlank(docstring.lines).length,
        text: ['', ...newLines],
      });
    else inserts.push({ at: 0, text: [...newLines, ''] });
  }
  for (const insert of inserts.sort((a, b) => b.at - a.at))
    spliceAll(result, insert.at, 0, insert.text);
  return result;
}

function fromImport(module: string, names: string[]): string {
  const sorted = [...new Set(names)].sort(byImportOrder);
  const line = `from ${module} import ${sorted.join(', ')}`;
  return line.length <= LINE_LIMIT
    ? line
    : `from ${module} import (\n${sorted.map((n) => `    ${n},`).join('\n')}\n)`;
}

/** isort's order-by-type: CONSTANTS, then Classes, then functions, each alphabetical. */
export function byImportOrder(a: string, b: string): number {
  const rank = (name: string): number =>
    /^[A-Z0-9_]+$/.test(name) && /[A-Z]/.test(name) ? 0 : /^_*[A-Z]/.test(name) ? 1 : 2;
  return rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * A three-way merge for test files to which several workspaces only added
 * tests (the test agent of each node appends to the module's test file, so
 * their line-based merge always overlaps at the end of the file): the
 * imports and definitions `incoming` added to `base` are added to `current`
 * the way {@link mergeTestFile} adds them. Returns undefined when `incoming`
 * changed or removed anything of `base` besides imports, or defines a name
 * `current` already defines differently — a real conflict.
 */
export function mergeTestFileVersions(
  base: string | undefined,
  current: string | undefined,
  incoming: string | undefined,
): string | undefined {
  if (current === undefined || incoming === undefined) return undefined;
  const text = (s: Statement): string => trimBlank(s.lines).join('\n');
  const baseTexts = new Set(
    (base === undefined ? [] : splitStatements(base)).filter((s) => s.kind !== 'import').map(text),
  );
  const incomingStatements = splitStatements(incoming);
  const incomingTexts = new Set(incomingStatements.map(text));
  if ([...baseTexts].some((t) => !incomingTexts.has(t))) return undefined;
  const currentStatements = splitStatements(current);
  const currentTexts = new Set(currentStatements.map(text));
  const currentDefinitions = new Map(
    currentStatements.filter((s) => s.kind === 'definition').map((s) => [s.name, text(s)]),
  );
  const additions: string[] = [];
  for (const statement of incomingStatements) {
    const body = text(statement);
    if (statement.kind === 'docstring' || baseTexts.has(body) || currentTexts.has(body)) continue;
    if (statement.kind === 'definition' && currentDefinitions.has(statement.name)) return undefined;
    additions.push(body);
  }
  const merged = mergeTestFile(current, additions.join('\n\n\n'));
  return merged.ok ? merged.content : undefined;
}

const TEST_FILE = /(^|\/)(test_[^/]*|[^/]*_test)\.py$/;

/** {@link mergeTestFileVersions} for files named as pytest collects them; undefined for any other file. */
export function mergeTestFiles(
  path: string,
  base: string | undefined,
  current: string | undefined,
  incoming: string | undefined,
): string | undefined {
  return TEST_FILE.test(path) ? mergeTestFileVersions(base, current, incoming) : undefined;
}
