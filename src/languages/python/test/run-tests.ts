import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { scrubbedEnv } from '../../../adapters/process/subprocess.js';
import { readLeftoverFile } from '../../../adapters/files/sandbox-leftover.js';
import { materialiseWorkspace } from '../../../adapters/files/workspace-materialise.js';
import { withParsedPython } from '../parser.js';
import { tryFindOwner } from '../docs/python-syntax.js';
import { RemoraError } from '../../../core/errors.js';
import { describeMissingDependency, tryMissingDependency } from '../testgen/missing-dependency.js';
import { firstMutant, type Mutant } from '../testgen/mutant.js';
import {
  parseJUnitXml,
  testFunctionName,
  type JUnitSummary,
} from '../../../core/test-results/junit.js';
import { DEFAULT_PYTHON_FILES } from '../testgen/pytest-config.js';
import { matchesPattern } from '../testgen/test-layout.js';
import { encodeFileText } from '../../file-text.js';
import { PYTEST_JUNIT } from './junit-dialect.js';
import { confineWorkspacePath } from '../../../core/workspace/workspace-path.js';
import { RESULT_BUDGET } from '../../../ops/shared/result-budget.js';
import { runTestsArguments as argsSchema } from '../../../ops/test/arguments.js';
import type { ToolContext, ToolHandler } from '../../../ops/shared/tool-context.js';
import { placeTests, topLevelDefinitions } from './test-target.js';

const MAX_FAILURES = 10;
const MAX_OUTCOMES = 50;
const OUTPUT_TAIL = 1500;
// Far beyond the report of any real suite run by one node's tests; /dev/zero stops here.
const MAX_REPORT_BYTES = 32 * 1024 * 1024;

/**
 * `run_tests(path?)`: pytest on the workspace's materialised view, never on
 * the checkout. `path` is a test file or node id (`file::test`); without it,
 * the test files this workspace changed, else the project's whole suite.
 * pytest runs in the sandbox (it reaches no secret, no network, nothing
 * outside the view), from the view's root with that root (and `src/`, and
 * pytest's `pythonpath`) importable, a scrubbed environment, no cache, a
 * timeout, and a JUnit report written outside the view, which is what the
 * result is read from. When the tests this workspace wrote pass, they run
 * once more on a mutant of the node (core/testgen/mutant.ts), in a fresh
 * copy: `mutant.killed` says whether they noticed.
 */
export const runTests: ToolHandler = async (args, context) => {
  const { path } = argsSchema.parse(args);
  const placement = await placeTests(context);
  const written = await changedTestFiles(
    context,
    placement.config?.python_files ?? [...DEFAULT_PYTHON_FILES],
  );
  const targets = path !== undefined ? [await checkTarget(path, context)] : written;
  const view = await materialiseWorkspace(
    context.workspace,
    context.services.stableRoot,
    await context.services.trackedFiles?.(),
  );
  try {
    const run = await pytest(context, view.dir, placement.roots, targets);
    // A module the project needs is not installed: the job's environment, not the code, failed.
    const missing = run.timedOut ? undefined : tryMissingDependency([run.output], placement.files);
    if (missing) throw new RemoraError('ENV_001', describeMissingDependency(missing));
    const summary = run.xml === undefined ? undefined : parseJUnitXml(run.xml, PYTEST_JUNIT);
    if (summary && !run.timedOut) await recordFailures(context, summary);
    const described = describeRun(
      run.exitCode,
      summary,
      run.output,
      targets,
      run.timedOut ? context.services.commandTimeoutMs : undefined,
    );
    // Tests this workspace wrote that pass must also fail on a mutant of the node.
    const passing =
      targets.length > 0 &&
      targets.every((target) => written.includes(target.split('::')[0] ?? '')) &&
      summary !== undefined &&
      run.exitCode === 0 &&
      summary.passed > 0;
    if (!passing) return described;
    const mutant = await mutantOfNode(context);
    if (!mutant) return { ...described, mutant: { mutation: null, killed: false } };
    // In the file's own encoding (a coding header's), as the view holds its other files.
    const encoded = encodeFileText(context.node.file_path, mutant.text);
    if (!encoded.ok) return { ...described, mutant: { mutation: null, killed: false } };
    const again = await onMutant(context, placement.roots, targets, encoded.bytes);
    const onMutantSummary =
      again.xml === undefined ? undefined : parseJUnitXml(again.xml, PYTEST_JUNIT);
    const killed =
      !again.timedOut &&
      (again.exitCode !== 0 ||
        (onMutantSummary !== undefined && onMutantSummary.failed + onMutantSummary.errors > 0));
    return { ...described, mutant: { mutation: mutant.mutation, killed } };
  } finally {
    await view.dispose();
  }
};

