import type { CSTNode } from '../core/nodes.js';
import { BUILTIN_STRUCTURAL_MERGE } from '../languages/registry.js';
import type { FileSource } from '../core/workspace/file-source.js';
import { mergeWorkspaces, type MergeConflict } from '../core/workspace/merge.js';
import type { WorkspaceOverlay } from '../core/workspace/overlay.js';
import type { ReviewReport } from './review.js';
import type { OpResult } from './run-operation.js';
import { appendAll } from '../core/arrays.js';

/** One op's change on one node that a sweep commits. */
export interface AcceptedChange {
  node: CSTNode;
  op: OpResult;
}

/** What a sweep commits: the merged files, and what was left out and why. */
export interface AutoAccepted {
  /** Path -> merged content (undefined deletes), only files that differ from the stable tree. */
  files: Map<string, string | undefined>;
  /** The changes in `files`, in the order the nodes were swept. */
  accepted: AcceptedChange[];
  /** Workspaces left out whole because a change of theirs overlapped another's. */
  conflicts: MergeConflict[];
  /** Changes of auto-accepted ops left out for another reason, one sentence each. */
  leftOut: string[];
}

/**
 * Merges the final workspaces of the ops marked `auto_accept` over every
 * node of a sweep, with the three-way merge of docs/architecture.md §6 (generated tests
 * appended to one file combine). A workspace whose change overlaps another's
 * is left out whole and reported, never half-applied and never guessed at;
 * nor is one that forked from an op not marked auto_accept, since it carries
 * that op's change too.
 */
export async function mergeAutoAccepted(
  report: ReviewReport,
  autoOps: ReadonlySet<string>,
  stable: FileSource,
): Promise<AutoAccepted> {
  const leftOut: string[] = [];
  const finals: { workspace: WorkspaceOverlay; changes: AcceptedChange[] }[] = [];
  for (const node of report.nodes) {
    const byWorkspace = new Map(node.ops.map((op) => [op.workspace_id, op]));
    const candidates: { workspace: WorkspaceOverlay; lineage: OpResult[] }[] = [];
    for (const op of node.ops) {
      if (!autoOps.has(op.op) || op.status !== 'succeeded' || !op.workspace) continue;
      const lineage = lineageOf(op.workspace, byWorkspace);
      const foreign = lineage.find((r) => r.diff !== '' && !autoOps.has(r.op));
      if (foreign) {
        if (op.diff !== '')
          leftOut.push(
            `${op.op} on ${node.node.file_path} ${node.node.full_name}: it builds on the change of ` +
              `${foreign.op}, which is not marked auto_accept`,
          );
        continue;
      }
      if (lineage.some((r) => r.diff !== '')) candidates.push({ workspace: op.workspace, lineage });
    }
    // A workspace another candidate forked from is carried by that one.
    const ancestors = new Set(
      candidates.flatMap((c) => c.lineage.slice(1).map((r) => r.workspace_id)),
    );
    for (const candidate of candidates)
      if (!ancestors.has(candidate.workspace.id))
        finals.push({
          workspace: candidate.workspace,
          changes: candidate.lineage
            .filter((r) => r.diff !== '')
            .reverse()
            .map((op) => ({ node: node.node, op })),
        });
  }
  const { files, conflicts, kept } = await mergeWhole(
    stable,
    finals.map((f) => f.workspace),
  );
  const accepted = finals.filter((f) => kept.has(f.workspace.id)).flatMap((f) => f.changes);
  return { files, accepted, conflicts, leftOut };
}

/** The op results whose workspaces this one is built from: itself first, then its parent, ... */
function lineageOf(
  workspace: WorkspaceOverlay,
  byWorkspace: ReadonlyMap<string, OpResult>,
): OpResult[] {
  const lineage: OpResult[] = [];
  for (let at: WorkspaceOverlay | undefined = workspace; at; at = at.parent) {
    const result = byWorkspace.get(at.id);
    if (result) lineage.push(result);
  }
  return lineage;
}

/**
 * {@link mergeWorkspaces}, leaving a conflicting workspace out whole: the
 * merge is redone without it until every workspace left merges cleanly.
 */
async function mergeWhole(
  stable: FileSource,
  workspaces: readonly WorkspaceOverlay[],
): Promise<{
  files: Map<string, string | undefined>;
  conflicts: MergeConflict[];
  kept: Set<string>;
}> {
  const conflicts: MergeConflict[] = [];
  let remaining = [...workspaces];
  for (;;) {
    const result = await mergeWorkspaces(stable, remaining, BUILTIN_STRUCTURAL_MERGE);
    if (result.conflicts.length === 0)
      return { files: result.files, conflicts, kept: new Set(remaining.map((w) => w.id)) };
    appendAll(conflicts, result.conflicts);
    const out = new Set(result.conflicts.map((c) => c.workspaces.at(-1)));
    remaining = remaining.filter((w) => !out.has(w.id));
  }
}
