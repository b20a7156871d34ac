import { mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, isAbsolute, join } from 'node:path';
import { readLeftoverFile } from '../../../adapters/files/sandbox-leftover.js';
import type { MaterialisedWorkspace } from '../../../adapters/files/workspace-materialise.js';
import type { Sandbox } from '../../../adapters/process/sandbox.js';
import { scrubbedEnv } from '../../../adapters/process/subprocess.js';
import { RemoraError } from '../../../core/errors.js';
import type { JUnitSummary } from '../../../core/test-results/junit.js';
import { confineWorkspacePath } from '../../../core/workspace/workspace-path.js';
import type { TestFramework } from './framework.js';
import { RUNNER_PACKAGE, runnerArguments, tryParseRunnerReport } from './runner-command.js';
import type { ScriptMutant } from './script-mutant.js';
import { linkDependencies, type InstalledDependencies } from '../installed-packages.js';

export type { InstalledDependencies } from '../installed-packages.js';

/** One run of a generated test file, on the node and on a mutant of it. */
export interface ExampleRunRequest {
  sandbox: Sandbox;
  /** A fresh copy of the workspace (the test file written in it) each time it is called. */
  materialise: () => Promise<MaterialisedWorkspace>;
  framework: TestFramework;
  /** The options the package's `node --test` script gives Node.js. */
  nodeOptions?: readonly string[];
  /** Where the runner starts: the package's folder, or its workspace root's (`''` for the root). */
  runDir: string;
  /** The test file's workspace path. */
  testPath: string;
  /** The node's file's workspace path, and its mutant (undefined: none could be made). */
  nodeFile: string;
  mutant: ScriptMutant | undefined;
  /** Nearest first; each becomes `<dir>/node_modules` in the copy. */
  dependencies: readonly InstalledDependencies[];
  processEnv: NodeJS.ProcessEnv;
  timeoutMs: number;
  signal?: AbortSignal;
}

/** What one run of the runner said. */
export interface RunnerRun {
  exitCode: number;
  summary: JUnitSummary | undefined;
  output: string;
  timedOut: boolean;
}

/** The runs, and whether the test may be suggested: it passes on the node and fails on the mutant. */
export interface ExampleRunResult {
  onNode: RunnerRun;
  mutant: { mutation: string | null; killed: boolean } | undefined;
  suggested: boolean;
}

// Far beyond the report of one test file; /dev/zero stops here.
const MAX_REPORT_BYTES = 8 * 1024 * 1024;
const OUTPUT_TAIL = 1500;

/**
 * Runs the test file with the package's own runner in the sandbox, on a
 * copy of the workspace with the checkout's installed dependencies linked
 * in (read-only), a scrubbed environment and a deadline; the report is
 * written outside the copy and read as a leftover (SANDBOX_002 for a link or
 * an oversized file). When every test passes, it runs again on a fresh copy
 * whose node file is the mutant: the test is suggested only if it fails
 * there. The first copy is never written again: the code that ran in it may
 * have left links to anywhere.
 */
export async function runExampleTests(request: ExampleRunRequest): Promise<ExampleRunResult> {
  const onNode = await runInFreshCopy(request, undefined);
  const passed =
    !onNode.timedOut &&
    onNode.exitCode === 0 &&
    onNode.summary !== undefined &&
    onNode.summary.passed > 0 &&
    onNode.summary.failed + onNode.summary.errors === 0;
  if (!passed) return { onNode, mutant: undefined, suggested: false };
  if (!request.mutant)
    return { onNode, mutant: { mutation: null, killed: false }, suggested: false };
  const again = await runInFreshCopy(request, request.mutant.text);
  const killed =
    !again.timedOut &&
    (again.exitCode !== 0 ||
      (again.summary !== undefined && again.summary.failed + again.summary.errors > 0));
  return { onNode, mutant: { mutation: request.mutant.mutation, killed }, suggested: killed };
}

async function runInFreshCopy(
  request: ExampleRunRequest,
  mutantText: string | undefined,
): Promise<RunnerRun> {
  const view = await request.materialise();
  try {
    if (mutantText !== undefined) {
      // A link the repository keeps at the node's own path is replaced, never followed.
      const mutated = join(view.dir, ...confineWorkspacePath(request.nodeFile).split('/'));
      await rm(mutated, { force: true });
      await writeFile(mutated, mutantText, { flag: 'wx' });
    }
    for (const installed of request.dependencies) await linkDependencies(installed, view.dir);
    return await runRunner(request, view.dir);
  } finally {
    await view.dispose();
  }
}

