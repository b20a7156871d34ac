import { BUNDLED_LANGUAGE_MANIFESTS } from './bundled-language-manifests.js';
import { tryLanguageOf, type LanguageManifest } from './language.js';

/** The languages that ship with Remora, as far as discovery and remora.yaml need them: no language's code. */
export const LANGUAGE_MANIFESTS: readonly LanguageManifest[] = BUNDLED_LANGUAGE_MANIFESTS;

/** The language that owns a path, by its ending; undefined for files no language reads. */
export function tryLanguageFor(filePath: string): LanguageManifest | undefined {
  return tryLanguageOf(LANGUAGE_MANIFESTS, filePath);
}
