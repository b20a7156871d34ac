import { z } from 'zod';
import type { GeneratedTest } from '../testgen/generated-test.js';
import { testFunctionName, testFunctionOutcome } from '../../../core/test-results/junit.js';
import { tryParseAnalysis } from '../testgen/signature.js';
import { planTests, renderTestModule, type TestPlan } from '../testgen/test-module.js';
import type { Policy, PolicyCall, ToolExchange } from '../../../core/runner/policy.js';
import { toolExchanges } from '../../../core/runner/policy.js';
import { fail, skip } from '../../../ops/test/policy.js';

const existingSchema = z.object({
  test_path: z.string(),
  tests: z.array(z.string()).default([]),
  doctests_run_by: z.string().optional(),
});
const writeSchema = z.object({ path: z.string(), init_files: z.array(z.string()).default([]) });
const runSchema = z.object({
  outcomes: z.record(z.string(), z.string()).default({}),
  failures: z.array(z.object({ test: z.string(), message: z.string() })).default([]),
  mutant: z.object({ mutation: z.string().nullable(), killed: z.boolean() }).optional(),
});

/** Why the last run's passing tests do not show they test anything, if they do not. */
function survivingMutant(run: ToolExchange | undefined): string | undefined {
  const parsed = runSchema.safeParse(run?.result);
  const mutant = parsed.success ? parsed.data.mutant : undefined;
  if (!mutant || mutant.killed) return undefined;
  return mutant.mutation === null
    ? 'no simple change of its code could be made to check them against'
    : `they also pass when the code changes (${mutant.mutation}): they would not catch a mistake`;
}

/** What became of each planned test after the runs so far. */
interface Verdicts {
  removed: Map<string, string>;
}

/**
 * Python's built-in test policy: analyse the signature and the existing tests;
 * write the docstring's examples as a test (and a smoke test, when
 * `operations.test.smoke` is on); run them with pytest; drop what fails (the
 * failure is reported as a finding), re-running until what remains passes;
 * withdraw everything when nothing does. pytest that cannot run or collect
 * the tests, or a tool that cannot be read, is a failure; when there is
 * nothing to test it submits a skip with the reasons.
 */
export const pythonTestPolicy: Policy = (messages) => {
  const history = toolExchanges(messages);
  const analysisCall = lastOf(history, 'analyze_signature');
  const existingCall = lastOf(history, 'read_existing_tests');
  if (!analysisCall || !existingCall) {
    return [
      ...(analysisCall ? [] : [{ tool: 'analyze_signature', arguments: {} }]),
      ...(existingCall ? [] : [{ tool: 'read_existing_tests', arguments: {} }]),
    ];
  }
  const analysis = tryParseAnalysis(analysisCall.result);
  const existing = existingSchema.safeParse(existingCall.result);
  if (!analysis)
    return [
      fail(
        `the signature could not be analysed (${errorOf(analysisCall) ?? describeShape(analysisCall)})`,
      ),
    ];
  if (!existing.success)
    return [
      fail(
        `the test file could not be placed (${errorOf(existingCall) ?? describeShape(existingCall)})`,
      ),
    ];
  const plan = planTests(analysis, existing.data.tests, {
    smoke: smokeTestsOn(analysisCall),
    ...(existing.data.doctests_run_by ? { doctestsRunBy: existing.data.doctests_run_by } : {}),
  });
  if (plan.tests.length === 0) return [skip(plan.reasons.join('; '))];
  return [nextStep(history, plan, analysis.module as string, existing.data.test_path)];
};

function nextStep(
  history: ToolExchange[],
  plan: TestPlan,
  module: string,
  path: string,
): PolicyCall {
  const writes = history.filter((e) => e.tool === 'write_test_file');
  const runs = history.filter((e) => e.tool === 'run_tests');
  const last = history.at(-1);
  const verdicts = judge(plan, runs);
  const kept = keptTests(plan, verdicts);
  if (writes.length === 0)
    return {
      tool: 'write_test_file',
      arguments: { path, content: renderTestModule(module, kept) },
    };
  if (last?.tool === 'write_test_file') {
    const error = errorOf(last);
    if (last.result.withdrawn === true) return afterWithdrawal(plan, verdicts, runs);
    if (error !== undefined)
      return writes.some((w) => errorOf(w) === undefined)
        ? withdraw(path)
        : fail(`the tests could not be written (${error})`);
    return { tool: 'run_tests', arguments: { path } };
  }
  const run = runs.at(-1) as ToolExchange;
  // Tests that could not be run are not suggested: only passing tests are.
  if (errorOf(run) !== undefined || collectionFailed(plan, run) || kept.length === 0)
    return withdraw(path);
  // The verdicts of this run changed the tests: write them again (and run them again) before submitting.
  const content = renderTestModule(module, kept);
  const written = [...writes].reverse().find((w) => errorOf(w) === undefined)?.arguments.content;
  if (content !== written) return { tool: 'write_test_file', arguments: { path, content } };
  // Tests that pass on a mutant of the node too test nothing: they are not suggested.
  if (survivingMutant(run) !== undefined) return withdraw(path);
  return submit(plan, verdicts, writes, runSchema.parse(run.result).outcomes);
}

/**
 * Folds the runs into verdicts: a test that fails goes (only passing tests
 * are suggested; run_tests reports the failure as a finding, so a docstring
 * example that does not hold reaches the reviewer).
 */
