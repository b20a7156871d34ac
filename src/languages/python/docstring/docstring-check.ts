import { unrepaired } from '../docs/repair-docstring.js';
import { missingDocstringExcuse } from '../docs/docstring-style.js';
import type { Finding } from '../../../core/findings.js';
import type { FindingCheck } from '../../../ops/shared/tool-context.js';
import { withNodeSyntax } from './node-syntax.js';
import { projectDocumentedMethods, projectFunctionDocsAround } from './project-style.js';
import { docstringReviewInputs, reviewOwnerDocstring } from './review-owner.js';

/**
 * Check `docstring.coverage`: what the node's docstring, as the op left it,
 * still lacks or gets wrong — no docstring, undocumented or unknown
 * parameters, an undocumented return value, another style — as findings on
 * the docstring's lines (the definition's first line when there is none),
 * and a mechanical repair still due (one the op could not make in place).
 * No docstring is asked in examples or documentation tooling, of a method
 * that overrides one the project documents, of a class whose `__init__` has
 * one, of a def whose decorator is given a documented function of the file
 * (and copies its docstring), or in a file whose public functions (or, for a file with too
 * few, the functions around it) are mostly undocumented.
 */
export const docstringCoverageCheck: FindingCheck = async (context) => {
  const inputs = await docstringReviewInputs(context);
  const documentedMethods = await projectDocumentedMethods(context);
  const around = await projectFunctionDocsAround(context);
  return withNodeSyntax(context, ({ here, owner, root }) => {
    const { lines, review } = reviewOwnerDocstring(inputs, owner, here.node);
    // A repair still due is one the op could not make in the author's lines: said, not lost.
    const problems = [...review.problems, ...unrepaired(here.node.name, review.repairs)];
    const start = lines?.start ?? here.node.start_line;
    // A missing docstring is asked for only where the file's own code is documented.
    const excused =
      missingDocstringExcuse(
        root,
        owner.definition,
        documentedMethods,
        () => around,
        here.node.file_path,
      ) !== undefined;
    return problems
      .filter((problem) => problem.rule !== 'docstring.missing' || !excused)
      .map((problem): Finding => ({
        rule: problem.rule,
        message: problem.message,
        path: here.node.file_path,
        start_line: start,
        end_line: lines?.end ?? start,
        severity: problem.rule === 'docstring.missing' ? 'notice' : 'warning',
      }));
  });
};
