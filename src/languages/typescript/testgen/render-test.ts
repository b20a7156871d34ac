import type { ExampleStep } from './example-test.js';
import type { TestFramework } from './framework.js';
import type { ExportKind } from './node-exports.js';
import { appendAll } from '../../../core/arrays.js';

/** A test file of a node's examples, as the package's framework and module style write it. */
export interface ExampleTestFile {
  framework: TestFramework;
  moduleStyle: 'esm' | 'cjs';
  /** The specifier the test imports the node's module by. */
  specifier: string;
  name: string;
  exportKind: ExportKind;
  /** Other names of the node's module the examples use. */
  alsoImported: readonly string[];
  tests: readonly { index: number; steps: readonly ExampleStep[] }[];
  /** Whether the package's tests end statements with `;` (default: they do). */
  semicolons?: boolean;
  /** Whether its vitest tests use `test` and `expect` as globals, importing neither. */
  globals?: boolean;
}

/** The title of the test of a node's `index`th example, as the runner reports it. */
export function exampleTestTitle(name: string, index: number): string {
  return `${name} example ${index}`;
}

/**
 * The test file's text: one test per example, its steps in order, each
 * stated result an assertion — `expect(x).toEqual(value)` under vitest and
 * jest, `assert.deepStrictEqual(x, value)` under mocha and node:test. The
 * tests are async, so an example may `await`.
 */
export function renderExampleTests(file: ExampleTestFile): string {
  // The statements written here end as the package's tests end theirs; the examples' own stay as written.
  const end = (line: string): string => (file.semicolons === false ? line.replace(/;$/, '') : line);
  const lines = [...headerOf(file).map(end), ''];
  const call = file.framework === 'mocha' ? 'it' : 'test';
  for (const test of file.tests) {
    lines.push(`${call}(${quoted(exampleTestTitle(file.name, test.index))}, async () => {`);
    for (const step of test.steps)
      appendAll(
        lines,
        indent(
          step.kind === 'code'
            ? stepLines(step, file.framework)
            : stepLines(step, file.framework).map(end),
        ),
      );
    lines.push(end('});'), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function headerOf(file: ExampleTestFile): string[] {
  const esm = file.moduleStyle === 'esm';
  const spec = quoted(file.specifier);
  // In code-unit order, as ESLint's sort-imports wants them (vue's lint refuses any other).
  const names = [...(file.exportKind === 'named' ? [file.name] : []), ...file.alsoImported].sort();
  const lines: string[] = [];
  if (file.framework === 'vitest' && !file.globals)
    lines.push(
      esm
        ? "import { expect, test } from 'vitest';"
        : "const { expect, test } = require('vitest');",
    );
  if (file.framework === 'node-test')
    lines.push(
      esm ? "import { test } from 'node:test';" : "const { test } = require('node:test');",
    );
  if (file.framework === 'node-test' || file.framework === 'mocha')
    lines.push(
      esm
        ? "import assert from 'node:assert/strict';"
        : "const assert = require('node:assert/strict');",
    );
  if (esm) {
    const parts = [
      ...(file.exportKind === 'named' ? [] : [file.name]),
      ...(names.length > 0 ? [`{ ${names.join(', ')} }`] : []),
    ];
    lines.push(`import ${parts.join(', ')} from ${spec};`);
  } else {
    if (file.exportKind === 'module') lines.push(`const ${file.name} = require(${spec});`);
    if (file.exportKind === 'default') lines.push(`const ${file.name} = require(${spec}).default;`);
    if (names.length > 0) lines.push(`const { ${names.join(', ')} } = require(${spec});`);
  }
  return lines;
}

function stepLines(step: ExampleStep, framework: TestFramework): string[] {
  if (step.kind === 'code') return step.text.split('\n');
  const expects = framework === 'vitest' || framework === 'jest';
  if (step.kind === 'date-text') {
    const [shown = '', millis] = step.expected.split('.');
    const printed = `String(${step.subject}).slice(0, ${shown.length})`;
    const equal = (actual: string, expected: string): string =>
      expects ? `expect(${actual}).toBe(${expected});` : `assert.equal(${actual}, ${expected});`;
    return [
      equal(printed, quoted(shown)),
      ...(millis === undefined
        ? []
        : [equal(`${step.subject}.getMilliseconds()`, String(Number(millis)))]),
    ];
  }
  const value = step.expected.includes('\n') ? step.expected.split('\n') : [step.expected];
  const [first = '', ...rest] = value;
  const opening = expects
    ? `expect(${step.subject}).toEqual(${first}`
    : `assert.deepStrictEqual(${step.subject}, ${first}`;
  return rest.length === 0
    ? [`${opening});`]
    : [opening, ...rest.slice(0, -1), `${rest.at(-1) ?? ''});`];
}

function indent(lines: readonly string[]): string[] {
  return lines.map((line) => (line === '' ? '' : `  ${line}`));
}

/** A single-quoted string literal, as most JavaScript style guides write one. */
function quoted(text: string): string {
  return `'${JSON.stringify(text).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
}