function judge(plan: TestPlan, runs: ToolExchange[]): Verdicts {
  const verdicts: Verdicts = { removed: new Map() };
  for (const run of runs) {
    const parsed = runSchema.safeParse(run.result);
    if (!parsed.success || errorOf(run) !== undefined) continue;
    for (const test of keptTests(plan, verdicts)) {
      if (!isFailure(testFunctionOutcome(parsed.data.outcomes, test.name))) continue;
      const message =
        parsed.data.failures.find(
          (f) => testFunctionName(f.test.split('::').pop() ?? '') === test.name,
        )?.message ?? 'it failed';
      verdicts.removed.set(test.name, short(message));
    }
  }
  return verdicts;
}

function keptTests(plan: TestPlan, verdicts: Verdicts): GeneratedTest[] {
  return plan.tests.filter((t) => !verdicts.removed.has(t.name));
}

/** pytest never reached the tests: none of them has an outcome, and the run had errors. */
function collectionFailed(plan: TestPlan, run: ToolExchange): boolean {
  const parsed = runSchema.safeParse(run.result);
  if (!parsed.success) return true;
  return plan.tests.every((t) => testFunctionOutcome(parsed.data.outcomes, t.name) === undefined);
}

function isFailure(outcome: string | undefined): boolean {
  return outcome === 'failed' || outcome === 'error' || outcome === undefined;
}

function withdraw(path: string): PolicyCall {
  return { tool: 'write_test_file', arguments: { path, content: '' } };
}

function submit(
  plan: TestPlan,
  verdicts: Verdicts,
  writes: ToolExchange[],
  outcomes: Record<string, string>,
): PolicyCall {
  const kept = keptTests(plan, verdicts);
  const passing = kept.filter((t) => testFunctionOutcome(outcomes, t.name) === 'passed').length;
  const written = writeSchema.safeParse(
    [...writes].reverse().find((w) => errorOf(w) === undefined)?.result,
  );
  const path = written.success ? written.data.path : '';
  const kinds = kept
    .map((t) => (t.origin === 'doctest' ? 'the docstring examples' : 'a smoke test'))
    .join(' and ');
  const parts = [`Wrote ${count(kept.length, 'test')} (${kinds}) in ${path}: ${passing} passing.`];
  for (const [name, reason] of verdicts.removed)
    parts.push(`Removed ${name}, which failed: ${reason}.`);
  if (plan.reasons.length > 0) parts.push(`Not written: ${plan.reasons.join('; ')}.`);
  const files = written.success ? [written.data.path, ...written.data.init_files] : [];
  return {
    tool: 'submit_result',
    arguments: {
      summary: parts.join(' '),
      tests_generated: kept.length,
      tests_passing: passing,
      changed_files: files,
    },
  };
}

/** After the tests were withdrawn: pytest that could not run or collect is a failure; tests that all failed are findings. */
function afterWithdrawal(plan: TestPlan, verdicts: Verdicts, runs: ToolExchange[]): PolicyCall {
  const run = runs.at(-1);
  const error = run ? errorOf(run) : undefined;
  if (error !== undefined) {
    // What pytest said last is why (a plugin the project's addopts need, an import that fails).
    const said = typeof run?.result.output === 'string' ? lastError(run.result.output) : '';
    return fail(`pytest could not run the tests (${error}${said ? `: ${short(said)}` : ''})`);
  }
  const survived = survivingMutant(run);
  if (survived !== undefined) return skip(`the generated tests are not suggested: ${survived}`);
  const parsed = runSchema.safeParse(run?.result);
  if (run && collectionFailed(plan, run)) {
    const message = parsed.success
      ? (parsed.data.failures[0]?.message ?? 'no outcome')
      : 'no outcome';
    // Examples written for Python 2 (`print x`), or that only a module may hold (`import *`):
    // the tests made of them do not compile, which says nothing wrong of the project.
    if (/^SyntaxError\b/.test(message))
      return skip(`the docstring examples do not compile as a test (${short(message)})`);
    return fail(`pytest could not collect the tests (${short(message)})`);
  }
  const failing = [...verdicts.removed].map(([name, reason]) => `${name}: ${reason}`).join('; ');
  return {
    tool: 'submit_result',
    arguments: {
      summary: `No test suggested: every generated test failed (${failing}).`,
      tests_generated: 0,
      tests_passing: 0,
      changed_files: [],
    },
  };
}

/**
 * Whether remora.yaml switches smoke tests on: the pytest context that comes
 * with analyze_signature's result says so (`Smoke tests: on`).
 */
function smokeTestsOn(analysis: ToolExchange): boolean {
  const context = analysis.result.context;
  return (
    Array.isArray(context) &&
    context.some((text) => typeof text === 'string' && /^Smoke tests: on\b/m.test(text))
  );
}

/** What a result that is not the expected shape holds, for the failure message. */
function describeShape(exchange: ToolExchange): string {
  const keys = Object.keys(exchange.result);
  return `${exchange.tool} returned ${keys.length ? `fields ${keys.slice(0, 6).join(', ')}` : 'nothing'} instead of its result`;
}

function lastOf(history: ToolExchange[], tool: string): ToolExchange | undefined {
  return [...history].reverse().find((e) => e.tool === tool);
}

function errorOf(exchange: ToolExchange): string | undefined {
  return typeof exchange.result.error === 'string' ? exchange.result.error : undefined;
}

/** The last line of `text` that says an error, else its last line. */
function lastError(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.findLast((line) => /error/i.test(line)) ?? lines.at(-1) ?? '';
}

function short(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
