import type { OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { docstringPolicy } from './policy.js';
import { docstringCoverageCheck } from './tools/docstring-check.js';
import { readCurrentDocstring } from './tools/read-current-docstring.js';
import { readTypeHints } from './tools/read-type-hints.js';
import { repairDocstring } from './tools/repair-docstring.js';
import { docstringStyleContext } from './tools/style-context.js';
import { writeDocstring, argsSchema as writeDocstringArguments } from './tools/write-docstring.js';

/** docstring: repairs the docstring mechanically and reports what is missing; a model writes it. */
export const op: OpModule = {
  ...manifest,
  policy: docstringPolicy,
  tools: {
    read_current_docstring: { handler: readCurrentDocstring, arguments: NO_ARGUMENTS },
    read_type_hints: { handler: readTypeHints, arguments: NO_ARGUMENTS },
    write_docstring: { handler: writeDocstring, arguments: writeDocstringArguments },
    repair_docstring: { handler: repairDocstring, arguments: NO_ARGUMENTS },
  },
  contextProviders: { style: docstringStyleContext },
  checks: { coverage: docstringCoverageCheck },
};
