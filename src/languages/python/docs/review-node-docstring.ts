import type { BodyFacts } from './body-facts.js';
import type { ClassContract } from './class-contract.js';
import { reviewFacts } from './docstring-facts.js';
import { docstringLayout } from './docstring-layout.js';
import { applyEdits, reviewDocstring, type DocstringReview } from './repair-docstring.js';
import { reviewClassDocstring } from './review-class-docstring.js';
import { reviewAwaitedExamples } from './example-agreement.js';
import { reviewDocumentedReturn } from './return-type-agreement.js';
import { reviewDocumentedTypes, type TypeAgreementReview } from './type-agreement.js';
import type { ValueLineEdit } from './literal-edits.js';
import type { CurrentDocstring, DocstringStyle, Signature } from './types.js';
import { appendAll } from '../../../core/arrays.js';

/** A class's contract now and at the base revision (null: the change wrote it; undefined: unknown). */
export interface ClassContracts {
  now: ClassContract;
  before: ClassContract | null | undefined;
}

/**
 * Checks a node's docstring against its code: a function's as
 * {@link reviewDocstring} does, then the rest of its facts (what it returns
 * or yields, its documented types, the exceptions it can raise); a class's
 * against its class (its constructor's parameters and its attributes). For
 * both, documented types the change's annotations left behind, and examples
 * that await a function the change made synchronous.
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
  const types = documentedTypes(
    signature,
    before,
    classes,
    current,
    lines,
    sections,
    style,
    subject,
  );
  if (!own && types.problems.length === 0 && types.rewrites.length === 0) return review;
  const merged = withTypes(own ?? { edits: [], repairs: [], problems: [] }, types, review.edits);
  return withOwn(review, merged, lines);
}

type OwnReview = Pick<DocstringReview, 'repairs' | 'problems'> & { edits: ValueLineEdit[] };

/** The types the change's annotations left behind, for a constructor's or a function's parameters. */
function documentedTypes(
  signature: Signature,
  before: Signature | null | undefined,
  classes: ClassContracts | undefined,
  current: CurrentDocstring,
  lines: readonly string[],
  sections: ReturnType<typeof docstringLayout>,
  style: DocstringStyle,
  subject: string,
): TypeAgreementReview {
  const ofClass = signature.node_type === 'class' && classes;
  const params = ofClass ? (classes.now.params ?? []) : signature.params;
  const previous = ofClass ? classes.before?.params : before?.params;
  const types = reviewDocumentedTypes(
    params,
    previous,
    current.documented.params,
    lines,
    sections,
    style,
    subject,
  );
  if (ofClass) return types;
  const more = [
    reviewDocumentedReturn(signature, before, current, lines, style, subject),
    reviewAwaitedExamples(signature, before, lines, subject),
  ];
  return {
    rewrites: [...types.rewrites, ...more.flatMap((m) => m.rewrites)],
    problems: [...types.problems, ...more.flatMap((m) => m.problems)],
    judged: [...types.judged, ...more.flatMap((m) => m.judged)],
  };
}

/**
 * The facts' review with the types' added: a type this check spoke for is not
 * named twice, and a type's rewrite on a line another repair edits is a finding.
 */
function withTypes(
  own: OwnReview,
  types: TypeAgreementReview,
  earlier: readonly ValueLineEdit[] | undefined,
): OwnReview {
  // The function's own repairs come first: a rewrite beside them is said, not made.
  const waits = earlier !== undefined;
  const overlaps = (edit: ValueLineEdit): boolean =>
    own.edits.some((other) => edit.start < other.end && other.start < edit.end);
  const problems = own.problems.filter(
    (p) => !types.judged.some((name) => p.message.includes(`documents \`${name}\` as`)),
  );
  const out: OwnReview = { edits: [...own.edits], repairs: [...own.repairs], problems };
  for (const { edit, repair, finding } of types.rewrites)
    if (waits || overlaps(edit)) out.problems.push(finding);
    else {
      out.edits.push(edit);
      out.repairs.push(repair);
    }
  appendAll(out.problems, types.problems);
  return out;
}

function withOwn(
  review: DocstringReview,
  own: OwnReview,
  lines: readonly string[],
): DocstringReview {
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
