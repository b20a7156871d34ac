import type { Policy, PolicyCall, ToolExchange } from './policy.js';
import { toolExchanges } from './policy.js';

interface ReportedIssue {
  code: string;
  line: number;
  fixable: boolean;
}

/**
 * The built-in lint policy: check, apply each safe fix one at a time
 * (re-checking after each, since a fix moves lines), then submit what was
 * fixed and what remains.
 */
export const lintPolicy: Policy = (messages) => {
  const history = toolExchanges(messages);
  const lastCheck = [...history].reverse().find((e) => e.tool === 'run_linter');
  const last = history.at(-1);
  if (!lastCheck || last?.tool === 'apply_fix')
    return [{ tool: 'run_linter', arguments: { check_only: true } }];
  const issues = issuesOf(lastCheck);
  const failed = new Set(
    history.filter((e) => e.tool === 'apply_fix' && e.result.error !== undefined).map(key),
  );
  const next = issues.find((issue) => issue.fixable && !failed.has(`${issue.code}@${issue.line}`));
  if (next)
    return [{ tool: 'apply_fix', arguments: { issue_code: next.code, line_number: next.line } }];
  return [submit(history, issues)];
};

function submit(history: ToolExchange[], remaining: ReportedIssue[]): PolicyCall {
  const fixed = history.filter((e) => e.tool === 'apply_fix' && e.result.applied === true);
  const codes = fixed.map((e) => String(e.arguments.issue_code));
  const files = [...new Set(fixed.map((e) => String(e.result.file ?? '')).filter(Boolean))];
  const summary =
    fixed.length === 0 && remaining.length === 0
      ? 'No lint issues in this node.'
      : `Fixed ${fixed.length} issue${fixed.length === 1 ? '' : 's'}${codes.length ? ` (${[...new Set(codes)].join(', ')})` : ''}; ${remaining.length} remaining${remaining.length ? ` (${[...new Set(remaining.map((i) => i.code))].join(', ')})` : ''}.`;
  return {
    tool: 'submit_result',
    arguments: {
      summary,
      issues_fixed: fixed.length,
      issues_remaining: remaining.length,
      changed_files: files,
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

function key(exchange: ToolExchange): string {
  return `${String(exchange.arguments.issue_code)}@${String(exchange.arguments.line_number)}`;
}
