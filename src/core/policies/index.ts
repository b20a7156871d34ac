import { docstringPolicy } from './docstring-policy.js';
import { lintPolicy } from './lint-policy.js';
import type { Policy } from './policy.js';
import { sampleDataPolicy } from './sample-data-policy.js';
import { testPolicy } from './test-policy.js';

/** The built-in reference policy of each bundled agent, by agent name. */
export const BUILTIN_POLICIES: ReadonlyMap<string, Policy> = new Map([
  ['lint_agent', lintPolicy],
  ['docstring_agent', docstringPolicy],
  ['test_agent', testPolicy],
  ['sample_data_agent', sampleDataPolicy],
]);
