import { diffIndices } from 'node-diff3';
import type { FileSource } from './file-source.js';
import { comparePaths, type WorkspaceOverlay } from './overlay.js';
import { appendAll } from '../arrays.js';

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

/**
 * A merge that understands a kind of file, tried where the line merge
 * overlaps (tests appended by several nodes to one test file): the merged
 * text, or undefined to keep the conflict. Languages give theirs
 * (`structuralMerge` of a language's module).
 */
export type StructuralMerge = (
  path: string,
  base: string | undefined,
  current: string | undefined,
  incoming: string | undefined,
) => string | undefined;

/** One file's three-way merge: the merged content (`undefined` = deleted), or an overlap. */
export type TextMerge = { ok: true; content: string | undefined } | { ok: false };

// Lines keep their terminators so a change to the final newline is a change like any other.
function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Base lines `[start, end)` replaced by `lines`: one change of a file, in the base's line numbers. */
interface Hunk {
  start: number;
  end: number;
  lines: string[];
}

/**
 * The hunks that turn `base` into `other`. The lines both share at the start
 * and the end are skipped without a diff, so the line diff runs only over the
 * span between the first and the last changed line: a workspace that edited
 * one function of a 20,000-line module costs that function, not the module.
 */
function changedHunks(base: readonly string[], other: readonly string[]): Hunk[] {
  let start = 0;
  const shorter = Math.min(base.length, other.length);
  while (start < shorter && base[start] === other[start]) start++;
  let baseEnd = base.length;
  let otherEnd = other.length;
  while (baseEnd > start && otherEnd > start && base[baseEnd - 1] === other[otherEnd - 1]) {
    baseEnd--;
    otherEnd--;
  }
  if (start === baseEnd && start === otherEnd) return [];
  const middle = other.slice(start, otherEnd);
  const diffs = diffIndices(base.slice(start, baseEnd), middle) as {
    buffer1: [number, number];
    buffer2: [number, number];
  }[];
  return diffs.map(({ buffer1: [at, length], buffer2: [from, count] }) => ({
    start: start + at,
    end: start + at + length,
    lines: middle.slice(from, from + count),
  }));
}

// Touching changes overlap too, as git's merge has it: `b` and `c` edited apart conflict.
function overlaps(a: Hunk, b: Hunk): boolean {
  return a.start <= b.end && b.start <= a.end;
}

function sameHunk(a: Hunk, b: Hunk): boolean {
  return (
    a.start === b.start &&
    a.end === b.end &&
    a.lines.length === b.lines.length &&
    a.lines.every((line, i) => line === b.lines[i])
  );
}

/**
 * One file's three-way merge, built up one version at a time: each version
 * (derived from `base`) adds its changes, as hunks against the base, unless
 * one of them overlaps a change already taken (then nothing of it is taken).
 * The text is made once, when asked for. Its cost is the changed spans', not
 * the file's: merging many versions never diffs the merged text again.
 */
export class FileMerge {
  private readonly baseLines: string[] | undefined;
  private hunks: Hunk[] = [];
  /** Set once a version added the file (no base) or deleted it: then the text is whole. */
  private whole: { content: string | undefined } | undefined;

  constructor(private readonly base: string | undefined) {
    this.baseLines = base === undefined ? undefined : splitLines(base);
  }

  /** Takes `version`'s changes, or none of them when one overlaps; says which. */
  add(version: string | undefined): boolean {
    if (version === this.base) return true;
    const current = this.content();
    if (version === current) return true;
    if (this.whole === undefined && this.hunks.length === 0) {
      if (version === undefined || this.baseLines === undefined) {
        this.whole = { content: version };
        return true;
      }
    }
    // A deletion or an addition against any other change has no line-level middle ground.
    if (version === undefined || current === undefined || this.baseLines === undefined)
      return false;
    if (this.whole) return false;
    const incoming = changedHunks(this.baseLines, splitLines(version));
    const fresh = incoming.filter((hunk) => !this.hunks.some((taken) => sameHunk(taken, hunk)));
    if (fresh.some((hunk) => this.hunks.some((taken) => overlaps(taken, hunk)))) return false;
    this.hunks = [...this.hunks, ...fresh].sort((a, b) => a.start - b.start || a.end - b.end);
    return true;
  }

