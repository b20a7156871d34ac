import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { z } from 'zod';
import { scrubbedEnv } from '../../../adapters/process/subprocess.js';
import { materialiseWorkspace } from '../../../adapters/files/workspace-materialise.js';
import { RemoraError } from '../../../core/errors.js';
import { parseJUnitXml, type JUnitSummary } from '../../../core/testgen/junit.js';
import { DEFAULT_PYTHON_FILES } from '../../../core/testgen/pytest-config.js';
import { matchesPattern } from '../../../core/testgen/test-layout.js';
import { confineWorkspacePath } from '../../../core/workspace/workspace-path.js';
import { RESULT_BUDGET } from '../../shared/result-budget.js';
import type { ToolContext, ToolHandler } from '../../shared/tool-context.js';
import { placeTests, topLevelDefinitions } from './test-target.js';

/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
export const argsSchema = z.object({ path: z.string().min(1).optional() });

const MAX_FAILURES = 10;
const MAX_OUTCOMES = 50;
const OUTPUT_TAIL = 1500;

/**
 * `run_tests(path?)`: pytest on the workspace's materialised view, never on
 * the checkout. `path` is a test file or node id (`file::test`); without it,
 * the test files this workspace changed, else the project's whole suite.
 * pytest runs in the sandbox (it reaches no secret, no network, nothing
 * outside the view), from the view's root with that root (and `src/`, and
 * pytest's `pythonpath`) importable, a scrubbed environment, no cache, a
 * timeout, and a JUnit report written outside the view, which is what the
 * result is read from.
 */
