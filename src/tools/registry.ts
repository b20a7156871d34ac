import { applyFix } from './lint/apply-fix.js';
import { readCurrentFile } from './lint/read-current-file.js';
import { ruffConfigContext } from './lint/ruff-config.js';
import { runLinter } from './lint/run-linter.js';
import type { ContextProvider, ToolHandler } from './tool-context.js';
import { readWorkspaceFile } from './workspace/read-file.js';

/** The `builtin:<id>` tool handlers agent YAML can name. */
export const BUILTIN_TOOLS: ReadonlyMap<string, ToolHandler> = new Map([
  ['lint.run_linter', runLinter],
  ['lint.apply_fix', applyFix],
  ['lint.read_current_file', readCurrentFile],
  ['workspace.read_file', readWorkspaceFile],
]);

/** The `builtin:<id>` context providers agent YAML can name. */
export const BUILTIN_CONTEXT_PROVIDERS: ReadonlyMap<string, ContextProvider> = new Map([
  ['lint.ruff_config', ruffConfigContext],
]);