  /** Replaces what was taken with `merged` (a merge that knew better, derived from the base). */
  replace(merged: string | undefined): void {
    if (merged === undefined || this.baseLines === undefined) {
      this.whole = { content: merged };
      this.hunks = [];
    } else {
      this.whole = undefined;
      this.hunks = changedHunks(this.baseLines, splitLines(merged));
    }
  }

  /** What was taken so far, to go back to with {@link restore}. */
  snapshot(): unknown {
    return { hunks: this.hunks, whole: this.whole };
  }

  restore(snapshot: unknown): void {
    ({ hunks: this.hunks, whole: this.whole } = snapshot as {
      hunks: Hunk[];
      whole: { content: string | undefined } | undefined;
    });
  }

  /** The merged text (`undefined`: the file is deleted). */
  content(): string | undefined {
    if (this.whole) return this.whole.content;
    if (this.hunks.length === 0 || this.baseLines === undefined) return this.base;
    const out: string[] = [];
    let at = 0;
    for (const hunk of this.hunks) {
      appendAll(out, this.baseLines.slice(at, hunk.start));
      appendAll(out, hunk.lines);
      at = hunk.end;
    }
    appendAll(out, this.baseLines.slice(at));
    return out.join('');
  }
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
  const merge = new FileMerge(base);
  merge.add(current);
  return merge.add(incoming) ? { ok: true, content: merge.content() } : { ok: false };
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
  /** Tried where the line merge overlaps; none: every overlap is a conflict. */
  structuralMerge?: StructuralMerge,
): Promise<MergeResult> {
  const bases = new Map<string, Promise<string | undefined>>();
  const baseOf = (path: string): Promise<string | undefined> => {
    let base = bases.get(path);
    if (!base) bases.set(path, (base = stable.readFile(path)));
    return base;
  };
  const files = new Map<string, FileMerge>();
  const owners = new Map<string, string[]>();
  const conflicts: MergeConflict[] = [];
  const merged: string[] = [];
  for (const workspace of workspaces) {
    const changes = await workspace.changes();
    // The workspace's files join the merge only when every one merged: else each goes back.
    const undo: [FileMerge, unknown][] = [];
    let conflict: MergeConflict | undefined;
    for (const change of changes) {
      let file = files.get(change.path);
      if (!file) files.set(change.path, (file = new FileMerge(await baseOf(change.path))));
      undo.push([file, file.snapshot()]);
      if (file.add(change.after)) continue;
      const structural = structuralMerge?.(
        change.path,
        await baseOf(change.path),
        file.content(),
        change.after,
      );
      if (structural !== undefined) {
        file.replace(structural);
        continue;
      }
      const paths = changes.map((c) => c.path);
      conflict = conflictFor(change.path, owners.get(change.path) ?? [], workspace.id, paths);
      break;
    }
    if (conflict) {
      for (const [file, snapshot] of undo) file.restore(snapshot);
      conflicts.push(conflict);
      continue;
    }
    for (const change of changes)
      owners.set(change.path, [...(owners.get(change.path) ?? []), workspace.id]);
    merged.push(workspace.id);
  }
  return { files: await differingFiles(files, baseOf), conflicts, merged };
}

async function differingFiles(
  merges: Map<string, FileMerge>,
  baseOf: (path: string) => Promise<string | undefined>,
): Promise<Map<string, string | undefined>> {
  const files = new Map<string, string | undefined>();
  for (const path of [...merges.keys()].sort(comparePaths)) {
    const content = merges.get(path)?.content();
    if (content !== (await baseOf(path))) files.set(path, content);
  }
  return files;
}
