/**
 * Ruff's path globs: `*` and `**` match any run of characters (also across
 * `/`, as in Ruff's glob matcher), `?` one character, `[…]` a class, `{a,b}`
 * alternatives. A pattern matches a repository-relative path when it matches
 * the path itself or its file name, as Ruff matches against the absolute path
 * and the base name.
 */
export function pathMatches(pattern: string, filePath: string): boolean {
  const regex = globToRegExp(pattern.replace(/^\.\//, ''));
  const name = filePath.slice(filePath.lastIndexOf('/') + 1);
  return regex.test(filePath) || regex.test(name);
}

/**
 * True when the file, or a folder it sits in, matches an exclusion pattern
 * (an excluded folder excludes everything under it, as when Ruff walks a tree).
 */
export function pathExcluded(patterns: readonly string[], filePath: string): boolean {
  const segments = filePath.split('/');
  const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  return patterns.some((pattern) =>
    prefixes.some((prefix) => pathMatches(pattern.replace(/\/$/, ''), prefix)),
  );
}

function globToRegExp(glob: string): RegExp {
  let source = '';
  let inAlternatives = false;
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i] ?? '';
    if (char === '*') {
      source += '.*';
      while (glob[i + 1] === '*') i += 1;
    } else if (char === '?') {
      source += '.';
    } else if (char === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) {
        source += '\\[';
      } else {
        const body = glob
          .slice(i + 1, close)
          .replace(/^!/, '^')
          .replace(/\\/g, '\\\\');
        source += `[${body}]`;
        i = close;
      }
    } else if (char === '{') {
      source += '(?:';
      inAlternatives = true;
    } else if (char === '}' && inAlternatives) {
      source += ')';
      inAlternatives = false;
    } else if (char === ',' && inAlternatives) {
      source += '|';
    } else {
      source += char.replace(/[.+^$()|\\/]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}
