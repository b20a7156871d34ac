import { projectLinter } from './project-linter.js';
import { z } from 'zod';
import { findingsInLines } from '../../../core/lint/node-lines.js';
import { fixToFixpoint } from '../../../core/lint/apply-fix.js';
import { fitResult } from '../../shared/result-budget.js';
import { reportFinding, type ToolHandler } from '../../shared/tool-context.js';
import { targetLines } from './changed-lines.js';

/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
export const argsSchema = z.object({ check_only: z.boolean().default(true) });

/**
 * `run_linter(check_only)`: Ruff's findings on the node's lines the change
 * touched (all its own lines when no diff is under review). With
 * `check_only: false` it also applies every safe fix among them to a fixpoint.
 */
export const runLinter: ToolHandler = async (args, context) => {
  const { check_only } = argsSchema.parse(args);
  const here = await context.locate();
  const path = context.node.file_path;
  const linter = await projectLinter(context);
  const targets = await targetLines(context, here);
  if (check_only) {
    const issues = findingsInLines(await linter.check(here.text, path), targets).map(reportFinding);
    return fitIssues(
      { file: path, lines: targets, issues, total: issues.length },
      context.resultBudget,
    );
  }
  const fixed = await fixToFixpoint(linter, here.text, path, here.ranges, targets);
  if (fixed.source !== here.text) await context.workspace.writeFile(path, fixed.source);
  return fitIssues(
    {
      file: path,
      fixed: fixed.fixed,
      issues: fixed.remaining.map(reportFinding),
      total: fixed.remaining.length,
    },
    context.resultBudget,
  );
};

type Issue = ReturnType<typeof reportFinding>;

/**
 * Keeps the result within the tool-output budget (what the Ruff context,
 * which comes first, leaves of it) on a node with many findings: the fixable
 * ones first (they are what the agent acts on), then the messages go, then
 * the list is cut; `total` still counts them all.
 */
function fitIssues<T extends { issues: Issue[] }>(
  result: T,
  budget: number | undefined,
): T & { left_out?: string[] } {
  const fixableFirst = [...result.issues].sort((a, b) => Number(b.fixable) - Number(a.fixable));
  return fitResult(
    { ...result, issues: fixableFirst },
    [
      {
        leaves_out: "the findings' messages",
        apply: (r) => ({ ...r, issues: r.issues.map((i) => ({ ...i, message: '' })) }),
      },
      ...Array.from({ length: Math.ceil(fixableFirst.length / 10) }, () => ({
        leaves_out: 'ten findings from the end of the list',
        apply: (r: T) => ({ ...r, issues: r.issues.slice(0, Math.max(1, r.issues.length - 10)) }),
      })),
    ],
    budget,
  );
}
