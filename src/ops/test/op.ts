import { BY_LANGUAGE, type OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { runTestsArguments, writeTestFileArguments } from './arguments.js';
import { testPolicy } from './policy.js';

/**
 * test: turns documented examples into tests in the project's framework,
 * runs them, suggests only what passes. Each language answers its tools.
 */
export const op: OpModule = {
  ...manifest,
  policy: testPolicy,
  tools: {
    analyze_signature: { handler: BY_LANGUAGE, arguments: NO_ARGUMENTS },
    read_existing_tests: { handler: BY_LANGUAGE, arguments: NO_ARGUMENTS },
    write_test_file: { handler: BY_LANGUAGE, arguments: writeTestFileArguments },
    run_tests: { handler: BY_LANGUAGE, arguments: runTestsArguments },
  },
  contextProviders: { test_config: BY_LANGUAGE },
};
