import { describe, expect, it } from 'vitest';
import { pathExcluded, pathMatches } from '../../../src/languages/python/lint/path-patterns.js';
import {
  ignoredForPath,
  isExcluded,
  workspaceOptions,
} from '../../../src/languages/python/lint/ruff-options.js';
import { selectorMatches } from '../../../src/languages/python/lint/rule-selectors.js';
import type { LintFinding } from '../../../src/core/lint/types.js';
import { UNSAFE_FIX_RULES } from '../../../src/languages/python/lint/unsafe-fixes.js';

const finding = (code: string): LintFinding => ({
  code,
  message: code,
  start: { line: 1, column: 1 },
  end: { line: 1, column: 2 },
  fixable: false,
});

describe('selectorMatches', () => {
  it('matches by linter letters, then by prefix', () => {
    expect(selectorMatches('E', 'E711')).toBe(true);
    expect(selectorMatches('E7', 'E711')).toBe(true);
    expect(selectorMatches('E4', 'E711')).toBe(false);
    expect(selectorMatches('E', 'EM101')).toBe(false);
    expect(selectorMatches('I', 'INP001')).toBe(false);
    expect(selectorMatches('PL', 'PLR1714')).toBe(true);
    expect(selectorMatches('C', 'C901')).toBe(true);
    expect(selectorMatches('ALL', 'FURB101')).toBe(true);
  });
});

describe('path patterns', () => {
  it('match the path or the file name, with * crossing folders', () => {
    expect(pathMatches('__init__.py', 'pkg/sub/__init__.py')).toBe(true);
    expect(pathMatches('tests/*', 'tests/unit/test_a.py')).toBe(true);
    expect(pathMatches('./tests/**/*.py', 'tests/unit/test_a.py')).toBe(true);
    expect(pathMatches('tests/*', 'src/tests.py')).toBe(false);
    expect(pathMatches('test_?.py', 'pkg/test_a.py')).toBe(true);
    expect(pathMatches('{scripts,tools}/*.py', 'tools/run.py')).toBe(true);
    expect(pathMatches('[!t]*.py', 'pkg/mod.py')).toBe(true);
    expect(pathMatches('[!t]*.py', 'test.py')).toBe(false);
    // `**/` also matches no folder, as Ruff's matcher does.
    expect(pathMatches('**/test_*', 'test_a.py')).toBe(true);
    expect(pathMatches('src/**/x.py', 'src/x.py')).toBe(true);
    // A glob of a configuration in a subfolder is anchored there, and still matches by name.
    expect(pathMatches({ pattern: 'tests/*', root: 'sub' }, 'sub/tests/a.py')).toBe(true);
    expect(pathMatches({ pattern: 'tests/*', root: 'sub' }, 'tests/a.py')).toBe(false);
    expect(pathMatches({ pattern: '__init__.py', root: 'sub' }, 'sub/pkg/__init__.py')).toBe(true);
    expect(pathMatches({ pattern: '../shared/*', root: 'sub' }, 'shared/a.py')).toBe(true);
    // A pattern that slipped past validation fails with what is wrong, not a RegExp SyntaxError.
    expect(() => pathMatches('{a,b', 'a')).toThrow("glob '{a,b': a { is never closed");
  });

  it('exclude a folder and everything in it', () => {
    expect(pathExcluded(['migrations'], 'app/migrations/0001_initial.py')).toBe(true);
    expect(pathExcluded(['build/'], 'build/lib/mod.py')).toBe(true);
    expect(pathExcluded(['migrations'], 'app/models.py')).toBe(false);
    // A glob with a '/' is matched from the root only, never by name.
    expect(pathExcluded(['app/gen'], 'other/app/gen/a.py')).toBe(false);
    expect(pathExcluded(['app/gen'], 'app/gen/a.py')).toBe(true);
    // Ruff's default names, by name anywhere below the project root.
    const builtin = [{ pattern: 'dist', root: '', builtin: true }];
    expect(pathExcluded(builtin, 'pkg/dist/a.py')).toBe(true);
    expect(pathExcluded(builtin, 'pkg/distribution.py')).toBe(false);
  });
});

describe('workspaceOptions', () => {
  it('always selects explicitly, withholds unsafe fixes and narrows fixes to surveyed families', () => {
    const options = workspaceOptions({
      select: ['ALL'],
      ignore: ['D'],
      targetVersion: 'py311',
      lineLength: 100,
      unfixable: ['I001'],
      pluginOptions: { isort: { 'known-first-party': ['app'] } },
    });
    expect(options).toMatchObject({
      'line-length': 100,
      'target-version': 'py311',
      'output-prefer-rule-codes': true,
    });
    const lint = options.lint as Record<string, unknown>;
    expect(lint.select).toEqual(['ALL']);
    expect(lint.ignore).toEqual(['D']);
    expect(lint.fixable).toEqual(['F', 'E', 'W', 'I', 'UP', 'B', 'SIM', 'C4']);
    expect(lint.unfixable).toEqual(['I001', ...UNSAFE_FIX_RULES]);
    expect(lint.isort).toEqual({ 'known-first-party': ['app'] });
  });

  it("keeps only the repository's fixable selectors Remora has surveyed", () => {
    const lint = workspaceOptions({
      select: ['F'],
      ignore: [],
      fixable: ['F401', 'EM', 'PLR', 'I'],
    }).lint as Record<string, unknown>;
    expect(lint.fixable).toEqual(['F401', 'I']);
  });
});

describe('per-file settings', () => {
  const settings = {
    select: ['F'],
    ignore: [],
    perFileIgnores: [
      { pattern: '__init__.py', root: '', negated: false, selectors: ['F401'] },
      { pattern: 'tests/*', root: '', negated: false, selectors: ['E', 'F8'] },
      { pattern: 'src/*', root: '', negated: true, selectors: ['B'] },
    ],
    exclude: [{ pattern: 'migrations', root: '' }],
    lintExclude: [{ pattern: 'gen_*.py', root: '' }],
  };

  it('silences the selected rules for matching files only', () => {
    expect(ignoredForPath(settings, 'pkg/__init__.py', finding('F401'))).toBe(true);
    expect(ignoredForPath(settings, 'pkg/mod.py', finding('F401'))).toBe(false);
    expect(ignoredForPath(settings, 'tests/test_a.py', finding('F811'))).toBe(true);
    expect(ignoredForPath(settings, 'tests/test_a.py', finding('F401'))).toBe(false);
    expect(ignoredForPath(settings, 'tools/run.py', finding('B006'))).toBe(true);
    expect(ignoredForPath(settings, 'src/run.py', finding('B006'))).toBe(false);
    expect(ignoredForPath(settings, 'tests/test_a.py', finding('invalid-syntax'))).toBe(false);
  });

  it('excludes files under excluded folders', () => {
    expect(isExcluded(settings, 'app/migrations/0001.py')).toBe(true);
    expect(isExcluded(settings, 'app/models.py')).toBe(false);
    expect(isExcluded(settings, 'app/gen_models.py')).toBe(true);
    expect(isExcluded({ select: [], ignore: [] }, 'app/models.py')).toBe(false);
  });
});
