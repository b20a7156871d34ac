import type { Parser } from 'web-tree-sitter';
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
