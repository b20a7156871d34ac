import type { ValueLineEdit } from './literal-edits.js';
import type { DocstringProblem } from './repair-docstring.js';
import {
  asDocumented,
  documentedCore,
  leftBehind,
  typeMembers,
  type TypeAgreementReview,
} from './type-agreement.js';
import type { CurrentDocstring, DocstringStyle, Signature } from './types.js';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const blank = (line: string | undefined): boolean => (line ?? '').trim() === '';

/** The first non-blank line after `index`, or -1. */
function nextWritten(lines: readonly string[], index: number): number {
  for (let at = index + 1; at < lines.length; at += 1) if (!blank(lines[at])) return at;
  return -1;
}

/** The lines that may write the return type, with the pattern whose group 2 is the type. */
function returnTypeLines(
  lines: readonly string[],
  style: DocstringStyle,
  core: string,
): { index: number; pattern: RegExp }[] {
  const t = escape(core);
  if (style === 'sphinx')
    return lines.flatMap((line, index) =>
      /^\s*:rtype:/.test(line)
        ? [{ index, pattern: new RegExp(`^(\\s*:rtype:\\s*)(${t})(?=\\s*$)`) }]
        : [],
    );
  if (style === 'google')
    return lines.flatMap((line, index) =>
      /^\s*Returns?:\s*$/.test(line)
        ? [{ index: nextWritten(lines, index), pattern: new RegExp(`^(\\s*)(${t})(?=\\s*:)`) }]
        : [],
    );
  if (style === 'numpy')
    return lines.flatMap((line, index) =>
      /^\s*Returns\s*$/.test(line) && /^\s*-{3,}\s*$/.test(lines[index + 1] ?? '')
        ? [
            {
              index: nextWritten(lines, index + 1),
              pattern: new RegExp(`^(\\s*(?:\\w+\\s+:\\s+)?)(${t})(?=\\s*$)`),
            },
          ]
        : [],
    );
  return [];
}

/** The one edit that rewrites the return type, or undefined when it is not found exactly once. */
function rewriteReturnType(
  lines: readonly string[],
  style: DocstringStyle,
  core: string,
  replacement: string,
): ValueLineEdit | undefined {
  const found = returnTypeLines(lines, style, core).flatMap(({ index, pattern }) => {
    const line = lines[index] ?? '';
    if (index < 0 || !pattern.test(line)) return [];
    const rewritten = line.replace(pattern, `$1${replacement.replace(/\$/g, '$$$$')}`);
    return [{ start: index, end: index + 1, lines: [rewritten] }];
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A documented return type the change's return annotation left behind, as
 * {@link reviewDocumentedTypes} holds a parameter's: `Returns: Text: ...` or
 * `:rtype: Text` that agreed with `-> Text` at the base and not with the new
 * `-> RenderableType`. Rewritten to the annotation when found in one place,
 * else named in a finding.
 */
export function reviewDocumentedReturn(
  signature: Signature,
  before: Signature | null | undefined,
  current: CurrentDocstring,
  lines: readonly string[],
  style: DocstringStyle,
  subject: string,
): TypeAgreementReview {
  const out: TypeAgreementReview = { rewrites: [], problems: [], judged: [] };
  const type = current.documented.returns?.type;
  const now = signature.returns;
  const old = before?.returns;
  if (!type || !now || !old || signature.is_generator || before?.is_generator) return out;
  const documented = typeMembers(type, true);
  const head = typeMembers(now, false);
  const base = typeMembers(old, false);
  if (!documented || !head || !base || !leftBehind(documented, base, head)) return out;
  out.judged.push('return');
  const core = documentedCore(type);
  const written = asDocumented(now);
  const finding: DocstringProblem = {
    rule: 'docstring.contradicted',
    message: `The docstring of ${subject} says it returns \`${core}\`, but the change annotated it to return \`${now}\`.`,
  };
  const edit = rewriteReturnType(lines, style, core, written);
  if (edit)
    out.rewrites.push({
      edit,
      repair: `rewrote the return type to ${written}, as annotated`,
      finding,
    });
  else out.problems.push(finding);
  return out;
}
