import { z } from 'zod';
import { DOCSTRING_STYLES } from './styles.js';
import type { OpManifest } from '../op-module.js';

/** docstring: repairs the docstring mechanically and reports what is missing; a model writes it. */
export const manifest: OpManifest = {
  name: 'docstring',
  agent: 'docstring_agent',
  enabledByDefault: true,
  perLanguage: true,
  settings: z.object({
    /** The docstring style to write; unset: the project's own (docs/configuration.md). */
    style: z
      .enum(DOCSTRING_STYLES)
      .optional()
      .describe(
        "The docstring style. Unset: the repository's convention, else learned from the code, else google",
      ),
  }),
};
