import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** This repository's installed packages (npm ci lays them out flat). */
export const REPOSITORY_NODE_MODULES = join(import.meta.dirname, '../../node_modules');

/**
 * Installs packages into `<root>/node_modules` as a project's own install
 * would leave them: a real folder holding copies of the packages and of every
 * package they depend on, taken from this repository's node_modules. A
 * sandboxed run is shown a project's node_modules only where it is a real
 * folder, so a link to this repository's would not do. Returns how many
 * packages were copied.
 */
export function installPackages(root: string, names: readonly string[]): number {
  const target = join(root, 'node_modules');
  mkdirSync(target, { recursive: true });
  const copied = new Set<string>();
  const visited = new Set<string>();
  const pending = [...names];
  // Each dependency of a package at `dir`, resolved as Node does: its own node_modules, then each one above.
  const visit = (dir: string): void => {
    if (visited.has(dir)) return;
    visited.add(dir);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      peerDependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
    })) {
      let folder = dir;
      while (folder.startsWith(REPOSITORY_NODE_MODULES) && folder !== REPOSITORY_NODE_MODULES) {
        const nested = join(folder, 'node_modules', dependency);
        if (existsSync(join(nested, 'package.json'))) break;
        folder = dirname(folder);
      }
      const found = join(folder, 'node_modules', dependency);
      if (folder === REPOSITORY_NODE_MODULES || !folder.startsWith(REPOSITORY_NODE_MODULES))
        pending.push(dependency);
      else visit(found); // copied with the package that holds it
    }
  };
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (copied.has(name)) continue;
    const from = join(REPOSITORY_NODE_MODULES, name);
    if (!existsSync(from)) continue; // an optional dependency not installed here
    copied.add(name);
    mkdirSync(dirname(join(target, name)), { recursive: true });
    // With its nested node_modules: the versions npm could not hoist.
    cpSync(from, join(target, name), { recursive: true, dereference: true });
    visit(from);
  }
  return copied.size;
}
