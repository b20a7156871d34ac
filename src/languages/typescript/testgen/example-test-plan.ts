import {
  exampleTestFile,
  type ExampleTestFileResult,
  type TestedNode,
} from './example-test-file.js';
import { detectTestFramework, tryNearestPackageDir, type TestFramework } from './framework.js';
import { placeTest } from './test-layout.js';

/** The test file for a node, with the package and framework it runs in; or why there is none. */
export type ExampleTestPlan =
  | (Extract<ExampleTestFileResult, { content: string }> & {
      framework: TestFramework;
      /** The options its `node --test` script gives Node.js (for `runExampleTests`). */
      nodeOptions: string[];
      /** The package's folder, where its runner starts (`''` for the root). */
      packageDir: string;
    })
  | { note: string; leftOut: string[]; examples: number };

/**
 * Everything before a run, from the workspace's files alone: the nearest
 * package.json, its framework, where the package's tests go and how they
 * import, and the test file of the node's examples. `files` are the
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
  const manifestPath = packageDir === '' ? 'package.json' : `${packageDir}/package.json`;
  const choice = detectTestFramework((await read(manifestPath)) ?? '', manifestPath);
  if (!choice.framework) return { note: choice.note, leftOut: [], examples: 0 };
  const prefix = packageDir === '' ? '' : `${packageDir}/`;
  const placement = await placeTest(node.filePath, {
    packageDir,
    moduleType: choice.moduleType,
    files: files.filter((path) => path.startsWith(prefix)),
    read,
  });
  const file = await exampleTestFile(node, choice.framework, placement);
  if (!('content' in file)) return file;
  return {
    ...file,
    framework: choice.framework,
    nodeOptions: choice.nodeOptions ?? [],
    packageDir,
  };
}
