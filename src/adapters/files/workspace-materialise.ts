import { constants, rmSync } from 'node:fs';
import {
  copyFile,
  mkdir,
  mkdtemp,
  readlink,
  realpath,
  rm,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { decodeFileText, encodeFileText } from '../../languages/file-text.js';
import type { FileChange, WorkspaceOverlay } from '../../core/workspace/overlay.js';
import { cleanupOnSignal } from '../process/exit-cleanup.js';
import {
  forEachLimit,
  isInside,
  listTreeFiles,
  readInside,
  type TrackedFiles,
  type TreeEntry,
} from './workspace-tree.js';

/** A materialised workspace: a private folder and the way to remove it. */
export interface MaterialisedWorkspace {
  dir: string;
  dispose(): Promise<void>;
}

// Enough parallel copies to hide latency, few enough to stay far below the open-file limit.
const PARALLEL_FILES = 32;
// A file a tool wrote is read back at most this large: a sparse file of gigabytes costs it nothing.
const MAX_READ_BACK_BYTES = 64 * 1024 * 1024;

function onDisk(root: string, path: string): string {
  return join(root, ...path.split('/'));
}

/**
 * Copies one file or link of the stable tree. Files are copied, not
 * hard-linked: a subprocess may write in place (`open(path, 'w')`), and through
 * a hard link that would change the checkout. FICLONE asks for a
 * copy-on-write clone where the file system has them (btrfs, XFS, APFS) and
 * falls back to a plain copy elsewhere. Links are kept only when they stay in
 * the tree, so the copy never offers a tool a way out that the checkout did not.
 */
async function copyEntry(realRoot: string, dir: string, entry: TreeEntry): Promise<void> {
  const from = onDisk(realRoot, entry.path);
  const to = onDisk(dir, entry.path);
  if (entry.kind === 'file') return copyFile(from, to, constants.COPYFILE_FICLONE);
  const target = await readlink(from);
  if (!isAbsolute(target) && isInside(realRoot, resolve(dirname(from), target)))
    await symlink(target, to);
}

async function copyStableTree(
  realRoot: string,
  dir: string,
  tracked: TrackedFiles | undefined,
): Promise<void> {
  const entries = await listTreeFiles(realRoot, tracked);
  const folders = new Set(entries.map((entry) => dirname(onDisk(dir, entry.path))));
  // Sorted so a parent is created before its children without racing them.
  for (const folder of [...folders].sort()) await mkdir(folder, { recursive: true });
  await forEachLimit(entries, PARALLEL_FILES, (entry) => copyEntry(realRoot, dir, entry));
}

async function writeChanges(dir: string, changes: readonly FileChange[]): Promise<void> {
  for (const change of changes) {
    const target = onDisk(dir, change.path);
    if (change.after === undefined) {
      await rm(target, { force: true });
      continue;
    }
    const encoded = encodeFileText(change.path, change.after);
    if (!encoded.ok)
      throw new RemoraError(
        'TOOL_001',
        `${change.path} cannot be written for the tool: ${encoded.reason}`,
      );
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, encoded.bytes);
  }
}

/**
 * Writes a real folder for tools that need files (pytest, subprocess tools): a
 * copy of the stable tree's files (from `stableRoot`, skipping .git,
 * node_modules and tool caches; with `tracked`, only the files git tracks:
 * what earlier workflow steps wrote in the checkout stays out of reach of the
 * code that runs in the copy), with the overlay's changes applied. Returns
 * the folder and a dispose(). Two materialised workspaces never share written
 * files: every file is a copy (or a copy-on-write clone), never a hard link.
 */
export async function materialiseWorkspace(
  overlay: WorkspaceOverlay,
  stableRoot: string,
  tracked?: TrackedFiles,
): Promise<MaterialisedWorkspace> {
  const realRoot = await realpath(stableRoot);
  const dir = await mkdtemp(join(tmpdir(), 'remora-workspace-'));
  const forget = cleanupOnSignal(() => rmSync(dir, { recursive: true, force: true }));
  const dispose = async (): Promise<void> => {
    forget();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await copyStableTree(realRoot, dir, tracked);
    await writeChanges(dir, await overlay.changes());
  } catch (error) {
    await dispose();
    throw error;
  }
  return { dir, dispose };
}

// The overlay holds text; bytes that are not text in the file's encoding cannot enter it unchanged.
function tryText(path: string, bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  const decoded = decodeFileText(path, bytes);
  return decoded.lossy ? undefined : decoded.text;
}

function regularFiles(entries: readonly TreeEntry[]): string[] {
  return entries.filter((entry) => entry.kind === 'file').map((entry) => entry.path);
}

/**
 * After a tool ran in a materialised folder, reads back the files it
 * changed/created/deleted (relative to the folder, compared with what was
 * materialised: the stable tree at `stableRoot`, its `tracked` files when
 * given, plus the overlay's changes)
 * into the overlay — so subprocess tools' writes land in the workspace, not
 * the checkout. Returns the paths taken in, sorted. Tool caches, links the tool
 * made, and files that are not text in their own encoding are not taken in; a file the tool
 * turned into a link out of the folder is TOOL_001, one larger than 64 MiB
 * SANDBOX_002. Call it only once the tool and every process it started have
 * ended (the sandbox's pid namespace is gone): nothing then changes the folder
 * between a path's check and its read. The overlay must not be written
 * between materialising and collecting.
 */
export async function collectMaterialisedChanges(
  overlay: WorkspaceOverlay,
  dir: string,
  stableRoot: string,
  tracked?: TrackedFiles,
): Promise<string[]> {
  const [realDir, realStable] = await Promise.all([realpath(dir), realpath(stableRoot)]);
  const changes = new Map((await overlay.changes()).map((c) => [c.path, c.after]));
  const [inDir, inStable] = await Promise.all([
    listTreeFiles(realDir),
    listTreeFiles(realStable, tracked),
  ]);
  const candidates = new Set([
    ...regularFiles(inDir),
    ...regularFiles(inStable),
    ...changes.keys(),
  ]);
  const collected: string[] = [];
  for (const path of [...candidates].sort()) {
    const now = await readInside(realDir, path, MAX_READ_BACK_BYTES);
    if (now.kind === 'outside')
      throw new RemoraError(
        'TOOL_001',
        `the tool made ${JSON.stringify(path)} lead outside its folder`,
      );
    const expected = await materialisedBytes(realStable, path, changes, tracked);
    const actual = now.kind === 'file' ? now.bytes : undefined;
    if (actual === undefined ? expected === undefined : expected?.equals(actual)) continue;
    if (actual === undefined) {
      await overlay.deleteFile(path);
    } else {
      const text = tryText(path, actual);
      if (text === undefined) continue;
      await overlay.writeFile(path, text);
    }
    collected.push(path);
  }
  return collected;
}

async function materialisedBytes(
  realStable: string,
  path: string,
  changes: ReadonlyMap<string, string | undefined>,
  tracked: TrackedFiles | undefined,
): Promise<Buffer | undefined> {
  if (changes.has(path)) {
    const after = changes.get(path);
    if (after === undefined) return undefined;
    const encoded = encodeFileText(path, after);
    return encoded.ok ? Buffer.from(encoded.bytes) : Buffer.from(after, 'utf8');
  }
  // An untracked file, and a link out of the stable tree, were not copied: nothing was materialised there.
  if (tracked && !tracked.has(path)) return undefined;
  const stable = await readInside(realStable, path);
  return stable.kind === 'file' ? stable.bytes : undefined;
}
