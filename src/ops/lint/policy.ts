import type { Policy, PolicyCall, ToolExchange } from '../../core/runner/policy.js';
import { toolExchanges } from '../../core/runner/policy.js';

interface ReportedIssue {
  code: string;
  line: number;
  fixable: boolean;
}

/**
 * The built-in lint policy: check; when something is safely fixable, apply
 * every safe fix at once (`run_linter` with `check_only: false` fixes to a
 * fixpoint, re-checking as it goes, so the turns do not grow with the number
 * of findings); then submit what was fixed and what remains.
 */
export const lintPolicy: Policy = (messages) => {
  const runs = toolExchanges(messages).filter((e) => e.tool === 'run_linter');
  const check = runs.find((e) => e.arguments.check_only !== false);
  if (!check) return [{ tool: 'run_linter', arguments: { check_only: true } }];
  const fix = runs.find((e) => e.arguments.check_only === false);
  if (fix) return [submit(fix, issuesOf(fix))];
  const issues = issuesOf(check);
  if (issues.some((issue) => issue.fixable))
    return [{ tool: 'run_linter', arguments: { check_only: false } }];
  return [submit(check, issues)];
};

function submit(run: ToolExchange, remaining: ReportedIssue[]): PolicyCall {
  const codes = Array.isArray(run.result.fixed)
    ? run.result.fixed.filter((code): code is string => typeof code === 'string')
    : [];
  const file = typeof run.result.file === 'string' ? run.result.file : '';
  const total = typeof run.result.total === 'number' ? run.result.total : remaining.length;
  const summary =
    codes.length === 0 && total === 0
      ? 'No lint issues in this node.'
      : `Fixed ${codes.length} issue${codes.length === 1 ? '' : 's'}${codes.length ? ` (${[...new Set(codes)].join(', ')})` : ''}; ${total} remaining${remaining.length ? ` (${[...new Set(remaining.map((i) => i.code))].join(', ')})` : ''}.`;
  return {
    tool: 'submit_result',
    arguments: {
      summary,
      issues_fixed: codes.length,
      issues_remaining: total,
      changed_files: codes.length > 0 && file ? [file] : [],
    },
  };
}

function issuesOf(check: ToolExchange): ReportedIssue[] {
  const issues = check.result.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return [];
    const { code, line, fixable } = raw as Record<string, unknown>;
    return typeof code === 'string' && typeof line === 'number'
      ? [{ code, line, fixable: fixable === true }]
      : [];
  });
}
