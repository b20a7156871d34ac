import { describe, expect, it } from 'vitest';
import {
  doctestRunner,
  findPytestConfig,
  parseIni,
} from '../../../../src/languages/python/testgen/pytest-config.js';

const reader = (files: Record<string, string>) => (name: string) => files[name];

describe('findPytestConfig', () => {
  it('reads [tool.pytest.ini_options] from pyproject.toml', () => {
    const config = findPytestConfig(
      reader({
        'pyproject.toml':
          '[project]\nname = "x"\n\n[tool.pytest.ini_options]\ntestpaths = ["tests", "integration"]\npython_files = "check_*.py"\npythonpath = ["src"]\n',
      }),
    );
    expect(config).toEqual({
      source: 'pyproject.toml [tool.pytest.ini_options]',
      testpaths: ['tests', 'integration'],
      python_files: ['check_*.py'],
      pythonpath: ['src'],
      addopts: [],
    });
  });

  it('reads setup.cfg [tool:pytest] and tox.ini [pytest], multi-line values included', () => {
    expect(
      findPytestConfig(
        reader({
          'setup.cfg': '[metadata]\nname = x\n\n[tool:pytest]\ntestpaths =\n    tests\n    more\n',
        }),
      ),
    ).toEqual({
      source: 'setup.cfg [tool:pytest]',
      testpaths: ['tests', 'more'],
      python_files: ['test_*.py', '*_test.py'],
      pythonpath: [],
      addopts: [],
    });
    expect(
      findPytestConfig(
        reader({
          'tox.ini': '[tox]\nenvlist = py311\n[pytest]\npython_files = *_test.py test_*.py\n',
        }),
      )?.python_files,
    ).toEqual(['*_test.py', 'test_*.py']);
  });

  it('takes the first file pytest would: pytest.ini, even empty, before pyproject.toml', () => {
    const files = {
      'pytest.ini': '[pytest]\n',
      'pyproject.toml': '[tool.pytest.ini_options]\ntestpaths = ["elsewhere"]\n',
    };
    expect(findPytestConfig(reader(files))).toEqual({
      source: 'pytest.ini [pytest]',
      testpaths: [],
      python_files: ['test_*.py', '*_test.py'],
      pythonpath: [],
      addopts: [],
    });
  });

  it('skips files without a pytest section and gives undefined when none has one', () => {
    expect(
      findPytestConfig(
        reader({
          'pyproject.toml': '[tool.ruff]\nline-length = 100\n',
          'setup.cfg': '[flake8]\nmax-line-length = 100\n',
        }),
      ),
    ).toBeUndefined();
    expect(findPytestConfig(reader({ 'pyproject.toml': 'not = [valid' }))).toBeUndefined();
  });
});

describe('parseIni', () => {
  it('keeps sections, both separators and continuation lines, and drops comments', () => {
    const sections = parseIni(
      '# top\n[a]\nx = 1\ny: two words\n; note\nz =\n  first\n  second\n[b]\nw=3\n',
    );
    expect([...(sections.get('a') ?? [])]).toEqual([
      ['x', '1'],
      ['y', 'two words'],
      ['z', '\nfirst\nsecond'],
    ]);
    expect(sections.get('b')?.get('w')).toBe('3');
  });
});

describe('doctestRunner', () => {
  it('tells how a project already runs its docstring examples', () => {
    const ini = findPytestConfig((name) =>
      name === 'pytest.ini' ? '[pytest]\naddopts = -q --doctest-modules\n' : undefined,
    );
    expect(doctestRunner(ini, new Map())).toBe(
      'pytest runs them (--doctest-modules in pytest.ini [pytest])',
    );
    const hook = new Map([
      [
        'tests/test_more.py',
        'def load_tests(loader, tests, ignore):\n    tests.addTests(DocTestSuite(mi.more))\n',
      ],
    ]);
    expect(doctestRunner(undefined, hook)).toBe('tests/test_more.py runs them (DocTestSuite)');
    expect(
      doctestRunner(undefined, new Map([['tests/test_a.py', 'import doctest\n']])),
    ).toBeUndefined();
  });
});
