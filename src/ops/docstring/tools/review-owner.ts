import { readBodyFacts } from '../../../core/docstring/body-facts.js';
import { tryConstructorDocumentedOnClass } from '../../../core/docstring/constructor-docstring.js';
import { reviewNodeDocstring } from '../../../core/docstring/review-node-docstring.js';
import { readSignature } from '../../../core/docstring/signature.js';
import type { ToolContext } from '../../shared/tool-context.js';
import {
  classContractBefore,
  classContractsOf,
  signatureBefore,
  signatureDocumentedOn,
} from './node-syntax.js';
import { projectDocstringHabits, projectDocstringStyle } from './project-style.js';
import { currentDocstring } from './read-current-docstring.js';

/** What reviewing a node's docstring needs of the project and the base revision, read once. */
export async function docstringReviewInputs(context: ToolContext) {
  const { style } = await projectDocstringStyle(context);
  return {
    style,
    habits: await projectDocstringHabits(context),
    before: await signatureBefore(context),
    contractBefore: await classContractBefore(context),
  };
}

type Owner = Parameters<typeof tryConstructorDocumentedOnClass>[0];

/**
 * The node's docstring reviewed against its code: the repair tool and the
 * coverage check judge the same docstring the same way. A constructor
 * documented on its class is held to the class's docstring, and answers for
 * its parameters there, nothing more.
 */
export function reviewOwnerDocstring(
  inputs: Awaited<ReturnType<typeof docstringReviewInputs>>,
  owner: Owner,
  node: Parameters<typeof readSignature>[1],
) {
  const onClass = tryConstructorDocumentedOnClass(owner, inputs.style);
  const documented: Owner = onClass ?? owner;
  const { current, lines } = currentDocstring(documented, inputs.style);
  const review = reviewNodeDocstring(
    signatureDocumentedOn(readSignature(owner, node), onClass),
    current,
    inputs.style,
    inputs.habits,
    inputs.before,
    classContractsOf(owner, inputs.contractBefore),
    onClass ? undefined : readBodyFacts(owner),
  );
  return { documented, current, lines, review };
}
