import { z } from 'zod';
import type { OpManifest } from '../op-module.js';

/** test: turns documented examples into tests in the project's framework (pytest for Python), runs them, suggests only what passes. */
export const manifest: OpManifest = {
  name: 'test',
  agent: 'test_agent',
  enabledByDefault: true,
  perLanguage: true,
  settings: z.object({
    /** Also write a smoke test that only checks the annotated return type. */
    smoke: z
      .boolean()
      .optional()
      .describe('Also write a smoke test that only checks the annotated return type'),
  }),
};