export const runTests: ToolHandler = async (args, context) => {
  const { path } = argsSchema.parse(args);
  const placement = await placeTests(context);
  const targets =
    path !== undefined
      ? [await checkTarget(path, context)]
      : await changedTestFiles(
          context,
          placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES],
        );
  const view = await materialiseWorkspace(context.workspace, context.services.stableRoot);
  const reportDir = await mkdtemp(join(tmpdir(), 'remora-junit-'));
  try {
    const report = join(reportDir, 'report.xml');
    const pythonPath = placement.roots
      .map((root) => (root === '' ? view.dir : join(view.dir, ...root.split('/'))))
      .join(delimiter);
    const timeoutMs = context.services.commandTimeoutMs;
    const started = Date.now();
    const sandbox = await context.services.sandbox();
    const result = await sandbox
      .run(
        sandbox.python,
        ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`, ...targets],
        {
          copyDir: view.dir,
          env: scrubbedEnv(context.services.processEnv, {
            PYTHONPATH: pythonPath,
            PYTHONDONTWRITEBYTECODE: '1',
            PYTHONHASHSEED: '0',
          }),
          writable: [reportDir],
          timeoutMs,
          maxBytes: 16 * 1024 * 1024,
        },
      )
      .catch((error: unknown) => {
        throw new RemoraError(
          'TOOL_001',
          `could not run python3 -m pytest: ${(error as Error).message}`,
        );
      });
    const timedOut = Date.now() - started >= timeoutMs;
    const xml = await readFile(report, 'utf8').catch(() => undefined);
    const output = `${result.stdout.toString('utf8')}\n${result.stderr}`.trim();
    if (xml !== undefined && !timedOut) await recordFailures(context, parseJUnitXml(xml));
    return describeRun(
      result.exitCode,
      xml === undefined ? undefined : parseJUnitXml(xml),
      output,
      targets,
      timedOut ? timeoutMs : undefined,
    );
  } finally {
    await Promise.all([view.dispose(), rm(reportDir, { recursive: true, force: true })]);
  }
};

/**
 * A generated test that fails says the code does not do what it claims (a
 * docstring example that does not hold): a finding on the node, one per
 * test this workspace added, whatever the agent then does with the test.
 * Tests the project already had, and collection errors, are not findings.
 */
async function recordFailures(context: ToolContext, summary: JUnitSummary): Promise<void> {
  const added = new Set<string>();
  for (const change of await context.workspace.changes()) {
    const before = new Set(change.before === undefined ? [] : topLevelDefinitions(change.before));
    for (const name of change.after === undefined ? [] : topLevelDefinitions(change.after))
      if (!before.has(name)) added.add(name);
  }
  for (const failure of summary.cases.filter((c) => c.outcome === 'failed' && added.has(c.name))) {
    const rule = 'test.failing';
    const message = `The generated test ${failure.name} fails: ${(failure.message ?? 'no message').split('\n')[0]}`;
    const known = context.findings.findIndex(
      (f) => f.rule === rule && f.message.startsWith(`The generated test ${failure.name} `),
    );
    const finding = {
      rule,
      message,
      path: context.node.file_path,
      start_line: context.node.start_line,
      end_line: context.node.start_line,
      severity: 'warning' as const,
    };
    if (known === -1) context.findings.push(finding);
    else context.findings[known] = finding;
  }
}

async function checkTarget(path: string, context: ToolContext): Promise<string> {
  const [file = '', ...rest] = path.split('::');
  const confined = confineWorkspacePath(file);
  if ((await context.workspace.readFile(confined)) === undefined)
    throw new RemoraError('TOOL_001', `no file ${confined} in this workspace`);
  return [confined, ...rest].join('::');
}

async function changedTestFiles(
  context: ToolContext,
  patterns: readonly string[],
): Promise<string[]> {
  const changes = await context.workspace.changes();
  return changes
    .filter(
      (c) =>
        c.after !== undefined &&
        patterns.some((p) => matchesPattern(c.path.slice(c.path.lastIndexOf('/') + 1), p)),
    )
    .map((c) => c.path);
}

/** The run as a short, decision-ready result; pytest's own output only when the report does not say it all. */
function describeRun(
  exitCode: number,
  summary: JUnitSummary | undefined,
  output: string,
  targets: string[],
  timedOutMs: number | undefined,
): Record<string, unknown> {
  const ran = targets.length > 0 ? targets.join(' ') : 'the whole suite';
  if (timedOutMs !== undefined)
    return {
      ran,
      timed_out: true,
      error: `pytest did not finish within ${Math.round(timedOutMs / 1000)}s`,
      output: tail(output),
    };
  if (!summary)
    return { ran, exit_code: exitCode, error: 'pytest wrote no report', output: tail(output) };
  const failures = summary.cases
    .filter((c) => c.outcome === 'failed' || c.outcome === 'error')
    .slice(0, MAX_FAILURES);
  const counts = {
    passed: summary.passed,
    failed: summary.failed,
    errors: summary.errors,
    skipped: summary.skipped,
    xfailed: summary.xfailed,
  };
  // Exit codes 2-4 are interruptions, internal and usage errors: the report alone does not explain them.
  const extra = exitCode >= 2 && exitCode <= 4 ? { output: tail(output) } : {};
  return fitBudget(
    { ran, exit_code: exitCode, ...counts, ...extra },
    failures.map((c) => ({ test: c.test, message: c.message ?? '' })),
    summary.cases.map((c) => [c.name, c.outcome]),
  );
}

/**
 * Keeps the result whole under the runner's truncation limit (a cut JSON
 * result is useless to a policy): passed outcomes go first, oldest first —
 * tests just added sit at the end of their file — then failures beyond three.
 */
function fitBudget(
  head: Record<string, unknown>,
  failures: { test: string; message: string }[],
  outcomes: [string, string][],
): Record<string, unknown> {
  const kept = outcomes.slice(-MAX_OUTCOMES);
  let omitted = outcomes.length - kept.length;
  const shown = [...failures];
  const build = (): Record<string, unknown> => ({
    ...head,
    failures: shown,
    outcomes: Object.fromEntries(kept),
    ...(omitted > 0 ? { outcomes_omitted: omitted } : {}),
  });
  while (JSON.stringify(build()).length > RESULT_BUDGET) {
    const passed = kept.findIndex(([, outcome]) => outcome === 'passed');
    if (passed >= 0 && passed < kept.length - 10) kept.splice(passed, 1);
    else if (shown.length > 3) shown.pop();
    else if (kept.length > 0) kept.shift();
    else break;
    omitted = outcomes.length - kept.length;
  }
  return build();
}

function tail(text: string): string {
  return text.length > OUTPUT_TAIL ? `...${text.slice(-OUTPUT_TAIL)}` : text;
}
