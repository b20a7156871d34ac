import { lstat, readFile, readdir, realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { confineWorkspacePath } from '../../core/workspace/workspace-path.js';
import { TOOL_FOLDERS } from '../../languages/manifests.js';
import { readLeftoverFile } from './sandbox-leftover.js';

/** A file or symbolic link found by {@link listTreeFiles}, by repository-relative '/' path. */
export interface TreeEntry {
  path: string;
  kind: 'file' | 'symlink';
}

/**
 * Folders never copied into, or read back from, a materialised workspace:
 * git's own data, and the languages' tool folders, third-party code and
 * caches tools regenerate (stale `.pyc` files are worse than none, and read
 * back they would pollute the diff).
 */
export const SKIPPED_FOLDERS: ReadonlySet<string> = new Set(['.git', ...TOOL_FOLDERS]);

/** `relative()` with '/' separators, whatever the platform. */
export function slashRelative(from: string, to: string): string {
  return relative(from, to).split(sep).join('/');
}

/** True when `target` is `root` or below it; both must be absolute and resolved. */
export function isInside(root: string, target: string): boolean {
  const rel = relative(root, target);
  return rel === '' || (!isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${sep}`));
}

/** `realpath`, or undefined when the path (or a link's target) does not exist. */
export async function tryRealpath(path: string, shown: string): Promise<string | undefined> {
  try {
    return await realpath(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    if (code === 'ELOOP')
      throw new RemoraError('TOOL_001', `path ${JSON.stringify(shown)} is a symbolic link loop`);
    throw error;
  }
}

/**
 * Checks that a resolved path stays in the (resolved) root and out of `.git`:
 * a link must not lead a tool where a plain path could not.
 */
export function assertResolvedInside(realRoot: string, real: string, shown: string): void {
  if (!isInside(realRoot, real))
    throw new RemoraError(
      'TOOL_001',
      `path ${JSON.stringify(shown)} resolves outside the repository; expected a file inside it`,
    );
  if (real !== realRoot) confineWorkspacePath(slashRelative(realRoot, real));
}

/**
 * The repository-relative paths git tracks in a checkout (`git ls-files`):
 * what a copy of the checkout for code from the repository may hold. Absent
 * for a folder that is no checkout, where every file counts.
 */
export type TrackedFiles = ReadonlySet<string>;

// A run lists its tracked files once and copies them per tool call: their folders are worked out once too.
const foldersOfTracked = new WeakMap<TrackedFiles, ReadonlySet<string>>();

/** Every folder above a tracked path, '' aside: the folders a walk of tracked files enters. */
export function trackedFolders(tracked: TrackedFiles): ReadonlySet<string> {
  const known = foldersOfTracked.get(tracked);
  if (known) return known;
  const folders = new Set<string>();
  for (const path of tracked)
    for (let slash = path.indexOf('/'); slash !== -1; slash = path.indexOf('/', slash + 1))
      folders.add(path.slice(0, slash));
  foldersOfTracked.set(tracked, folders);
  return folders;
}

/**
 * Every regular file and symbolic link under `root`, sorted by path, skipping
 * {@link SKIPPED_FOLDERS}. Links are listed, never followed, so a link loop or
 * a link out of the tree cannot widen the walk. With `tracked`, only those
 * paths are listed, and a folder holding none of them is not entered: what
 * earlier workflow steps left in the checkout (a cloud credential, a `.env`)
 * is no file of the tree.
 */
export async function listTreeFiles(root: string, tracked?: TrackedFiles): Promise<TreeEntry[]> {
  const found: TreeEntry[] = [];
  const folders = tracked && trackedFolders(tracked);
  const walk = async (dir: string, prefix: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      const path = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      if (entry.isDirectory()) {
        if (SKIPPED_FOLDERS.has(entry.name) || (folders && !folders.has(path))) continue;
        await walk(join(dir, entry.name), path);
      } else if (tracked && !tracked.has(path)) continue;
      else if (entry.isSymbolicLink()) found.push({ path, kind: 'symlink' });
      else if (entry.isFile()) found.push({ path, kind: 'file' });
    }
  };
  if ((await lstat(root)).isDirectory()) await walk(root, '');
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** What {@link readInside} found: the file's bytes, nothing, or a path that leads out. */
export type InsideRead = { kind: 'file'; bytes: Buffer } | { kind: 'absent' } | { kind: 'outside' };

/**
 * Reads a repository-relative path under a resolved root, following links only
 * while they stay inside it (and out of `.git`). Folders, FIFOs, sockets and
 * devices read as absent. With `maxBytes` (a folder code from the repository
 * wrote in), the file is read as {@link readLeftoverFile} reads it: opened
 * without following a link or waiting on it, at most `maxBytes`, SANDBOX_002
 * beyond.
 */
export async function readInside(
  realRoot: string,
  path: string,
  maxBytes?: number,
): Promise<InsideRead> {
  const real = await tryRealpath(join(realRoot, ...path.split('/')), path);
  if (real === undefined) return { kind: 'absent' };
  try {
    assertResolvedInside(realRoot, real, path);
  } catch (error) {
    if (error instanceof RemoraError) return { kind: 'outside' };
    throw error;
  }
  if (!(await stat(real)).isFile()) return { kind: 'absent' };
  if (maxBytes === undefined) return { kind: 'file', bytes: await readFile(real) };
  const read = await readLeftoverFile(real, maxBytes, path);
  return read.kind === 'file' ? read : { kind: 'absent' };
}

/** Runs `task` over `items` with at most `limit` at once: thousands of files, not thousands of open handles. */
export async function forEachLimit<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
