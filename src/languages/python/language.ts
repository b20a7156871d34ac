import { docstringCoverageCheck } from './docstring/docstring-check.js';
import { readCurrentDocstring } from './docstring/read-current-docstring.js';
import { readTypeHints } from './docstring/read-type-hints.js';
import { repairDocstring } from './docstring/repair-docstring.js';
import { docstringStyleContext } from './docstring/style-context.js';
import { writeDocstring } from './docstring/write-docstring.js';
import { fixturesContext } from './sample-data/fixtures-context.js';
import { pythonSampleDataPolicy } from './sample-data/policy.js';
import { writeFixtureFile } from './sample-data/write-fixture-file.js';
import { analyzeSignature } from './signature/analyze-signature.js';
import { pythonTestPolicy } from './test/policy.js';
import { pytestConfigContext } from './test/pytest-config-context.js';
import { readExistingTests } from './test/read-existing-tests.js';
import { runTests } from './test/run-tests.js';
import { writeTestFile } from './test/write-test-file.js';
import { mergeTestFiles } from './testgen/merge-test-file.js';
import { findFillerInDiff } from './docs/filler.js';
import type { LanguageModule } from '../language-module.js';
import { createRuffLinters } from './lint/linters.js';
import { prepareRuff } from './lint/ruff.js';
import { manifests } from './manifest.js';
import { createRuffSettings } from './lint/ruff-settings.js';
import { pythonScope } from './scope.js';

const [python] = manifests as [(typeof manifests)[number]];

/**
 * Python, for every op: docstrings in Google, NumPy, reST and Markdown;
 * tests from doctests under pytest; sample data as fixtures; Ruff, with the
 * project's configuration, as its linter.
 */
export const languages: readonly LanguageModule[] = [
  {
    ...python,
    ops: {
      docstring: {
        tools: {
          read_current_docstring: readCurrentDocstring,
          read_type_hints: readTypeHints,
          write_docstring: writeDocstring,
          repair_docstring: repairDocstring,
        },
        contextProviders: { style: docstringStyleContext },
        checks: { coverage: docstringCoverageCheck },
      },
      test: {
        policy: pythonTestPolicy,
        tools: {
          analyze_signature: analyzeSignature,
          read_existing_tests: readExistingTests,
          write_test_file: writeTestFile,
          run_tests: runTests,
        },
        contextProviders: { test_config: pytestConfigContext },
      },
      sample_data: {
        policy: pythonSampleDataPolicy,
        tools: { analyze_signature: analyzeSignature, write_fixture_file: writeFixtureFile },
        contextProviders: { fixtures: fixturesContext },
      },
    },
    scope: pythonScope,
    structuralMerge: mergeTestFiles,
    findFillerInDiff,
    createLinters: (host) => createRuffLinters(host, createRuffSettings(host)),
    prepareLinters: (idle) => void prepareRuff(idle),
  },
];
