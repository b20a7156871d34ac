import { describe, expect, it, vi } from 'vitest';
import {
  createGlobMatcher,
  escapeGlob,
  SWEEP_GLOBS,
  tryGlobProblem,
} from '../../src/core/globs.js';
import {
  pathExcluded,
  pathMatches,
  RUFF_GLOBS,
} from '../../src/languages/python/lint/path-patterns.js';

const sweep = (glob: string, path: string): boolean => createGlobMatcher(glob, SWEEP_GLOBS)(path);
const ruff = (glob: string, path: string): boolean => createGlobMatcher(glob, RUFF_GLOBS)(path);

describe('the sweep dialect', () => {
  it('keeps * and ? within a folder, and a glob covers what is under a folder it matches', () => {
    expect(sweep('pkg/*.py', 'pkg/sub/a.py')).toBe(false);
    expect(sweep('pkg/?.py', 'pkg/a.py')).toBe(true);
    expect(sweep('pkg/s?b', 'pkg/sub/deep/a.py')).toBe(true);
    expect(sweep('p?g', 'p/g')).toBe(false);
  });

  it('reads classes, alternatives and ranges', () => {
    expect(sweep('{src,tools}/*.py', 'tools/run.py')).toBe(true);
    expect(sweep('{src,tools}/*.py', 'docs/run.py')).toBe(false);
    expect(sweep('test_[!a]*.py', 'test_b.py')).toBe(true);
    expect(sweep('test_[!a]*.py', 'test_a.py')).toBe(false);
    expect(sweep('part{1..3}.py', 'part2.py')).toBe(true);
  });

  it('matches dot files with * and keeps (, ), | and extglobs literal', () => {
    expect(sweep('*', '.github/x.py')).toBe(true);
    expect(sweep('(x).py', 'x.py')).toBe(false);
    expect(sweep('(x).py', '(x).py')).toBe(true);
    expect(sweep('a|b.py', 'a.py')).toBe(false);
    expect(sweep('+(a).py', 'a.py')).toBe(false);
    expect(sweep('!x.py', '!x.py')).toBe(true);
  });
});

describe('the ruff dialect', () => {
  it('lets * and ? cross folders, as Ruff does', () => {
    expect(ruff('tests/*', 'tests/unit/a.py')).toBe(true);
    expect(ruff('doc/**.py', 'doc/a/b.py')).toBe(true);
    expect(ruff('a?b', 'a/b')).toBe(true);
    expect(ruff('**/test_*', 'test_a.py')).toBe(true);
  });

  it('reads {1..3} as the text 1..3, as globset has no ranges', () => {
    expect(ruff('part{1..3}.py', 'part1..3.py')).toBe(true);
    expect(ruff('part{1..3}.py', 'part2.py')).toBe(false);
  });

  it('matches escaped text literally', () => {
    expect(
      ruff(`/${escapeGlob('{{cookiecutter.name}}')}/tests/*`, '/{{cookiecutter.name}}/tests/a.py'),
    ).toBe(true);
    expect(ruff(`/${escapeGlob('a(b|c)')}/*`, '/ab/x.py')).toBe(false);
    expect(ruff('a\\*b', 'a*b')).toBe(true);
    expect(ruff('a\\*b', 'axb')).toBe(false);
  });
});

describe('on Windows', () => {
  it('still reads a backslash in a path as part of a name, never a separator', () => {
    const platform = Object.getOwnPropertyDescriptor(process, 'platform')!;
    Object.defineProperty(process, 'platform', { value: 'win32' });
    vi.stubGlobal('navigator', { platform: 'Win32' });
    try {
      // Globs not compiled before in this process, so they are compiled as on Windows.
      expect(sweep('win/b.py', 'win\\b.py')).toBe(false);
      expect(ruff('win/*.py', 'win\\b.py')).toBe(false);
      expect(ruff('win\\*b', 'win*b')).toBe(true);
    } finally {
      Object.defineProperty(process, 'platform', platform);
      vi.unstubAllGlobals();
    }
  });
});

describe('tryGlobProblem', () => {
  it.each([
    ['{a,b', 'a { is never closed'],
    ['a}', 'the } at 2 closes no {'],
    ['{a,{b,c}}', 'nested {} alternatives are not supported'],
    ['[ab', 'the [ at 1 is never closed'],
    ['[z-a].py', 'a [] class that is not valid (a range running backwards?)'],
  ])('refuses %j: %s', (glob, problem) => {
    expect(tryGlobProblem(glob)).toBe(problem);
    expect(() => createGlobMatcher(glob, RUFF_GLOBS)).toThrow(`glob '${glob}': ${problem}`);
    expect(() => createGlobMatcher(glob, SWEEP_GLOBS)).toThrow(`glob '${glob}': ${problem}`);
  });

  it('accepts what Ruff accepts', () => {
    for (const glob of ['**/*.py', '[!_]*.py', '{a,b}/c', 'a\\{b', '[]]', '.venv'])
      expect(tryGlobProblem(glob)).toBeUndefined();
  });
});

