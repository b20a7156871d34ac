import { posix } from 'node:path';
import {
  exampleTestFile,
  type ExampleTestFileResult,
  type TestedNode,
} from './example-test-file.js';
import { tryNearestPackageDir, type TestFramework } from './framework.js';
import { countTests, placeTest, type PackageFiles } from './test-layout.js';
import { chooseTestRunner } from './workspace-framework.js';

/** The test file for a node, with the package and framework it runs in; or why there is none. */
export type ExampleTestPlan =
  | (Extract<ExampleTestFileResult, { content: string }> & {
      framework: TestFramework;
      /** The options its `node --test` script gives Node.js (for `runExampleTests`). */
      nodeOptions: string[];
      /** The package's folder (`''` for the root). */
      packageDir: string;
      /** Where its runner starts: the package's folder, or its workspace root's. */
      runDir: string;
      /** Why that runner (`its test script runs vitest run`). */
      because: string;
    })
  | { note: string; leftOut: string[]; examples: number };

/**
 * Everything before a run, from the workspace's files alone: the nearest
 * package.json, its framework (or its workspace root's, in a monorepo, see
 * `chooseTestRunner`), where the package's tests go and how they import, and
 * the test file of the node's examples. `files` are the
 * workspace's paths; `read` a file's text (undefined when absent).
 */
export async function planExampleTest(
  node: TestedNode,
  files: readonly string[],
  read: (path: string) => Promise<string | undefined>,
): Promise<ExampleTestPlan> {
  const known = new Set(files);
  const packageDir = await tryNearestPackageDir(node.filePath, (path) =>
    Promise.resolve(known.has(path)),
  );
  if (packageDir === undefined)
    return {
      note: `no package.json above ${node.filePath}: no test is written`,
      leftOut: [],
      examples: 0,
    };
  const choice = await chooseTestRunner(packageDir, known, read);
  if (!choice.framework) return { note: choice.note, leftOut: [], examples: 0 };
  const pkg = {
    packageDir,
    moduleType: choice.moduleType,
    files: filesOf(packageDir, files),
    read,
  };
  const sibling = countTests(pkg) === 0 ? trySiblingWithTests(pkg, known) : undefined;
  const placement = await placeTest(node.filePath, pkg, node.name, sibling);
  const file = await exampleTestFile(node, choice.framework, placement);
  if (!('content' in file)) return file;
  return {
    ...file,
    framework: choice.framework,
    nodeOptions: choice.nodeOptions ?? [],
    packageDir,
    runDir: choice.runDir,
    because: choice.because,
  };
}

function filesOf(packageDir: string, files: readonly string[]): string[] {
  const prefix = packageDir === '' ? '' : `${packageDir}/`;
  return files.filter((path) => path.startsWith(prefix));
}

/**
 * For a package with no tests, in a folder of packages (vue's `packages/*`),
 * the package beside it with the most tests, whose habits its first test
 * follows; undefined when none has any. One pass over the folder's files.
 */
function trySiblingWithTests(
  pkg: PackageFiles,
  known: ReadonlySet<string>,
): PackageFiles | undefined {
  if (pkg.packageDir === '') return undefined;
  const parent = posix.dirname(pkg.packageDir);
  const prefix = parent === '.' ? '' : `${parent}/`;
  const byPackage = new Map<string, string[]>();
  for (const path of known) {
    if (!path.startsWith(prefix)) continue;
    const name = path.slice(prefix.length).split('/')[0] ?? '';
    const dir = `${prefix}${name}`;
    if (dir === pkg.packageDir || !known.has(`${dir}/package.json`)) continue;
    const files = byPackage.get(dir);
    if (files) files.push(path);
    else byPackage.set(dir, [path]);
  }
  let best: { sibling: PackageFiles; tests: number } | undefined;
  for (const [dir, files] of [...byPackage].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const sibling = { ...pkg, packageDir: dir, files };
    const tests = countTests(sibling);
    if (tests > (best?.tests ?? 0)) best = { sibling, tests };
  }
  return best?.sibling;
}
