import { materialiseWorkspace } from '../../../adapters/files/workspace-materialise.js';
import { RemoraError } from '../../../core/errors.js';
import { confineWorkspacePath } from '../../../core/workspace/workspace-path.js';
import type { OpEngine } from '../../../ops/op-module.js';
import { runTestsArguments, writeTestFileArguments } from '../../../ops/test/arguments.js';
import type { ToolContext, ToolHandler } from '../../../ops/shared/tool-context.js';
import { planExampleTest, type ExampleTestPlan } from '../testgen/example-test-plan.js';
import { installedDependencies } from '../testgen/installed-dependencies.js';
import { runExampleTests } from '../testgen/run-example-tests.js';
import { firstScriptMutant } from '../testgen/script-mutant.js';
import { tryDialectOf } from '../testgen/script-parser.js';
import { isTestFile } from '../testgen/test-layout.js';
import { typescriptTestPolicy } from './policy.js';

/** The node's test plan from the workspace as it is: the package, its framework, the test file of its examples. */
async function planFor(context: ToolContext): Promise<ExampleTestPlan> {
  const here = await context.locate();
  const files = await context.services.listFiles();
  return planExampleTest(
    {
      filePath: here.node.file_path,
      text: here.text,
      name: here.node.name,
      startLine: here.node.start_line,
    },
    files,
    (path) => context.workspace.readFile(path),
  );
}

/**
 * `analyze_signature()` for TypeScript and JavaScript: the test file the
 * node's `@example` blocks give, in the package's framework and placed as
 * its tests are, or why there is none.
 */
const analyzeSignature: ToolHandler = async (_args, context) => {
  const plan = await planFor(context);
  if ('note' in plan)
    return { node: context.node.full_name, note: plan.note, left_out: plan.leftOut };
  return {
    node: context.node.full_name,
    framework: plan.framework,
    test_path: plan.testPath,
    tests: plan.titles,
    left_out: plan.leftOut,
    examples: plan.examples,
    content: plan.content,
  };
};

/** `read_existing_tests()`: where the node's test goes, and the tests already there. */
const readExistingTests: ToolHandler = async (_args, context) => {
  const plan = await planFor(context);
  if ('note' in plan) return { test_path: '', tests: [], note: plan.note };
  return { test_path: plan.testPath, tests: [] };
};

/** The package folder of a path's nearest package.json among the tree's files. */
function packageDirOf(path: string, files: ReadonlySet<string>): string | undefined {
  const parts = path.split('/').slice(0, -1);
  for (let end = parts.length; end >= 0; end--) {
    const dir = parts.slice(0, end).join('/');
    if (files.has(dir === '' ? 'package.json' : `${dir}/package.json`)) return dir;
  }
  return undefined;
}

/** A test file's path, checked: in the workspace, a test file by the package's naming, never the node's own file. */
async function checkedTestPath(path: string, context: ToolContext): Promise<string> {
  const confined = confineWorkspacePath(path);
  if (confined === context.node.file_path)
    throw new RemoraError('TOOL_001', 'the node’s own file is not a test file');
  const files = new Set(await context.services.listFiles());
  const dir = packageDirOf(confined, files) ?? '';
  const inPackage = dir === '' ? confined : confined.slice(dir.length + 1);
  if (!isTestFile(inPackage))
    throw new RemoraError('TOOL_001', `${confined} is not a test file by the package's naming`);
  return confined;
}

/** `write_test_file(path, content)`: this run's test file; empty content withdraws it. */
const writeTestFile: ToolHandler = async (args, context) => {
  const { path, content } = writeTestFileArguments.parse(args);
  const target = await checkedTestPath(path, context);
  if (content === '') {
    await context.workspace.deleteFile(target);
    return { path: target, withdrawn: true };
  }
  if ((await context.services.listFiles()).includes(target))
    throw new RemoraError(
      'TOOL_001',
      `${target} exists: a test file the package has is never replaced`,
    );
  await context.workspace.writeFile(target, content);
  return { path: target, written: true };
};

/**
 * `run_tests(path)`: runs the test file with the package's own runner in the
 * sandbox, on the node and then on a mutant of it; the test is worth
 * suggesting only when it passes on the node and fails on the mutant.
 */
const runTests: ToolHandler = async (args, context) => {
  const { path } = runTestsArguments.parse(args);
  if (path === undefined) throw new RemoraError('TOOL_001', 'run_tests needs the test file’s path');
  const testPath = await checkedTestPath(path, context);
  const plan = await planFor(context);
  if ('note' in plan) throw new RemoraError('TOOL_001', plan.note);
  const here = await context.locate();
  const dialect = tryDialectOf(here.node.file_path);
  const mutant = dialect
    ? await firstScriptMutant(here.text, dialect, here.node.start_line)
    : undefined;
  const run = await runExampleTests({
    sandbox: await context.services.sandbox(),
    materialise: async () =>
      materialiseWorkspace(
        context.workspace,
        context.services.stableRoot,
        await context.services.trackedFiles?.(),
      ),
    framework: plan.framework,
    nodeOptions: plan.nodeOptions,
    runDir: plan.runDir,
    testPath,
    nodeFile: here.node.file_path,
    mutant,
    dependencies: await installedDependencies(context.services.stableRoot, plan.packageDir),
    processEnv: context.services.processEnv,
    timeoutMs: context.services.commandTimeoutMs,
    ...(context.signal ? { signal: context.signal } : {}),
  });
  const summary = run.onNode.summary;
  const firstFailure = summary?.cases.find(
    (c) => c.outcome === 'failed' || c.outcome === 'error',
  )?.message;
  return {
    path: testPath,
    passed: summary?.passed ?? 0,
    failed: (summary?.failed ?? 0) + (summary?.errors ?? 0),
    timed_out: run.onNode.timedOut,
    mutant: run.mutant ?? null,
    suggested: run.suggested,
    ...(firstFailure ? { first_failure: firstFailure } : {}),
    ...(run.suggested ? {} : { output: run.onNode.output.slice(-1500) }),
  };
};

/** The test op for TypeScript and JavaScript: tests from `@example`, in the package's own framework. */
export const testEngine: OpEngine = {
  policy: typescriptTestPolicy,
  tools: {
    analyze_signature: analyzeSignature,
    read_existing_tests: readExistingTests,
    write_test_file: writeTestFile,
    run_tests: runTests,
  },
  contextProviders: {
    test_config: async () =>
      "Tests here are written in the package's own framework (vitest, jest, mocha or node:test), from the node's @example blocks.",
  },
};
