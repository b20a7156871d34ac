import { z } from 'zod';
import {
  parseJUnitXml,
  type JUnitSummary,
  type TestCaseResult,
} from '../../../core/test-results/junit.js';
import type { TestFramework } from './framework.js';

/** The package whose executable runs each framework's tests (node:test is Node's own). */
export const RUNNER_PACKAGE: Readonly<Record<Exclude<TestFramework, 'node-test'>, string>> = {
  vitest: 'vitest',
  jest: 'jest',
  mocha: 'mocha',
};

/**
 * The arguments to `node` that run one test file with the package's own
 * runner and write a machine-readable report to `report`: vitest's JUnit
 * reporter, jest's `--json`, mocha's `json` reporter (its `output` option
 * since mocha 9), node:test's JUnit reporter. `runner` is the runner's
 * executable script (its package.json `bin`); `testFile` is relative to the
 * package's folder, where it runs; `nodeOptions` are the options a package's
 * `node --test` script gives Node.js.
 */
export function runnerArguments(
  framework: TestFramework,
  runner: string | undefined,
  testFile: string,
  report: string,
  nodeOptions: readonly string[] = [],
): string[] {
  const file = testFile.startsWith('.') ? testFile : `./${testFile}`;
  if (framework === 'node-test')
    return [
      ...nodeOptions,
      '--test',
      '--test-reporter=junit',
      `--test-reporter-destination=${report}`,
      file,
    ];
  if (runner === undefined) throw new Error(`${framework} needs its executable`);
  if (framework === 'vitest')
    return [runner, 'run', file, '--reporter=junit', `--outputFile=${report}`, '--watch=false'];
  if (framework === 'jest')
    return [
      runner,
      '--ci',
      '--runTestsByPath',
      file,
      '--json',
      `--outputFile=${report}`,
      '--watchman=false',
    ];
  return [runner, '--reporter', 'json', '--reporter-option', `output=${report}`, file];
}

const jestSchema = z.object({
  testResults: z.array(
    z.object({
      name: z.string().default(''),
      message: z.string().default(''),
      assertionResults: z
        .array(
          z.object({
            title: z.string(),
            fullName: z.string().optional(),
            status: z.string(),
            failureMessages: z.array(z.string()).default([]),
          }),
        )
        .default([]),
    }),
  ),
});

const mochaTest = z.object({
  title: z.string(),
  fullTitle: z.string().optional(),
  file: z.string().optional(),
  err: z.object({ message: z.string().optional() }).passthrough().default({}),
});
const mochaSchema = z.object({
  passes: z.array(mochaTest).default([]),
  failures: z.array(mochaTest).default([]),
  pending: z.array(mochaTest).default([]),
});

/**
 * The outcomes a runner's report holds, as the JUnit summary pytest's runs
 * are read into. A report that is not the runner's shape is undefined.
 */
export function tryParseRunnerReport(
  framework: TestFramework,
  text: string,
): JUnitSummary | undefined {
  if (framework === 'vitest' || framework === 'node-test') {
    return /<testsuites?\b/.test(text) ? parseJUnitXml(text) : undefined;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (framework === 'jest') {
    const parsed = jestSchema.safeParse(json);
    if (!parsed.success) return undefined;
    const cases: TestCaseResult[] = [];
    for (const file of parsed.data.testResults) {
      // A file that failed before any test ran (a syntax error, an import that fails).
      if (file.assertionResults.length === 0 && file.message)
        cases.push({
          test: file.name,
          name: file.name,
          outcome: 'error',
          message: firstLine(file.message),
        });
      for (const result of file.assertionResults)
        cases.push({
          test: result.fullName ?? result.title,
          name: result.title,
          outcome:
            result.status === 'passed'
              ? 'passed'
              : result.status === 'failed'
                ? 'failed'
                : 'skipped',
          ...(result.failureMessages[0] ? { message: firstLine(result.failureMessages[0]) } : {}),
        });
    }
    return summarise(cases);
  }
  const parsed = mochaSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const cases: TestCaseResult[] = [
    ...parsed.data.passes.map((t) => ({
      test: t.fullTitle ?? t.title,
      name: t.title,
      outcome: 'passed' as const,
    })),
    ...parsed.data.failures.map((t) => ({
      test: t.fullTitle ?? t.title,
      name: t.title,
      outcome: 'failed' as const,
      ...(t.err.message ? { message: firstLine(t.err.message) } : {}),
    })),
    ...parsed.data.pending.map((t) => ({
      test: t.fullTitle ?? t.title,
      name: t.title,
      outcome: 'skipped' as const,
    })),
  ];
  return summarise(cases);
}

function summarise(cases: TestCaseResult[]): JUnitSummary {
  const count = (outcome: TestCaseResult['outcome']): number =>
    cases.filter((c) => c.outcome === outcome).length;
  return {
    passed: count('passed'),
    failed: count('failed'),
    errors: count('error'),
    skipped: count('skipped'),
    xfailed: 0,
    cases,
  };
}

function firstLine(text: string): string {
  return (text.split('\n').find((line) => line.trim() !== '') ?? '').trim().slice(0, 300);
}
