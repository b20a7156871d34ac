import type { OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { lintPolicy } from './policy.js';
import { applyFix, argsSchema as applyFixArguments } from './tools/apply-fix.js';
import { readCurrentFile } from './tools/read-current-file.js';
import { ruffConfigContext } from './tools/ruff-config.js';
import { runLinter, argsSchema as runLinterArguments } from './tools/run-linter.js';
import { unfixedLintCheck } from './tools/unfixed-check.js';
import { unlinted } from './tools/project-linter.js';

/** lint: Ruff's safe fixes on the node's own lines, one at a time. */
export const op: OpModule = {
  ...manifest,
  policy: lintPolicy,
  tools: {
    run_linter: { handler: runLinter, arguments: runLinterArguments },
    apply_fix: { handler: applyFix, arguments: applyFixArguments },
    read_current_file: { handler: readCurrentFile, arguments: NO_ARGUMENTS },
  },
  contextProviders: { ruff_config: ruffConfigContext },
  checks: { unfixed: unfixedLintCheck },
  skips: unlinted,
};