/**
 * pytest on a copy of its own with the node's file replaced by the mutant.
 * The first run's copy is never written again: its pytest ran code from the
 * repository, which may have left a folder there as a link to anywhere on the
 * machine (a `site-packages`), and writing the node's file through it would
 * plant code the job's next `python3` runs outside any sandbox. A fresh copy
 * holds only what Remora wrote.
 */
async function onMutant(
  context: ToolContext,
  roots: readonly string[],
  targets: readonly string[],
  bytes: Uint8Array,
): Promise<PytestRun> {
  const view = await materialiseWorkspace(
    context.workspace,
    context.services.stableRoot,
    await context.services.trackedFiles?.(),
  );
  try {
    // A link the repository keeps at the node's own path is replaced, never followed.
    const mutated = join(view.dir, ...confineWorkspacePath(context.node.file_path).split('/'));
    await rm(mutated, { force: true });
    await writeFile(mutated, bytes, { flag: 'wx' });
    return await pytest(context, view.dir, roots, targets);
  } finally {
    await view.dispose();
  }
}

/** One pytest run: its exit code, its JUnit report, its output, and whether it timed out. */
interface PytestRun {
  exitCode: number;
  xml: string | undefined;
  output: string;
  timedOut: boolean;
}

/**
 * pytest in the sandbox on a materialised view: from the view's root with
 * the test roots importable, a scrubbed environment, no cache, a timeout,
 * and a JUnit report written outside the view, in a folder made for this
 * run alone. The sandboxed code can write that folder too: the report is
 * read as a regular file of bounded size or not at all (SANDBOX_002).
 */
