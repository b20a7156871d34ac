import { describe, expect, it } from 'vitest';
import { pythonTestPolicy as testPolicy } from '../../../../src/languages/python/test/policy.js';
import { play } from '../testgen/policy-harness.js';

const ANALYSIS = {
  target: { name: 'halve', full_name: 'halve', kind: 'function', file: 'calc/ops.py', line: 3 },
  module: 'calc.ops',
  parameters: [{ name: 'n', kind: 'positional', annotation: 'int' }],
  returns: 'int',
  doctests: [{ source: 'halve(9)', want: '5', line: 5, expression: true }],
  module_names: ['halve'],
};
const EXISTING = {
  test_path: 'tests/test_ops.py',
  exists: false,
  layout: 'no tests yet',
  tests: [],
};
const WRITTEN = {
  path: 'tests/test_ops.py',
  created: true,
  tests_added: ['test_halve_doctest', 'test_halve_smoke'],
};
const run = (
  outcomes: Record<string, string>,
  failures: { test: string; message: string }[] = [],
) => ({ exit_code: failures.length ? 1 : 0, outcomes, failures });

const MODULE = `"""Tests for calc.ops, written by Remora."""

from calc.ops import halve


def test_halve_doctest():
    assert halve(9) == 5


def test_halve_smoke():
    result = halve(42)
    assert isinstance(result, int)
`;

// The pytest context comes first in analyze_signature's result (its context provider).
const SMOKED = {
  context: ['Smoke tests: on (operations.test.smoke): a smoke test may call the node.'],
  ...ANALYSIS,
};

