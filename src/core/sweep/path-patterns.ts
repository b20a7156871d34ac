import { createHash } from 'node:crypto';
import { RemoraError } from '../errors.js';
import { createGlobMatcher, SWEEP_GLOBS, tryGlobProblem } from '../globs.js';

/**
 * Reads a sweep's `paths` input: globs separated by newlines or commas (not
 * the commas of `{a,b}`), relative to the repository root. A pattern with no
 * glob character names a file or a folder; `!` in front excludes what it
 * matches. Empty means the whole repository.
 *
 * @throws RemoraError `CONFIG_001` quoting a pattern that is absolute, leaves
 *   the repository (`..`), excludes nothing (`!` alone) or is not a valid glob
 *   (an unclosed `[` or `{`: `core/globs.ts`).
 */
export function parsePathPatterns(text: string): string[] {
  const patterns = text
    // A comma inside {} separates alternatives, not patterns.
    .split(/\n|,(?![^{]*\})/)
    .map((pattern) => pattern.trim())
    .filter((pattern) => pattern !== '')
    .map((pattern) => pattern.replace(/^(!?)\.\//, '$1').replace(/\/+$/, ''));
  for (const pattern of patterns) {
    const body = pattern.startsWith('!') ? pattern.slice(1) : pattern;
    const problem =
      body === ''
        ? 'it names nothing'
        : /^([\\/]|[A-Za-z]:)/.test(body)
          ? 'it is absolute'
          : body.split('/').includes('..')
            ? "it has a '..' segment"
            : tryGlobProblem(body);
    if (problem)
      throw new RemoraError(
        'CONFIG_001',
        `paths: ${JSON.stringify(pattern)} is refused: ${problem}; expected globs relative ` +
          'to the repository root, such as src/** or !src/generated',
      );
  }
  return [...new Set(patterns)];
}

/**
 * Whether a repository path is in a sweep: matched by some pattern that does
 * not start with `!` (or there is none), and by no `!` pattern. The globs'
 * meaning is the `sweep` dialect of `core/globs.ts`: `*` and `?` stay within
 * one folder, `**` spans any number of them, and a pattern also covers
 * everything under a folder it matches.
 */
export function createPathFilter(patterns: readonly string[]): (path: string) => boolean {
  const included = patterns.filter((p) => !p.startsWith('!')).map(sweepGlob);
  const excluded = patterns.filter((p) => p.startsWith('!')).map((p) => sweepGlob(p.slice(1)));
  return (path) =>
    (included.length === 0 || included.some((matches) => matches(path))) &&
    !excluded.some((matches) => matches(path));
}

const sweepGlob = (glob: string): ((path: string) => boolean) =>
  createGlobMatcher(glob, SWEEP_GLOBS);

/**
 * The short hash that names a sweep of these patterns (its branch,
 * `remora/sweep-<hash>`): the same set of patterns, in any order, gives the
 * same hash, so a rerun finds the branch and pull request of the last one.
 */
export function sweepHash(patterns: readonly string[]): string {
  const sorted = [...new Set(patterns)].sort();
  return createHash('sha256').update(sorted.join('\n'), 'utf8').digest('hex').slice(0, 12);
}
