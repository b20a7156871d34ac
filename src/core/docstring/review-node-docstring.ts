import type { ClassContract } from './class-contract.js';
import { docstringLayout } from './docstring-layout.js';
import { applyEdits, reviewDocstring, type DocstringReview } from './repair-docstring.js';
import { reviewClassDocstring } from './review-class-docstring.js';
import type { CurrentDocstring, DocstringStyle, Signature } from './types.js';

/** A class's contract now and at the base revision (null: the change wrote it; undefined: unknown). */
export interface ClassContracts {
  now: ClassContract;
  before: ClassContract | null | undefined;
}

/**
 * Checks a node's docstring against its code: a function's as
 * {@link reviewDocstring} does, and a class's against its class (its
 * constructor's parameters and its attributes).
 */
export function reviewNodeDocstring(
  signature: Signature,
  current: CurrentDocstring,
  style: DocstringStyle,
  habits: { documentsReturns?: boolean },
  before: Signature | null | undefined,
  classes?: ClassContracts,
): DocstringReview {
  const review = reviewDocstring(signature, current, style, habits, before);
  if (
    signature.node_type !== 'class' ||
    !classes ||
    current.docstring === null ||
    review.problems.some((p) => p.rule === 'docstring.style')
  )
    return review;
  const lines = current.docstring.split('\n');
  const subject = `\`${signature.name}\``;
  const own = reviewClassDocstring(
    classes.now,
    classes.before,
    lines,
    docstringLayout(lines, style),
    style,
    subject,
  );
  const problems = [...review.problems, ...own.problems];
  if (own.edits.length === 0) return { repairs: [], problems };
  return {
    repaired: applyEdits(lines, own.edits).join('\n'),
    edits: own.edits,
    repairs: own.repairs,
    problems,
  };
}
