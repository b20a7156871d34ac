import type { LanguageModule } from '../language-module.js';
import { docstringEngine } from './docstring/tools.js';
import { createProjectLinter } from './lint/project-linter.js';
import { manifests } from './manifest.js';

/**
 * TypeScript and JavaScript: lint by the project's own Biome (where a Biome
 * configuration governs the file), docs as JSDoc/TSDoc.
 */
export const languages: readonly LanguageModule[] = manifests.map((manifest) => ({
  ...manifest,
  ops: { docstring: docstringEngine },
  createLinters: (host) => createProjectLinter({ stable: host.stable }),
}));
