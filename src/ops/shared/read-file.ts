import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import type { ToolHandler } from './tool-context.js';

/** The arguments this handler takes; its agent YAML's `parameters` must agree (checked at load). */
export const argsSchema = z.object({ path: z.string() });

/**
 * `workspace.read_file(path)`: a file of the workspace, for any agent. The
 * path is confined to the workspace: `..`, absolute paths and links out of
 * the repository are tool errors.
 */
export const readWorkspaceFile: ToolHandler = async (args, context) => {
  const { path } = argsSchema.parse(args);
  const content = await context.workspace.readFile(path);
  if (content === undefined) throw new RemoraError('TOOL_001', `no file ${path} in this workspace`);
  return { path, content };
};
