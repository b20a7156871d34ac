import { z } from 'zod';
import { applyFix, argsSchema as applyFixArguments } from './lint/apply-fix.js';
import { readCurrentFile } from './lint/read-current-file.js';
import { ruffConfigContext } from './lint/ruff-config.js';
import { runLinter, argsSchema as runLinterArguments } from './lint/run-linter.js';
import type { ContextProvider, FindingCheck, ToolHandler } from './tool-context.js';
import { docstringCoverageCheck } from './docstring/docstring-check.js';
import { unfixedLintCheck } from './lint/unfixed-check.js';
import { readWorkspaceFile, argsSchema as readFileArguments } from './workspace/read-file.js';
import { readCurrentDocstring } from './docstring/read-current-docstring.js';
import { readTypeHints } from './docstring/read-type-hints.js';
import { docstringStyleContext } from './docstring/style-context.js';
import {
  writeDocstring,
  argsSchema as writeDocstringArguments,
} from './docstring/write-docstring.js';
import { repairDocstring } from './docstring/repair-docstring.js';
import { analyzeSignature } from './python-signature/analyze-signature.js';
import { fixturesContext } from './sample-data/fixtures-context.js';
import {
  writeFixtureFile,
  argsSchema as writeFixtureArguments,
} from './sample-data/write-fixture-file.js';
import { pytestConfigContext } from './test/pytest-config-context.js';
import { readExistingTests } from './test/read-existing-tests.js';
import { runTests, argsSchema as runTestsArguments } from './test/run-tests.js';
import { writeTestFile, argsSchema as writeTestArguments } from './test/write-test-file.js';

/** Handlers that read nothing from their arguments. */
const NO_ARGUMENTS = z.object({});

/** Each built-in tool: its id, its handler and the arguments the handler parses. */
const BUILTIN_TOOL_TABLE: readonly [string, ToolHandler, z.ZodObject][] = [
  ['lint.run_linter', runLinter, runLinterArguments],
  ['lint.apply_fix', applyFix, applyFixArguments],
  ['lint.read_current_file', readCurrentFile, NO_ARGUMENTS],
  ['workspace.read_file', readWorkspaceFile, readFileArguments],
  ['docstring.read_current_docstring', readCurrentDocstring, NO_ARGUMENTS],
  ['docstring.read_type_hints', readTypeHints, NO_ARGUMENTS],
  ['docstring.write_docstring', writeDocstring, writeDocstringArguments],
  ['docstring.repair_docstring', repairDocstring, NO_ARGUMENTS],
  ['test.analyze_signature', analyzeSignature, NO_ARGUMENTS],
  ['test.read_existing_tests', readExistingTests, NO_ARGUMENTS],
  ['test.write_test_file', writeTestFile, writeTestArguments],
  ['test.run_tests', runTests, runTestsArguments],
  ['sample_data.analyze_signature', analyzeSignature, NO_ARGUMENTS],
  ['sample_data.write_fixture_file', writeFixtureFile, writeFixtureArguments],
];

/** The `builtin:<id>` tool handlers agent YAML can name. */
export const BUILTIN_TOOLS: ReadonlyMap<string, ToolHandler> = new Map(
  BUILTIN_TOOL_TABLE.map(([id, handler]) => [id, handler]),
);

/**
 * The zod schema each built-in handler parses its arguments with. An agent
 * naming the handler must declare the same `parameters` (checked at load).
 */
export const BUILTIN_TOOL_ARGUMENTS: ReadonlyMap<string, z.ZodObject> = new Map(
  BUILTIN_TOOL_TABLE.map(([id, , args]) => [id, args]),
);

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
