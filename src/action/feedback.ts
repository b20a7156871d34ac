import * as core from '@actions/core';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describeError } from '../core/errors.js';
import { feedbackLine } from '../core/feedback/feedback-file.js';
import { verdictRecords, type ReviewRecord } from '../core/feedback/review-record.js';
import type { ReviewVerdict } from '../core/publish/verdicts.js';
import type { PullRequestReviewed } from '../pipeline/pull-request-review.js';
import { info } from './log.js';
import { OUTPUTS } from './outputs.js';
import type { RunLog } from './run-log.js';
import { redactedText } from '../adapters/github/secrets.js';

/** Where a job's verdicts go: the runner's temporary folder, as its run log does. */
export interface FeedbackPlace {
  runnerTemp: string;
  /** The workflow run's id; the process id outside a runner. */
  runId?: string;
}

/** The JSONL file a job's review records are appended to. */
export function feedbackRecordsPath(place: FeedbackPlace): string {
  const runId = place.runId ?? process.env.GITHUB_RUN_ID ?? `${process.pid}`;
  return join(place.runnerTemp, `remora-${runId}`, 'feedback.jsonl');
}

// A suggestion committed with GitHub's button: the commit does not say who pressed it.
const COMMITTED_ON_GITHUB = '(committed on GitHub)';

/**
 * Keeps the verdicts a run read or a command gave as training data, one
 * record per block judged ({@link recordFeedback}). A verdict standing over
 * several runs is written by each; `train-data --from-reviews` counts it
 * once.
 */
export function recordVerdicts(
  verdicts: readonly ReviewVerdict[],
  repository: string,
  place: FeedbackPlace,
): void {
  const at = new Date();
  for (const verdict of verdicts)
    keepFeedback(`the ${verdict.verdict} verdict on ${verdict.workspace_id}`, place, () =>
      verdictRecords(verdict, repository, at, verdict.actor ?? COMMITTED_ON_GITHUB),
    );
}

/**
 * Writes the records `make` builds; one that cannot be built or written is
 * a `FEEDBACK_001` warning naming `what` and why, never silence: the run's
 * work stands without it.
 */
export function keepFeedback(
  what: string,
  place: FeedbackPlace,
  make: () => ReviewRecord | readonly ReviewRecord[],
): void {
  try {
    const made = make();
    for (const record of Array.isArray(made) ? made : [made]) recordFeedback(record, place);
  } catch (error) {
    const why = describeError(error).replace(/^FEEDBACK_001: /, '');
    core.warning(`FEEDBACK_001: ${what} is not recorded as feedback: ${why}`);
  }
}

/**
 * Keeps one reviewer's verdict as training data: the record appended to the
 * job's `feedback.jsonl` (named by the `feedback-records` output, for an
 * `actions/upload-artifact` step) and a line in the log. Every verdict path
 * (accept, partial accept, reject, retry, answer) calls this, once per
 * suggestion judged. A record that fails its schema throws: it is a defect
 * of the caller, never a line train-data would refuse later.
 */
export function recordFeedback(record: ReviewRecord, place: FeedbackPlace): void {
  const path = feedbackRecordsPath(place);
  const line = feedbackLine(record);
  mkdirSync(dirname(path), { recursive: true });
  appendFileSync(path, redactedText(line));
  core.setOutput(OUTPUTS.feedbackRecords, path);
  const said = record.text.trim() === '' ? '' : `: ${record.text.trim().split('\n')[0]}`;
  info(
    `feedback: ${record.verdict} ${record.workspace_id} (${record.op}) by ${record.reviewer}${said}`,
  );
}

/**
 * Writes the runs behind the review's suggestions to the run log's
 * `trajectories.jsonl`: what reviewers' verdicts in later jobs are joined
 * with to become training data. Losing them costs training data, not the
 * review: a failure is a warning.
 */
export function keepTrajectories(log: RunLog, read: PullRequestReviewed['trajectories']): void {
  if ('problem' in read) {
    core.warning(`the published runs are not kept for feedback: ${read.problem}`);
    return;
  }
  try {
    log.writeTrajectories(read.lines);
    const usable = read.lines.filter((line) => line.trajectory !== undefined).length;
    info(`${usable} of ${read.lines.length} published runs kept as trajectories for feedback`);
  } catch (error) {
    core.warning(`the published runs are not kept for feedback: ${describeError(error)}`);
  }
}
