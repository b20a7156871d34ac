import { exampleTest, NO_RESULT, type ExampleTest } from './example-test.js';
import type { TestFramework } from './framework.js';
import { jsDocExamples } from './jsdoc-examples.js';
import { readNodeModule } from './node-exports.js';
import { exampleTestTitle, renderExampleTests } from './render-test.js';
import { tryDialectOf } from './script-parser.js';
import type { TestPlacement } from './test-layout.js';

/** The node a test is written for. */
export interface TestedNode {
  /** Its file's workspace path and text. */
  filePath: string;
  text: string;
  name: string;
  /** 1-based. */
  startLine: number;
}

/** A test file of a node's examples, or why there is none. */
export type ExampleTestFileResult =
  | {
      testPath: string;
      content: string;
      /** The titles of its tests, as the runner reports them. */
      titles: string[];
      /** Why each example left out gave no test. */
      leftOut: string[];
      /** How many `@example` blocks the node has. */
      examples: number;
    }
  | { note: string; leftOut: string[]; examples: number };

/**
 * The test file written from a node's `@example` blocks, in the package's
 * framework, placed and importing as the package's tests do. Each example
 * with a checkable result is one test; the others are named in `leftOut`
 * with the reason. A node with no such example gets a note and no file.
 */
export async function exampleTestFile(
  node: TestedNode,
  framework: TestFramework,
  placement: TestPlacement,
): Promise<ExampleTestFileResult> {
  const dialect = tryDialectOf(node.filePath);
  if (!dialect)
    return { note: `${node.filePath} is not a file the test op reads`, leftOut: [], examples: 0 };
  const module = await readNodeModule(node.text, dialect, node.name, node.startLine);
  if ('skipped' in module) return { note: module.skipped, leftOut: [], examples: 0 };
  const examples = module.jsDoc === undefined ? [] : jsDocExamples(module.jsDoc);
  if (examples.length === 0)
    return { note: `${node.name} has no @example in its JSDoc`, leftOut: [], examples: 0 };
  const scope = { name: node.name, exports: module.exports.filter((n) => n !== node.name) };
  const tests: ExampleTest[] = [];
  for (const example of examples) tests.push(await exampleTest(example, dialect, scope));
  const leftOut = tests.flatMap((t) =>
    'skipped' in t ? [`example ${t.index}: ${t.skipped}`] : [],
  );
  const kept = tests.flatMap((t) => ('steps' in t ? [t] : []));
  if (kept.length === 0)
    return { note: noTestNote(node.name, tests), leftOut, examples: examples.length };
  const alsoImported = [...new Set(kept.flatMap((t) => t.uses))].filter((n) => n !== node.name);
  const content = renderExampleTests({
    framework,
    moduleStyle: placement.moduleStyle,
    ...(placement.semicolons === undefined ? {} : { semicolons: placement.semicolons }),
    ...(placement.globals === undefined ? {} : { globals: placement.globals }),
    specifier: placement.specifier,
    name: node.name,
    exportKind: module.exportKind,
    alsoImported,
    tests: kept,
  });
  return {
    testPath: placement.testPath,
    content,
    titles: kept.map((t) => exampleTestTitle(node.name, t.index)),
    leftOut,
    examples: examples.length,
  };
}

/**
 * Why a node's examples give no test, as its op's summary: what the
 * examples lack when none states a result, else each one's reason (vue's
 * `isReactive` states its results, but with `ref`, from another module).
 */
function noTestNote(name: string, tests: readonly ExampleTest[]): string {
  const reasons = tests.flatMap((t) =>
    'skipped' in t && t.skipped !== NO_RESULT ? [`example ${t.index}: ${t.skipped}`] : [],
  );
  return reasons.length === 0
    ? `no example of ${name} states a result to check`
    : `no example of ${name} gives a test (${reasons.join('; ')})`;
}