async function runRunner(request: ExampleRunRequest, copy: string): Promise<RunnerRun> {
  const node = await nodeProgram(request.processEnv);
  const runner =
    request.framework === 'node-test'
      ? undefined
      : await runnerScript(RUNNER_PACKAGE[request.framework], request.dependencies);
  const reportDir = await mkdtemp(join(tmpdir(), 'remora-test-report-'));
  const report = join(reportDir, 'report');
  const runRoot = join(copy, ...splitDir(request.runDir));
  const testFile =
    request.runDir === '' ? request.testPath : request.testPath.slice(request.runDir.length + 1);
  const started = Date.now();
  try {
    const result = await request.sandbox
      .run(
        node.program,
        runnerArguments(request.framework, runner, testFile, report, request.nodeOptions),
        {
          copyDir: runRoot,
          env: scrubbedEnv(request.processEnv, { CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' }),
          readable: [...request.dependencies.map((d) => d.nodeModules), ...node.folders],
          writable: [reportDir],
          timeoutMs: request.timeoutMs,
          maxBytes: 16 * 1024 * 1024,
          ...(request.signal ? { signal: request.signal } : {}),
        },
      )
      .catch((error: unknown) => {
        throw new RemoraError(
          'TOOL_001',
          `could not run the ${request.framework} tests: ${(error as Error).message}`,
        );
      });
    const read = await readLeftoverFile(
      report,
      MAX_REPORT_BYTES,
      `the ${request.framework} report`,
    );
    const output = `${result.stdout.toString('utf8')}\n${result.stderr}`.trim();
    return {
      exitCode: result.exitCode,
      summary:
        read.kind === 'file'
          ? tryParseRunnerReport(request.framework, read.bytes.toString('utf8'))
          : undefined,
      output: output.length > OUTPUT_TAIL ? `...${output.slice(-OUTPUT_TAIL)}` : output,
      timedOut: result.timedOut || Date.now() - started >= request.timeoutMs,
    };
  } finally {
    await rm(reportDir, { recursive: true, force: true });
  }
}

/**
 * The runner's script: the `bin` its package.json names, in the nearest
 * dependencies that hold the package. Read before any code of the
 * repository runs. TOOL_001 when it is not installed.
 */
async function runnerScript(
  name: string,
  dependencies: readonly InstalledDependencies[],
): Promise<string> {
  for (const { nodeModules } of dependencies) {
    const folder = join(nodeModules, name);
    const manifest = await readFile(join(folder, 'package.json'), 'utf8').catch(() => undefined);
    if (manifest === undefined) continue;
    let bin: unknown;
    try {
      bin = (JSON.parse(manifest) as { bin?: unknown }).bin;
    } catch {
      continue;
    }
    const script =
      typeof bin === 'string' ? bin : (bin as Record<string, unknown> | undefined)?.[name];
    if (typeof script === 'string' && !isAbsolute(script) && !script.split(/[\\/]/).includes('..'))
      return join(await realpath(folder), script);
  }
  throw new RemoraError(
    'TOOL_001',
    `${name} is not installed in the package's node_modules: install the project's dependencies (npm ci) before Remora runs`,
  );
}

/** Node.js by absolute path, and the folder of its installation, shown read-only in the sandbox. */
async function nodeProgram(
  env: NodeJS.ProcessEnv,
): Promise<{ program: string; folders: string[] }> {
  for (const folder of (env.PATH ?? '').split(delimiter).filter((f) => isAbsolute(f))) {
    const real = await realpath(join(folder, 'node')).catch(() => undefined);
    if (real === undefined) continue;
    // <prefix>/bin/node: its prefix holds the libraries it may load beside it.
    return { program: real, folders: [dirname(dirname(real))] };
  }
  throw new RemoraError('TOOL_001', 'node is not on PATH: the tests cannot run');
}

function splitDir(dir: string): string[] {
  return dir === '' ? [] : confineWorkspacePath(dir).split('/');
}
