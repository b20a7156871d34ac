import { z } from 'zod';
import { findingsInLines } from '../../core/lint/node-lines.js';
import { fixToFixpoint } from '../../core/lint/apply-fix.js';
import { reportFinding, type ToolHandler } from '../tool-context.js';

const argsSchema = z.object({ check_only: z.boolean().default(true) });

/**
 * `run_linter(check_only)`: Ruff's findings on the node's own lines. With
 * `check_only: false` it also applies every safe fix to a fixpoint.
 */
export const runLinter: ToolHandler = async (args, context) => {
  const { check_only } = argsSchema.parse(args);
  const here = await context.locate();
  const linter = await context.services.linter();
  const path = context.node.file_path;
  if (check_only) {
    const issues = findingsInLines(linter.check(here.text, path), here.ranges).map(reportFinding);
    return { file: path, lines: here.ranges, issues, total: issues.length };
  }
  const fixed = fixToFixpoint(linter, here.text, path, here.ranges);
  if (fixed.source !== here.text) await context.workspace.writeFile(path, fixed.source);
  return {
    file: path,
    fixed: fixed.fixed,
    issues: fixed.remaining.map(reportFinding),
    total: fixed.remaining.length,
  };
};
