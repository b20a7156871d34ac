import { fitResult } from '../../../ops/shared/result-budget.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { projectDoctestRunner } from './doctest-runner.js';
import { placeTests, topLevelDefinitions } from './test-target.js';

const CONTENT_LIMIT = 2500;

/**
 * `read_existing_tests()`: where the node's tests belong (the project's
 * layout and naming), whether that file exists, the test names it already
 * has, its beginning, and — when the project already runs its docstring
 * examples — how (`doctests_run_by`).
 */
export const readExistingTests: ToolHandler = async (_args, context) => {
  const { layout, target } = await placeTests(context);
  const doctests = await projectDoctestRunner(context);
  const content = await context.workspace.readFile(target.path);
  const shown =
    content === undefined
      ? undefined
      : content.length > CONTENT_LIMIT
        ? `${content.slice(0, CONTENT_LIMIT)}\n# ... (${content.length - CONTENT_LIMIT} more characters)`
        : content;
  const tests =
    content === undefined
      ? []
      : topLevelDefinitions(content).filter((name) => /^(test|Test)/.test(name));
  // The tests of this node first: they are the ones a new test must not repeat.
  const stem = context.node.name.replace(/#\d+$/, '').replace(/^_+/, '').toLowerCase();
  const ordered = [
    ...tests.filter((name) => name.toLowerCase().includes(stem)),
    ...tests.filter((name) => !name.toLowerCase().includes(stem)),
  ];
  return fitResult(
    {
      test_path: target.path,
      exists: content !== undefined,
      layout: layout.evidence,
      test_count: tests.length,
      ...(doctests ? { doctests_run_by: doctests } : {}),
      tests: ordered,
      ...(shown !== undefined ? { content: shown } : {}),
    },
    [
      { leaves_out: "the file's beginning", apply: ({ content: _c, ...rest }) => rest },
      {
        leaves_out: `the names of tests that do not mention ${stem}`,
        apply: (r) => ({ ...r, tests: r.tests.filter((n) => n.toLowerCase().includes(stem)) }),
      },
      {
        leaves_out: 'the names of tests beyond the first 100',
        apply: (r) => ({ ...r, tests: r.tests.slice(0, 100) }),
      },
    ],
  );
};
