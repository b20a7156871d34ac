import type { OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { analyzeSignature } from '../shared/python-signature/analyze-signature.js';
import { testPolicy } from './policy.js';
import { pytestConfigContext } from './tools/pytest-config-context.js';
import { readExistingTests } from './tools/read-existing-tests.js';
import { runTests, argsSchema as runTestsArguments } from './tools/run-tests.js';
import { writeTestFile, argsSchema as writeTestArguments } from './tools/write-test-file.js';

/** test: turns doctest examples into pytest tests, runs them, suggests only what passes. */
export const op: OpModule = {
  ...manifest,
  policy: testPolicy,
  tools: {
    analyze_signature: { handler: analyzeSignature, arguments: NO_ARGUMENTS },
    read_existing_tests: { handler: readExistingTests, arguments: NO_ARGUMENTS },
    write_test_file: { handler: writeTestFile, arguments: writeTestArguments },
    run_tests: { handler: runTests, arguments: runTestsArguments },
  },
  contextProviders: { pytest_config: pytestConfigContext },
};
