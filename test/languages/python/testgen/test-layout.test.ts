import { describe, expect, it } from 'vitest';
import type { PytestConfig } from '../../../../src/languages/python/testgen/pytest-config.js';
import {
  detectTestLayout,
  matchesPattern,
  missingInits,
  testTargetFor,
} from '../../../../src/languages/python/testgen/test-layout.js';

const config = (over: Partial<PytestConfig>): PytestConfig => ({
  source: 'pyproject.toml [tool.pytest.ini_options]',
  testpaths: [],
  python_files: ['test_*.py', '*_test.py'],
  pythonpath: [],
  addopts: [],
  ...over,
});

describe('detectTestLayout and testTargetFor', () => {
  it('defaults to tests/test_<module>.py when the project has no tests', () => {
    const files = ['shop/__init__.py', 'shop/orders.py'];
    const layout = detectTestLayout(files, undefined);
    expect(layout).toMatchObject({
      style: 'folder',
      root: 'tests',
      mirrored: false,
      pattern: 'test_*.py',
      packages: false,
      evidence: 'no tests yet: tests/test_*.py',
    });
    expect(testTargetFor(layout, 'shop/orders.py', '', files)).toEqual({
      path: 'tests/test_orders.py',
      exists: false,
      initFiles: [],
    });
  });

  it('follows a test/ folder with *_test.py names, ignoring virtualenvs', () => {
    const files = [
      'app/core.py',
      'test/core_test.py',
      'test/util_test.py',
      '.venv/lib/test_x.py',
      'venv/test_y.py',
    ];
    const layout = detectTestLayout(files, undefined);
    expect(layout).toMatchObject({
      style: 'folder',
      root: 'test',
      pattern: '*_test.py',
      testFiles: ['test/core_test.py', 'test/util_test.py'],
    });
    expect(testTargetFor(layout, 'app/models.py', '', files).path).toBe('test/models_test.py');
  });

  it('mirrors package folders and adds the __init__.py files a package-style tests tree needs', () => {
    const files = [
      'src/shop/orders.py',
      'src/shop/billing/tax.py',
      'tests/__init__.py',
      'tests/shop/__init__.py',
      'tests/shop/test_orders.py',
    ];
    const layout = detectTestLayout(files, undefined);
    expect(layout).toMatchObject({
      style: 'folder',
      root: 'tests',
      mirrored: true,
      packages: true,
    });
    expect(testTargetFor(layout, 'src/shop/orders.py', 'src', files)).toEqual({
      path: 'tests/shop/test_orders.py',
      exists: true,
      initFiles: [],
    });
    expect(testTargetFor(layout, 'src/shop/billing/tax.py', 'src', files)).toEqual({
      path: 'tests/shop/billing/test_tax.py',
      exists: false,
      initFiles: ['tests/shop/billing/__init__.py'],
    });
  });

  it('narrows to the one subfolder every test sits in, and reuses an existing test file wherever it is', () => {
    const files = [
      'calc/arith.py',
      'calc/geo.py',
      'tests/unit/test_arith.py',
      'tests/unit/test_misc.py',
    ];
    const layout = detectTestLayout(files, undefined);
    expect(layout.root).toBe('tests/unit');
    expect(testTargetFor(layout, 'calc/geo.py', '', files).path).toBe('tests/unit/test_geo.py');
    const spread = ['calc/arith.py', 'tests/test_a.py', 'tests/integration/test_arith.py'];
    expect(testTargetFor(detectTestLayout(spread, undefined), 'calc/arith.py', '', spread)).toEqual(
      { path: 'tests/integration/test_arith.py', exists: true, initFiles: [] },
    );
  });

  it('puts tests beside their modules when the project does', () => {
    const files = ['pkg/a.py', 'pkg/test_a.py', 'pkg/b.py', 'pkg/test_b.py'];
    const layout = detectTestLayout(files, undefined);
    expect(layout).toMatchObject({ style: 'colocated', root: '' });
    expect(testTargetFor(layout, 'pkg/c.py', '', files).path).toBe('pkg/test_c.py');
  });

  it('puts tests in a tests folder inside each package when the project does', () => {
    const files = ['pkg/a.py', 'pkg/tests/test_a.py', 'lib/b.py', 'lib/tests/test_b.py'];
    const layout = detectTestLayout(files, undefined);
    expect(layout.style).toBe('package');
    expect(testTargetFor(layout, 'lib/c.py', '', files).path).toBe('lib/tests/test_c.py');
  });

  it('lets pytest configuration decide the folder and the naming', () => {
    const files = ['app/x.py', 'checks/check_y.py'];
    const layout = detectTestLayout(
      files,
      config({ testpaths: ['checks/'], python_files: ['check_*.py'] }),
    );
    expect(layout).toMatchObject({
      style: 'folder',
      root: 'checks',
      pattern: 'check_*.py',
      evidence:
        'testpaths = checks in pyproject.toml [tool.pytest.ini_options]; files named check_*.py',
    });
    expect(testTargetFor(layout, 'app/x.py', '', files).path).toBe('checks/check_x.py');
  });

  it('names a package by its folder', () => {
    const layout = detectTestLayout([], undefined);
    expect(testTargetFor(layout, 'shop/__init__.py', '', []).path).toBe('tests/test_shop.py');
  });
});

