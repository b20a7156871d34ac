import { RemoraError } from '../../../core/errors.js';
import type { Linter } from '../../../core/lint/types.js';
import type { CSTNode } from '../../../core/nodes.js';
import type { ToolContext, ToolServices } from '../../shared/tool-context.js';

/** The project's linter for the node's file; TOOL_001 when none governs it (the op is skipped before then). */
export async function projectLinter(context: ToolContext): Promise<Linter> {
  const linter = await context.services.linter(context.node.file_path);
  if (!linter)
    throw new RemoraError(
      'TOOL_001',
      `no linter configuration governs ${context.node.file_path}: there is nothing to check it with`,
    );
  return linter;
}

/**
 * Why the lint op has nothing to do on a node: no linter the language runs
 * governs its file (the language may say why, as of a linter it does not run).
 */
export async function unlinted(node: CSTNode, services: ToolServices): Promise<string | undefined> {
  if (await services.linter(node.file_path)) return undefined;
  return (
    (await services.describeLinter(node.file_path)) ??
    `no linter configuration governs ${node.file_path}`
  );
}
