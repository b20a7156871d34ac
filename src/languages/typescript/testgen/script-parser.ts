import type { Node } from 'web-tree-sitter';
import type { LoadedLanguage } from '../../../core/discovery/discover-file.js';
import type { LanguagePack } from '../../../core/discovery/language-packs.js';
import { sharedLanguage } from '../../../adapters/tree-sitter/tree-sitter.js';
import { JAVASCRIPT, TYPESCRIPT } from '../discovery/packs.js';

/** The grammar a script is read with: TypeScript's, or JavaScript's (which reads JSX too). */
export type ScriptDialect = 'typescript' | 'javascript';

/** The discovery packs the scripts are read with: their grammars (TSX's aside). */
const PACKS: Readonly<Record<ScriptDialect, LanguagePack>> = {
  typescript: TYPESCRIPT,
  javascript: JAVASCRIPT,
};

/** The dialect of a file by its name; undefined for a file neither grammar reads (`.tsx`). */
export function tryDialectOf(path: string): ScriptDialect | undefined {
  if (/\.[cm]?ts$/.test(path) && !path.endsWith('.d.ts')) return 'typescript';
  if (/\.([cm]?js|jsx)$/.test(path)) return 'javascript';
  return undefined;
}

/**
 * Hands the root of `text`'s tree to `use`, synchronous, keeping no node
 * after it returns: the tree is the thread's shared one of that text
 * (discovery's), deleted when newer ones push it out.
 */
export async function withParsedScript<T>(
  text: string,
  dialect: ScriptDialect,
  use: (root: Node) => T,
): Promise<T> {
  const language: LoadedLanguage = await sharedLanguage(PACKS[dialect]);
  if (!language.trees) throw new Error(`the ${dialect} grammar was loaded without its tree cache`);
  return language.trees.withTree(text, (tree) => use(tree.rootNode));
}
