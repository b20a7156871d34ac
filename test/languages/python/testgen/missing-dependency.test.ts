import { describe, expect, it } from 'vitest';
import { tryMissingDependency } from '../../../../src/languages/python/testgen/missing-dependency.js';

const collecting = (module: string): string =>
  [
    "ImportError while importing test module '/tmp/view/tests/test_strings.py'.",
    'Hint: make sure your test modules/packages have valid Python names.',
    'Traceback:',
    'tests/test_strings.py:1: in <module>',
    `    import ${module}`,
    `E   ModuleNotFoundError: No module named '${module}'`,
  ].join('\n');

describe('tryMissingDependency', () => {
  it('names the top-level module pytest could not import while collecting, and the install step', () => {
    expect(
      tryMissingDependency([collecting('hypothesis.strategies')], ['requirements-dev.txt']),
    ).toEqual({
      module: 'hypothesis',
      install: 'pip install -r requirements-dev.txt',
    });
    const conftest =
      "ImportError while loading conftest '/v/tests/conftest.py'.\nE   ModuleNotFoundError: No module named 'yaml'";
    expect(tryMissingDependency([conftest], ['setup.py'])?.install).toBe(
      'pip install -e ".[test]" (the extra that lists the test requirements)',
    );
  });

  it("is not the environment's when the module is the project's own, or the import fails inside a test", () => {
    expect(tryMissingDependency([collecting('shop')], ['src/shop/__init__.py'])).toBeUndefined();
    expect(
      tryMissingDependency(
        ["E   ModuleNotFoundError: No module named 'yaml'\nFAILED tests/test_a.py::test_load"],
        [],
      ),
    ).toBeUndefined();
  });
});
