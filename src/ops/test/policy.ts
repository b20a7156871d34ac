import type { Policy, PolicyCall } from '../../core/runner/policy.js';

// What every language's test policy ends with; each language's own policy
// (`ops.test.policy` of its folder's language.ts) plans, writes and runs its
// tests.

/** A skip: nothing to test, and why (every language's test policy ends so). */
export function skip(reason: string): PolicyCall {
  return {
    tool: 'submit_result',
    arguments: {
      summary: `Skipped: ${reason}.`,
      tests_generated: 0,
      tests_passing: 0,
      changed_files: [],
      skipped: reason,
    },
  };
}

/** A failure: the op could not do its job, and says why (every language's test policy ends so). */
export function fail(reason: string): PolicyCall {
  return {
    tool: 'submit_result',
    arguments: {
      summary: `Failed: ${reason}.`,
      tests_generated: 0,
      tests_passing: 0,
      changed_files: [],
      failed: reason,
    },
  };
}

/**
 * The op's own policy, for a node whose language brings none of its own: a
 * language's tests are its own (its framework, its layout), so it fails,
 * saying so, rather than run another language's plan.
 */
export const testPolicy: Policy = () => [
  fail('no built-in test policy serves the language of this node'),
];
