import { describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import {
  createPathFilter,
  parsePathPatterns,
  sweepHash,
} from '../../../src/core/sweep/path-patterns.js';

const PATHS = [
  'setup.py',
  'pkg/__init__.py',
  'pkg/core.py',
  'pkg/generated/models.py',
  'pkg/sub/deep/util.py',
  'tools/build.py',
  'tests/test_core.py',
];

const swept = (...patterns: string[]): string[] => PATHS.filter(createPathFilter(patterns));

describe('parsePathPatterns', () => {
  it('splits on newlines and commas, trims, drops ./ and trailing slashes, keeps order once', () => {
    expect(parsePathPatterns(' src/**/*.py ,\n./pkg/\n\n!pkg/generated/, src/**/*.py')).toEqual([
      'src/**/*.py',
      'pkg',
      '!pkg/generated',
    ]);
    expect(parsePathPatterns('')).toEqual([]);
    expect(parsePathPatterns('{src,tools}/*.py, docs,{a,b}')).toEqual([
      '{src,tools}/*.py',
      'docs',
      '{a,b}',
    ]);
  });

  it.each([
    ['/etc/passwd', 'it is absolute'],
    ['C:/code', 'it is absolute'],
    ['pkg/../../x', "it has a '..' segment"],
    ['!', 'it names nothing'],
    ['src/[ab', 'the [ at 5 is never closed'],
    ['!src/{a', 'a { is never closed'],
  ])('refuses %j: %s', (pattern, problem) => {
    expect(() => parsePathPatterns(`pkg, ${pattern}`)).toThrowError(
      new RemoraError(
        'CONFIG_001',
        `paths: ${JSON.stringify(pattern)} is refused: ${problem}; expected globs relative to ` +
          'the repository root, such as src/** or !src/generated',
      ),
    );
  });
});

describe('createPathFilter', () => {
  it('takes everything when there is no pattern', () => {
    expect(swept()).toEqual(PATHS);
  });

  it('reads a plain pattern as a file or a folder, never a prefix of a name', () => {
    expect(swept('pkg')).toEqual(PATHS.filter((p) => p.startsWith('pkg/')));
    expect(swept('setup.py', 'pk')).toEqual(['setup.py']);
  });

  it('keeps * and ? within one folder and lets ** span folders', () => {
    expect(swept('*.py')).toEqual(['setup.py']);
    expect(swept('pkg/*.py')).toEqual(['pkg/__init__.py', 'pkg/core.py']);
    expect(swept('pkg/**/*.py')).toEqual(PATHS.filter((p) => p.startsWith('pkg/')));
    expect(swept('**/util.py', 'tools/buil?.py')).toEqual([
      'pkg/sub/deep/util.py',
      'tools/build.py',
    ]);
    expect(swept('pkg/s*')).toEqual(['pkg/sub/deep/util.py']);
  });

  it('leaves out what a ! pattern matches, also from the whole repository', () => {
    expect(swept('pkg', '!pkg/generated')).toEqual([
      'pkg/__init__.py',
      'pkg/core.py',
      'pkg/sub/deep/util.py',
    ]);
    expect(swept('!tests', '!pkg/**')).toEqual(['setup.py', 'tools/build.py']);
  });

  it('reads {a,b} alternatives and [] classes', () => {
    expect(swept('{tools,tests}/*.py')).toEqual(['tools/build.py', 'tests/test_core.py']);
    expect(swept('pkg/[!_]*.py')).toEqual(['pkg/core.py']);
  });

  it('treats regular-expression characters in names literally', () => {
    expect(createPathFilter(['a+b/(x).py'])('a+b/(x).py')).toBe(true);
    expect(createPathFilter(['a.py'])('aXpy')).toBe(false);
    expect(createPathFilter(['(x).py'])('x.py')).toBe(false);
  });
});

describe('sweepHash', () => {
  it('is the same for the same patterns in any order, and differs for others', () => {
    expect(sweepHash(['b', 'a'])).toBe(sweepHash(['a', 'b', 'a']));
    expect(sweepHash(['a'])).not.toBe(sweepHash(['a', 'b']));
    expect(sweepHash([])).toMatch(/^[0-9a-f]{12}$/);
  });
});
