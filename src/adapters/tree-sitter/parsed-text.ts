import type { Node } from 'web-tree-sitter';
import type { LanguagePack } from '../../core/discovery/language-packs.js';
import { sharedLanguage } from './tree-sitter.js';

/**
 * Hands the root of `text`'s tree in `pack`'s grammar to `use`, from the
 * thread's trees of recent texts (shared with discovery) or parsed now,
 * incrementally from the closest recent text when there is one
 * (tree-cache.ts). `use` must be synchronous and keep no node after it
 * returns: the tree is shared, and deleted when newer ones push it out.
 */
export async function withParsedText<T>(
  pack: LanguagePack,
  text: string,
  use: (root: Node) => T,
): Promise<T> {
  const { trees } = await sharedLanguage(pack);
  if (!trees) throw new Error(`the ${pack.id} grammar was loaded without its tree cache`);
  return trees.withTree(text, (tree) => use(tree.rootNode));
}
