import { lstat, mkdir, readdir, realpath, symlink } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { confineWorkspacePath } from '../../core/workspace/workspace-path.js';

/** A `node_modules` folder of the checkout, and the workspace folder it serves. */
export interface InstalledDependencies {
  /** The workspace folder the copy gets a `node_modules` link in (`''` for the root). */
  dir: string;
  /** The checkout's installed `node_modules`, by absolute path: shown read-only in the sandbox. */
  nodeModules: string;
}

/**
 * Makes the copy's `node_modules` for `installed` a folder whose packages
 * are links to the installed ones: the packages stay read-only in the
 * sandbox, and the folder itself is the copy's, where runners write their
 * caches and bundled configs (vite's `.vite-temp`). A scope (`@vue`) is a
 * folder of links too. A package that is a link to a folder of the checkout
 * outside any `node_modules` (a workspace package: pnpm's
 * `packages/a/node_modules/@scope/b -> ../../../b`, npm's
 * `node_modules/b -> ../packages/b`) links to that folder in the copy: the
 * checkout's is not in the sandbox, and the copy's is the one under test.
 * A `node_modules` the repository commits is its own, and is left as it is.
 */
export async function linkDependencies(
  installed: InstalledDependencies,
  copy: string,
): Promise<void> {
  const folder = join(copy, ...splitDir(installed.dir), 'node_modules');
  const present = await lstat(folder).then(
    () => true,
    () => false,
  );
  if (present) return;
  const checkout = await realpath(checkoutOf(installed)).catch(() => undefined);
  await linkPackages(folder, installed.nodeModules, { copy, checkout }, true);
}

async function linkPackages(
  folder: string,
  installed: string,
  roots: { copy: string; checkout: string | undefined },
  scopes: boolean,
): Promise<void> {
  await mkdir(folder);
  for (const entry of await readdir(installed, { withFileTypes: true })) {
    // Caches and npm's own records are not packages; `.bin` is not needed: runners start by path.
    if (entry.name.startsWith('.')) continue;
    const source = join(installed, entry.name);
    if (scopes && entry.name.startsWith('@') && entry.isDirectory())
      await linkPackages(join(folder, entry.name), source, roots, false);
    else
      await symlink(
        (entry.isSymbolicLink() && (await tryWorkspaceCounterpart(source, roots))) || source,
        join(folder, entry.name),
      );
  }
}

/** The copy's folder for a link into the checkout outside any `node_modules`; undefined for any other. */
async function tryWorkspaceCounterpart(
  link: string,
  roots: { copy: string; checkout: string | undefined },
): Promise<string | undefined> {
  if (roots.checkout === undefined) return undefined;
  const target = await realpath(link).catch(() => undefined);
  if (target === undefined) return undefined;
  const inside = relative(roots.checkout, target);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return undefined;
  if (inside.split(sep).includes('node_modules')) return undefined;
  return join(roots.copy, inside);
}

/** The checkout an installed `node_modules` is in: its path less `<dir>/node_modules`. */
function checkoutOf(installed: InstalledDependencies): string {
  return join(installed.nodeModules, ...splitDir(installed.dir).map(() => '..'), '..');
}

function splitDir(dir: string): string[] {
  return dir === '' ? [] : confineWorkspacePath(dir).split('/');
}
