import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const bundled = existsSync(join(here, 'web-tree-sitter.wasm'));

/**
 * Where a runtime asset (a .wasm file, a query pack, the op folders' agents) lives.
 * In the bundle every asset sits beside `index.js`, so `node dist/index.js`
 * works from any directory; from source they come from node_modules and the
 * repository's folders.
 */
export function assetPath(
  name: string,
  /**
   * The npm package a .wasm comes from (a linter's, or a grammar's when not
   * named after its file), found beside the package's entry.
   */
  fromPackage?: string,
): string {
  if (bundled) return join(here, name);
  const repoRoot = join(here, '..', '..', '..');
  if (name.startsWith('queries/') || name.startsWith('languages/'))
    return join(repoRoot, 'src', name);
  if (name === 'ops' || name.startsWith('ops/')) return join(repoRoot, 'src', name);
  const require = createRequire(import.meta.url);
  if (name === 'web-tree-sitter.wasm' || name === 'web-tree-sitter.cjs')
    return join(dirname(require.resolve('web-tree-sitter/web-tree-sitter.wasm')), name);
  if (fromPackage && !name.startsWith('tree-sitter-'))
    return join(dirname(require.resolve(fromPackage)), name);
  const grammar = /^tree-sitter-([a-z_]+)\.wasm$/.exec(name);
  if (grammar) {
    const from = fromPackage ?? `tree-sitter-${grammar[1]}`;
    return join(dirname(require.resolve(`${from}/package.json`)), name);
  }
  throw new Error(`unknown asset ${name}`);
}

/** True when running from the committed bundle rather than from source. */
export function isBundled(): boolean {
  return bundled;
}
