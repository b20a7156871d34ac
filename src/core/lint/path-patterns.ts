import type { ExcludeGlob, RootedGlob } from './types.js';

/**
 * Ruff's path globs: `*` and `?` match any character, `/` included (Ruff's
 * glob matcher does not keep separators literal), `**` any run of folders,
 * `[…]` a class, `{a,b}` alternatives. Ruff matches a configuration's glob
 * twice: anchored at the folder of the configuration file that wrote it
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
  const asWritten = globToRegExp(pattern);
  const anchored = tryAnchor(root, pattern);
  if (anchored !== undefined && globToRegExp(anchored).test(`/${filePath}`)) return true;
  return byName && asWritten.test(filePath.slice(filePath.lastIndexOf('/') + 1));
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
  const folder = root.split('/').map((part) => part.replace(/[*?[\]{}\\]/g, '\\$&'));
  for (const part of [...folder, ...pattern.split('/')]) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return `/${parts.join('/')}`;
}

// Compiled once per pattern: exclusion is asked for every folder prefix of every file.
const compiled = new Map<string, RegExp>();

function globToRegExp(glob: string): RegExp {
  let regex = compiled.get(glob);
  if (!regex) {
    const translated = translateGlob(glob);
    if (typeof translated === 'string') throw new Error(`glob '${glob}': ${translated}`);
    regex = translated;
    compiled.set(glob, regex);
  }
  return regex;
}

/**
 * Why Ruff would reject a path glob (an unclosed `{` or `[`, a `}` with no
 * `{`, nested `{}`, a reversed range in a class), or undefined when it is valid. Checked
 * where the configuration is read, so a bad pattern is a CONFIG_001 naming
 * it rather than an exception out of the linter.
 */
export function tryGlobProblem(glob: string): string | undefined {
  const translated = translateGlob(glob.replace(/^\.\//, ''));
  return typeof translated === 'string' ? translated : undefined;
}

/** The glob as an anchored RegExp, or what is wrong with it. */
function translateGlob(glob: string): RegExp | string {
  let source = '';
  let inAlternatives = false;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] ?? '';
    if (char === '*') {
      const atFolderStart = i === 0 || glob[i - 1] === '/';
      let stars = 1;
      while (glob[i + 1] === '*') {
        i += 1;
        stars += 1;
      }
      // `**/` (at the start or after a `/`) also matches no folder at all.
      if (stars > 1 && atFolderStart && glob[i + 1] === '/') {
        source += '(?:.*/)?';
        i += 1;
      } else source += '.*';
    } else if (char === '\\' && i + 1 < glob.length) {
      // A backslash makes the next character literal, as in Ruff's glob matcher.
      i += 1;
      source += (glob[i] ?? '').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    } else if (char === '?') {
      source += '.';
    } else if (char === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) return `the [ at ${i + 1} is never closed`;
      const body = glob.slice(i + 1, close);
      source += `[${body.replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
      i = close;
    } else if (char === '{') {
      if (inAlternatives) return 'nested {} alternatives are not supported';
      source += '(?:';
      inAlternatives = true;
    } else if (char === '}') {
      if (!inAlternatives) return `the } at ${i + 1} closes no {`;
      source += ')';
      inAlternatives = false;
    } else if (char === ',' && inAlternatives) {
      source += '|';
    } else {
      source += char.replace(/[.+^$()|\\/]/g, '\\$&');
    }
  }
  if (inAlternatives) return 'a { is never closed';
  try {
    return new RegExp(`^${source}$`);
  } catch {
    // What is left for the RegExp to refuse is a character class such as [z-a].
    return 'a [] class that is not valid (a range running backwards?)';
  }
}
