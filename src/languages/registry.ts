import { BUNDLED_OPS } from '../ops/bundled-ops.js';
import { createOpRegistry, type LanguageTable, type OpRegistry } from '../ops/registry.js';
import { BUNDLED_LANGUAGES } from './bundled-languages.js';
import { tryLanguageOf } from './language.js';
import type { LanguageModule } from './language-module.js';
import type { StructuralMerge } from '../core/workspace/merge.js';
import type { FillerProblem } from '../core/signal/filler.js';

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

/**
 * The filler a diff's added lines hold, each file's part judged by the
 * language that owns the file; a file no language owns, or whose language
 * finds none, has none.
 */
export function fillerInDiffOf(
  languages: readonly LanguageModule[],
): (diff: string) => FillerProblem[] {
  return (diff) => {
    const parts = new Map<LanguageModule, string[]>();
    let current: string[] | undefined;
    let previous = '';
    for (const line of diff.split('\n')) {
      if (line.startsWith('+++ ') && previous.startsWith('--- ')) {
        const language = tryLanguageOf(languages, line.slice(4).replace(/^b\//, '').trim());
        current = language?.findFillerInDiff ? (parts.get(language) ?? []) : undefined;
        if (language && current) parts.set(language, current);
      }
      current?.push(line);
      previous = line;
    }
    return [...parts].flatMap(([language, lines]) =>
      language.findFillerInDiff ? language.findFillerInDiff(lines.join('\n')) : [],
    );
  };
}

/** {@link fillerInDiffOf} the languages that ship with Remora. */
export const findFillerInDiff: (diff: string) => FillerProblem[] =
  fillerInDiffOf(BUILTIN_LANGUAGES);

/**
 * Whether a file is test code as any of the languages' test runners would
 * find it: a test folder holds fixtures and data of no language as well.
 */
export function testPathOf(languages: readonly LanguageModule[]): (filePath: string) => boolean {
  return (filePath) => languages.some((language) => language.scope?.isTestPath(filePath) ?? false);
}

/** {@link testPathOf} the languages that ship with Remora. */
export const isTestPath: (filePath: string) => boolean = testPathOf(BUILTIN_LANGUAGES);

/** The registry of the ops and languages that ship with Remora. */
export const BUILTIN_REGISTRY: OpRegistry = createOpRegistry(
  BUNDLED_OPS,
  languageTable(BUILTIN_LANGUAGES),
);