async function pytest(
  context: ToolContext,
  dir: string,
  roots: readonly string[],
  targets: readonly string[],
): Promise<PytestRun> {
  const pythonPath = roots
    .map((root) => (root === '' ? dir : join(dir, ...root.split('/'))))
    .join(delimiter);
  const reportDir = await mkdtemp(join(tmpdir(), 'remora-junit-'));
  const report = join(reportDir, 'report.xml');
  const timeoutMs = context.services.commandTimeoutMs;
  const started = Date.now();
  try {
    const sandbox = await context.services.sandbox();
    const result = await sandbox
      .run(
        sandbox.runtime('python'),
        ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${report}`, ...targets],
        {
          copyDir: dir,
          env: scrubbedEnv(context.services.processEnv, {
            PYTHONPATH: pythonPath,
            PYTHONDONTWRITEBYTECODE: '1',
            PYTHONHASHSEED: '0',
          }),
          writable: [reportDir],
          timeoutMs,
          maxBytes: 16 * 1024 * 1024,
          ...(context.signal ? { signal: context.signal } : {}),
        },
      )
      .catch((error: unknown) => {
        throw new RemoraError(
          'TOOL_001',
          `could not run python3 -m pytest: ${(error as Error).message}`,
        );
      });
    const read = await readLeftoverFile(report, MAX_REPORT_BYTES, "pytest's JUnit report");
    return {
      exitCode: result.exitCode,
      xml: read.kind === 'file' ? read.bytes.toString('utf8') : undefined,
      output: `${result.stdout.toString('utf8')}\n${result.stderr}`.trim(),
      timedOut: Date.now() - started >= timeoutMs,
    };
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

/** The node's file, as the workspace holds it, with the first simple mutant of the node's code. */
async function mutantOfNode(context: ToolContext): Promise<Mutant | undefined> {
  const here = await context.locate();
  return withParsedPython(here.text, (root) => {
    const owner = tryFindOwner(root, here.node);
    return owner ? firstMutant(here.text, owner) : undefined;
  });
}

/**
 * A generated test that fails says the code does not do what it claims (a
 * docstring example that does not hold): a finding on the node, one per
 * test this workspace added, whatever the agent then does with the test.
 * Tests the project already had, and collection errors, are not findings.
 */
async function recordFailures(context: ToolContext, summary: JUnitSummary): Promise<void> {
  /** Each test function this workspace added, with the text of the file that holds it. */
  const added = new Map<string, string>();
  for (const change of await context.workspace.changes()) {
    const before = new Set(change.before === undefined ? [] : topLevelDefinitions(change.before));
    for (const name of change.after === undefined ? [] : topLevelDefinitions(change.after))
      if (!before.has(name)) added.set(name, change.after ?? '');
  }
  for (const failure of summary.cases.filter(
    (c) => c.outcome === 'failed' && added.has(testFunctionName(c.name)),
  )) {
    const rule = 'test.failing';
    // One finding per test function, however many times the project's fixtures ran it.
    const name = testFunctionName(failure.name);
    if (
      needsWhatTheSandboxLacks(failure.message ?? '') ||
      usesUnshownObject(failure.message ?? '', testFunctionText(added.get(name) ?? '', name))
    )
      continue;
    const message = `The generated test ${name} fails: ${(failure.message ?? 'no message').split('\n')[0]}`;
    const known = context.findings.findIndex(
      (f) => f.rule === rule && f.message.startsWith(`The generated test ${name} `),
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

/**
 * How an example that needs the network or a display fails where tests run:
 * the sandbox has neither (no name resolves, no host answers, Tk finds no
 * display). Such a failure says nothing of the code (smtplib's `sendmail`,
 * ftplib's `FTP_TLS`, turtle's `onrelease`).
 */
const SANDBOX_LACKS = [
  /^socket\.gaierror\b/,
  /^(?:OSError|ConnectionError|ConnectionRefusedError|TimeoutError): \[Errno (?:99|101|110|111|113)\]/,
  /^urllib\.error\.URLError: <urlopen error \[Errno (?:-\d+|99|101|110|111|113)\]/,
  /^_tkinter\.TclError: (?:no display name|couldn't connect to display)/,
];

function needsWhatTheSandboxLacks(message: string): boolean {
  return SANDBOX_LACKS.some((pattern) => pattern.test(message));
}

/** The text of the top-level function `name` in a Python file: its `def` line to the next top-level line. */
function testFunctionText(file: string, name: string): string {
  const start = file.search(new RegExp(`^(?:async\\s+)?def\\s+${name}\\b`, 'm'));
  if (start === -1) return '';
  const body = file.indexOf('\n', start) + 1;
  if (body === 0) return file.slice(start);
  const next = file.slice(body).search(/^\S/m);
  return next === -1 ? file.slice(start) : file.slice(start, body + next);
}

/**
 * A failure that says only that the example works on an object its prose
 * names and it never makes (`>>> turtle.forward(25)`, "for a Turtle instance
 * named turtle"): the name is undefined and the test only reaches into it
 * (`turtle.`), never calls or binds it. That is the example's context, not a
 * claim of the code's; a name the test calls (a function since renamed) is
 * still a finding.
 */
function usesUnshownObject(message: string, test: string): boolean {
  const name = /^NameError: name '([A-Za-z_]\w*)' is not defined/.exec(message)?.[1];
  if (!name || test === '') return false;
  // Strings are no uses (`turtle.shape("turtle")`).
  const code = test.replace(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/g, "''");
  const uses = [...code.matchAll(new RegExp(`(?<![\\w.])${name}(?!\\w)`, 'g'))];
  return uses.length > 0 && uses.every((use) => code[(use.index ?? 0) + name.length] === '.');
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
