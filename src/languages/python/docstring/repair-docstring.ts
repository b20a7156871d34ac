import { editLiteral } from '../docs/literal-edits.js';
import { tryDocstringOf } from '../docs/python-syntax.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { repairResult } from '../../../ops/docstring/repair-result.js';
import { withNodeSyntax } from './node-syntax.js';
import { docstringReviewInputs, reviewOwnerDocstring } from './review-owner.js';
import { docstringCoverageCheck } from './docstring-check.js';

/**
 * `repair_docstring()`: the repairs that need no judgement, made in place —
 * an entry for a parameter that no longer exists removed, the entry of a
 * renamed parameter renamed, an exception raised on a condition of the
 * parameters added to an existing Raises section — and what is left for a
 * person (or a model) to write, as problems: exactly what the op's
 * `docstring.coverage` check then lists as findings (a missing docstring the
 * file excuses is neither). It never writes prose.
 */
export const repairDocstring: ToolHandler = async (_args, context) => {
  const inputs = await docstringReviewInputs(context);
  const outcome = await withNodeSyntax(context, ({ here, owner, trees }) => {
    const { documented, current, review } = reviewOwnerDocstring(inputs, owner, here.node);
    const literal = tryDocstringOf(documented);
    // The repair is made in the author's own lines: quotes, layout and wording stay as they are.
    const text =
      review.edits && literal && current.docstring !== null
        ? editLiteral(
            here.text,
            {
              startRow: literal.literal.startPosition.row,
              endRow: literal.literal.endPosition.row,
            },
            current.docstring,
            review.edits,
          )
        : undefined;
    // Parsed incrementally from the file's tree and kept: the discovery after the write reuses it.
    const parses = text !== undefined && trees.withTree(text, (tree) => !tree.rootNode.hasError);
    return { here, current, review, text: parses ? text : undefined };
  });
  const { here, current, review, text } = outcome;
  const changed = text !== undefined && text !== here.text;
  if (changed) await context.workspace.writeFile(here.node.file_path, text);
  // What is left is what the op's coverage check will list: one count, in the summary and the findings.
  const left = await docstringCoverageCheck(context);
  return repairResult(
    here.node,
    { has_docstring: current.has_docstring, changed, repairs: review.repairs },
    left,
  );
};
