import { readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { tryLanguageFor } from '../core/discovery/language-packs.js';
import { RemoraError } from '../core/errors.js';

/** A source file found on disk: where it is, and how to show its path. */
export interface SourceFileRef {
  file_path: string;
  absolute_path: string;
}

// Folders that hold tools' state or third-party code, never the project's own source.
const SKIPPED_DIRS = new Set(['node_modules', '__pycache__', 'site-packages']);

/**
 * The source files under the given paths (files or folders), with paths
 * relative to `cwd` using `/`. Folders are walked in sorted order, skipping
 * hidden folders and tool folders; links to folders are not followed, so a
 * link loop cannot hang the walk. A path that does not exist is an error.
 */
export async function listSourceFiles(
  paths: readonly string[],
  cwd: string,
): Promise<SourceFileRef[]> {
  const found = new Map<string, SourceFileRef>();
  for (const path of paths.length > 0 ? paths : ['.']) {
    const absolute = resolve(cwd, path);
    const info = await stat(absolute).catch(() => undefined);
    if (!info) throw new RemoraError('CLI_001', `no such file or folder: ${path}`);
    if (info.isDirectory()) await walk(absolute, cwd, found);
    else if (tryLanguageFor(absolute)) add(absolute, cwd, found);
  }
  return [...found.values()].sort((a, b) =>
    a.file_path < b.file_path ? -1 : a.file_path > b.file_path ? 1 : 0,
  );
}

async function walk(dir: string, cwd: string, found: Map<string, SourceFileRef>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const absolute = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
      // A virtual environment is marked by its pyvenv.cfg, whatever the folder is called.
      if (await isVirtualEnvironment(absolute)) continue;
      await walk(absolute, cwd, found);
    } else if (entry.isFile() && tryLanguageFor(entry.name)) {
      add(absolute, cwd, found);
    }
  }
}

async function isVirtualEnvironment(dir: string): Promise<boolean> {
  return (await stat(join(dir, 'pyvenv.cfg')).catch(() => undefined))?.isFile() === true;
}

function add(absolute: string, cwd: string, found: Map<string, SourceFileRef>): void {
  found.set(absolute, { file_path: displayPath(absolute, cwd), absolute_path: absolute });
}

/** A path relative to `cwd` with `/` separators; absolute when it lies outside `cwd`. */
export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return absolute.split(sep).join('/');
  return rel.split(sep).join('/');
}
