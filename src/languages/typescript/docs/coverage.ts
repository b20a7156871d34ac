import type { Finding } from '../../../core/findings.js';
import { reviewJsDoc, type JsDocReviewInput } from './review-jsdoc.js';

/**
 * Check `docstring.coverage` for a TypeScript or JavaScript node: what its
 * doc comment, as the op left it, still lacks or gets wrong, as findings on
 * the comment's lines (the definition's first line when it has none). A
 * repair still due (the op did not make it) is a finding too, so none is lost.
 */
export function jsdocCoverage(input: JsDocReviewInput): Finding[] {
  const review = reviewJsDoc(input);
  const due = review.action === 'updated' ? review.repairs : [];
  const problems = [
    ...review.problems,
    ...due.map((repair) => ({
      rule: 'docstring.unrepaired',
      message: `The JSDoc of \`${review.node}\` needs a repair: ${repair}.`,
    })),
  ];
  return problems.map((problem) => ({
    rule: problem.rule,
    message: problem.message,
    path: input.filePath,
    start_line: review.lines.start,
    end_line: review.lines.end,
    severity: problem.rule === 'docstring.missing' ? 'notice' : 'warning',
  }));
}
