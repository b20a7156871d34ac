import type { Node } from 'web-tree-sitter';
import type { LanguagePack } from '../../../core/discovery/language-packs.js';
import { placeTypeScriptDefinitions } from './definitions.js';
import { jsDocAbove } from './jsdoc-above.js';

/** `html_comment` is JavaScript's `<!--` line comment. */
const COMMENT_TYPES = ['comment', 'html_comment'] as const;
const comments: ReadonlySet<string> = new Set(COMMENT_TYPES);

/** The definitions of one TypeScript or JavaScript file (see placeTypeScriptDefinitions). */
function placeDefinitions(root: Node, filePath: string) {
  return placeTypeScriptDefinitions(root, filePath, comments);
}

/**
 * The three packs share their definitions; they differ in grammar: TSX and
 * TypeScript read `<T>x` differently, and JavaScript's grammar has no types.
 * They have no query: their definitions come from {@link placeTypeScriptDefinitions}.
 */
const shared = {
  queryDir: 'languages/typescript/queries',
  queryFiles: [],
  commentTypes: COMMENT_TYPES,
  placeDefinitions,
  docsAbove: jsDocAbove,
} satisfies Partial<LanguagePack>;

/** TypeScript (its declaration files `.d.ts` included: they yield no definitions). */
export const TYPESCRIPT: LanguagePack = {
  id: 'typescript',
  extensions: ['.ts', '.mts', '.cts'],
  grammarWasm: 'tree-sitter-typescript.wasm',
  ...shared,
};

/** TypeScript with JSX. */
export const TSX: LanguagePack = {
  id: 'tsx',
  extensions: ['.tsx'],
  grammarWasm: 'tree-sitter-tsx.wasm',
  grammarPackage: 'tree-sitter-typescript',
  ...shared,
};

/** JavaScript, with JSX. */
export const JAVASCRIPT: LanguagePack = {
  id: 'javascript',
  extensions: ['.js', '.jsx', '.mjs', '.cjs'],
  grammarWasm: 'tree-sitter-javascript.wasm',
  ...shared,
};
