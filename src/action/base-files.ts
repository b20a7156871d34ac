import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Semaphore } from '../core/engine/semaphore.js';
import type { RepositoryFiles } from '../ports.js';

/** The largest file copied from the base commit: configuration and agents are small. */
export const MAX_BASE_FILE_BYTES = 1_048_576;

/** At most this many repository agent files are copied: each one is an API call. */
export const MAX_BASE_AGENT_FILES = 200;

// Enough to overlap round trips without tripping GitHub's secondary rate limit.
const PARALLEL_READS = 8;

/**
 * Why `path` is not a plain repository-relative file path, or undefined when
 * it is one. Stricter than a workspace path: nothing is normalised, so a name
 * GitHub hands over either maps to exactly one place in the copy or is refused.
 */
export function repositoryPathProblem(path: string): string | undefined {
  if (path === '') return 'it is empty';
  if (path.includes('\0')) return 'it contains a NUL byte';
  // A separator on Windows, a name character on POSIX: refused so the rule is one rule.
  if (path.includes('\\')) return 'it contains a backslash';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'it is absolute';
  for (const segment of path.split('/')) {
    if (segment === '..') return "it climbs out with '..'";
    if (segment === '' || segment === '.') return "it has an empty or '.' segment";
    if (segment.replace(/[. ]+$/, '').toLowerCase() === '.git') return 'it leads into .git';
  }
  return undefined;
}

/** What {@link copyBaseFiles} copied, and what it refused or skipped, one sentence each. */
export interface BaseFileCopy {
  copied: string[];
  warnings: string[];
}

/**
 * Copies files of commit `ref`, read through the GitHub API, into `folder` at
 * their repository paths. A path that is not plain ({@link
 * repositoryPathProblem}), a file over {@link MAX_BASE_FILE_BYTES}, and every
 * file past `maxFiles` are skipped with a warning. Files are created, never
 * overwritten (`wx`), and no link is ever made, so nothing read can point the
 * copy anywhere else. The API gives no file modes: a file that starts with
 * `#!` is made executable, since only a script run by name needs the bit.
 */
export async function copyBaseFiles(
  github: Pick<RepositoryFiles, 'tryFileContent'>,
  ref: string,
  paths: readonly string[],
  folder: string,
  maxFiles = MAX_BASE_AGENT_FILES,
): Promise<BaseFileCopy> {
  const warnings: string[] = [];
  const plain = [...new Set(paths)].sort().filter((path) => {
    const problem = repositoryPathProblem(path);
    if (problem) warnings.push(`${JSON.stringify(path)} is refused: ${problem}`);
    return problem === undefined;
  });
  if (plain.length > maxFiles) {
    const skipped = plain.slice(maxFiles);
    const named = skipped.slice(0, 5).join(', ');
    const more = skipped.length > 5 ? ` and ${skipped.length - 5} more` : '';
    warnings.push(`${plain.length} files, more than ${maxFiles}: ${named}${more} skipped`);
  }
  const reads = new Semaphore(PARALLEL_READS);
  const copied = await Promise.all(
    plain.slice(0, maxFiles).map((path) =>
      reads.run(async () => {
        const bytes = await github.tryFileContent(path, ref);
        if (bytes === undefined) {
          warnings.push(`${path} is listed but could not be read; skipped`);
          return undefined;
        }
        if (bytes.byteLength > MAX_BASE_FILE_BYTES) {
          warnings.push(
            `${path} is ${bytes.byteLength} bytes, more than ${MAX_BASE_FILE_BYTES}; skipped`,
          );
          return undefined;
        }
        await writeNewFile(join(folder, ...path.split('/')), bytes);
        return path;
      }),
    ),
  );
  return { copied: copied.filter((path) => path !== undefined), warnings: warnings.sort() };
}

/** Writes a file that must not exist yet, with the folders above it. */
export async function writeNewFile(target: string, bytes: Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const script = bytes[0] === 0x23 && bytes[1] === 0x21; // '#!'
  await writeFile(target, bytes, { flag: 'wx', mode: script ? 0o755 : 0o644 });
}
