import type { LanguageModule } from '../language-module.js';
import { manifests } from './manifest.js';

/** TypeScript and JavaScript: the ops that do not differ by language. */
export const languages: readonly LanguageModule[] = manifests.map((manifest) => ({
  ...manifest,
  ops: {},
}));
