import { parse as parseToml } from 'smol-toml';
import { detectDocstringStyle } from './parse-docstring.js';
import { DOCSTRING_STYLES, type DocstringStyle } from './types.js';

/** The style a repository writes, and what said so, for messages. */
export interface ProjectStyle {
  style: DocstringStyle;
  /** `config`: remora.yaml; `settings`: a linter or Sphinx setting; `docstrings`: the majority; `default`: none of them. */
  source: 'config' | 'settings' | 'docstrings' | 'default';
  /** Where exactly, in words: `[tool.ruff.lint.pydocstyle] convention in pyproject.toml`. */
  origin: string;
}

/** The files that can name a docstring convention, by repository path. */
export const STYLE_SETTING_FILES = [
  'pyproject.toml',
  'setup.cfg',
  'tox.ini',
  '.pydocstyle',
  'docs/conf.py',
  'doc/conf.py',
  'docs/source/conf.py',
] as const;

const asStyle = (value: unknown): DocstringStyle | undefined =>
  DOCSTRING_STYLES.find((style) => style === value);

/** A value at a dotted key path of a parsed TOML document. */
function at(document: unknown, path: readonly string[]): unknown {
  let value = document;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** `convention = google` in an INI section such as `[pydocstyle]`. */
function iniConvention(text: string, section: string): DocstringStyle | undefined {
  let inside = false;
  for (const line of text.split(/\r?\n/)) {
    const header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) inside = header[1]?.trim() === section;
    else if (inside) {
      const match = /^\s*convention\s*[=:]\s*([A-Za-z0-9]+)/.exec(line);
      if (match) return asStyle(match[1]);
    }
  }
  return undefined;
}

function fromPyproject(text: string): { style: DocstringStyle; key: string } | undefined {
  let document: unknown;
  try {
    document = parseToml(text);
  } catch {
    return undefined;
  }
  for (const path of [
    ['tool', 'ruff', 'lint', 'pydocstyle', 'convention'],
    ['tool', 'ruff', 'pydocstyle', 'convention'],
    ['tool', 'pydocstyle', 'convention'],
    ['tool', 'pydoclint', 'style'],
    ['tool', 'numpydoc_validation'],
  ]) {
    const value = at(document, path);
    if (value === undefined) continue;
    const style = path.at(-1) === 'numpydoc_validation' ? 'numpy' : asStyle(value);
    if (style) return { style, key: `[${path.slice(0, -1).join('.')}] ${path.at(-1) ?? ''}` };
  }
  return undefined;
}

/** Sphinx's conf.py: numpydoc means numpy; Napoleon with one of its styles switched off means the other. */
function fromSphinxConf(text: string): DocstringStyle | undefined {
  if (/['"]numpydoc['"]/.test(text)) return 'numpy';
  if (!/sphinx\.ext\.napoleon/.test(text)) return undefined;
  // `[ \t]*`, not `\s*`: from each line start, `\s*` would run on over every blank line below.
  if (/^[ \t\f]*napoleon_google_docstring\s*=\s*False/m.test(text)) return 'numpy';
  if (/^[ \t\f]*napoleon_numpy_docstring\s*=\s*False/m.test(text)) return 'google';
  return undefined;
}

/**
 * The convention a repository's settings name, if any: Ruff's or
 * pydocstyle's `convention`, pydoclint's `style`, numpydoc, or Napoleon with
 * one style switched off. `read` returns a file's text or undefined.
 */
export function styleFromSettings(
  read: (path: string) => string | undefined,
): ProjectStyle | undefined {
  const pyproject = read('pyproject.toml');
  const fromToml = pyproject === undefined ? undefined : fromPyproject(pyproject);
  if (fromToml)
    return {
      style: fromToml.style,
      source: 'settings',
      origin: `${fromToml.key} in pyproject.toml`,
    };
  for (const [file, section] of [
    ['setup.cfg', 'pydocstyle'],
    ['tox.ini', 'pydocstyle'],
    ['.pydocstyle', 'pydocstyle'],
    ['setup.cfg', 'flake8'],
    ['tox.ini', 'flake8'],
  ] as const) {
    const text = read(file);
    const style = text === undefined ? undefined : iniConvention(text, section);
    if (style) return { style, source: 'settings', origin: `[${section}] convention in ${file}` };
  }
  for (const file of ['docs/conf.py', 'doc/conf.py', 'docs/source/conf.py']) {
    const text = read(file);
    const style = text === undefined ? undefined : fromSphinxConf(text);
    if (style) return { style, source: 'settings', origin: `the Sphinx extensions in ${file}` };
  }
  return undefined;
}

/** The style most of `docstrings` are written in (the first seen wins a tie), with the count. */
export function majorityStyle(
  docstrings: Iterable<string>,
): { style: DocstringStyle; count: number; total: number } | undefined {
  const counts = new Map<DocstringStyle, number>();
  let total = 0;
  for (const text of docstrings) {
    const style = detectDocstringStyle(text);
    if (!style) continue;
    total += 1;
    counts.set(style, (counts.get(style) ?? 0) + 1);
  }
  let best: DocstringStyle | undefined;
  for (const [style, count] of counts) if (!best || count > (counts.get(best) ?? 0)) best = style;
  return best ? { style: best, count: counts.get(best) ?? 0, total } : undefined;
}

/** Docstrings of one scope a style can be learned from: a file, its package, the repository. */
export interface StyleScope {
  /** Where, for messages: `this file`, `the package src/shop`, `this repository`. */
  where: string;
  docstrings: Iterable<string>;
  /** How many docstrings with sections the scope needs before its majority decides. */
  least: number;
}

/**
 * The docstring style a file is written in: remora.yaml's
 * `operations.docstring.style`, else a setting that names a convention, else
 * the majority of the docstrings with sections of the first scope that has
 * enough of them (the file, then its package, then the repository), else
 * google.
 */
export function resolveProjectStyle(
  configured: unknown,
  read: (path: string) => string | undefined,
  scopes: () => Iterable<StyleScope>,
): ProjectStyle {
  const fromConfig = asStyle(configured);
  if (fromConfig)
    return {
      style: fromConfig,
      source: 'config',
      origin: 'operations.docstring.style in remora.yaml',
    };
  const fromSettings = styleFromSettings(read);
  if (fromSettings) return fromSettings;
  for (const scope of scopes()) {
    const majority = majorityStyle(scope.docstrings);
    if (majority && majority.total >= scope.least)
      return {
        style: majority.style,
        source: 'docstrings',
        origin: `${majority.count} of the ${majority.total} docstrings with sections in ${scope.where}`,
      };
  }
  return {
    style: 'google',
    source: 'default',
    origin: 'the default; nothing in the repository names a style',
  };
}
