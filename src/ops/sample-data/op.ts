import { z } from 'zod';
import type { OpModule } from '../op-module.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { analyzeSignature } from '../shared/python-signature/analyze-signature.js';
import { sampleDataPolicy } from './policy.js';
import { fixturesContext } from './tools/fixtures-context.js';
import {
  writeFixtureFile,
  argsSchema as writeFixtureArguments,
} from './tools/write-fixture-file.js';

/** sample_data: normal, edge and extreme argument fixtures from the annotations (off by default). */
export const op: OpModule = {
  name: 'sample_data',
  agent: 'sample_data_agent',
  enabledByDefault: false,
  settings: z.object({
    /** The fixture files' format; unset: the project's existing fixtures' (docs/configuration.md). */
    format: z
      .enum(['json', 'yaml'])
      .optional()
      .describe('The format of the sample data (default: json)'),
  }),
  policy: sampleDataPolicy,
  tools: {
    analyze_signature: { handler: analyzeSignature, arguments: NO_ARGUMENTS },
    write_fixture_file: { handler: writeFixtureFile, arguments: writeFixtureArguments },
  },
  contextProviders: { fixtures: fixturesContext },
};
