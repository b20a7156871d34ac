import type { ToolHandler } from '../../shared/tool-context.js';

/** `read_current_file()`: the node's file as it is now in the workspace, lines numbered, the node's own lines marked. */
export const readCurrentFile: ToolHandler = async (_args, context) => {
  const here = await context.locate();
  const lines = here.text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const width = String(lines.length).length;
  const numbered = lines.map((line, i) => {
    const mine = here.ranges.some((r) => i + 1 >= r.start && i + 1 <= r.end);
    return `${String(i + 1).padStart(width)}${mine ? '*' : ' '} ${line}`;
  });
  return { file: context.node.file_path, node_lines: here.ranges, content: numbered.join('\n') };
};
