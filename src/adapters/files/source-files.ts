import { lstat, readdir, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { TOOL_FOLDERS, tryPackFor as tryLanguageFor } from '../../languages/manifests.js';
import { RemoraError, type Diagnostic } from '../../core/errors.js';
import { tryResolveInside } from './confined-file.js';
import { isInside } from './workspace-tree.js';
import { execGit } from '../git/git-commands.js';

/** A source file found on disk: where it is, and how to show its path. */
export interface SourceFileRef {
  file_path: string;
  absolute_path: string;
}

/** The files found, and a DISC_002 diagnostic for each one refused. */
export interface SourceListing {
  files: SourceFileRef[];
  diagnostics: Diagnostic[];
}

// Folders that hold tools' state or third-party code, never the project's own source.
const SKIPPED_DIRS = TOOL_FOLDERS;

/**
 * The source files under the given paths (files or folders), with paths
 * relative to `cwd` using `/`. Inside a git repository a folder's files are
 * what `git ls-files` lists (tracked, and untracked but not ignored), so
 * `.gitignore` keeps virtual environments and build output out; elsewhere the
 * folder is walked. Either way hidden folders, tool folders and virtual
 * environments are skipped, and a file that is a symbolic link leading
 * outside `root` is refused with a DISC_002 warning instead of read. A path
 * that does not exist is an error.
 */
export async function listSourceFiles(
  paths: readonly string[],
  cwd: string,
  root: string = cwd,
): Promise<SourceListing> {
  const listing = new Listing(cwd, root);
  for (const path of paths.length > 0 ? paths : ['.']) {
    const absolute = resolve(cwd, path);
    const info = await stat(absolute).catch(() => undefined);
    if (!info) throw new RemoraError('CLI_001', `no such file or folder: ${path}`);
    if (isInside(resolve(root), absolute) && !(await listing.staysInside(absolute))) continue;
    if (info.isDirectory()) {
      const listed = await tryGitListing(absolute);
      if (listed) await listing.addListed(absolute, listed);
      else await listing.walk(absolute);
    } else if (tryLanguageFor(absolute)) listing.add(absolute);
  }
  return listing.result();
}

/**
 * The files git lists under `dir` (relative to it); undefined outside a
 * repository, and for a folder the repository ignores, which was named
 * explicitly and so is walked.
 */
async function tryGitListing(dir: string): Promise<string[] | undefined> {
  const result = await execGit(['ls-files', '-co', '--exclude-standard', '-z'], dir).catch(
    () => undefined,
  );
  if (result?.exitCode !== 0) return undefined;
  // check-ignore refuses the literal pathspecs Remora's git runs with; `.` is no pattern anyway.
  const ignored = await execGit(['--no-literal-pathspecs', 'check-ignore', '-q', '.'], dir).catch(
    () => undefined,
  );
  if (ignored?.exitCode === 0) return undefined;
  return [...new Set(result.stdout.toString('utf8').split('\0'))].filter(
    // An untracked nested repository is listed as its folder, with a trailing slash.
    (path) => path !== '' && !path.endsWith('/'),
  );
}

class Listing {
  private readonly found = new Map<string, SourceFileRef>();
  private readonly diagnostics: Diagnostic[] = [];
  private readonly venvs = new Map<string, Promise<boolean>>();

  constructor(
    private readonly cwd: string,
    private readonly root: string,
  ) {}

  add(absolute: string): void {
    this.found.set(absolute, {
      file_path: displayPath(absolute, this.cwd),
      absolute_path: absolute,
    });
  }

  /** False (with a warning) when `absolute` resolves outside the root through a link. */
  async staysInside(absolute: string): Promise<boolean> {
    if ((await tryResolveInside(this.root, absolute)).kind !== 'outside') return true;
    const path = displayPath(absolute, this.cwd);
    this.diagnostics.push({
      code: 'DISC_002',
      severity: 'warning',
      file: path,
      message: `${path}: skipped, a symbolic link leading outside the repository is not followed`,
    });
    return false;
  }

  async addListed(dir: string, paths: readonly string[]): Promise<void> {
    for (const path of paths) {
      if (!tryLanguageFor(path)) continue;
      const folders = path.split('/').slice(0, -1);
      if (folders.some((name) => name.startsWith('.') || SKIPPED_DIRS.has(name))) continue;
      if (await this.inVirtualEnvironment(dir, folders)) continue;
      const absolute = join(dir, ...path.split('/'));
      // Listed but gone from disk (deleted, not yet committed), or a submodule: nothing to read.
      const info = await lstat(absolute).catch(() => undefined);
      // A link is not followed: one inside the repository names a file listed on its own.
      if (info?.isSymbolicLink()) await this.staysInside(absolute);
      else if (info?.isFile()) this.add(absolute);
    }
  }

  /** Walks a folder outside any repository; links are not followed, so a loop cannot hang it. */
  async walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      const absolute = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue;
        if (await isVirtualEnvironment(absolute)) continue;
        await this.walk(absolute);
      } else if (entry.isFile() && tryLanguageFor(entry.name)) {
        this.add(absolute);
      } else if (entry.isSymbolicLink() && tryLanguageFor(entry.name)) {
        await this.staysInside(absolute);
      }
    }
  }

  result(): SourceListing {
    const files = [...this.found.values()].sort((a, b) =>
      a.file_path < b.file_path ? -1 : a.file_path > b.file_path ? 1 : 0,
    );
    return { files, diagnostics: this.diagnostics };
  }

  /** True when a folder on the way from `dir` holds a pyvenv.cfg, whatever it is called. */
  private async inVirtualEnvironment(dir: string, folders: readonly string[]): Promise<boolean> {
    for (let depth = 1; depth <= folders.length; depth++) {
      const folder = join(dir, ...folders.slice(0, depth));
      let known = this.venvs.get(folder);
      if (!known) {
        known = isVirtualEnvironment(folder);
        this.venvs.set(folder, known);
      }
      if (await known) return true;
    }
    return false;
  }
}

async function isVirtualEnvironment(dir: string): Promise<boolean> {
  return (await stat(join(dir, 'pyvenv.cfg')).catch(() => undefined))?.isFile() === true;
}

/** A path relative to `cwd` with `/` separators; absolute when it lies outside `cwd`. */
export function displayPath(absolute: string, cwd: string): string {
  const rel = relative(cwd, absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return absolute.split(sep).join('/');
  return rel.split(sep).join('/');
}
