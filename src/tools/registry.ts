import { applyFix } from './lint/apply-fix.js';
import { readCurrentFile } from './lint/read-current-file.js';
import { ruffConfigContext } from './lint/ruff-config.js';
import { runLinter } from './lint/run-linter.js';
import type { ContextProvider, FindingCheck, ToolHandler } from './tool-context.js';
import { docstringCoverageCheck } from './docstring/docstring-check.js';
import { unfixedLintCheck } from './lint/unfixed-check.js';
import { readWorkspaceFile } from './workspace/read-file.js';
import { readCurrentDocstring } from './docstring/read-current-docstring.js';
import { readTypeHints } from './docstring/read-type-hints.js';
import { docstringStyleContext } from './docstring/style-context.js';
import { writeDocstring } from './docstring/write-docstring.js';
import { repairDocstring } from './docstring/repair-docstring.js';
import { analyzeSignature } from './python-signature/analyze-signature.js';
import { fixturesContext } from './sample-data/fixtures-context.js';
import { writeFixtureFile } from './sample-data/write-fixture-file.js';
import { pytestConfigContext } from './test/pytest-config-context.js';
import { readExistingTests } from './test/read-existing-tests.js';
import { runTests } from './test/run-tests.js';
import { writeTestFile } from './test/write-test-file.js';

/** The `builtin:<id>` tool handlers agent YAML can name. */
export const BUILTIN_TOOLS: ReadonlyMap<string, ToolHandler> = new Map([
  ['lint.run_linter', runLinter],
  ['lint.apply_fix', applyFix],
  ['lint.read_current_file', readCurrentFile],
  ['workspace.read_file', readWorkspaceFile],
  ['docstring.read_current_docstring', readCurrentDocstring],
  ['docstring.read_type_hints', readTypeHints],
  ['docstring.write_docstring', writeDocstring],
  ['docstring.repair_docstring', repairDocstring],
  ['test.analyze_signature', analyzeSignature],
  ['test.read_existing_tests', readExistingTests],
  ['test.write_test_file', writeTestFile],
  ['test.run_tests', runTests],
  ['sample_data.analyze_signature', analyzeSignature],
  ['sample_data.write_fixture_file', writeFixtureFile],
]);

/** The `builtin:<id>` context providers agent YAML can name. */
export const BUILTIN_CONTEXT_PROVIDERS: ReadonlyMap<string, ContextProvider> = new Map([
  ['lint.ruff_config', ruffConfigContext],
  ['docstring.style', docstringStyleContext],
  ['test.pytest_config', pytestConfigContext],
  ['sample_data.fixtures', fixturesContext],
]);

/** The `builtin:<id>` checks agent YAML can name under `checks:`. */
export const BUILTIN_CHECKS: ReadonlyMap<string, FindingCheck> = new Map([
  ['lint.unfixed', unfixedLintCheck],
  ['docstring.coverage', docstringCoverageCheck],
]);
