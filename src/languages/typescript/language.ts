import type { LanguageModule } from '../language-module.js';
import { docstringEngine } from './docstring/tools.js';
import { createProjectLinter } from './lint/project-linter.js';
import { manifests } from './manifest.js';
import { testEngine } from './test/tools.js';
import { typescriptScope } from './scope.js';
import { mergeExampleTestFiles } from './testgen/merge-test-files.js';

/**
 * TypeScript and JavaScript: lint by the project's own Biome or ESLint
 * (whichever configuration governs the file; ESLint in the sandbox), docs as JSDoc/TSDoc, tests from
 * `@example` blocks in the package's own framework (two nodes' new tests of
 * one module merged into one file).
 */
export const languages: readonly LanguageModule[] = manifests.map((manifest) => ({
  ...manifest,
  ops: { docstring: docstringEngine, test: testEngine },
  scope: typescriptScope,
  structuralMerge: mergeExampleTestFiles,
  createLinters: (host) =>
    createProjectLinter({
      stable: host.stable,
      checkoutRoot: host.stableRoot,
      ...(host.trackedFiles ? { trackedFiles: host.trackedFiles } : {}),
      ...(host.execute ? { execute: host.execute } : {}),
    }),
}));
