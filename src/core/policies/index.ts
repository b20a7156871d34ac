import { lintPolicy } from './lint-policy.js';
import type { Policy } from './policy.js';

/** The built-in reference policy of each bundled agent, by agent name. */
export const BUILTIN_POLICIES: ReadonlyMap<string, Policy> = new Map([['lint_agent', lintPolicy]]);
