import { fileDocstrings, resolveDocstringStyle } from '../../core/docstring/docstring-style.js';
import { parseDocstring } from '../../core/docstring/parse-docstring.js';
import { tryDocstringOf } from '../../core/docstring/python-syntax.js';
import type { CurrentDocstring } from '../../core/docstring/types.js';
import type { ToolHandler } from '../tool-context.js';
import { withNodeSyntax } from './node-syntax.js';

/**
 * `read_current_docstring()`: the node's docstring as Python reads it, taken
 * apart (summary, description, what each section documents), with the style
 * it is written in and the style this project writes.
 */
export const readCurrentDocstring: ToolHandler = (_args, context) =>
  withNodeSyntax(context, ({ here, root, owner }) => {
    const existing = tryDocstringOf(owner);
    const style = resolveDocstringStyle(context.opConfig.style, fileDocstrings(root)).style;
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
    return {
      node: here.node.full_name,
      node_type: here.node.node_type,
      file: here.node.file_path,
      lines,
      ...current,
    };
  });
