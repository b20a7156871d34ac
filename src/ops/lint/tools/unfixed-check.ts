import type { Finding } from '../../../core/findings.js';
import { findingsInLines } from '../../../core/lint/node-lines.js';
import type { FindingCheck } from '../../shared/tool-context.js';

/**
 * Check `lint.unfixed`: Ruff's diagnostics that remain on the lines the
 * change touched (the node's own lines when no diff is under review), after
 * the op's fixes: what a human must fix, as findings.
 */
export const unfixedLintCheck: FindingCheck = async (context) => {
  const here = await context.locate();
  const path = context.node.file_path;
  const linter = await context.services.linter(path);
  const lines = context.changedLines?.length ? context.changedLines : here.ranges;
  return findingsInLines(linter.check(here.text, path), lines).map((issue): Finding => ({
    rule: issue.code,
    message: issue.message,
    path,
    start_line: issue.start.line,
    end_line: issue.end.line,
    severity: issue.code === 'invalid-syntax' ? 'error' : 'warning',
  }));
};
