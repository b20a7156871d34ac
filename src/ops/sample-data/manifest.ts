import { z } from 'zod';
import type { OpManifest } from '../op-module.js';

/** sample_data: normal, edge and extreme argument fixtures from the annotations (off by default). */
export const manifest: OpManifest = {
  name: 'sample_data',
  agent: 'sample_data_agent',
  enabledByDefault: false,
  perLanguage: true,
  settings: z.object({
    /** The fixture files' format; unset: the project's existing fixtures' (docs/configuration.md). */
    format: z
      .enum(['json', 'yaml'])
      .optional()
      .describe('The format of the sample data (default: json)'),
  }),
};
