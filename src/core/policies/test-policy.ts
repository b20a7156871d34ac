import { z } from 'zod';
import type { GeneratedTest } from '../testgen/generated-test.js';
import { tryParseAnalysis } from '../testgen/signature.js';
import { planTests, renderTestModule, type TestPlan } from '../testgen/test-module.js';
import type { Policy, PolicyCall, ToolExchange } from './policy.js';
import { toolExchanges } from './policy.js';

const existingSchema = z.object({ test_path: z.string(), tests: z.array(z.string()).default([]) });
const writeSchema = z.object({ path: z.string(), init_files: z.array(z.string()).default([]) });
const runSchema = z.object({
  outcomes: z.record(z.string(), z.string()).default({}),
  failures: z.array(z.object({ test: z.string(), message: z.string() })).default([]),
});

/** What became of each planned test after the runs so far. */
interface Verdicts {
  removed: Map<string, string>;
  xfail: Map<string, string>;
}

/**
 * The built-in test policy: analyse the signature and the existing tests;
 * write the docstring's examples as a test and, where sound, a smoke test;
 * run them with pytest; mark a failing docstring test xfail (the docstring is
 * wrong, which the reviewer should see) and drop a failing smoke test (a
 * guess that did not hold), re-running until what remains passes; withdraw
 * everything when nothing does, or when the file cannot even be collected.
 * When nothing sound can be written it submits a skip with the reasons.
 */
export const testPolicy: Policy = (messages) => {
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
      skip(`the signature could not be analysed (${errorOf(analysisCall) ?? 'unreadable result'})`),
    ];
  if (!existing.success)
    return [
      skip(`the test file could not be placed (${errorOf(existingCall) ?? 'unreadable result'})`),
    ];
  const plan = planTests(analysis, existing.data.tests);
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
    if (last.result.withdrawn === true) return skip(withdrawnReason(plan, verdicts, runs));
    if (error !== undefined)
      return writes.some((w) => errorOf(w) === undefined)
        ? withdraw(path)
        : skip(`the tests could not be written (${error})`);
    return { tool: 'run_tests', arguments: { path } };
  }
  const run = runs.at(-1) as ToolExchange;
  const refused = errorOf(run);
  if (refused !== undefined && typeof run.result.code === 'string')
    return submit(plan, verdicts, writes, undefined, `not run: ${refused}`);
  if (refused !== undefined || collectionFailed(plan, run) || kept.length === 0)
    return withdraw(path);
  // The verdicts of this run changed the tests: write them again (and run them again) before submitting.
  const content = renderTestModule(module, kept);
  const written = [...writes].reverse().find((w) => errorOf(w) === undefined)?.arguments.content;
  if (content !== written) return { tool: 'write_test_file', arguments: { path, content } };
  return submit(plan, verdicts, writes, runSchema.parse(run.result).outcomes);
}

/** Folds the runs into verdicts: a failing doctest test becomes xfail, then goes if it still fails; a failing smoke test goes. */
function judge(plan: TestPlan, runs: ToolExchange[]): Verdicts {
  const verdicts: Verdicts = { removed: new Map(), xfail: new Map() };
  for (const run of runs) {
    const parsed = runSchema.safeParse(run.result);
    if (!parsed.success || errorOf(run) !== undefined) continue;
    for (const test of keptTests(plan, verdicts)) {
      if (!isFailure(parsed.data.outcomes[test.name])) continue;
      const message =
        parsed.data.failures.find((f) => f.test.endsWith(`::${test.name}`))?.message ?? 'it failed';
      if (test.origin === 'doctest' && !verdicts.xfail.has(test.name))
        verdicts.xfail.set(test.name, `the docstring example does not hold: ${short(message)}`);
      else verdicts.removed.set(test.name, short(message));
    }
  }
  return verdicts;
}

function keptTests(plan: TestPlan, verdicts: Verdicts): GeneratedTest[] {
  return plan.tests
    .filter((t) => !verdicts.removed.has(t.name))
    .map((t) => {
      const reason = verdicts.xfail.get(t.name);
      return reason === undefined ? t : { ...t, xfail: reason };
    });
}

/** pytest never reached the tests: none of them has an outcome, and the run had errors. */
function collectionFailed(plan: TestPlan, run: ToolExchange): boolean {
  const parsed = runSchema.safeParse(run.result);
  if (!parsed.success) return true;
  return plan.tests.every((t) => parsed.data.outcomes[t.name] === undefined);
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
  outcomes: Record<string, string> | undefined,
  notRun?: string,
): PolicyCall {
  const kept = keptTests(plan, verdicts);
  const passing = outcomes ? kept.filter((t) => outcomes[t.name] === 'passed').length : 0;
  const written = writeSchema.safeParse(
    [...writes].reverse().find((w) => errorOf(w) === undefined)?.result,
  );
  const path = written.success ? written.data.path : '';
  const kinds = kept
    .map((t) => (t.origin === 'doctest' ? 'the docstring examples' : 'a smoke test'))
    .join(' and ');
  const parts = [
    `Wrote ${count(kept.length, 'test')} (${kinds}) in ${path}: ${notRun ?? `${passing} passing`}.`,
  ];
  for (const [name, reason] of verdicts.xfail)
    if (!verdicts.removed.has(name)) parts.push(`Marked ${name} xfail: ${reason}.`);
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

function skip(reason: string): PolicyCall {
  return {
    tool: 'submit_result',
    arguments: {
      summary: `Skipped: ${reason}.`,
      tests_generated: 0,
      tests_passing: 0,
      changed_files: [],
      skipped: reason,
    },
  };
}

function withdrawnReason(plan: TestPlan, verdicts: Verdicts, runs: ToolExchange[]): string {
  const run = runs.at(-1);
  const error = run ? errorOf(run) : undefined;
  if (error !== undefined) return `pytest could not run the tests (${error})`;
  const parsed = runSchema.safeParse(run?.result);
  if (run && collectionFailed(plan, run))
    return `pytest could not collect the tests (${short(parsed.success ? (parsed.data.failures[0]?.message ?? 'no outcome') : 'no outcome')})`;
  return `every generated test failed (${[...verdicts.removed].map(([name, reason]) => `${name}: ${reason}`).join('; ')})`;
}

function lastOf(history: ToolExchange[], tool: string): ToolExchange | undefined {
  return [...history].reverse().find((e) => e.tool === tool);
}

function errorOf(exchange: ToolExchange): string | undefined {
  return typeof exchange.result.error === 'string' ? exchange.result.error : undefined;
}

function short(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
