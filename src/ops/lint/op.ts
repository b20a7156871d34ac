import type { OpModule } from '../op-module.js';
import { linterConfigContext } from './tools/linter-config.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { lintPolicy } from './policy.js';
import { applyFix, argsSchema as applyFixArguments } from './tools/apply-fix.js';
import { readCurrentFile } from './tools/read-current-file.js';
import { runLinter, argsSchema as runLinterArguments } from './tools/run-linter.js';
import { unfixedLintCheck } from './tools/unfixed-check.js';
import { unlinted } from './tools/project-linter.js';

/**
 * lint: the project's own linter's safe fixes on the node's own lines; each
 * language gives its linters (`createLinters` of its folder).
 */
export const op: OpModule = {
  ...manifest,
  policy: lintPolicy,
  tools: {
    run_linter: { handler: runLinter, arguments: runLinterArguments },
    apply_fix: { handler: applyFix, arguments: applyFixArguments },
    read_current_file: { handler: readCurrentFile, arguments: NO_ARGUMENTS },
  },
  contextProviders: { linter_config: linterConfigContext },
  checks: { unfixed: unfixedLintCheck },
  skips: unlinted,
};
