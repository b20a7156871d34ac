import type { Node, Parser } from 'web-tree-sitter';
import type { TreeCache } from '../../core/discovery/discover-file.js';
import { PYTHON } from './discovery/pack.js';
import { withParsedText } from '../../adapters/tree-sitter/parsed-text.js';
import { sharedLanguage } from '../../adapters/tree-sitter/tree-sitter.js';

/**
 * The one Python parser of the thread (tools, checks, the engine and
 * discovery share it), loaded on first use. Parsing is synchronous, so
 * sharing it is safe; each tree lives in wasm memory and must be deleted by
 * whoever parsed it.
 */
export async function pythonParser(): Promise<Parser> {
  return (await sharedLanguage(PYTHON)).parser;
}

/** The thread's shared Python trees (tree-cache.ts), loaded on first use. */
export async function pythonTrees(): Promise<TreeCache> {
  const { trees } = await sharedLanguage(PYTHON);
  if (!trees) throw new Error('the Python grammar was loaded without its tree cache');
  return trees;
}

/** The root of `text`'s Python tree, handed to `use` as {@link withParsedText} does. */
export function withParsedPython<T>(text: string, use: (root: Node) => T): Promise<T> {
  return withParsedText(PYTHON, text, use);
}
