import type { Node } from 'web-tree-sitter';
import { withParsedPython } from '../parser.js';

/**
 * Hands the root node of Python text to `use` (synchronous: the tree is the
 * process's, shared with other callers of the same text).
 */
export function withPythonTree<T>(text: string, use: (root: Node) => T): Promise<T> {
  return withParsedPython(text, use);
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
