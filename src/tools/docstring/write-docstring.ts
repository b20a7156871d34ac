import { z } from 'zod';
import { fileDocstrings, resolveDocstringStyle } from '../../core/docstring/docstring-style.js';
import { detectDocstringStyle } from '../../core/docstring/parse-docstring.js';
import { DOCSTRING_STYLES } from '../../core/docstring/types.js';
import { writeDocstring as editDocstring } from '../../core/docstring/write-docstring.js';
import { RemoraError } from '../../core/errors.js';
import type { ToolHandler } from '../tool-context.js';
import { withNodeSyntax } from './node-syntax.js';

const argsSchema = z.object({ docstring: z.string().min(1), style: z.enum(DOCSTRING_STYLES) });

/**
 * `write_docstring(docstring, style)`: sets the node's docstring to this text
 * (its value: no quotes, no indentation). The tool does the quoting,
 * escaping and indenting, replaces an existing docstring in place and
 * changes nothing else; a style other than the project's is refused.
 */
export const writeDocstring: ToolHandler = async (args, context) => {
  const { docstring, style } = argsSchema.parse(args);
  const edit = await withNodeSyntax(context, ({ here, root, parser }) => {
    const project = resolveDocstringStyle(context.opConfig.style, fileDocstrings(root));
    if (style !== project.style) {
      throw new RemoraError(
        'TOOL_001',
        `this project writes ${project.style}-style docstrings (${sourceText(project.source)}); write it in ${project.style} style`,
      );
    }
    const written = detectDocstringStyle(docstring);
    if (written && written !== style)
      throw new RemoraError(
        'TOOL_001',
        `the docstring's sections are ${written} style, not ${style}`,
      );
    return { ...editDocstring(parser, here.text, here.node, docstring), node: here.node };
  });
  const file = context.node.file_path;
  if (edit.action !== 'unchanged') await context.workspace.writeFile(file, edit.text);
  const literal = edit.text
    .split(/\r?\n/)
    .slice(edit.start_line - 1, edit.end_line)
    .join('\n');
  return {
    file,
    node: edit.node.full_name,
    action: edit.action,
    start_line: edit.start_line,
    end_line: edit.end_line,
    written: literal,
  };
};

function sourceText(source: 'config' | 'file' | 'default'): string {
  if (source === 'config') return 'operations.docstring.style in remora.yaml';
  return source === 'file' ? "the style of this file's docstrings" : 'the default';
}
