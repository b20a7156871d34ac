import type { Node } from 'web-tree-sitter';
import { pythonParser } from '../../../adapters/python/python-parser.js';

/**
 * Parses Python text and hands the root node to `use`; the tree is freed
 * afterwards (web-tree-sitter trees live in wasm memory), with the
 * process's one Python parser.
 */
export async function withPythonTree<T>(text: string, use: (root: Node) => T): Promise<T> {
  const parser = await pythonParser();
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
