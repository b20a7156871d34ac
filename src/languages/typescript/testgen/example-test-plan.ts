import {
  exampleTestFile,
  type ExampleTestFileResult,
  type TestedNode,
} from './example-test-file.js';
import { tryNearestPackageDir, type TestFramework } from './framework.js';
import { placeTest } from './test-layout.js';
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
  const prefix = packageDir === '' ? '' : `${packageDir}/`;
  const placement = await placeTest(
    node.filePath,
    {
      packageDir,
      moduleType: choice.moduleType,
      files: files.filter((path) => path.startsWith(prefix)),
      read,
    },
    node.name,
  );
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
