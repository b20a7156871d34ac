import { parse as parseToml } from 'smol-toml';
import { z } from 'zod';

/** The pytest settings Remora uses to place and run tests. */
export interface PytestConfig {
  /** The file (and section) the settings came from. */
  source: string;
  testpaths: string[];
  python_files: string[];
  /** pytest's `pythonpath`: folders it puts on sys.path (pytest 7+). */
  pythonpath: string[];
  /** pytest's `addopts`: the options every run gets (`--doctest-modules`). */
  addopts: string[];
}

/** Files pytest reads its configuration from, in the order it looks. */
export const PYTEST_CONFIG_FILES = [
  'pytest.ini',
  '.pytest.ini',
  'pyproject.toml',
  'tox.ini',
  'setup.cfg',
] as const;

export const DEFAULT_PYTHON_FILES: readonly string[] = ['test_*.py', '*_test.py'];

type IniSections = Map<string, Map<string, string>>;

/**
 * Finds the configuration pytest itself would use: the first of
 * {@link PYTEST_CONFIG_FILES} that has a pytest section (pytest.ini counts even
 * when empty). `read` gives a file's text, or undefined when it is absent.
 * Returns undefined when no file configures pytest; a file that does not
 * parse is skipped, as pytest would fail on it anyway.
 */
export function findPytestConfig(
  read: (name: string) => string | undefined,
): PytestConfig | undefined {
  for (const name of PYTEST_CONFIG_FILES) {
    const text = read(name);
    if (text === undefined) continue;
    const found = name === 'pyproject.toml' ? fromPyproject(text) : fromIni(name, text);
    if (found) return found;
  }
  return undefined;
}

const stringList = z
  .union([z.string().transform((s) => splitArgs(s)), z.array(z.string())])
  .optional();
const pytestTable = z.looseObject({
  testpaths: stringList,
  python_files: stringList,
  pythonpath: stringList,
  addopts: stringList,
});

function fromPyproject(text: string): PytestConfig | undefined {
  let document: unknown;
  try {
    document = parseToml(text);
  } catch {
    return undefined;
  }
  const tool = z
    .looseObject({
      tool: z
        .looseObject({ pytest: z.looseObject({ ini_options: z.unknown().optional() }).optional() })
        .optional(),
    })
    .safeParse(document);
  const pytest = tool.success ? tool.data.tool?.pytest : undefined;
  if (!pytest) return undefined;
  // `[tool.pytest.ini_options]` is the long-standing table; pytest 9 also reads `[tool.pytest]` itself.
  const useIni = pytest.ini_options !== undefined;
  const table = pytestTable.safeParse(useIni ? pytest.ini_options : pytest);
  if (!table.success) return undefined;
  return settings(
    `pyproject.toml [${useIni ? 'tool.pytest.ini_options' : 'tool.pytest'}]`,
    table.data,
  );
}

function fromIni(name: string, text: string): PytestConfig | undefined {
  const section = name === 'setup.cfg' ? 'tool:pytest' : 'pytest';
  const values = parseIni(text).get(section);
  if (!values) return undefined;
  const list = (key: string): string[] | undefined => {
    const value = values.get(key);
    return value === undefined ? undefined : splitArgs(value);
  };
  return settings(`${name} [${section}]`, {
    testpaths: list('testpaths'),
    python_files: list('python_files'),
    pythonpath: list('pythonpath'),
    addopts: list('addopts'),
  });
}

function settings(
  source: string,
  values: {
    testpaths?: string[] | undefined;
    python_files?: string[] | undefined;
    pythonpath?: string[] | undefined;
    addopts?: string[] | undefined;
  },
): PytestConfig {
  return {
    source,
    testpaths: values.testpaths ?? [],
    python_files:
      values.python_files && values.python_files.length > 0
        ? values.python_files
        : [...DEFAULT_PYTHON_FILES],
    pythonpath: values.pythonpath ?? [],
    addopts: values.addopts ?? [],
  };
}

/**
 * How the project already runs its docstring examples, if it does: pytest's
 * `--doctest-modules` in `addopts`, or a test file that builds a
 * `DocTestSuite` or calls `doctest.testmod` (`tests` maps path to text).
 * A generated test would only repeat them.
 */
export function doctestRunner(
  config: PytestConfig | undefined,
  tests: ReadonlyMap<string, string>,
): string | undefined {
  if (config?.addopts.includes('--doctest-modules'))
    return `pytest runs them (--doctest-modules in ${config.source})`;
  for (const [path, text] of tests)
    if (/\bDocTestSuite\s*\(|\bdoctest\.testmod\s*\(/.test(text))
      return `${path} runs them (${/DocTestSuite/.test(text) ? 'DocTestSuite' : 'doctest.testmod'})`;
  return undefined;
}

/** INI as pytest reads it: `key = value` or `key: value`, indented lines continue a value, `#`/`;` comment lines. */
export function parseIni(text: string): IniSections {
  const sections: IniSections = new Map();
  let current: Map<string, string> | undefined;
  let lastKey: string | undefined;
  for (const raw of text.split(/\r?\n/)) {
    if (/^\s*[#;]/.test(raw) || raw.trim() === '') continue;
    const header = /^\[([^\]]+)\]\s*$/.exec(raw);
    if (header) {
      current = new Map();
      sections.set((header[1] as string).trim(), current);
      lastKey = undefined;
      continue;
    }
    if (/^\s/.test(raw) && current && lastKey !== undefined) {
      current.set(lastKey, `${current.get(lastKey) ?? ''}\n${raw.trim()}`);
      continue;
    }
    // The first `=` or `:` splits key from value (a pattern with spaces on both sides of it
    // backtracks in cubic time on a long line of spaces).
    const split = raw.search(/[=:]/);
    if (split < 1 || !current) continue;
    lastKey = raw.slice(0, split).trim();
    current.set(lastKey, raw.slice(split + 1).trim());
  }
  return sections;
}

/** Splits an ini list value the way pytest's `args`/`linelist` types do (on whitespace), honouring quotes. */
function splitArgs(value: string): string[] {
  const parts = value.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return parts.map((part) => part.replace(/^(["'])(.*)\1$/, '$2'));
}
