import { RemoraError } from '../../core/errors.js';
import { ownLineRanges, tryFindNode } from '../../core/node-lines.js';
import type { CSTNode } from '../../core/nodes.js';
import type { WorkspaceOverlay } from '../../core/workspace/overlay.js';
import type { NodeLocation, ToolServices } from './tool-context.js';

/**
 * A locator for one node in one workspace: re-reads and re-discovers the file
 * each time, so a tool always works on the node's current lines, wherever
 * earlier edits (its own or an upstream op's) have moved it.
 */
export function createNodeLocator(
  node: CSTNode,
  workspace: WorkspaceOverlay,
  services: ToolServices,
): () => Promise<NodeLocation> {
  return async () => {
    const text = await workspace.readFile(node.file_path);
    if (text === undefined)
      throw new RemoraError('TOOL_001', `${node.file_path} no longer exists in this workspace`);
    const nodes = await services.discoverText(node.file_path, text);
    const current = tryFindNode(nodes, node);
    if (!current)
      throw new RemoraError('TOOL_001', `${node.full_name} is no longer in ${node.file_path}`);
    return { node: current, nodes, text, ranges: ownLineRanges(current, nodes) };
  };
}
