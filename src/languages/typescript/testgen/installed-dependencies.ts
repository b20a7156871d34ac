import { lstat } from 'node:fs/promises';
import { join } from 'node:path';
import type { InstalledDependencies } from './run-example-tests.js';

/**
 * The `node_modules` folders the job installed in the checkout (at
 * `checkoutRoot`) for the package at `packageDir`: its own and each one
 * above it up to the root, nearest first, as Node.js resolves them. Only
 * real folders count: a `node_modules` that is a link is not shown to the
 * sandbox.
 */
export async function installedDependencies(
  checkoutRoot: string,
  packageDir: string,
): Promise<InstalledDependencies[]> {
  const parts = packageDir === '' ? [] : packageDir.split('/');
  const found: InstalledDependencies[] = [];
  for (let depth = parts.length; depth >= 0; depth--) {
    const dir = parts.slice(0, depth).join('/');
    const nodeModules = join(checkoutRoot, ...parts.slice(0, depth), 'node_modules');
    const stats = await lstat(nodeModules).catch(() => undefined);
    if (stats?.isDirectory()) found.push({ dir, nodeModules });
  }
  return found;
}
