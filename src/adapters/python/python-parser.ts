import type { Node, Parser } from 'web-tree-sitter';
import { PYTHON, type LanguagePack } from '../../core/discovery/language-packs.js';
import { sharedLanguage } from './tree-sitter.js';

/**
 * The one Python parser of the thread (tools, checks, the engine and
 * discovery share it), loaded on first use. Parsing is synchronous, so
 * sharing it is safe; each tree lives in wasm memory and must be deleted by
 * whoever parsed it.
 */
export async function pythonParser(): Promise<Parser> {
  return (await sharedLanguage(PYTHON)).parser;
}

/**
 * Hands the root of `text`'s tree to `use`, from the thread's trees of recent
 * texts (shared with discovery) or parsed now, incrementally from the closest
 * recent text when there is one (tree-cache.ts). `use` must be
 * synchronous and keep no node after it returns: the tree is shared, and
 * deleted when newer ones push it out.
 */
export function withParsedPython<T>(text: string, use: (root: Node) => T): Promise<T> {
  return withParsedText(PYTHON, text, use);
}

/** {@link withParsedPython} for a text of any language pack's grammar. */
export async function withParsedText<T>(
  pack: LanguagePack,
  text: string,
  use: (root: Node) => T,
): Promise<T> {
  const { trees } = await sharedLanguage(pack);
  if (!trees) throw new Error(`the ${pack.id} grammar was loaded without its tree cache`);
  return trees.withTree(text, (tree) => use(tree.rootNode));
}
