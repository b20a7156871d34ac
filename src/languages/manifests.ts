import type { LanguagePack } from '../core/discovery/language-packs.js';
import { BUNDLED_LANGUAGE_MANIFESTS } from './bundled-language-manifests.js';
import { tryLanguageOf, type LanguageManifest } from './language.js';

/** The languages that ship with Remora, as far as discovery and remora.yaml need them: no language's code. */
export const LANGUAGE_MANIFESTS: readonly LanguageManifest[] = BUNDLED_LANGUAGE_MANIFESTS;

/** Every grammar of every language: the one list of them. */
export const LANGUAGE_PACKS: readonly LanguagePack[] = LANGUAGE_MANIFESTS.flatMap(
  (language) => language.packs,
);

/** Every language's tool folders (installed packages, caches): never the project's source. */
export const TOOL_FOLDERS: ReadonlySet<string> = new Set(
  LANGUAGE_MANIFESTS.flatMap((language) => language.toolFolders ?? []),
);

/** The language that owns a path, by its ending; undefined for files no language reads. */
export function tryLanguageFor(filePath: string): LanguageManifest | undefined {
  return tryLanguageOf(LANGUAGE_MANIFESTS, filePath);
}

/** The grammar a path is parsed with, by its ending; undefined for files no language reads. */
export function tryPackFor(filePath: string): LanguagePack | undefined {
  const lower = filePath.toLowerCase();
  return LANGUAGE_PACKS.find((pack) => pack.extensions.some((ext) => lower.endsWith(ext)));
}
