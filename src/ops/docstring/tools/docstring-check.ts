import { unrepaired } from '../../../core/docstring/repair-docstring.js';
import { readBodyFacts } from '../../../core/docstring/body-facts.js';
import { reviewNodeDocstring } from '../../../core/docstring/review-node-docstring.js';
import { tryConstructorDocumentedOnClass } from '../../../core/docstring/constructor-docstring.js';
import { missingDocstringExcuse } from '../../../core/docstring/docstring-style.js';
import { readSignature } from '../../../core/docstring/signature.js';
import type { Finding } from '../../../core/findings.js';
import type { FindingCheck } from '../../shared/tool-context.js';
import {
  classContractBefore,
  classContractsOf,
  signatureBefore,
  signatureDocumentedOn,
  withNodeSyntax,
} from './node-syntax.js';
import {
  projectDocstringHabits,
  projectDocstringStyle,
  projectDocumentedMethods,
  projectFunctionDocsAround,
} from './project-style.js';
import { currentDocstring } from './read-current-docstring.js';

/**
 * Check `docstring.coverage`: what the node's docstring, as the op left it,
 * still lacks or gets wrong — no docstring, undocumented or unknown
 * parameters, an undocumented return value, another style — as findings on
 * the docstring's lines (the definition's first line when there is none),
 * and a mechanical repair still due (one the op could not make in place).
 * No docstring is asked of a method that overrides one the project
 * documents, or in a file whose public functions (or, for a file with too
 * few, the functions around it) are mostly undocumented.
 */
export const docstringCoverageCheck: FindingCheck = async (context) => {
  const { style } = await projectDocstringStyle(context);
  const documentedMethods = await projectDocumentedMethods(context);
  const habits = await projectDocstringHabits(context);
  const around = await projectFunctionDocsAround(context);
  const before = await signatureBefore(context);
  const contractBefore = await classContractBefore(context);
  return withNodeSyntax(context, ({ here, owner, root }) => {
    // A constructor documented on its class is held to the class's docstring.
    const onClass = tryConstructorDocumentedOnClass(owner, style);
    const { current, lines } = currentDocstring(onClass ?? owner, style);
    const review = reviewNodeDocstring(
      signatureDocumentedOn(readSignature(owner, here.node), onClass),
      current,
      style,
      habits,
      before,
      classContractsOf(owner, contractBefore),
      // A constructor documented on its class answers for its parameters there, nothing more.
      onClass ? undefined : readBodyFacts(owner),
    );
    // A repair still due is one the op could not make in the author's lines: said, not lost.
    const problems = [...review.problems, ...unrepaired(here.node.name, review.repairs)];
    const start = lines?.start ?? here.node.start_line;
    // A missing docstring is asked for only where the file's own code is documented.
    const excused =
      missingDocstringExcuse(root, owner.definition, documentedMethods, () => around) !== undefined;
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
