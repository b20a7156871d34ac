import type { FileDiff } from '../diff/index.js';
import { mergeFileVersions, type StructuralMerge } from '../workspace/merge.js';
import { confineWorkspacePath } from '../workspace/workspace-path.js';
import { applyFileDiff } from './apply-patch.js';

/** A file's text at a commit; `undefined` when the file is not there. */
export type TextAt = (path: string) => string | undefined;

/** A change carried over to the current head, or the file where it could not be. */
export type Rebased =
  | {
      ok: true;
      /** The files whose content the change makes differ from the head; `undefined` deletes. */
      files: Map<string, string | undefined>;
    }
  | {
      ok: false;
      path: string;
      /** `stale`: the head changed the same lines since; `unfit`: the patch does not fit its own commit. */
      kind: 'stale' | 'unfit';
      reason: string;
    };

/**
 * Carries a workspace's patch from the commit it was posted on to the
 * current head, file by file: the patch is applied to the file as it was
 * then, and the result merged three-way (base: the file then; ours: the
 * head; theirs: the patched file) — the merge of docs/architecture.md §6, which also
 * combines tests that both sides added to one test file. Where the head
 * changed the same lines, nothing is guessed: the file is named.
 */
export function rebaseChange(
  files: readonly FileDiff[],
  posted: TextAt,
  head: TextAt,
  /** The languages' merge of files they understand (tests both sides added to one test file). */
  structuralMerge?: StructuralMerge,
): Rebased {
  const sections = new Map<string, FileDiff[]>();
  for (const file of files) sections.set(file.path, [...(sections.get(file.path) ?? []), file]);
  const result = new Map<string, string | undefined>();
  for (const [path, ofPath] of sections) {
    if (!isRepositoryPath(path))
      return { ok: false, path, kind: 'unfit', reason: 'the path is not inside the repository' };
    const base = posted(path);
    const incoming = patched(path, base, ofPath, structuralMerge);
    if (!incoming.ok) return { ok: false, path, kind: 'unfit', reason: incoming.reason };
    const current = head(path);
    const merged = mergeThreeWay(path, base, current, incoming.content, structuralMerge);
    if (!merged.ok)
      return {
        ok: false,
        path,
        kind: 'stale',
        reason: 'the head changed the lines this change rewrites since it was posted',
      };
    if (merged.content !== current) result.set(path, merged.content);
  }
  return { ok: true, files: result };
}

/**
 * One file with every section of the patch for it applied. A marker that
 * joins several workspaces carries one section per workspace for a file
 * they both changed, each against the same commit: they are merged.
 */
function patched(
  path: string,
  base: string | undefined,
  sections: readonly FileDiff[],
  structuralMerge: StructuralMerge | undefined,
): { ok: true; content: string | undefined } | { ok: false; reason: string } {
  let content: string | undefined = base;
  for (const [index, section] of sections.entries()) {
    const applied = applyFileDiff(base, section);
    if (!applied.ok) return { ok: false, reason: `its patch does not fit: ${applied.reason}` };
    if (index === 0) {
      content = applied.content;
      continue;
    }
    const merged = mergeThreeWay(path, base, content, applied.content, structuralMerge);
    if (!merged.ok) return { ok: false, reason: 'the changes it joins overlap' };
    content = merged.content;
  }
  return { ok: true, content };
}

/** Whether a patch's path is a plain repository path: nothing outside it, nothing in `.git`. */
export function isRepositoryPath(path: string): boolean {
  try {
    return confineWorkspacePath(path) === path;
  } catch {
    return false;
  }
}

function mergeThreeWay(
  path: string,
  base: string | undefined,
  current: string | undefined,
  incoming: string | undefined,
  structuralMerge: StructuralMerge | undefined,
): { ok: true; content: string | undefined } | { ok: false } {
  const merged = mergeFileVersions(base, current, incoming);
  if (merged.ok) return merged;
  const structural = structuralMerge?.(path, base, current, incoming);
  return structural === undefined ? { ok: false } : { ok: true, content: structural };
}
