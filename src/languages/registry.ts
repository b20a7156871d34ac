import { BUNDLED_OPS } from '../ops/bundled-ops.js';
import { createOpRegistry, type LanguageTable, type OpRegistry } from '../ops/registry.js';
import { BUNDLED_LANGUAGES } from './bundled-languages.js';
import { tryLanguageOf } from './language.js';
import type { LanguageModule } from './language-module.js';
import type { StructuralMerge } from '../core/workspace/merge.js';

/** The languages that ship with Remora, with their code. */
export const BUILTIN_LANGUAGES: readonly LanguageModule[] = BUNDLED_LANGUAGES;

/** A language table of these languages: which one owns a file, by its ending. */
export function languageTable(languages: readonly LanguageModule[]): LanguageTable {
  return { all: languages, of: (filePath) => tryLanguageOf(languages, filePath) };
}

/** The structural merge of the language that owns each path, where it has one. */
export function structuralMergeOf(languages: readonly LanguageModule[]): StructuralMerge {
  return (path, base, current, incoming) =>
    tryLanguageOf(languages, path)?.structuralMerge?.(path, base, current, incoming);
}

/** {@link structuralMergeOf} the languages that ship with Remora. */
export const BUILTIN_STRUCTURAL_MERGE: StructuralMerge = structuralMergeOf(BUILTIN_LANGUAGES);

/** The registry of the ops and languages that ship with Remora. */
export const BUILTIN_REGISTRY: OpRegistry = createOpRegistry(
  BUNDLED_OPS,
  languageTable(BUILTIN_LANGUAGES),
);
