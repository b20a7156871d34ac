import type { Parser } from 'web-tree-sitter';
import { PYTHON } from '../../core/discovery/language-packs.js';
import { loadLanguage } from './tree-sitter.js';

let parser: Promise<Parser> | undefined;

/**
 * The one Python parser of the process (tools, checks and the engine share
 * it), loaded on first use. Parsing is synchronous, so sharing it is safe;
 * each tree lives in wasm memory and must be deleted by whoever parsed it.
 */
export function pythonParser(): Promise<Parser> {
  parser ??= loadLanguage(PYTHON).then((language) => language.parser);
  return parser;
}
