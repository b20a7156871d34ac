import { doctestTest } from './doctest-test.js';
import type { GeneratedTest } from './generated-test.js';
import { byImportOrder } from './merge-test-file.js';
import type { SignatureAnalysis } from './signature.js';
import { smokeTest } from './smoke-test.js';

/** The tests Remora can stand behind for one target, and why the others were not written. */
export interface TestPlan {
  tests: GeneratedTest[];
  /** One line per kind of test not written: `smoke test: it has side effects (calls print())`. */
  reasons: string[];
}

/**
 * Plans a target's tests: its docstring examples as a test (unless the
 * project already runs them), and — only when
 * `smoke` is on (`operations.test.smoke`) — a smoke test where one is sound.
 * A test whose name the test file already has is not planned again: that
 * test exists (a re-run after an accepted suggestion).
 */
export function planTests(
  analysis: SignatureAnalysis,
  existingTests: readonly string[],
  options: { smoke: boolean; doctestsRunBy?: string } = { smoke: false },
): TestPlan {
  const tests: GeneratedTest[] = [];
  const reasons: string[] = [];
  // Examples the project already runs would only be repeated.
  const examples = options.doctestsRunBy
    ? { reason: `the project already runs them: ${options.doctestsRunBy}` }
    : doctestTest(analysis);
  const kinds = [['docstring examples', examples] as const];
  const smoke = options.smoke ? [['smoke test', smokeTest(analysis)] as const] : [];
  for (const [label, made] of [...kinds, ...smoke]) {
    if ('reason' in made) reasons.push(`${label}: ${made.reason}`);
    else if (existingTests.includes(made.test.name))
      reasons.push(`${label}: ${made.test.name} is already in the test file`);
    else tests.push(made.test);
  }
  return { tests, reasons };
}

const STDLIB = new Set(['asyncio', 're']);

/**
 * A test module for the tests: a docstring, imports grouped the way isort
 * groups them (standard library, pytest, the tested module), then each test
 * function.
 */
export function renderTestModule(module: string, tests: readonly GeneratedTest[]): string {
  const imports = new Set(tests.flatMap((t) => t.imports));
  const names = [...new Set(tests.flatMap((t) => t.moduleNames))].sort(byImportOrder);
  const groups = [
    [...imports]
      .filter((i) => STDLIB.has(i))
      .sort()
      .map((i) => `import ${i}`),
    imports.has('pytest') ? ['import pytest'] : [],
    names.length > 0 ? [`from ${module} import ${names.join(', ')}`] : [],
  ].filter((group) => group.length > 0);
  const header = [
    `"""Tests for ${module}, written by Remora."""`,
    ...groups.map((group) => `\n${group.join('\n')}`),
  ];
  const functions = tests.map(renderFunction);
  return `${header.join('\n')}\n\n\n${functions.join('\n\n\n')}\n`;
}

function renderFunction(test: GeneratedTest): string {
  const lines: string[] = [];
  lines.push(`def ${test.name}(${test.fixtures.join(', ')}):`);
  for (const line of test.body) lines.push(line === '' ? '' : `    ${line}`);
  return lines.join('\n');
}
