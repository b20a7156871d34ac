import type { AgentDefinition } from '../core/agents/definition.js';
import { trajectoryId, trajectoryIdsOf } from '../core/feedback/review-record.js';
import { reviewTrajectory, type ReviewTrajectory } from '../core/feedback/review-trajectory.js';
import { readTrailer } from '../core/publish/markers.js';
import type { PlannedReview } from '../core/publish/plan-review.js';
import { chooseModel } from '../core/runner/model-routing.js';
import type { RemoraConfig } from '../config/config.js';
import type { Backend } from './review-env.js';
import type { ReviewReport } from './review.js';
import { taskOf, textDigest } from './train-data.js';

/** What the review of a pull request knows when it keeps its runs for later verdicts. */
export interface PublishedRunsInput {
  /** `owner/name`. */
  repository: string;
  pullRequest: number;
  /** The head commit reviewed: the commit every marker of the plan names. */
  head: string;
  report: ReviewReport;
  plan: PlannedReview;
  config: RemoraConfig;
  agents: ReadonlyMap<string, AgentDefinition>;
  /** Op -> model, where routing replaced the configured one. */
  models?: ReadonlyMap<string, string>;
  backend: Backend;
  /** A file of the head, as the review read it. */
  readFile(path: string): Promise<string | undefined>;
}

/**
 * The review trajectory of every run whose change this review publishes:
 * what a verdict given in a later job (an accept, a reject) is joined with
 * by `remora train-data --from-reviews`. Which runs made which suggestion is
 * read back from the planned review's own markers, the way the verdict's
 * job reads them, so both sides name a run by the same id.
 */
export async function publishedRuns(input: PublishedRunsInput): Promise<ReviewTrajectory[]> {
  const fingerprints = new Map<string, string[]>();
  for (const text of [input.plan.review.body, ...input.plan.review.comments.map((c) => c.body)])
    for (const marker of readTrailer(text).trailer?.markers ?? []) {
      if (marker.kind !== 'change') continue;
      for (const id of trajectoryIdsOf(input.head, marker))
        fingerprints.set(id, [...(fingerprints.get(id) ?? []), marker.fingerprint]);
    }
  const lines: ReviewTrajectory[] = [];
  for (const { node, ops } of input.report.nodes) {
    for (const result of ops) {
      const published = fingerprints.get(trajectoryId(input.head, result.workspace_id));
      const definition = input.agents.get(result.op);
      // A run that changed nothing made no part of a suggestion, whatever a joined marker names.
      if (!published || !definition || !result.transcript || result.diff === '') continue;
      if (result.status !== 'succeeded') continue;
      const text = await input.readFile(node.file_path);
      if (text === undefined) continue;
      lines.push(
        reviewTrajectory({
          repository: input.repository,
          pullRequest: input.pullRequest,
          commitId: input.head,
          node,
          nodeSha256: textDigest(node.text),
          task: taskOf(result.op, node, text),
          definition,
          model:
            input.models?.get(result.op) ?? chooseModel(result.op, input.config, definition).model,
          teacher: input.backend.kind === 'builtin' ? 'builtin' : 'server',
          historyTokenBudget: input.config.runner.history_token_budget,
          result: { ...result, transcript: result.transcript },
          fingerprints: published,
        }),
      );
    }
  }
  return lines;
}
