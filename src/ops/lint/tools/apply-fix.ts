import { projectLinter } from './project-linter.js';
import { z } from 'zod';
import { applyFix as applyLintFix } from '../../../core/lint/apply-fix.js';
import { findingsInLines } from '../../../core/lint/node-lines.js';
import { RemoraError } from '../../../core/errors.js';
import type { ToolHandler } from '../../shared/tool-context.js';
import { targetLines } from './changed-lines.js';

/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
export const argsSchema = z.object({
  issue_code: z.string().min(1),
  line_number: z.number().int().positive(),
});

/** `apply_fix(issue_code, line_number)`: Ruff's safe fix for that code at that line of the node, and nothing else. */
export const applyFix: ToolHandler = async (args, context) => {
  const { issue_code, line_number } = argsSchema.parse(args);
  const here = await context.locate();
  const path = context.node.file_path;
  const linter = await projectLinter(context);
  const findings = findingsInLines(
    await linter.check(here.text, path),
    await targetLines(context, here),
  );
  const finding = findings.find((f) => f.code === issue_code && f.start.line === line_number);
  if (!finding) {
    const there = findings.map((f) => `${f.code}@${f.start.line}`).join(', ') || 'none';
    throw new RemoraError(
      'TOOL_001',
      `no ${issue_code} at line ${line_number} in ${context.node.full_name}; findings here: ${there}`,
    );
  }
  if (!finding.fixable)
    throw new RemoraError('TOOL_001', `${issue_code} at line ${line_number} has no safe fix`);
  const result = applyLintFix(here.text, finding, here.ranges);
  await context.workspace.writeFile(path, result.source);
  return {
    applied: true,
    file: path,
    code: issue_code,
    line: line_number,
    line_delta: result.lineDelta,
  };
};
