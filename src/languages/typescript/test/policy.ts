import { z } from 'zod';
import type { Policy, ToolExchange } from '../../../core/runner/policy.js';
import { fail, skip } from '../../../ops/test/policy.js';
import { toolExchanges } from '../../../core/runner/policy.js';

const planSchema = z.object({
  test_path: z.string().min(1),
  tests: z.array(z.string()),
  left_out: z.array(z.string()).default([]),
  content: z.string().min(1),
});
const runSchema = z.object({
  path: z.string(),
  passed: z.number(),
  failed: z.number(),
  timed_out: z.boolean(),
  mutant: z.object({ mutation: z.string().nullable(), killed: z.boolean() }).nullable(),
  suggested: z.boolean(),
  first_failure: z.string().optional(),
});

/**
 * The built-in test policy for TypeScript and JavaScript: the test file of
 * the node's `@example` blocks (analyze_signature writes it, in the
 * package's framework), written, run on the node and on a mutant, and kept
 * only when it passes and the mutant fails it; otherwise withdrawn, saying
 * why. No example with a checkable result: a skip with the reason.
 */
export const typescriptTestPolicy: Policy = (messages) => {
  const history = toolExchanges(messages);
  const analysis = last(history, 'analyze_signature');
  if (!analysis) return [{ tool: 'analyze_signature', arguments: {} }];
  if (typeof analysis.result.error === 'string')
    return [fail(`the examples could not be read (${analysis.result.error})`)];
  const plan = planSchema.safeParse(analysis.result);
  if (!plan.success) {
    const note = typeof analysis.result.note === 'string' ? analysis.result.note : 'no test';
    return [skip(note)];
  }
  const { test_path: path, tests } = plan.data;
  const writes = history.filter((e) => e.tool === 'write_test_file');
  if (writes.length === 0)
    return [{ tool: 'write_test_file', arguments: { path, content: plan.data.content } }];
  const written = writes.at(-1);
  if (typeof written?.result.error === 'string')
    return [fail(`the test file could not be written (${written.result.error})`)];
  const runCall = last(history, 'run_tests');
  if (!runCall) return [{ tool: 'run_tests', arguments: { path } }];
  if (written?.arguments.content === '') return [skip(withdrawnBecause(runCall))];
  const run = runSchema.safeParse(runCall.result);
  if (run.success && run.data.suggested)
    return [
      {
        tool: 'submit_result',
        arguments: {
          summary: `Wrote ${tests.length} test${tests.length === 1 ? '' : 's'} from the examples in ${path}: ${run.data.passed} passing; ${run.data.mutant?.mutation ?? 'a mutant'} fails them.`,
          tests_generated: tests.length,
          tests_passing: run.data.passed,
          changed_files: [path],
        },
      },
    ];
  return [{ tool: 'write_test_file', arguments: { path, content: '' } }];
};

/** Why the written test was withdrawn, from its run. */
function withdrawnBecause(runCall: ToolExchange): string {
  if (typeof runCall.result.error === 'string')
    return `the tests could not be run (${runCall.result.error})`;
  const run = runSchema.safeParse(runCall.result);
  if (!run.success) return 'the run said something other than its result';
  const { passed, failed, timed_out, mutant, first_failure: firstFailure } = run.data;
  if (timed_out) return 'the tests did not end before the deadline';
  if (failed > 0 || passed === 0)
    return (
      `the examples do not hold as written (${failed} failing, ${passed} passing)` +
      (firstFailure ? `: ${oneLine(firstFailure)}` : '')
    );
  return mutant?.mutation
    ? `they also pass when the code changes (${mutant.mutation}): they would not catch a mistake`
    : 'no simple change of its code could be made to check them against';
}

/**
 * The failure's message on one line, without the colon that announced the
 * details the report keeps (`Expected values to be strictly deep-equal:`),
 * cut at 200 characters (split, not matched: linear on any text).
 */
function oneLine(text: string): string {
  let line = text
    .split('\n')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  let end = line.length;
  while (end > 0 && line[end - 1] === ':') end--;
  line = line.slice(0, end);
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

function last(history: ToolExchange[], tool: string): ToolExchange | undefined {
  return history.findLast((e) => e.tool === tool);
}
