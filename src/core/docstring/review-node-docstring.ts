import type { BodyFacts } from './body-facts.js';
import type { ClassContract } from './class-contract.js';
import { reviewFacts } from './docstring-facts.js';
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
 * {@link reviewDocstring} does, then the rest of its facts (what it returns
 * or yields, its documented types, the exceptions it can raise); a class's
 * against its class (its constructor's parameters and its attributes).
 */
export function reviewNodeDocstring(
  signature: Signature,
  current: CurrentDocstring,
  style: DocstringStyle,
  habits: { documentsReturns?: boolean },
  before: Signature | null | undefined,
  classes?: ClassContracts,
  body?: BodyFacts,
): DocstringReview {
  const review = reviewDocstring(signature, current, style, habits, before);
  if (current.docstring === null || review.problems.some((p) => p.rule === 'docstring.style'))
    return review;
  const lines = current.docstring.split('\n');
  const subject = `\`${signature.name}\``;
  const sections = docstringLayout(lines, style);
  const own =
    signature.node_type === 'class' && classes
      ? reviewClassDocstring(classes.now, classes.before, lines, sections, style, subject)
      : body
        ? reviewFacts(signature, before, current, lines, sections, style, body, subject)
        : undefined;
  if (!own) return review;
  // The function's own repairs come first; a fact's repair waits for a docstring they leave alone.
  if (review.edits && own.edits.length > 0)
    return { ...review, problems: [...review.problems, ...own.problems] };
  const problems = [...review.problems, ...own.problems];
  if (own.edits.length === 0) return { ...review, problems };
  return {
    repaired: applyEdits(lines, own.edits).join('\n'),
    edits: own.edits,
    repairs: own.repairs,
    problems,
  };
}
