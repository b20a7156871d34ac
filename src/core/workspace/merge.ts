import { diff3Merge } from 'node-diff3';
import type { FileSource } from './file-source.js';
import { comparePaths, type WorkspaceOverlay } from './overlay.js';

/** Two or more workspaces changed the same lines of one file differently. */
export interface MergeConflict {
  code: 'WORK_001';
  /** The file where the changes overlap. */
  path: string;
  /** The workspaces whose changes to the file were kept, then the one left out. */
  workspaces: string[];
  /** Every file the left-out workspace changed: none of them was merged. */
  files: string[];
  message: string;
}

/** The outcome of {@link mergeWorkspaces}. */
export interface MergeResult {
  /** Merged content by path, sorted by path; `undefined` deletes the file. Only files that differ from the stable tree. */
  files: Map<string, string | undefined>;
  conflicts: MergeConflict[];
  /** Ids of the workspaces whose every change was merged, in the given order. */
  merged: string[];
}

/** One file's three-way merge: the merged content (`undefined` = deleted), or an overlap. */
export type TextMerge = { ok: true; content: string | undefined } | { ok: false };

// Lines keep their terminators so a change to the final newline is a change like any other.
function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * Three-way merge of one file: `current` (what earlier workspaces made of it)
 * and `incoming` (this workspace's version), both derived from `base`.
 */
export function mergeFileVersions(
  base: string | undefined,
  current: string | undefined,
  incoming: string | undefined,
): TextMerge {
  if (incoming === current || incoming === base) return { ok: true, content: current };
  if (current === base) return { ok: true, content: incoming };
  // A deletion against an edit has no line-level middle ground.
  if (current === undefined || incoming === undefined) return { ok: false };
  const regions = diff3Merge(splitLines(current), splitLines(base ?? ''), splitLines(incoming), {
    excludeFalseConflicts: true,
  });
  let content = '';
  for (const region of regions) {
    if (region.conflict || !region.ok) return { ok: false };
    content += region.ok.join('');
  }
  return { ok: true, content };
}

function conflictFor(
  path: string,
  kept: readonly string[],
  leftOut: string,
  files: readonly string[],
): MergeConflict {
  const others = files.filter((file) => file !== path);
  return {
    code: 'WORK_001',
    files: [...files],
    path,
    workspaces: [...kept, leftOut],
    message: `${path}: the change of ${leftOut} overlaps the change of ${kept.join(' and ')}; ${leftOut} was left out whole${others.length > 0 ? ` (its changes to ${others.join(', ')} too)` : ''}`,
  };
}

/**
 * Three-way merges the changes of several workspaces (base = stable tree) file
 * by file, in the given order. Non-overlapping edits of different nodes of one
 * file combine; overlapping edits that differ are a WORK_001 conflict naming
 * the file and both workspaces; identical edits are not conflicts. A
 * workspace merges whole or not at all: one that conflicts on any file is
 * left out with every file it changed (never silently overwritten, never half
 * merged), and what the merge holds is exactly what it held before it.
 */
export async function mergeWorkspaces(
  stable: FileSource,
  workspaces: readonly WorkspaceOverlay[],
  /**
   * A merge that understands a kind of file, tried where the line merge
   * overlaps (tests appended by several nodes to one test file); undefined
   * keeps the conflict.
   */
  structuralMerge?: (
    path: string,
    base: string | undefined,
    current: string | undefined,
    incoming: string | undefined,
  ) => string | undefined,
): Promise<MergeResult> {
  const bases = new Map<string, Promise<string | undefined>>();
  const baseOf = (path: string): Promise<string | undefined> => {
    let base = bases.get(path);
    if (!base) bases.set(path, (base = stable.readFile(path)));
    return base;
  };
  const current = new Map<string, string | undefined>();
  const owners = new Map<string, string[]>();
  const conflicts: MergeConflict[] = [];
  const merged: string[] = [];
  for (const workspace of workspaces) {
    const changes = await workspace.changes();
    // Staged apart: the workspace's files join the merge only when every one merged.
    const staged = new Map<string, string | undefined>();
    let conflict: MergeConflict | undefined;
    for (const change of changes) {
      const base = await baseOf(change.path);
      const now = current.has(change.path) ? current.get(change.path) : base;
      let result = mergeFileVersions(base, now, change.after);
      if (!result.ok && structuralMerge) {
        const structural = structuralMerge(change.path, base, now, change.after);
        if (structural !== undefined) result = { ok: true, content: structural };
      }
      if (!result.ok) {
        const files = changes.map((c) => c.path);
        conflict = conflictFor(change.path, owners.get(change.path) ?? [], workspace.id, files);
        break;
      }
      staged.set(change.path, result.content);
    }
    if (conflict) {
      conflicts.push(conflict);
      continue;
    }
    for (const [path, content] of staged) {
      current.set(path, content);
      owners.set(path, [...(owners.get(path) ?? []), workspace.id]);
    }
    merged.push(workspace.id);
  }
  return { files: await differingFiles(current, baseOf), conflicts, merged };
}

async function differingFiles(
  current: Map<string, string | undefined>,
  baseOf: (path: string) => Promise<string | undefined>,
): Promise<Map<string, string | undefined>> {
  const files = new Map<string, string | undefined>();
  for (const path of [...current.keys()].sort(comparePaths)) {
    const content = current.get(path);
    if (content !== (await baseOf(path))) files.set(path, content);
  }
  return files;
}
