import { lstat, mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RemoraError } from '../../core/errors.js';
import { decodeFileText, encodeFileText } from '../../languages/file-text.js';
import { keepsContent } from '../../core/workspace/keeps-content.js';
import { confineWorkspacePath } from '../../core/workspace/workspace-path.js';
import { contentHash } from '../files/read-ledger.js';
import { assertResolvedInside, tryRealpath } from '../files/workspace-tree.js';

/** One checked write of {@link applyToCheckout}: where it goes and what it writes. */
interface PlannedWrite {
  path: string;
  /** The resolved file to write or remove; undefined for a removal of nothing. */
  target: string | undefined;
  /** The folder to create first (already resolved inside the root). */
  folder: string;
  content: string | undefined;
  /** The content's bytes, in the file's own encoding. */
  bytes: Uint8Array | undefined;
}

function onDisk(root: string, path: string): string {
  return join(root, ...path.split('/'));
}

/**
 * Resolves where a confined path under `realRoot` would be written, without
 * creating anything. The nearest existing ancestor is resolved and must stay
 * inside the root, so a link in the checkout cannot redirect a write out of it;
 * an existing link at the path itself must lead inside too.
 */
async function planWrite(
  realRoot: string,
  path: string,
  content: string | undefined,
): Promise<PlannedWrite> {
  const folders = path.split('/');
  const name = folders.pop() as string;
  let existing = folders.length;
  let real = await tryRealpath(onDisk(realRoot, folders.join('/')), path);
  while (real === undefined) {
    existing -= 1;
    real = await tryRealpath(onDisk(realRoot, folders.slice(0, existing).join('/')), path);
  }
  assertResolvedInside(realRoot, real, path);
  const folder = join(real, ...folders.slice(existing));
  const target = join(folder, name);
  // rm removes a link itself, never its target, so a removal needs only its folder checked.
  if (content === undefined)
    return {
      path,
      target: existing === folders.length ? target : undefined,
      folder,
      content,
      bytes: undefined,
    };
  if (existing < folders.length || !(await lstat(target).catch(() => undefined))?.isSymbolicLink())
    return { path, target, folder, content, bytes: undefined };
  const linked = await tryRealpath(target, path);
  if (linked === undefined)
    throw new RemoraError(
      'TOOL_001',
      `path ${JSON.stringify(path)} is a dangling link; not followed`,
    );
  assertResolvedInside(realRoot, linked, path);
  return { path, target: linked, folder: dirname(linked), content, bytes: undefined };
}

/** One file `--apply` would not write, and why. */
export interface ApplyRefusal {
  path: string;
  reason: string;
}

/** `WORK_001`: nothing was applied; `refusals` names each file refused and why. */
export class ApplyRefused extends RemoraError {
  readonly refusals: readonly ApplyRefusal[];

  constructor(refusals: readonly ApplyRefusal[]) {
    super('WORK_001', `nothing applied: ${refusals.map((r) => r.reason).join('; ')}`);
    this.refusals = refusals;
  }
}

/** What `--apply` knows of the checkout beyond its files: what git tracks, what the review read. */
export interface ApplyGuard {
  /** The paths among the files to write that git tracks. */
  tracked: ReadonlySet<string>;
  /** The {@link contentHash} of what the review read at a path; undefined when it read nothing there. */
  readHash(path: string): string | undefined;
}

async function currentBytes(target: string | undefined): Promise<Buffer | undefined> {
  if (target === undefined) return undefined;
  try {
    return await readFile(target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR') return undefined;
    throw error;
  }
}

/**
 * The bytes a planned write puts on disk, in its file's own encoding; a
 * reason when the text cannot be written in it, or when the file on disk is
 * not valid text in its encoding (the review saw replacement characters, and
 * writing them back would destroy the bytes they stand for).
 */
function encodeWrite(
  write: PlannedWrite,
  now: Buffer | undefined,
): string | Uint8Array | undefined {
  if (write.content === undefined) return undefined;
  if (now !== undefined) {
    const read = decodeFileText(write.path, now);
    if (read.lossy)
      return `${write.path} is not valid ${read.encoding} text, so it cannot be written back unchanged`;
  }
  const encoded = encodeFileText(write.path, write.content);
  return encoded.ok ? encoded.bytes : `${write.path} is left as it is: ${encoded.reason}`;
}

/** Why one planned write would lose something the user has, or undefined when it is safe. */
async function refusalOf(
  write: PlannedWrite,
  guard: ApplyGuard | undefined,
): Promise<string | undefined> {
  const now = await currentBytes(write.target);
  const encoded = encodeWrite(write, now);
  if (typeof encoded === 'string') return encoded;
  write.bytes = encoded;
  if (!guard) return undefined;
  const read = guard.readHash(write.path);
  if (read !== undefined && now === undefined && read !== contentHash(now))
    return `${write.path} was removed while the review ran`;
  if (read !== undefined && read !== contentHash(now))
    return `${write.path} changed while the review ran`;
  if (now === undefined || guard.tracked.has(write.path)) return undefined;
  // An untracked file is beyond git's reach: only a change that keeps its every line may touch it.
  const before = decodeFileText(write.path, now).text;
  if (write.content === undefined || !keepsContent(before, write.content))
    return `${write.path} is not tracked by git and would be overwritten`;
  return undefined;
}

/**
 * Writes merged files into the checkout at `root` (the `--apply` path):
 * creates folders, deletes files mapped to undefined; every path confined.
 * All or nothing: every path is checked before anything is written, so one
 * refused path leaves the checkout as it was. Each file is written in its own
 * encoding; text that encoding cannot hold is refused (WORK_001, naming the
 * file). With a guard, a file that changed since the review read it, or an
 * untracked file the write would not keep, is refused too.
 */
export async function applyToCheckout(
  root: string,
  files: ReadonlyMap<string, string | undefined>,
  guard?: ApplyGuard,
): Promise<void> {
  const realRoot = await realpath(root);
  const planned: PlannedWrite[] = [];
  for (const [path, content] of files)
    planned.push(await planWrite(realRoot, confineWorkspacePath(path), content));
  const refusals: ApplyRefusal[] = [];
  for (const write of planned) {
    const refusal = await refusalOf(write, guard);
    if (refusal) refusals.push({ path: write.path, reason: refusal });
  }
  if (refusals.length > 0) throw new ApplyRefused(refusals);
  for (const write of planned) {
    if (write.target === undefined) continue;
    if (write.content === undefined) {
      await rm(write.target, { force: true });
      continue;
    }
    await mkdir(write.folder, { recursive: true });
    // Every write was encoded while it was checked.
    await writeFile(write.target, write.bytes as Uint8Array);
  }
}
