import { PYTEST_JUNIT } from '../../../src/languages/python/test/junit-dialect.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseJUnitXml,
  testFunctionName,
  testFunctionOutcome,
} from '../../../src/core/test-results/junit.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'fixtures', 'testgen', 'junit');
const read = (name: string): string => readFileSync(join(FIXTURES, name), 'utf8');

describe('parseJUnitXml on reports pytest wrote', () => {
  it('counts every outcome and keeps one short line per failure', () => {
    const summary = parseJUnitXml(read('outcomes.xml'), PYTEST_JUNIT);
    expect({ ...summary, cases: undefined }).toEqual({
      passed: 2,
      failed: 2,
      errors: 1,
      skipped: 1,
      xfailed: 1,
      cases: undefined,
    });
    expect(summary.cases).toEqual([
      { test: 'tests.test_outcomes::test_passes', name: 'test_passes', outcome: 'passed' },
      {
        test: 'tests.test_outcomes::test_fails',
        name: 'test_fails',
        outcome: 'failed',
        message: 'AssertionError: lists differ',
      },
      {
        test: 'tests.test_outcomes::test_setup_error',
        name: 'test_setup_error',
        outcome: 'error',
        message: 'RuntimeError: fixture exploded',
      },
      {
        test: 'tests.test_outcomes::test_skipped',
        name: 'test_skipped',
        outcome: 'skipped',
        message: 'not on this platform',
      },
      {
        test: 'tests.test_outcomes::test_expected_failure',
        name: 'test_expected_failure',
        outcome: 'xfailed',
        message: 'the docstring example does not hold: assert 4 == 5',
      },
      // A non-strict xfail that passes is reported as a pass.
      {
        test: 'tests.test_outcomes::test_unexpected_pass',
        name: 'test_unexpected_pass',
        outcome: 'passed',
      },
      {
        test: 'tests.test_outcomes::test_special_chars',
        name: 'test_special_chars',
        outcome: 'failed',
        message: `assert "<a & 'b'>" == '<a & "b">'`,
      },
    ]);
  });

  it("reads a collection error's cause from pytest's E line, not the generic message", () => {
    expect(parseJUnitXml(read('collection.xml'), PYTEST_JUNIT)).toEqual({
      passed: 0,
      failed: 0,
      errors: 1,
      skipped: 0,
      xfailed: 0,
      cases: [
        {
          test: 'tests.test_broken',
          name: 'tests.test_broken',
          outcome: 'error',
          message: "ModuleNotFoundError: No module named 'missing_module'",
        },
      ],
    });
  });

  it('reads an empty report and self-closing children', () => {
    expect(
      parseJUnitXml('<testsuites><testsuite tests="0"></testsuite></testsuites>').cases,
    ).toEqual([]);
    const xfail =
      '<testcase classname="a" name="t"><skipped type="pytest.xfail" message="x &amp; y"/></testcase>';
    expect(parseJUnitXml(xfail, PYTEST_JUNIT).cases).toEqual([
      { test: 'a::t', name: 't', outcome: 'xfailed', message: 'x & y' },
    ]);
    // An expected failure only in the dialect of the runner that wrote it.
    expect(parseJUnitXml(xfail).cases).toEqual([
      { test: 'a::t', name: 't', outcome: 'skipped', message: 'x & y' },
    ]);
  });
});

describe('test functions over parametrized runs', () => {
  it('names the function of a run, and sums its runs up worst first', () => {
    expect(testFunctionName('test_total[markupsafe._native]')).toBe('test_total');
    expect(testFunctionName('test_total')).toBe('test_total');
    const outcomes = {
      'test_a[native]': 'failed',
      'test_a[None]': 'skipped',
      'test_b[x]': 'passed',
      'test_b[y]': 'skipped',
      test_c: 'passed',
      test_cc: 'failed',
    };
    expect(testFunctionOutcome(outcomes, 'test_a')).toBe('failed');
    expect(testFunctionOutcome(outcomes, 'test_b')).toBe('passed');
    expect(testFunctionOutcome(outcomes, 'test_c')).toBe('passed');
    expect(testFunctionOutcome(outcomes, 'test_d')).toBeUndefined();
  });
});
