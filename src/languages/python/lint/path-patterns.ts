import { createGlobMatcher, escapeGlob, type GlobDialect } from '../../../core/globs.js';
import type { ExcludeGlob, RootedGlob } from './ruff-types.js';

/**
 * The globs of a Ruff configuration (`exclude`, `per-file-ignores`, …), as
 * Ruff's `globset` reads them: `*` and `?` match any character, `/` included
 * (Ruff does not keep separators literal: `tests/*` also matches
 * `tests/unit/a.py`), `**` then `/` any run of folders or none, and
 * `{1..3}` the literal text `1..3` (globset has no ranges). Ruff's settings
 * reference names the syntax globset's. A negated class never matches `/`
 * (in Ruff's own matcher it may: a divergence no real pattern has shown).
 */
export const RUFF_GLOBS: GlobDialect = {
  name: 'ruff',
  wildcardsCrossFolders: true,
  ranges: false,
  coversFolders: false,
};

/**
 * Ruff's path globs ({@link RUFF_GLOBS}). Ruff matches a
 * configuration's glob twice: anchored at the folder of the configuration file that wrote it
 * (`root`), against the file's whole path; and as written, against the file's
 * name alone. `byName: false` skips the second match.
 */
export function pathMatches(
  glob: RootedGlob | string,
  filePath: string,
  byName: boolean = true,
): boolean {
  const { pattern, root } = typeof glob === 'string' ? { pattern: glob, root: '' } : glob;
  // Compiled first, so a bad glob is reported as written.
  const asWritten = createGlobMatcher(pattern, RUFF_GLOBS);
  const anchored = tryAnchor(root, pattern);
  if (anchored !== undefined && createGlobMatcher(anchored, RUFF_GLOBS)(`/${filePath}`))
    return true;
  return byName && asWritten(filePath.slice(filePath.lastIndexOf('/') + 1));
}

/**
 * True when Ruff, walking the project, leaves the file out: the file or one
 * of its folders up to the project root matches an exclusion. A user's glob
 * is matched by name only when it has no `/`; Ruff's default names always are.
 */
export function pathExcluded(
  patterns: readonly (ExcludeGlob | string)[],
  filePath: string,
  projectRoot: string = '',
): boolean {
  const segments = filePath.split('/');
  const rootDepth = projectRoot === '' ? 0 : projectRoot.split('/').length;
  const prefixes = segments
    .map((_, index) => segments.slice(0, index + 1).join('/'))
    .slice(rootDepth);
  return patterns.some((entry) => {
    const glob = typeof entry === 'string' ? { pattern: entry, root: '' } : entry;
    // Ruff's default names are matched by name; a user's glob also by name when it has no '/'.
    const anchored = 'builtin' in glob && glob.builtin === true ? { ...glob, root: '/' } : glob;
    const trimmed = { pattern: anchored.pattern.replace(/\/$/, ''), root: anchored.root };
    const byName = anchored.root === '/' || !glob.pattern.includes('/');
    return prefixes.some((prefix) => pathMatches(trimmed, prefix, byName));
  });
}

/**
 * The glob anchored at `root` as an absolute ('/'-led) glob, or undefined when
 * it leaves the tree (an absolute glob names a place on the machine Ruff runs
 * on, never a path inside the repository).
 */
function tryAnchor(root: string, pattern: string): string | undefined {
  if (root === '/' || pattern.startsWith('/')) return undefined;
  const parts: string[] = [];
  // The folder's own name is literal, even when it reads as a glob (`{{cookiecutter.name}}`).
  const folder = root.split('/').map(escapeGlob);
  for (const part of [...folder, ...pattern.split('/')]) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return `/${parts.join('/')}`;
}
