const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

const KEYWORDS = new Set(
  'False None True and as assert async await break class continue def del elif else except finally for from global if import in is lambda nonlocal not or pass raise return try while with yield'.split(
    ' ',
  ),
);

/** How a file is imported: its dotted module, or why it cannot be. */
export type ModulePath = { ok: true; module: string; root: string } | { ok: false; reason: string };

/**
 * The dotted module of a Python file, given the folders on the import path
 * (the repository root, `src/` in a src layout, pytest's `pythonpath`
 * entries): the deepest root that contains the file wins. `pkg/__init__.py`
 * is `pkg`.
 */
export function modulePathOf(filePath: string, importRoots: readonly string[]): ModulePath {
  if (!filePath.endsWith('.py')) return { ok: false, reason: `${filePath} is not a .py file` };
  const roots = [...importRoots]
    .filter((r) => r === '' || filePath.startsWith(`${r}/`))
    .sort((a, b) => b.length - a.length);
  const root = roots[0] ?? '';
  const relative = root === '' ? filePath : filePath.slice(root.length + 1);
  const parts = relative.slice(0, -'.py'.length).split('/');
  if (parts.at(-1) === '__init__') parts.pop();
  if (parts.length === 0)
    return { ok: false, reason: `${filePath} is a package root with no name` };
  if (parts.at(-1) === '__main__')
    return { ok: false, reason: `${filePath} is a __main__ module; importing it runs the program` };
  const bad = parts.find((part) => !IDENTIFIER.test(part) || KEYWORDS.has(part));
  if (bad !== undefined)
    return {
      ok: false,
      reason: `${filePath} cannot be imported: '${bad}' is not a Python identifier`,
    };
  return { ok: true, module: parts.join('.'), root };
}

/**
 * The folders to put on PYTHONPATH: the root, `src` when the project keeps
 * its packages there (a src layout), and pytest's own `pythonpath` entries.
 */
export function importRoots(
  files: readonly string[],
  configured: readonly string[] = [],
): string[] {
  const roots = new Set<string>(['']);
  if (files.some((f) => f.startsWith('src/') && f.endsWith('.py'))) roots.add('src');
  for (const entry of configured) {
    const clean = entry.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    // The root itself is already there; a path out of the repository is never imported from.
    if (clean === '' || clean === '.' || clean.startsWith('/') || clean.split('/').includes('..'))
      continue;
    roots.add(clean);
  }
  return [...roots];
}
