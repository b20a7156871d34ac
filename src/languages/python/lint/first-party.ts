/** Ruff's default `src`: the repository root and `src/`. */
export const RUFF_DEFAULT_SRC: readonly string[] = ['.', 'src'];

/**
 * The modules Ruff would call first-party: each folder or `.py` file directly
 * inside one of the `src` folders, as Ruff finds them on disk. `files` are
 * the repository's files by '/' path.
 */
export function firstPartyModules(files: readonly string[], src: readonly string[]): string[] {
  const roots = src.map((root) => root.replace(/^\.\/?/, '').replace(/\/+$/, ''));
  const modules = new Set<string>();
  for (const file of files) {
    for (const root of roots) {
      const prefix = root === '' ? '' : `${root}/`;
      if (!file.startsWith(prefix)) continue;
      const [first = '', ...rest] = file.slice(prefix.length).split('/');
      const name = rest.length > 0 ? first : first.replace(/\.pyi?$/, '');
      if (/^[A-Za-z_]\w*$/.test(name) && (rest.length > 0 || /\.pyi?$/.test(first)))
        modules.add(name);
    }
  }
  return [...modules].sort();
}
