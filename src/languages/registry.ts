import { PYTHON, type LanguagePack } from '../core/discovery/language-packs.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from './typescript/discovery/packs.js';

/**
 * Every language pack: the one list of them. It stands above core, which
 * knows what a pack is but names no language, and below the adapters and the
 * pipeline that read files by their pack.
 */
export const LANGUAGE_PACKS: readonly LanguagePack[] = [PYTHON, TYPESCRIPT, TSX, JAVASCRIPT];

/** The pack for a path, by its ending; undefined for files no pack reads. */
export function tryLanguageFor(filePath: string): LanguagePack | undefined {
  const lower = filePath.toLowerCase();
  return LANGUAGE_PACKS.find((pack) => pack.extensions.some((ext) => lower.endsWith(ext)));
}
