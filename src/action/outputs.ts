import * as core from '@actions/core';

/** The action's outputs, as declared in action.yml. */
export const OUTPUTS = {
  reviewId: 'review-id',
  suggestions: 'suggestions',
  findings: 'findings',
  nodes: 'nodes',
  failedOps: 'failed-ops',
  reportPath: 'report-path',
  feedbackRecords: 'feedback-records',
} as const;

/** The counting outputs of a run; `review-id` only when a review was posted. */
export interface RunCounts {
  nodes: number;
  suggestions: number;
  findings: number;
  failedOps: number;
  reviewId?: number;
}

/** Sets the counting outputs; a later call overrides an earlier one. */
export function setOutputs(counts: RunCounts): void {
  core.setOutput(OUTPUTS.nodes, counts.nodes);
  core.setOutput(OUTPUTS.suggestions, counts.suggestions);
  core.setOutput(OUTPUTS.findings, counts.findings);
  core.setOutput(OUTPUTS.failedOps, counts.failedOps);
  if (counts.reviewId !== undefined) core.setOutput(OUTPUTS.reviewId, counts.reviewId);
}
