import { mergeWorkspaces, type MergeConflict, type StructuralMerge } from '../workspace/merge.js';
import { WorkspaceOverlay } from '../workspace/overlay.js';
import type { TextAt } from './rebase-change.js';

/** A change already carried over to the head: its files' new content (`undefined` deletes). */
export interface RebasedWorkspace {
  id: string;
  files: ReadonlyMap<string, string | undefined>;
}

/** What one commit of several changes holds, or where they overlap. */
export type AcceptMerge =
  { ok: true; files: Map<string, string | undefined> } | { ok: false; conflicts: MergeConflict[] };

/**
 * Merges changes that each apply to the head into one set of files, with
 * the three-way merge of docs/architecture.md §6 (base: the head). All or nothing: if
 * any two overlap, the conflicts are returned and no files, so a commit
 * never holds part of a change.
 */
export async function mergeAcceptedChanges(
  head: TextAt,
  workspaces: readonly RebasedWorkspace[],
  /** The languages' merge of files they understand (tests both sides added to one test file). */
  structuralMerge?: StructuralMerge,
): Promise<AcceptMerge> {
  const stable = { readFile: async (path: string) => head(path) };
  const overlays: WorkspaceOverlay[] = [];
  for (const workspace of workspaces) {
    const overlay = WorkspaceOverlay.create(workspace.id, stable);
    for (const [path, content] of workspace.files) {
      if (content === undefined) await overlay.deleteFile(path);
      else await overlay.writeFile(path, content);
    }
    overlays.push(overlay);
  }
  const merged = await mergeWorkspaces(stable, overlays, structuralMerge);
  return merged.conflicts.length > 0
    ? { ok: false, conflicts: merged.conflicts }
    : { ok: true, files: merged.files };
}
