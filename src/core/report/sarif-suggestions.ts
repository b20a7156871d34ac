import { ownIntervals } from '../publish/attribute.js';
import {
  changeHunks,
  gapInterval,
  intervalsMeet,
  type ChangeHunk,
} from '../publish/change-hunks.js';
import type { PublishWorkspace } from '../publish/publish-input.js';

/** One file an op's suggestion changes: its hunks against the head version. */
export interface SuggestedFile {
  path: string;
  /** The file at the head (`undefined`: the suggestion creates it). */
  head: string | undefined;
  hunks: ChangeHunk[];
}

/** The change one op suggests for one node, expressed against the head: it applies on its own. */
export interface OpSuggestion {
  node_id: string;
  op: string;
  workspace_id: string;
  summary: string;
  files: SuggestedFile[];
}

/**
 * Each op's own change, once per workspace, from the nodes' final workspaces
 * ({@link collectWorkspaces}). An op that forked from another (docstring
 * from lint) made its change on top of the other's: its hunks are those of
 * the head-to-its-workspace change that meet its own edits, so each
 * suggestion applies to the head by itself and carries an upstream edit only
 * where the two touch the same lines.
 */
export function opSuggestions(workspaces: readonly PublishWorkspace[]): OpSuggestion[] {
  const seen = new Set<string>();
  const suggestions: OpSuggestion[] = [];
  for (const workspace of workspaces) {
    const own = new Map(
      [...workspace.head.keys()].map((path) => [path, ownIntervals(workspace, path)]),
    );
    workspace.steps.forEach((step, index) => {
      if (seen.has(step.workspace_id)) return;
      seen.add(step.workspace_id);
      const files: SuggestedFile[] = [];
      for (const [path, head] of workspace.head) {
        const mine = own.get(path)?.[index] ?? [];
        const hunks = changeHunks(head ?? '', step.files.get(path) ?? '').filter((hunk) =>
          mine.some((interval) => intervalsMeet(gapInterval(hunk), interval)),
        );
        if (hunks.length > 0) files.push({ path, head, hunks });
      }
      if (files.length > 0)
        suggestions.push({
          node_id: workspace.node_id,
          op: step.op,
          workspace_id: step.workspace_id,
          summary: step.summary,
          files,
        });
    });
  }
  return suggestions;
}
