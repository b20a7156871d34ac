import { parseDocstring } from '../docs/parse-docstring.js';
import { tryDocstringOf, type DocstringOwner } from '../docs/python-syntax.js';
import type {
  CurrentDocstring,
  DocstringStyle,
  Documented,
  DocumentedEntry,
} from '../docs/types.js';
import { fitResult } from '../../../ops/shared/result-budget.js';
import type { LineRange } from '../../../core/node-lines.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { withNodeSyntax } from './node-syntax.js';
import { projectDocstringStyle } from './project-style.js';

/**
 * `read_current_docstring()`: the node's docstring as Python reads it, taken
 * apart (summary, description, what each section documents), with the style
 * it is written in and the style this project writes.
 */
export const readCurrentDocstring: ToolHandler = async (_args, context) => {
  const { style } = await projectDocstringStyle(context);
  return withNodeSyntax(context, ({ here, owner }) => {
    const { current, lines } = currentDocstring(owner, style);
    const whole = {
      node: here.node.full_name,
      node_type: here.node.node_type,
      file: here.node.file_path,
      lines,
      ...current,
    };
    // The parts repeat the docstring's text: they go first, its end last.
    // The budget is what the style context, which comes first, leaves.
    const fitted = fitResult(
      whole,
      [
        {
          leaves_out: 'the description and other sections (they are in docstring)',
          apply: (r) => ({ ...r, description: null, other_sections: [] }),
        },
        {
          leaves_out: "the documented entries' descriptions (they are in docstring)",
          apply: (r) => ({ ...r, documented: withoutDescriptions(r.documented) }),
        },
        {
          leaves_out: 'the end of the docstring (repair_docstring works on all of it)',
          apply: (r) => ({ ...r, docstring: r.docstring && `${r.docstring.slice(0, 2000)}…` }),
        },
      ],
      context.resultBudget,
    );
    return fitted;
  });
};

/** A definition's docstring taken apart, and the lines of its literal (null when it has none). */
export function currentDocstring(
  owner: DocstringOwner,
  style: DocstringStyle,
): { current: CurrentDocstring; lines: LineRange | null } {
  const existing = tryDocstringOf(owner);
  const parsed = existing ? parseDocstring(existing.value) : undefined;
  const current: CurrentDocstring = {
    has_docstring: existing !== undefined,
    docstring: existing?.value ?? null,
    summary: parsed?.summary ?? null,
    description: parsed?.description ?? null,
    other_sections: parsed?.other_sections ?? [],
    detected_style: parsed?.style ?? null,
    style,
    documented: parsed?.documented ?? {
      params: [],
      returns: null,
      yields: null,
      raises: [],
      attributes: [],
    },
  };
  const lines = existing
    ? { start: existing.literal.startPosition.row + 1, end: existing.literal.endPosition.row + 1 }
    : null;
  return { current, lines };
}

function withoutDescriptions(documented: Documented): Documented {
  const bare = (entry: DocumentedEntry): DocumentedEntry => ({ ...entry, description: '' });
  return {
    params: documented.params.map(bare),
    returns: documented.returns && bare(documented.returns),
    yields: documented.yields && bare(documented.yields),
    raises: documented.raises.map(bare),
    attributes: documented.attributes.map(bare),
  };
}
