import type { OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
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
  ...manifest,
  policy: sampleDataPolicy,
  tools: {
    analyze_signature: { handler: analyzeSignature, arguments: NO_ARGUMENTS },
    write_fixture_file: { handler: writeFixtureFile, arguments: writeFixtureArguments },
  },
  contextProviders: { fixtures: fixturesContext },
};
