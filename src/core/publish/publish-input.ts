import type { Finding } from '../findings.js';
import type { WorkspaceOverlay } from '../workspace/overlay.js';
import { nodeContentHash } from './markers.js';

/** One op's workspace in the chain that built a final workspace. */
export interface WorkspaceStep {
  op: string;
  workspace_id: string;
  /** The op's own one-line account of its change. */
  summary: string;
  /** What this workspace holds for each path the chain changed (`undefined`: absent). */
  files: ReadonlyMap<string, string | undefined>;
}

/**
 * A final workspace of one node (what `--apply` merges) with the ops that
 * built it, root first: `lint` then `docstring` when docstring forked from
 * lint. Each step's own change is its files against the step before (or the
 * head, for the first).
 */
export interface PublishWorkspace {
  node_id: string;
  full_name: string;
  /** A hash of the node's text at the head, when known: what a rejection is tied to. */
  node_sha?: string;
  /** The head version of every path the chain changed (`undefined`: the file is new). */
  head: ReadonlyMap<string, string | undefined>;
  steps: WorkspaceStep[];
}

/** A finding with the op and node it came from. */
export interface PublishFinding {
  op: string;
  node_id: string;
  full_name: string;
  finding: Finding;
}

/** What {@link collectWorkspaces} needs of one node's report. */
export interface NodeWorkspaces {
  node: { node_id: string; full_name: string; text?: string };
  ops: readonly { op: string; workspace_id: string; summary: string }[];
  /** The node's final workspaces, in merge order. */
  finals: readonly WorkspaceOverlay[];
}

/**
 * Reads the final workspaces of every node, and the chain each was forked
 * along, into plain data for {@link planReview}. Only reads: no workspace changes.
 */
export async function collectWorkspaces(
  nodes: readonly NodeWorkspaces[],
): Promise<PublishWorkspace[]> {
  const collected: PublishWorkspace[] = [];
  for (const { node, ops, finals } of nodes) {
    for (const final of finals) {
      const chain: WorkspaceOverlay[] = [];
      for (let w: WorkspaceOverlay | undefined = final; w; w = w.parent) chain.unshift(w);
      const head = new Map<string, string | undefined>();
      for (const workspace of chain)
        for (const change of await workspace.changes()) head.set(change.path, change.before);
      if (head.size === 0) continue;
      const steps: WorkspaceStep[] = [];
      for (const workspace of chain) {
        const op = ops.find((o) => o.workspace_id === workspace.id);
        const files = new Map<string, string | undefined>();
        for (const path of head.keys()) files.set(path, await workspace.readFile(path));
        steps.push({
          op: op?.op ?? workspace.id.replace(/-[^-]*$/, ''),
          workspace_id: workspace.id,
          summary: op?.summary ?? '',
          files,
        });
      }
      collected.push({
        node_id: node.node_id,
        full_name: node.full_name,
        ...(node.text === undefined ? {} : { node_sha: nodeContentHash(node.text) }),
        head,
        steps,
      });
    }
  }
  return collected;
}

/** Every finding of every op, with where it came from. */
export function collectFindings(
  nodes: readonly {
    node: { node_id: string; full_name: string };
    ops: readonly { op: string; findings: readonly Finding[] }[];
  }[],
): PublishFinding[] {
  return nodes.flatMap(({ node, ops }) =>
    ops.flatMap((op) =>
      op.findings.map((finding) => ({
        op: op.op,
        node_id: node.node_id,
        full_name: node.full_name,
        finding,
      })),
    ),
  );
}
