import { lstat, mkdir, realpath, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { RemoraError } from '../core/errors.js';
import { confineWorkspacePath } from '../core/workspace/workspace-path.js';
import { assertResolvedInside, tryRealpath } from './workspace-tree.js';

/** One checked write of {@link applyToCheckout}: where it goes and what it writes. */
interface PlannedWrite {
  path: string;
  /** The resolved file to write or remove; undefined for a removal of nothing. */
  target: string | undefined;
  /** The folder to create first (already resolved inside the root). */
  folder: string;
  content: string | undefined;
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
    return { path, target: existing === folders.length ? target : undefined, folder, content };
  if (existing < folders.length || !(await lstat(target).catch(() => undefined))?.isSymbolicLink())
    return { path, target, folder, content };
  const linked = await tryRealpath(target, path);
  if (linked === undefined)
    throw new RemoraError(
      'TOOL_001',
      `path ${JSON.stringify(path)} is a dangling link; not followed`,
    );
  assertResolvedInside(realRoot, linked, path);
  return { path, target: linked, folder: dirname(linked), content };
}

/**
 * Writes merged files into the checkout at `root` (the `--apply` path):
 * creates folders, deletes files mapped to undefined; every path confined.
 * All or nothing: every path is checked before anything is written, so one
 * refused path leaves the checkout as it was.
 */
export async function applyToCheckout(
  root: string,
  files: ReadonlyMap<string, string | undefined>,
): Promise<void> {
  const realRoot = await realpath(root);
  const planned: PlannedWrite[] = [];
  for (const [path, content] of files)
    planned.push(await planWrite(realRoot, confineWorkspacePath(path), content));
  for (const write of planned) {
    if (write.target === undefined) continue;
    if (write.content === undefined) {
      await rm(write.target, { force: true });
      continue;
    }
    await mkdir(write.folder, { recursive: true });
    await writeFile(write.target, write.content);
  }
}
