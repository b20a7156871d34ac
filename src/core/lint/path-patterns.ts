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
      source += '.*';
      while (glob[i + 1] === '*') i += 1;
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
