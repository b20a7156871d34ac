import { alignLines, type LineAlignment } from '../../../core/lint/line-alignment.js';
import type { LineRange } from '../../../core/node-lines.js';
import type { NodeLocation, ToolContext } from '../../shared/tool-context.js';

/**
 * How the node's file now in the workspace lines up with the stable tree's,
 * whose line numbers the diff under review (`context.changedLines`) uses.
 */
export async function alignWithStable(
  context: ToolContext,
  here: NodeLocation,
): Promise<LineAlignment> {
  const path = context.node.file_path;
  const change = (await context.workspace.changes()).find((c) => c.path === path);
  return alignLines(change?.before ?? here.text, here.text);
}

/**
 * The lines whose findings the lint op acts on, as they stand now in the
 * workspace: the lines the change under review touched, so lint speaks only of
 * what the pull request changed, as `ruff check` restricted to the changed
 * lines would; the node's own lines when no diff is under review.
 */
export async function targetLines(context: ToolContext, here: NodeLocation): Promise<LineRange[]> {
  if (!context.changedLines?.length) return here.ranges;
  const aligned = await alignWithStable(context, here);
  return context.changedLines.flatMap((range) => {
    const now = aligned.toAfter(range);
    return now ? [now] : [];
  });
}
