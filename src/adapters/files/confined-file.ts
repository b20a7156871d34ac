import { readFile, realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isInside } from './workspace-tree.js';

/** A file read only when it resolves, through any symbolic links, to a place inside a root. */
export type ConfinedRead =
  | { kind: 'read'; bytes: Buffer }
  | { kind: 'missing' }
  /** The path, or a folder on the way, is a link leading out of the root: not followed. */
  | { kind: 'outside' };

/**
 * Reads `path` (absolute, or relative to `root`) unless it resolves to a file
 * outside `root`. A repository may link `remora.yaml` or an agent file to
 * anywhere on the machine that reviews it; reading through such a link would
 * hand that file to the parser and its errors to the log.
 */
export async function readConfinedFile(root: string, path: string): Promise<ConfinedRead> {
  const where = await tryResolveInside(root, path);
  if (where.kind !== 'inside') return where;
  try {
    return { kind: 'read', bytes: await readFile(where.real) };
  } catch {
    return { kind: 'missing' };
  }
}

/** Where `path` really is: inside `root` (with its resolved path), outside it, or nowhere. */
export async function tryResolveInside(
  root: string,
  path: string,
): Promise<{ kind: 'inside'; real: string } | { kind: 'missing' } | { kind: 'outside' }> {
  // A link loop or a dangling link reads as missing: there is nothing to read either way.
  const real = await realpath(resolve(root, path)).catch(() => undefined);
  if (real === undefined) return { kind: 'missing' };
  const realRoot = await realpath(root).catch(() => resolve(root));
  return isInside(realRoot, real) ? { kind: 'inside', real } : { kind: 'outside' };
}
