import type { Node } from 'web-tree-sitter';
import type { LoadedLanguage } from '../../../core/discovery/discover-file.js';
import type { LanguagePack } from '../../../core/discovery/language-packs.js';
import { sharedLanguage } from '../../../adapters/python/tree-sitter.js';

/** The grammar a script is read with: TypeScript's, or JavaScript's (which reads JSX too). */
export type ScriptDialect = 'typescript' | 'javascript';

// Packs of their own, with no query: test generation only walks trees. (`queryDir` is
// for the packs' shape once discovery's languages name their query folder.)
const PACKS: Readonly<Record<ScriptDialect, LanguagePack>> = {
  typescript: {
    id: 'typescript-testgen',
    queryDir: 'languages/typescript/queries',
    extensions: ['.ts', '.mts', '.cts'],
    grammarWasm: 'tree-sitter-typescript.wasm',
    queryFiles: [],
    commentTypes: ['comment'],
  } as LanguagePack,
  javascript: {
    id: 'javascript-testgen',
    queryDir: 'languages/typescript/queries',
    extensions: ['.js', '.mjs', '.cjs', '.jsx'],
    grammarWasm: 'tree-sitter-javascript.wasm',
    queryFiles: [],
    commentTypes: ['comment'],
  } as LanguagePack,
};

/** The dialect of a file by its name; undefined for a file neither grammar reads (`.tsx`). */
export function tryDialectOf(path: string): ScriptDialect | undefined {
  if (/\.[cm]?ts$/.test(path) && !path.endsWith('.d.ts')) return 'typescript';
  if (/\.([cm]?js|jsx)$/.test(path)) return 'javascript';
  return undefined;
}

/**
 * Hands the root of `text`'s tree to `use`, synchronous, keeping no node
 * after it returns: the tree is deleted then.
 */
export async function withParsedScript<T>(
  text: string,
  dialect: ScriptDialect,
  use: (root: Node) => T,
): Promise<T> {
  const language: LoadedLanguage = await sharedLanguage(PACKS[dialect]);
  const tree = language.parser.parse(text);
  if (!tree) throw new Error(`the ${dialect} parser returned no tree`);
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}
