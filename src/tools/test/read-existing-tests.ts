import type { ToolHandler } from '../tool-context.js';
import { placeTests, topLevelDefinitions } from './test-target.js';

const CONTENT_LIMIT = 2500;

/**
 * `read_existing_tests()`: where the node's tests belong (the project's
 * layout and naming), whether that file exists, the test names it already
 * has, and its beginning.
 */
export const readExistingTests: ToolHandler = async (_args, context) => {
  const { layout, target } = await placeTests(context);
  const content = await context.workspace.readFile(target.path);
  const shown =
    content === undefined
      ? undefined
      : content.length > CONTENT_LIMIT
        ? `${content.slice(0, CONTENT_LIMIT)}\n# ... (${content.length - CONTENT_LIMIT} more characters)`
        : content;
  return {
    test_path: target.path,
    exists: content !== undefined,
    layout: layout.evidence,
    tests:
      content === undefined
        ? []
        : topLevelDefinitions(content).filter((name) => /^(test|Test)/.test(name)),
    ...(shown !== undefined ? { content: shown } : {}),
  };
};