describe('matchesPattern', () => {
  it('matches like fnmatch', () => {
    expect(matchesPattern('test_a.py', 'test_*.py')).toBe(true);
    expect(matchesPattern('a_test.py', 'test_*.py')).toBe(false);
    expect(matchesPattern('test_a.pyc', 'test_*.py')).toBe(false);
    expect(matchesPattern('t1.py', 't?.py')).toBe(true);
  });
});

describe('a module whose tests sit in a folder of the test file name', () => {
  const base = [
    'src/mypkg/utils.py',
    'tests/conftest.py',
    'tests/test_basic.py',
    'tests/test_utils/test_other.py',
  ];

  it('puts the test into tests/test_utils/, named for the node, never tests/test_utils.py beside it', () => {
    for (const files of [base, [...base, 'tests/test_utils/__init__.py']]) {
      const layout = detectTestLayout(files, undefined);
      expect(testTargetFor(layout, 'src/mypkg/utils.py', 'src', files, 'make_str')).toEqual({
        path: 'tests/test_utils/test_make_str.py',
        exists: false,
        initFiles: [],
      });
      expect(testTargetFor(layout, 'src/mypkg/utils.py', 'src', files, 'Parser.feed').path).toBe(
        'tests/test_utils/test_parser.py',
      );
      expect(testTargetFor(layout, 'src/mypkg/utils.py', 'src', files, 'other').path).toBe(
        'tests/test_utils/test_other.py',
      );
    }
  });

  it("uses the folder's own file for the module, and avoids a bare name taken elsewhere outside packages", () => {
    const own = [...base, 'tests/test_utils/test_utils.py'];
    expect(
      testTargetFor(detectTestLayout(own, undefined), 'src/mypkg/utils.py', 'src', own, 'f').path,
    ).toBe('tests/test_utils/test_utils.py');
    const taken = [...base, 'tests/test_make_str.py'];
    expect(
      testTargetFor(
        detectTestLayout(taken, undefined),
        'src/mypkg/utils.py',
        'src',
        taken,
        'make_str',
      ).path,
    ).toBe('tests/test_utils/test_utils_make_str.py');
  });

  it('keeps tests/test_utils.py when the folder of that name holds no Python', () => {
    const data = ['src/mypkg/utils.py', 'tests/test_a.py', 'tests/test_utils/data.json'];
    expect(
      testTargetFor(detectTestLayout(data, undefined), 'src/mypkg/utils.py', 'src', data, 'f').path,
    ).toBe('tests/test_utils.py');
  });

  it('never makes a package of a tests folder the project left without __init__.py', () => {
    const files = [...base, 'tests/test_utils/__init__.py'];
    expect(missingInits('tests', 'tests/test_utils', files)).toEqual([]);
    expect(missingInits('tests', 'tests/shop', files)).toEqual(['tests/shop/__init__.py']);
  });
});
