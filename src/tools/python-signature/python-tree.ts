import type { Node } from 'web-tree-sitter';
import { loadLanguage } from '../../adapters/tree-sitter.js';
import type { LoadedLanguage } from '../../core/discovery/discover-file.js';
import { PYTHON } from '../../core/discovery/language-packs.js';

let language: Promise<LoadedLanguage> | undefined;

/**
 * Parses Python text and hands the root node to `use`; the tree is freed
 * afterwards (web-tree-sitter trees live in wasm memory). The grammar is
 * loaded on first use and kept for the process.
 */
export async function withPythonTree<T>(text: string, use: (root: Node) => T): Promise<T> {
  language ??= loadLanguage(PYTHON);
  const { parser } = await language;
  const tree = parser.parse(text);
  if (!tree) throw new Error('the Python parser returned no tree');
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** Parses several snippets in turn with one loaded grammar. */
export async function mapPythonSnippets<T>(
  snippets: readonly string[],
  use: (root: Node) => T,
): Promise<T[]> {
  const results: T[] = [];
  for (const snippet of snippets) results.push(await withPythonTree(snippet, use));
  return results;
}
