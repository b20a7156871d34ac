import type { LanguageModule } from '../language.js';
import { createRuffLinters } from './linters.js';
import { manifests } from './manifest.js';
import { createRuffSettings } from './ruff-settings.js';

const [python] = manifests as [(typeof manifests)[number]];

/**
 * Python: every op. The ops' own tools are Python's (docstrings in Google,
 * NumPy, reST and Markdown; tests from doctests under pytest; sample data as
 * fixtures); its linter is Ruff with the project's configuration.
 */
export const languages: readonly LanguageModule[] = [
  {
    ...python,
    ops: { docstring: {}, test: {}, sample_data: {} },
    createLinters: (host) => createRuffLinters(host, createRuffSettings(host)),
  },
];
