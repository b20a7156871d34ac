import { INVALID_SYNTAX } from '../../../core/lint/types.js';
import { scanLexemes, type Lexemes, type Span } from './python-lexemes.js';
import { anySelectorMatches } from './rule-selectors.js';
import { lineStarts, offsetOf } from '../../../core/lint/source-positions.js';
import type { LintFinding } from '../../../core/lint/types.js';
import { FIX_SURVEYED_PREFIXES, UNSAFE_BEFORE_PY310, UNSAFE_FIX_RULES } from './unsafe-fixes.js';

// Ruff marks these unsafe when the whitespace sits inside a multi-line string: removing it changes the string.
const UNSAFE_IN_MULTILINE_STRINGS = new Set(['W291', 'W293']);

export interface FixSafetyContext {
  source: string;
  filePath: string;
  targetVersion?: string;
}

/** Decides, for the fixes Ruff offers on one text, which are safe to apply unattended. */
export type FixSafetyJudge = (
  code: string,
  fix: NonNullable<LintFinding['fix']>,
) => string | undefined;

/**
 * A judge for one source text. Ruff's WebAssembly build reports fixes without
 * their applicability, so the cases where Ruff itself would call a fix unsafe
 * are recomputed here: the rule lists of `unsafe-fixes.ts`, the target
 * version, `__init__.py` re-exports, trailing whitespace inside multi-line
 * strings, and — the most common reason in Ruff's own rules — a fix that would
 * delete a comment. The judge returns why a fix is unsafe, or `undefined`.
 */
export function createFixSafetyJudge(context: FixSafetyContext): FixSafetyJudge {
  let scanned: { lexemes: Lexemes; starts: number[] } | undefined;
  const scan = (): { lexemes: Lexemes; starts: number[] } =>
    (scanned ??= { lexemes: scanLexemes(context.source), starts: lineStarts(context.source) });
  return (code, fix) => {
    const byRule = tryRuleReason(code, context);
    if (byRule) return byRule;
    const { lexemes, starts } = scan();
    const spans = fix.edits.map((edit) => ({
      start: offsetOf(starts, context.source, edit.start),
      end: offsetOf(starts, context.source, edit.end),
      content: edit.content,
    }));
    if (
      UNSAFE_IN_MULTILINE_STRINGS.has(code) &&
      spans.some((span) => insideMultilineString(span.start, lexemes.strings, context.source))
    ) {
      return 'it would change the contents of a multi-line string';
    }
    const dropped = lexemes.comments.find(
      (comment) =>
        spans.some((span) => overlaps(comment, span)) &&
        !spans.some((span) => span.content.includes(commentText(comment, context.source))),
    );
    if (dropped) return `it would delete the comment \`${commentText(dropped, context.source)}\``;
    return undefined;
  };
}

function tryRuleReason(code: string, context: FixSafetyContext): string | undefined {
  if (code === INVALID_SYNTAX) return 'the file does not parse';
  if (!anySelectorMatches(FIX_SURVEYED_PREFIXES, code))
    return 'fixes of this rule are not known to be safe';
  if (UNSAFE_FIX_RULES.has(code)) return 'Ruff documents this fix as unsafe';
  if (code === 'F401' && /(^|\/)__init__\.pyi?$/.test(context.filePath))
    return 'an import in `__init__.py` may be a re-export';
  if (UNSAFE_BEFORE_PY310.has(code) && targetsBeforePy310(context.targetVersion)) {
    return 'the target version is older than Python 3.10';
  }
  return undefined;
}

function targetsBeforePy310(targetVersion: string | undefined): boolean {
  const minor = /^py3(\d+)$/.exec(targetVersion ?? '')?.[1];
  return minor !== undefined && Number(minor) < 10;
}

function insideMultilineString(offset: number, strings: readonly Span[], source: string): boolean {
  return strings.some(
    (span) =>
      offset > span.start && offset < span.end && /[\r\n]/.test(source.slice(span.start, span.end)),
  );
}

function overlaps(comment: Span, edit: Span): boolean {
  return comment.start < edit.end && edit.start < comment.end;
}

function commentText(comment: Span, source: string): string {
  return source.slice(comment.start, comment.end);
}
