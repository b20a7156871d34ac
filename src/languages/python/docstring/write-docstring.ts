import { detectDocstringStyle } from '../docs/parse-docstring.js';
import { writeDocstring as editDocstring } from '../docs/write-docstring.js';
import { tryDocstringOf, type DocstringOwner } from '../docs/python-syntax.js';
import { readSignature } from '../docs/signature.js';
import { RemoraError } from '../../../core/errors.js';
import type { CSTNode } from '../../../core/nodes.js';
import { findFillerInDocstring } from '../docs/filler.js';
import type { ToolHandler } from '../../../ops/shared/tool-context.js';
import { writeDocstringArguments as argsSchema } from '../../../ops/docstring/arguments.js';
import { withNodeSyntax } from './node-syntax.js';
import { projectDocstringStyle } from './project-style.js';

/**
 * `write_docstring(docstring, style)`: sets the node's docstring to this text
 * (its value: no quotes, no indentation). The tool does the quoting,
 * escaping and indenting, replaces an existing docstring in place and
 * changes nothing else; a style other than the project's is refused.
 */
export const writeDocstring: ToolHandler = async (args, context) => {
  const { docstring, style } = argsSchema.parse(args);
  const project = await projectDocstringStyle(context);
  const edit = await withNodeSyntax(context, ({ here, trees, owner }) => {
    if (style !== project.style) {
      throw new RemoraError(
        'TOOL_001',
        `this project writes ${project.style}-style docstrings (${project.origin}); write it in ${project.style} style`,
      );
    }
    const written = detectDocstringStyle(docstring);
    if (written && written !== style)
      throw new RemoraError(
        'TOOL_001',
        `the docstring's sections are ${written} style, not ${style}`,
      );
    refuseFiller(docstring, owner, here.node);
    return { ...editDocstring(trees, here.text, here.node, docstring), node: here.node };
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

/**
 * Refuses words a maintainer deletes on sight — a description that restates
 * its name, an empty summary or return, a type an annotation already gives —
 * unless the docstring already had them (a repair keeps the author's text).
 */
function refuseFiller(docstring: string, owner: DocstringOwner, node: CSTNode): void {
  const signature = readSignature(owner, node);
  const subject = {
    name: signature.name,
    node_type: signature.node_type,
    file_path: node.file_path,
    params: signature.params,
    returns: signature.returns,
  };
  const existing = tryDocstringOf(owner);
  const before = new Set(
    existing ? findFillerInDocstring(existing.value, subject).map((p) => p.text) : [],
  );
  const fresh = findFillerInDocstring(docstring, subject).filter((p) => !before.has(p.text));
  if (fresh.length === 0) return;
  throw new RemoraError(
    'TOOL_001',
    `not written: ${fresh.map((p) => `"${p.text}" (${p.advice})`).join('; ')}. Say something the code does not already say, or leave the entry out.`,
  );
}
