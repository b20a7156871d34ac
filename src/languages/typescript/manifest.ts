import type { LanguageManifest } from '../language.js';
import { JAVASCRIPT, TSX, TYPESCRIPT } from './discovery/packs.js';

/**
 * TypeScript (`.ts`, `.mts`, `.cts`, `.tsx`) and JavaScript (`.js`, `.jsx`,
 * `.mjs`, `.cjs`): two languages of one folder, sharing its tools.
 */
export const manifests: readonly LanguageManifest[] = [
  {
    id: 'typescript',
    label: 'TypeScript',
    packs: [TYPESCRIPT, TSX],
    toolFolders: ['node_modules'],
  },
  { id: 'javascript', label: 'JavaScript', packs: [JAVASCRIPT], toolFolders: ['node_modules'] },
];
