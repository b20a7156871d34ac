import { PYTHON } from './discovery/pack.js';
import type { LanguageManifest } from '../language.js';

/** Python: `.py` and `.pyi` files. */
export const manifests: readonly LanguageManifest[] = [
  { id: 'python', label: 'Python', packs: [PYTHON] },
];
