import type { LanguagePack } from '../core/discovery/language-packs.js';

/**
 * What the rest of Remora knows of a language without loading its code: its
 * name in remora.yaml (`languages.<id>`), how people call it, and the
 * grammars discovery parses its files with. Each language folder exports its
 * languages from its `manifest.ts`; one folder may serve several languages
 * that share their tools (TypeScript and JavaScript).
 */
export interface LanguageManifest {
  /** `languages.<id>` in remora.yaml; lowercase letters. */
  id: string;
  /** How the review names it: `Python`, `TypeScript`. */
  label: string;
  /** The grammars of its files, each with the file endings it owns. */
  packs: readonly LanguagePack[];
}

/** The file endings a language owns, lowercase with the dot. */
export function extensionsOf(language: LanguageManifest): string[] {
  return language.packs.flatMap((pack) => pack.extensions);
}

/** The language of these that owns a path by its ending; undefined for files none reads. */
export function tryLanguageOf<T extends LanguageManifest>(
  languages: readonly T[],
  filePath: string,
): T | undefined {
  const lower = filePath.toLowerCase();
  return languages.find((language) =>
    language.packs.some((pack) => pack.extensions.some((ext) => lower.endsWith(ext))),
  );
}
