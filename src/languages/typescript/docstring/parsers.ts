import type { Parser } from 'web-tree-sitter';
import { sharedLanguage } from '../../../adapters/tree-sitter/tree-sitter.js';
import type { LanguagePack } from '../../../core/discovery/language-packs.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from '../discovery/packs.js';
import { grammarOf, type JsGrammar } from '../docs/grammar.js';

const PACKS: Readonly<Record<JsGrammar, LanguagePack>> = {
  typescript: TYPESCRIPT,
  tsx: TSX,
  javascript: JAVASCRIPT,
};

/** The thread's parser of a file's grammar (discovery's own): parsing is synchronous, so it is shared. */
export async function parserFor(filePath: string): Promise<Parser> {
  return (await sharedLanguage(PACKS[grammarOf(filePath)])).parser;
}
