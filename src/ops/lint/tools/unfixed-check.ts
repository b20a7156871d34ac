import { projectLinter } from './project-linter.js';
import type { Finding } from '../../../core/findings.js';
import { findingsInLines } from '../../../core/lint/node-lines.js';
import type { LintFinding } from '../../../core/lint/types.js';
import type { FindingCheck } from '../../shared/tool-context.js';
import { alignWithStable } from './changed-lines.js';

/**
 * Check `lint.unfixed`: Ruff's diagnostics that remain on the lines the
 * change touched (the node's own lines when no diff is under review), after
 * the op's fixes: what a human must fix, as findings. Under review, a finding
 * is placed at the line of the reviewed commit it stands on, the line numbers
 * the diff (and a check run's annotations) use, even when a fix above it moved it.
 */
export const unfixedLintCheck: FindingCheck = async (context) => {
  const here = await context.locate();
  const path = context.node.file_path;
  const linter = await projectLinter(context);
  const findings = await linter.check(here.text, path);
  const changed = context.changedLines;
  if (!changed?.length)
    return findingsInLines(findings, here.ranges).map((issue) =>
      asFinding(issue, path, issue.start.line, issue.end.line),
    );
  const aligned = await alignWithStable(context, here);
  return findings.flatMap((issue): Finding[] => {
    const at = aligned.toBefore(issue.start.line);
    const hit = changed.find((range) => at.start <= range.end && range.start <= at.end);
    if (!hit) return [];
    const start = Math.max(at.start, hit.start);
    const end = Math.max(start, aligned.toBefore(issue.end.line).end);
    return [asFinding(issue, path, start, end)];
  });
};

function asFinding(issue: LintFinding, path: string, start: number, end: number): Finding {
  return {
    rule: issue.code,
    message: issue.message,
    path,
    start_line: start,
    end_line: end,
    severity: issue.code === 'invalid-syntax' ? 'error' : 'warning',
  };
}
