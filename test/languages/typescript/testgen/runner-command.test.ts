import { describe, expect, test } from 'vitest';
import {
  runnerArguments,
  tryParseRunnerReport,
} from '../../../../src/languages/typescript/testgen/runner-command.js';

describe('runnerArguments', () => {
  test("each runner's own command line, with a machine-readable report outside the copy", () => {
    const report = '/tmp/remora-test-report-x/report';
    expect(runnerArguments('vitest', '/nm/vitest/vitest.mjs', 'test/a.test.ts', report)).toEqual([
      '/nm/vitest/vitest.mjs',
      'run',
      './test/a.test.ts',
      '--reporter=junit',
      `--outputFile=${report}`,
      '--watch=false',
    ]);
    expect(
      runnerArguments('jest', '/nm/jest/bin/jest.js', 'src/__tests__/a.test.js', report),
    ).toEqual([
      '/nm/jest/bin/jest.js',
      '--ci',
      '--runTestsByPath',
      './src/__tests__/a.test.js',
      '--json',
      `--outputFile=${report}`,
      '--watchman=false',
    ]);
    expect(runnerArguments('mocha', '/nm/mocha/bin/mocha.js', 'test/a.js', report)).toEqual([
      '/nm/mocha/bin/mocha.js',
      '--reporter',
      'json',
      '--reporter-option',
      `output=${report}`,
      './test/a.js',
    ]);
    expect(runnerArguments('node-test', undefined, 'test/a.test.js', report)).toEqual([
      '--test',
      '--test-reporter=junit',
      `--test-reporter-destination=${report}`,
      './test/a.test.js',
    ]);
  });

  test("a node --test script's options go before --test", () => {
    expect(
      runnerArguments('node-test', undefined, 'test/a.test.ts', 'r', ['--import', 'tsx']),
    ).toEqual([
      '--import',
      'tsx',
      '--test',
      '--test-reporter=junit',
      '--test-reporter-destination=r',
      './test/a.test.ts',
    ]);
  });

  test('a file whose name starts with a dash is never read as an option', () => {
    expect(runnerArguments('node-test', undefined, '--eval=x.js', 'r').at(-1)).toBe(
      './--eval=x.js',
    );
    expect(runnerArguments('mocha', 'm', '-r.js', 'r').at(-1)).toBe('./-r.js');
  });
});

describe('tryParseRunnerReport', () => {
  // The shape of `jest --json` (jestjs.io/docs/cli#--json), trimmed to what is read.
  const jest = {
    numFailedTests: 1,
    numPassedTests: 1,
    success: false,
    testResults: [
      {
        name: '/w/src/__tests__/sum.test.js',
        status: 'failed',
        message: '',
        assertionResults: [
          {
            ancestorTitles: [],
            fullName: 'sum example 1',
            status: 'passed',
            title: 'sum example 1',
            failureMessages: [],
          },
          {
            ancestorTitles: [],
            fullName: 'sum example 2',
            status: 'failed',
            title: 'sum example 2',
            failureMessages: [
              'Error: expect(received).toEqual(expected) // deep equality\n\nExpected: 1\nReceived: 0',
            ],
          },
        ],
      },
      {
        name: '/w/src/__tests__/broken.test.js',
        status: 'failed',
        message: '  ● Test suite failed to run\n\n    Cannot find module',
        assertionResults: [],
      },
    ],
  };

  test("jest's --json: each assertion, and a file that failed to run as an error", () => {
    const summary = tryParseRunnerReport('jest', JSON.stringify(jest));
    expect(summary).toMatchObject({ passed: 1, failed: 1, errors: 1 });
    expect(summary?.cases[1]).toEqual({
      test: 'sum example 2',
      name: 'sum example 2',
      outcome: 'failed',
      message: 'Error: expect(received).toEqual(expected) // deep equality',
    });
    expect(summary?.cases[2]).toMatchObject({
      outcome: 'error',
      message: '● Test suite failed to run',
    });
  });

  // The shape of mocha's `json` reporter (mochajs.org/#json).
  const mocha = {
    stats: { suites: 1, tests: 2, passes: 1, pending: 0, failures: 1 },
    tests: [],
    pending: [],
    passes: [
      { title: 'sum example 1', fullTitle: 'sum example 1', file: '/w/test/sum.js', err: {} },
    ],
    failures: [
      {
        title: 'sum example 2',
        fullTitle: 'sum example 2',
        file: '/w/test/sum.js',
        err: { message: 'Expected values to be strictly deep-equal:\n\n0 !== 1\n', stack: '...' },
      },
    ],
  };

  test("mocha's json reporter", () => {
    const summary = tryParseRunnerReport('mocha', JSON.stringify(mocha));
    expect(summary).toMatchObject({ passed: 1, failed: 1, errors: 0 });
    expect(summary?.cases[1]?.message).toBe('Expected values to be strictly deep-equal:');
  });

  test("vitest's and node:test's JUnit reports", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8" ?>\n<testsuites name="vitest tests" tests="2" failures="1" errors="0">\n' +
      '<testsuite name="test/clamp.test.ts" tests="2" failures="1">\n' +
      '<testcase classname="test/clamp.test.ts" name="clamp example 1" time="0.001"></testcase>\n' +
      '<testcase classname="test/clamp.test.ts" name="clamp example 2" time="0.002">\n' +
      '<failure message="expected 5 to deeply equal 4" type="AssertionError">AssertionError</failure>\n' +
      '</testcase>\n</testsuite>\n</testsuites>\n';
    expect(tryParseRunnerReport('vitest', xml)).toMatchObject({ passed: 1, failed: 1 });
    expect(tryParseRunnerReport('node-test', xml)?.cases.map((c) => c.outcome)).toEqual([
      'passed',
      'failed',
    ]);
  });

  test('a report that is not the runner’s shape is undefined, never a pass', () => {
    expect(tryParseRunnerReport('jest', '{"testResults": 3}')).toBeUndefined();
    expect(tryParseRunnerReport('mocha', 'not json')).toBeUndefined();
    expect(tryParseRunnerReport('vitest', '{"passed": 1}')).toBeUndefined();
  });
});
