import { z } from 'zod';
import { RemoraError } from '../../../core/errors.js';
import type { FixSafetyJudge } from './fix-safety.js';
import { INVALID_SYNTAX } from '../../../core/lint/types.js';
import { comparePositions } from '../../../core/lint/source-positions.js';
import type { LintFinding, Position } from '../../../core/lint/types.js';

// The shape `Workspace.check()` returns (its typings say `any`); only what Remora reads.
const location = z.object({
  row: z.number().int().positive(),
  column: z.number().int().positive(),
});
const edit = z.object({ content: z.string().nullish(), location, end_location: location });
const diagnostic = z.object({
  code: z.string().nullable(),
  message: z.string(),
  start_location: location,
  end_location: location,
  fix: z.object({ message: z.string().nullish(), edits: z.array(edit) }).nullish(),
});
const diagnostics = z.array(diagnostic);

type RuffLocation = z.infer<typeof location>;

/**
 * Turns Ruff's diagnostics into findings ordered by position: syntax errors
 * (a null code) become `invalid-syntax`, and each fix is judged safe or not.
 */
export function findingsFromRuff(raw: unknown, judge: FixSafetyJudge): LintFinding[] {
  const parsed = diagnostics.safeParse(raw);
  if (!parsed.success) {
    throw new RemoraError(
      'TOOL_001',
      `Ruff returned diagnostics of an unexpected shape: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data
    .map((item): LintFinding => {
      const code = item.code ?? INVALID_SYNTAX;
      const base = {
        code,
        message: item.message,
        start: position(item.start_location),
        end: position(item.end_location),
      };
      if (!item.fix || item.fix.edits.length === 0) return { ...base, fixable: false };
      const fix = {
        ...(item.fix.message ? { message: item.fix.message } : {}),
        edits: item.fix.edits.map((e) => ({
          content: e.content ?? '',
          start: position(e.location),
          end: position(e.end_location),
        })),
      };
      return { ...base, fix, fixable: judge(code, fix) === undefined };
    })
    .sort(
      (a, b) =>
        comparePositions(a.start, b.start) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
    );
}

function position(at: RuffLocation): Position {
  return { line: at.row, column: at.column };
}
