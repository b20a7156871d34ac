import { BY_LANGUAGE, type OpModule } from '../op-module.js';
import { manifest } from './manifest.js';
import { NO_ARGUMENTS } from '../shared/no-arguments.js';
import { writeDocstringArguments } from './arguments.js';
import { docstringPolicy } from './policy.js';

/**
 * docstring: repairs the docstring mechanically and reports what is missing;
 * a model writes it. Each language answers its tools (its docstrings' syntax
 * and dialects).
 */
export const op: OpModule = {
  ...manifest,
  policy: docstringPolicy,
  tools: {
    read_current_docstring: { handler: BY_LANGUAGE, arguments: NO_ARGUMENTS },
    read_type_hints: { handler: BY_LANGUAGE, arguments: NO_ARGUMENTS },
    write_docstring: { handler: BY_LANGUAGE, arguments: writeDocstringArguments },
    repair_docstring: { handler: BY_LANGUAGE, arguments: NO_ARGUMENTS },
  },
  contextProviders: { style: BY_LANGUAGE },
  checks: { coverage: BY_LANGUAGE },
};
