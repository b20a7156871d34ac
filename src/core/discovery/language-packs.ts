/**
 * What discovery needs to know about a language. Adding a language is adding a
 * pack: its grammar, its query file, and the names of its comment nodes.
 */
export interface LanguagePack {
  id: string;
  /** File name endings this language owns, with the dot. */
  extensions: readonly string[];
  /** The grammar's .wasm file name (an asset shipped beside the bundle). */
  grammarWasm: string;
  /** Query files under `queries/<id>/`, concatenated. */
  queryFiles: readonly string[];
  /** Node types that are comments: they never extend a node's end. */
  commentTypes: readonly string[];
}

export const PYTHON: LanguagePack = {
  id: 'python',
  extensions: ['.py', '.pyi'],
  grammarWasm: 'tree-sitter-python.wasm',
  queryFiles: ['definitions.scm'],
  commentTypes: ['comment'],
};

export const LANGUAGE_PACKS: readonly LanguagePack[] = [PYTHON];

/** The pack for a path, by its ending; undefined for files no pack reads. */
export function tryLanguageFor(filePath: string): LanguagePack | undefined {
  const lower = filePath.toLowerCase();
  return LANGUAGE_PACKS.find((pack) => pack.extensions.some((ext) => lower.endsWith(ext)));
}