describe("Python's test policy", () => {
  it('analyses, writes the tests where they belong, runs them and submits what passes', () => {
    const { calls, submitted } = play(testPolicy, [
      SMOKED,
      EXISTING,
      WRITTEN,
      run({ test_halve_doctest: 'passed', test_halve_smoke: 'passed' }),
    ]);
    expect(calls.map((c) => c.tool)).toEqual([
      'analyze_signature',
      'read_existing_tests',
      'write_test_file',
      'run_tests',
      'submit_result',
    ]);
    expect(calls[2]?.args).toEqual({ path: 'tests/test_ops.py', content: MODULE });
    expect(calls[3]?.args).toEqual({ path: 'tests/test_ops.py' });
    expect(submitted).toEqual({
      summary:
        'Wrote 2 tests (the docstring examples and a smoke test) in tests/test_ops.py: 2 passing.',
      tests_generated: 2,
      tests_passing: 2,
      changed_files: ['tests/test_ops.py'],
    });
  });

  it('writes no smoke test unless the context says smoke tests are on', () => {
    const { calls } = play(testPolicy, [
      ANALYSIS,
      EXISTING,
      WRITTEN,
      run({ test_halve_doctest: 'passed' }),
    ]);
    expect(calls[2]?.args.content).not.toContain('smoke');
    expect(calls[2]?.args.content).toContain('def test_halve_doctest():');
  });

  it('drops every test that fails and re-runs before submitting only what passes', () => {
    const failing = run({ test_halve_doctest: 'passed', test_halve_smoke: 'failed' }, [
      { test: 'tests.test_ops::test_halve_smoke', message: 'TypeError: boom' },
    ]);
    const { calls, submitted } = play(testPolicy, [
      SMOKED,
      EXISTING,
      WRITTEN,
      failing,
      { ...WRITTEN, tests_added: ['test_halve_doctest'] },
      run({ test_halve_doctest: 'passed' }),
    ]);
    expect(calls.map((c) => c.tool)).toEqual([
      'analyze_signature',
      'read_existing_tests',
      'write_test_file',
      'run_tests',
      'write_test_file',
      'run_tests',
      'submit_result',
    ]);
    expect(calls[4]?.args.content).not.toContain('xfail');
    expect(calls[4]?.args.content).not.toContain('test_halve_smoke');
    expect(submitted).toEqual({
      summary:
        'Wrote 1 test (the docstring examples) in tests/test_ops.py: 1 passing. Removed test_halve_smoke, which failed: TypeError: boom.',
      tests_generated: 1,
      tests_passing: 1,
      changed_files: ['tests/test_ops.py'],
    });
  });

  it('suggests nothing when every test fails, and says so without failing', () => {
    const failing = run({ test_halve_doctest: 'failed' }, [
      { test: 'tests.test_ops::test_halve_doctest', message: 'assert 4 == 5' },
    ]);
    const { calls, submitted } = play(testPolicy, [
      ANALYSIS,
      EXISTING,
      WRITTEN,
      failing,
      { path: 'tests/test_ops.py', withdrawn: true },
    ]);
    expect(calls[4]).toEqual({
      tool: 'write_test_file',
      args: { path: 'tests/test_ops.py', content: '' },
    });
    expect(submitted).toEqual({
      summary:
        'No test suggested: every generated test failed (test_halve_doctest: assert 4 == 5).',
      tests_generated: 0,
      tests_passing: 0,
      changed_files: [],
    });
  });

  it('withdraws the tests and fails when pytest cannot collect them', () => {
    const collection = {
      exit_code: 2,
      outcomes: { 'tests.test_ops': 'error' },
      failures: [
        { test: 'tests.test_ops', message: "ModuleNotFoundError: No module named 'numpy'" },
      ],
    };
    const { calls, submitted } = play(testPolicy, [
      ANALYSIS,
      EXISTING,
      WRITTEN,
      collection,
      { path: 'tests/test_ops.py', withdrawn: true },
    ]);
    expect(calls[4]).toEqual({
      tool: 'write_test_file',
      args: { path: 'tests/test_ops.py', content: '' },
    });
    expect(submitted).toMatchObject({
      failed: "pytest could not collect the tests (ModuleNotFoundError: No module named 'numpy')",
      tests_generated: 0,
      changed_files: [],
    });
  });

  it('withdraws the tests and skips when they do not compile: examples written for Python 2', () => {
    const collection = {
      exit_code: 2,
      outcomes: { 'tests.test_ops': 'error' },
      failures: [
        {
          test: 'tests.test_ops',
          message: "SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?",
        },
      ],
    };
    const { calls, submitted } = play(testPolicy, [
      ANALYSIS,
      EXISTING,
      WRITTEN,
      collection,
      { path: 'tests/test_ops.py', withdrawn: true },
    ]);
    expect(calls[4]).toEqual({
      tool: 'write_test_file',
      args: { path: 'tests/test_ops.py', content: '' },
    });
    expect(submitted).toMatchObject({
      skipped:
        "the docstring examples do not compile as a test (SyntaxError: Missing parentheses in call to 'print'. Did you mean print(...)?)",
      tests_generated: 0,
      changed_files: [],
    });
    expect(submitted).not.toHaveProperty('failed');
  });

  it('withdraws tests it was not allowed to run: only passing tests are suggested', () => {
    const refused = {
      error: 'run_tests runs repository code and is disabled for this event',
      code: 'TOOL_001',
    };
    const { calls, submitted } = play(testPolicy, [
      ANALYSIS,
      EXISTING,
      WRITTEN,
      refused,
      { path: 'tests/test_ops.py', withdrawn: true },
    ]);
    expect(calls[4]?.args).toEqual({ path: 'tests/test_ops.py', content: '' });
    expect(submitted.failed).toBe(
      'pytest could not run the tests (run_tests runs repository code and is disabled for this event)',
    );
  });

  it('says why pytest could not run: the error it printed, not the folder it ran in', () => {
    const unrun = {
      ran: 'tests/test_ops.py',
      exit_code: 4,
      error: 'pytest wrote no report',
      output:
        'ERROR: usage: __main__.py [options] [file_or_dir]\n__main__.py: error: unrecognized arguments: --cov=src/calc\n  inifile: pyproject.toml\n  rootdir: /tmp/remora-view\n',
    };
    const { submitted } = play(testPolicy, [
      ANALYSIS,
      EXISTING,
      WRITTEN,
      unrun,
      { path: 'tests/test_ops.py', withdrawn: true },
    ]);
    expect(submitted.failed).toBe(
      'pytest could not run the tests (pytest wrote no report: __main__.py: error: unrecognized arguments: --cov=src/calc)',
    );
  });

  it('skips with the reasons when there is nothing to test, and fails when a tool fails', () => {
    const effects = { ...SMOKED, doctests: [], side_effects: ['calls print()'] };
    const { calls, submitted } = play(testPolicy, [effects, EXISTING]);
    expect(calls.map((c) => c.tool)).toEqual([
      'analyze_signature',
      'read_existing_tests',
      'submit_result',
    ]);
    expect(submitted).toEqual({
      summary:
        'Skipped: docstring examples: the docstring has no examples; smoke test: it has side effects (calls print()).',
      tests_generated: 0,
      tests_passing: 0,
      changed_files: [],
      skipped:
        'docstring examples: the docstring has no examples; smoke test: it has side effects (calls print())',
    });
    expect(
      play(testPolicy, [{ error: 'Shape.area is no longer in geo.py', code: 'TOOL_001' }, EXISTING])
        .submitted.failed,
    ).toBe('the signature could not be analysed (Shape.area is no longer in geo.py)');
    expect(play(testPolicy, [ANALYSIS, { text: '{"test_path": "tests/te' }]).submitted.failed).toBe(
      'the test file could not be placed (read_existing_tests returned fields text instead of its result)',
    );
  });
});
