import type { Node, Parser, Tree } from 'web-tree-sitter';
import { PYTHON } from '../../core/discovery/language-packs.js';
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

// The trees of the last texts parsed: an op's tools parse the same file again
// and again (each call locates its node anew), and a 20,000-line module takes
// a tenth of a second a parse. Trees live in wasm memory: evicted ones are deleted.
const RECENT_TREES = 8;
const recent: { text: string; tree: Tree }[] = [];

/**
 * Hands the root of `text`'s tree to `use`, from the recent trees or parsed
 * now. `use` must be synchronous and keep no node after it returns: the tree
 * is shared, and deleted when newer ones push it out.
 */
export async function withParsedPython<T>(text: string, use: (root: Node) => T): Promise<T> {
  const parser = await pythonParser();
  // From here to `use` returning, nothing else runs: no eviction can free the tree in use.
  const at = recent.findIndex((entry) => entry.text === text);
  let entry = at === -1 ? undefined : recent.splice(at, 1)[0];
  if (!entry) {
    const tree = parser.parse(text);
    if (!tree) throw new Error('the Python parser returned no tree');
    entry = { text, tree };
    while (recent.length >= RECENT_TREES) recent.shift()?.tree.delete();
  }
  recent.push(entry);
  return use(entry.tree.rootNode);
}
