import type { LineRange } from '../node-lines.js';
import { FileMerge as TextMerge } from '../workspace/merge.js';
import { comparePaths } from '../workspace/overlay.js';
import {
  anchorHunks,
  suggestionFor,
  type InlineSuggestion,
  type UnanchorableReason,
} from './anchor.js';
import { authorsOf, ownIntervals, type Author } from './attribute.js';
import { normaliseAuthors } from './authors.js';
import { changeHunks, splitLines, type ChangeHunk } from './change-hunks.js';
import type { PublishWorkspace } from './publish-input.js';
import { appendAll } from '../arrays.js';

/** A suggestion on one file with the ops whose change it carries. */
export interface PlannedSuggestion {
  path: string;
  suggestion: InlineSuggestion;
  authors: Author[];
}

/** A change that goes to the review body: hunks of the merged file, or a workspace's whole file. */
export interface BodyPiece {
  kind: 'unanchored' | 'overflow';
  path: string;
  authors: Author[];
  hunks: ChangeHunk[];
  /** Set for a whole-file change (a new, deleted or conflicting file): the content shown. */
  whole?: { after: string | undefined };
  reason: UnanchorableReason | string;
}

/** One file's merged change: what applying every final workspace in order makes of it. */
interface FileMerge {
  path: string;
  head: string | undefined;
  merged: string | undefined;
  contributors: number[];
  conflicts: { index: number; with: number[] }[];
}

function finalContent(workspace: PublishWorkspace, path: string): string | undefined {
  return workspace.steps[workspace.steps.length - 1]?.files.get(path);
}

/** Merges the final workspaces file by file, in order, as `--apply` does. */
function mergeFiles(workspaces: readonly PublishWorkspace[]): FileMerge[] {
  const paths = [...new Set(workspaces.flatMap((w) => [...w.head.keys()]))].sort(comparePaths);
  return paths.map((path) => {
    const touching = workspaces.flatMap((w, index) => (w.head.has(path) ? [index] : []));
    const head = workspaces[touching[0] as number]?.head.get(path);
    const file: FileMerge = { path, head, merged: head, contributors: [], conflicts: [] };
    const merge = new TextMerge(head);
    for (const index of touching) {
      const incoming = finalContent(workspaces[index] as PublishWorkspace, path);
      if (!merge.add(incoming)) file.conflicts.push({ index, with: [...file.contributors] });
      else if (incoming !== head) file.contributors.push(index);
    }
    file.merged = merge.content();
    return file;
  });
}

/**
 * Splits the merged change of every file into suggestions on the pull
 * request's diff and pieces for the review body. Suggestions that share a
 * line are joined into one that names all their ops.
 */
export function planPieces(
  workspaces: readonly PublishWorkspace[],
  commentable: ReadonlyMap<string, readonly LineRange[]>,
): { suggestions: PlannedSuggestion[]; pieces: BodyPiece[] } {
  const suggestions: PlannedSuggestion[] = [];
  const pieces: BodyPiece[] = [];
  for (const file of mergeFiles(workspaces)) {
    for (const { index, with: kept } of file.conflicts)
      pieces.push(
        wholeFile(
          workspaces,
          file.path,
          index,
          `overlaps the change of ${workspaceIds(workspaces, kept)}`,
        ),
      );
    if (file.merged === file.head) continue;
    if (file.head === undefined || file.merged === undefined) {
      const reason = file.head === undefined ? 'new file' : 'deleted file';
      for (const index of file.contributors)
        pieces.push(wholeFile(workspaces, file.path, index, reason));
      continue;
    }
    const planned = anchorFile(
      workspaces,
      file,
      file.head,
      file.merged,
      commentable.get(file.path) ?? [],
    );
    appendAll(suggestions, planned.suggestions);
    appendAll(pieces, planned.pieces);
  }
  return { suggestions, pieces };
}

function workspaceIds(workspaces: readonly PublishWorkspace[], indices: readonly number[]): string {
  return indices
    .map((i) => workspaces[i]?.steps[(workspaces[i]?.steps.length ?? 1) - 1]?.workspace_id ?? '?')
    .join(' and ');
}

function wholeFile(
  workspaces: readonly PublishWorkspace[],
  path: string,
  index: number,
  reason: string,
): BodyPiece {
  const workspace = workspaces[index] as PublishWorkspace;
  return {
    kind: 'unanchored',
    path,
    authors: [{ workspace: index, step: workspace.steps.length - 1 }],
    hunks: [],
    whole: { after: finalContent(workspace, path) },
    reason,
  };
}

function anchorFile(
  workspaces: readonly PublishWorkspace[],
  file: FileMerge,
  head: string,
  merged: string,
  ranges: readonly LineRange[],
): { suggestions: PlannedSuggestion[]; pieces: BodyPiece[] } {
  const contributors = file.contributors.map((index) => ({
    index,
    intervals: ownIntervals(workspaces[index] as PublishWorkspace, file.path),
  }));
  const byAuthors = new Map<string, { authors: Author[]; hunks: ChangeHunk[] }>();
  for (const hunk of changeHunks(head, merged)) {
    const authors = normaliseAuthors(authorsOf(hunk, contributors));
    const key = authors.map((a) => `${a.workspace}:${a.step}`).join('|');
    const group = byAuthors.get(key) ?? { authors, hunks: [] };
    group.hunks.push(hunk);
    byAuthors.set(key, group);
  }
  const suggestions: PlannedSuggestion[] = [];
  const pieces: BodyPiece[] = [];
  const endsWithNewline = merged.endsWith('\n') || merged === '';
  for (const { authors, hunks } of byAuthors.values()) {
    const anchored = anchorHunks(head, endsWithNewline, hunks, ranges);
    for (const suggestion of anchored.anchored)
      suggestions.push({ path: file.path, suggestion, authors });
    for (const { hunk, reason } of anchored.unanchored)
      pieces.push({ kind: 'unanchored', path: file.path, authors, hunks: [hunk], reason });
  }
  return { suggestions: joinOverlapping(splitLines(head), suggestions), pieces };
}

/** At most one suggestion per line: suggestions of one file that share a line become one. */
function joinOverlapping(
  headLines: readonly string[],
  suggestions: readonly PlannedSuggestion[],
): PlannedSuggestion[] {
  const sorted = [...suggestions].sort((a, b) => a.suggestion.start_line - b.suggestion.start_line);
  const joined: PlannedSuggestion[] = [];
  for (const next of sorted) {
    const last = joined[joined.length - 1];
    if (!last || next.suggestion.start_line > last.suggestion.line) {
      joined.push(next);
      continue;
    }
    const span = {
      start: last.suggestion.start_line,
      end: Math.max(last.suggestion.line, next.suggestion.line),
    };
    joined[joined.length - 1] = {
      path: last.path,
      suggestion: suggestionFor(headLines, span, [
        ...last.suggestion.hunks,
        ...next.suggestion.hunks,
      ]),
      authors: normaliseAuthors([...last.authors, ...next.authors]),
    };
  }
  return joined;
}
