import { BY_LANGUAGE, type OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { writeFixtureFileArguments } from './arguments.js';
import { sampleDataPolicy } from './policy.js';

/**
 * sample_data: normal, edge and extreme argument fixtures from the
 * annotations (off by default). Each language answers its tools.
 */
export const op: OpModule = {
  ...manifest,
  policy: sampleDataPolicy,
  tools: {
    analyze_signature: { handler: BY_LANGUAGE, arguments: NO_ARGUMENTS },
    write_fixture_file: { handler: BY_LANGUAGE, arguments: writeFixtureFileArguments },
  },
  contextProviders: { fixtures: BY_LANGUAGE },
};