// Globs from the Ruff configurations of real projects, and the files of those
// projects they are meant for (or not): the path rules are Ruff's documented
// ones, a bare name matching in any folder, a glob with a '/' from the folder of
// the configuration.
describe('Ruff globs of real projects', () => {
  it("networkx's per-file-ignores and exclude", () => {
    // "__init__.py" = ['I'], "examples/*.py" = ['I'], exclude=['doc/conf.py', '__init__.py']
    expect(pathMatches('__init__.py', 'networkx/algorithms/flow/__init__.py')).toBe(true);
    expect(pathMatches('examples/*.py', 'examples/drawing/plot_knuth_miles.py')).toBe(true);
    expect(pathMatches('examples/*.py', 'networkx/examples/a.py')).toBe(false);
    expect(pathMatches('networkx/classes/filters.py', 'networkx/classes/filters.py')).toBe(true);
    expect(pathExcluded(['doc/conf.py', '__init__.py'], 'doc/conf.py')).toBe(true);
    expect(pathExcluded(['doc/conf.py', '__init__.py'], 'networkx/utils/__init__.py')).toBe(true);
    expect(pathExcluded(['doc/conf.py', '__init__.py'], 'networkx/doc/conf.py')).toBe(false);
    expect(pathExcluded(['doc/conf.py', '__init__.py'], 'networkx/utils/misc.py')).toBe(false);
  });

  it("pydantic's per-file-ignores and extend-exclude", () => {
    // 'tests/*' = ['D', 'B', 'C4'], 'pydantic/deprecated/*' = [...], extend-exclude = ['pydantic/v1', …]
    expect(pathMatches('tests/*', 'tests/mypy/modules/plugin_success.py')).toBe(true);
    expect(pathMatches('tests/*', 'pydantic/tests.py')).toBe(false);
    expect(pathMatches('pydantic/deprecated/*', 'pydantic/deprecated/json.py')).toBe(true);
    expect(pathMatches('docs/*', 'docs/plugins/main.py')).toBe(true);
    const extendExclude = ['pydantic/v1', 'tests/mypy', 'tests/pydantic_core'];
    expect(pathExcluded(extendExclude, 'pydantic/v1/fields.py')).toBe(true);
    expect(pathExcluded(extendExclude, 'tests/mypy/modules/a.py')).toBe(true);
    expect(pathExcluded(extendExclude, 'pydantic/fields.py')).toBe(false);
  });

  it("click's and requests' excluded folders, written with a trailing '/'", () => {
    // click: exclude = ["docs/_build/"]; requests: exclude = ["docs/", "ext/"]
    expect(pathExcluded(['docs/_build/'], 'docs/_build/html/conf.py')).toBe(true);
    expect(pathExcluded(['docs/_build/'], 'docs/conf.py')).toBe(false);
    expect(pathExcluded(['docs/', 'ext/'], 'docs/conf.py')).toBe(true);
    expect(pathExcluded(['docs/', 'ext/'], 'ext/flower-of-life.py')).toBe(true);
    expect(pathExcluded(['docs/', 'ext/'], 'src/requests/docs.py')).toBe(false);
  });

  it("imbalanced-learn's exclude, names and paths together", () => {
    const exclude = ['.git', '__pycache__', 'dist', 'doc/_build', 'doc/auto_examples', 'build'];
    expect(pathExcluded(exclude, 'imblearn/__pycache__/base.py')).toBe(true);
    expect(pathExcluded(exclude, 'doc/auto_examples/plot_a.py')).toBe(true);
    expect(pathExcluded(exclude, 'imblearn/doc/auto_examples/plot_a.py')).toBe(false);
    expect(pathExcluded(exclude, 'imblearn/utils/build.py')).toBe(false);
    expect(pathExcluded(exclude, 'imblearn/build/x.py')).toBe(true);
  });
});

describe("a pull request's hostile Ruff glob", () => {
  // A pull request writes its Ruff configuration's globs. Each `*a` multiplies
  // the backtracking of the pattern picomatch would make: on V8's backtracking
  // engine, with picomatch's globstar, each of these runs for minutes.
  const path = `${'a/'.repeat(60)}${'a'.repeat(200)}`;

  it.each([
    `${'*a*/'.repeat(12)}b`,
    `${'*a'.repeat(40)}*b`,
    `**/${'*a'.repeat(6)}*b`,
    `src/**/${'*a'.repeat(6)}*b`,
  ])('is matched in time linear in the path: %s', (glob) => {
    expect(createGlobMatcher(glob, RUFF_GLOBS)(path)).toBe(false);
  });

  it('keeps the meaning of a ** segment: nothing, or folders', () => {
    const match = createGlobMatcher('**/migrations/*.py', RUFF_GLOBS);
    expect(
      ['migrations/0001.py', 'app/migrations/0001.py', 'a/b/migrations/x.py'].map(match),
    ).toEqual([true, true, true]);
    expect(match('app/mymigrations/0001.py')).toBe(false);
    const inside = createGlobMatcher('src/**/test_*.py', RUFF_GLOBS);
    expect(['src/test_a.py', 'src/x/y/test_a.py', 'lib/src/test_a.py'].map(inside)).toEqual([
      true,
      true,
      false,
    ]);
  });
});
