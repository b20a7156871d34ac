/**
 * A place in a test file that loads every file of a fixture folder matching
 * a pattern: a glob (`FIXTURES.glob("*.json")`, `glob.glob("tests/fixtures/*.json")`),
 * a listing (`os.listdir(FIXTURES)`, `FIXTURES.iterdir()`, `os.walk(...)`),
 * whatever uses it (a `pytest.mark.parametrize`, a conftest's
 * `pytest_generate_tests`). A new fixture file there is read by the tests; one
 * in a folder the tests only open known files of is read by nothing.
 */
export interface FixtureLoader {
  /** 1-based line of the call. */
  line: number;
  /** The line's code, trimmed. */
  code: string;
  /** The files it loads, as a glob relative to the folder (`*.json`, `**\/*`). */
  pattern: string;
}

const MAX_LINE = 1000;

const escapeRegex = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The folder as a string literal path step: `"fixtures"`, `"tests/fixtures"`, `"./fixtures/"`. */
function folderStep(folder: string): string {
  const last = folder.split('/').pop() ?? folder;
  return `(?:${escapeRegex(folder)}|${escapeRegex(last)})`;
}

/** The folder named by a string literal that ends with it. */
function folderLiteral(folder: string): RegExp {
  return new RegExp(`["'](?:[^"'\\n]*/)?${folderStep(folder)}/?["']`);
}

/** Calls that list a folder, and the pattern each loads when it gives none. */
const LISTINGS: { call: RegExp; pattern: string }[] = [
  { call: /\bos\.(?:listdir|scandir)\(/, pattern: '*' },
  { call: /\.iterdir\(\s*\)/, pattern: '*' },
  { call: /\bos\.walk\(/, pattern: '**/*' },
];
const GLOB = /(?:\b(?:glob\.)?i?glob|\.r?glob)\(/;

/**
 * The loaders of `folder` in a Python file: calls that glob or list it, on a
 * line that names the folder itself or a name the file assigned it to
 * (`FIXTURES = Path(__file__).parent / "fixtures"`). Reading one known file
 * (`FIXTURES / "cart.json"`) is not a loader.
 */
export function findFixtureLoaders(text: string, folder: string): FixtureLoader[] {
  const lines = text.split('\n');
  const literal = folderLiteral(folder);
  // Names bound to the folder: an assignment whose value ends with the folder's literal.
  const ending = new RegExp(`${literal.source}\\s*\\)*\\s*(?:#.*)?$`);
  const names = lines
    .filter((line) => line.length <= MAX_LINE)
    .map((line) => /^\s*([A-Za-z_]\w*)\s*(?::[^=]+)?=\s*(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && ending.test(m[2] as string))
    .map((m) => m[1] as string);
  const named =
    names.length > 0 ? new RegExp(`\\b(?:${names.map(escapeRegex).join('|')})\\b`) : undefined;
  const loaders: FixtureLoader[] = [];
  lines.forEach((line, index) => {
    if (line.length > MAX_LINE || /^\s*#/.test(line)) return;
    const pattern = loadedPattern(line, folder, literal, named);
    if (pattern !== undefined) loaders.push({ line: index + 1, code: line.trim(), pattern });
  });
  return loaders;
}

function loadedPattern(
  line: string,
  folder: string,
  literal: RegExp,
  named: RegExp | undefined,
): string | undefined {
  const glob = GLOB.exec(line);
  if (glob) {
    const args = line.slice(glob.index);
    const recursive = glob[0].startsWith('.rglob');
    // A literal with the folder in it: `glob.glob("tests/fixtures/*.json")`.
    const full = new RegExp(
      `["'](?:[^"'\\n]*/)?${folderStep(folder)}/([^"'\\n]*[*?[][^"'\\n]*)["']`,
    ).exec(args);
    if (full) return (recursive ? '**/' : '') + (full[1] as string);
    if (!literal.test(line) && !named?.test(line)) return undefined;
    const given = /["']([^"'\n]*[*?[][^"'\n]*)["']/.exec(args)?.[1];
    if (given === undefined || given.includes('/..') || given.startsWith('..')) return undefined;
    return (recursive ? '**/' : '') + given.replace(/^\.\//, '');
  }
  const listing = LISTINGS.find((l) => l.call.test(line));
  if (listing && (literal.test(line) || named?.test(line))) return listing.pattern;
  return undefined;
}

/** Whether a loader's pattern takes a file at `relative` (a path inside the folder). */
export function loaderTakes(loader: FixtureLoader, relative: string): boolean {
  const parts = loader.pattern.split('/').filter(Boolean);
  let source = '';
  parts.forEach((part, i) => {
    const last = i === parts.length - 1;
    if (part === '**') {
      source += last ? '.*' : '(?:[^/]+/)*';
      return;
    }
    const segment = part
      .replace(/[.+^${}()|\\]/g, '\\$&')
      .replace(/\*+/g, '[^/]*')
      .replace(/\?/g, '[^/]');
    source += segment + (last ? '' : '/');
  });
  try {
    return new RegExp(`^${source}$`).test(relative);
  } catch {
    return false; // an unbalanced `[` in the project's pattern
  }
}
