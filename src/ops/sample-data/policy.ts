import type { Policy, PolicyCall } from '../../core/runner/policy.js';

/** A skip: nothing written, and why (every language's sample-data policy ends so). */
export function skip(reason: string): PolicyCall {
  return {
    tool: 'submit_result',
    arguments: {
      summary: `Skipped: ${reason}.`,
      fixtures_generated: 0,
      changed_files: [],
      skipped: reason,
    },
  };
}

/**
 * The op's own policy, for a node whose language brings none of its own
 * (`ops.sample_data.policy` of its folder's language.ts): sample values are
 * written in a language's own literals, so it skips, saying so.
 */
export const sampleDataPolicy: Policy = () => [
  skip('no built-in sample-data policy serves the language of this node'),
];
