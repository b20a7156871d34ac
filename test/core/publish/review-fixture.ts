import type { FileSource } from '../../../src/core/workspace/file-source.js';
import { WorkspaceOverlay } from '../../../src/core/workspace/overlay.js';
import {
  collectWorkspaces,
  type NodeWorkspaces,
  type PublishWorkspace,
} from '../../../src/core/publish/publish-input.js';

/** One op of a chain: what it writes, given what its workspace holds. */
export interface OpEdit {
  op: string;
  summary?: string;
  write: Record<string, (current: string | undefined) => string | undefined>;
}

/** A node whose final workspaces are chains of ops (root first). */
export interface NodeSpec {
  node_id: string;
  full_name: string;
  /** The node's text at the head, when a test ties rejections to it. */
  text?: string;
  chains: OpEdit[][];
}

/** Runs each chain in real workspaces over `stable` and collects them as a plan's input. */
export async function buildWorkspaces(
  stable: FileSource,
  nodes: readonly NodeSpec[],
): Promise<{ workspaces: PublishWorkspace[]; finals: WorkspaceOverlay[] }> {
  const reports: NodeWorkspaces[] = [];
  const allFinals: WorkspaceOverlay[] = [];
  for (const node of nodes) {
    const ops: NodeWorkspaces['ops'][number][] = [];
    const finals: WorkspaceOverlay[] = [];
    for (const chain of node.chains) {
      let workspace: WorkspaceOverlay | undefined;
      for (const edit of chain) {
        const id = `${edit.op}-${node.node_id}`;
        workspace = workspace ? workspace.fork(id) : WorkspaceOverlay.create(id, stable);
        for (const [path, write] of Object.entries(edit.write)) {
          const next = write(await workspace.readFile(path));
          if (next === undefined) await workspace.deleteFile(path);
          else await workspace.writeFile(path, next);
        }
        ops.push({ op: edit.op, workspace_id: id, summary: edit.summary ?? '' });
      }
      if (workspace) finals.push(workspace);
    }
    reports.push({ node, ops, finals });
    allFinals.push(...finals);
  }
  return { workspaces: await collectWorkspaces(reports), finals: allFinals };
}

/** The suggestion block of a comment body, as the lines GitHub would commit. */
export function suggestedLines(body: string): string[] {
  const match = /^(`{3,})suggestion\n([\s\S]*?)\n?\1$/m.exec(body);
  if (!match) throw new Error(`no suggestion block in:\n${body}`);
  return match[2] === '' ? [] : (match[2] as string).split('\n');
}
