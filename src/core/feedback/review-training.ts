import { splitForPath, type Split } from '../training/split.js';
import type { Trajectory } from '../training/trajectory.js';
import { VERDICTS, type ReviewRecord, type Verdict } from './review-record.js';
import { UNFIT_REASONS, type ReviewTrajectory, type UnfitReason } from './review-trajectory.js';

/** The version of a rejected-run line; training/remora_data.py reads it. */
export const REJECTION_FORMAT = 'remora-rejection/1';

/** The verdicts whose runs are positives: the reviewer took their change, whole or in part. */
const POSITIVE: ReadonlySet<Verdict> = new Set(['accepted', 'partly-accepted']);
/** The verdicts whose runs are kept apart, with the reviewer's words: the change was not wanted. */
const NEGATIVE: ReadonlySet<Verdict> = new Set(['rejected', 'retried']);

/**
 * A run a reviewer turned down (rejected, or asked again with a note), with
 * the reason, and the run of the same op on the same node the reviewer
 * accepted later, when there is one: a preference pair.
 */
export interface RejectionLine {
  format: typeof REJECTION_FORMAT;
  verdict: 'rejected' | 'retried';
  /** The reviewer's reason or note ('' when they gave none). */
  reason: string;
  review: {
    repository: string;
    pull_request: number;
    commit_id: string;
    workspace_id: string;
    fingerprint: string;
    reviewer: string;
    at: string;
  };
  rejected: Trajectory;
  chosen?: Trajectory;
}

/** What `train-data --from-reviews` found and wrote: the content of its stats.json. */
export interface ReviewTrainingStats {
  records: number;
  verdicts: Record<Verdict, number>;
  /** Review trajectories read, and those among them with a conversation. */
  trajectories: { read: number; usable: number };
  positives: Record<Split, number>;
  rejected: number;
  /** Rejected runs with a later accepted run of the same op on the same node. */
  pairs: number;
  /** Answers to agents' questions: read, not training lines of their own. */
  answers: number;
  /** Trajectory ids records name whose suggestion's review is not in the folder (its artifact was not downloaded). */
  missing: string[];
  /**
   * Trajectory ids records name that their review, in the folder, has no run
   * for: a suggestion joining several nodes names each of its ops on each of
   * its nodes, and not every op changed every node.
   */
  absent: string[];
  /** Runs named by a verdict whose review trajectory has no conversation, per reason. */
  unfit: Partial<Record<UnfitReason, number>>;
}

/** The training lines of a folder of review records, and what became of each verdict. */
export interface ReviewTraining {
  positives: Trajectory[];
  rejections: RejectionLine[];
  stats: ReviewTrainingStats;
}

/**
 * Joins verdicts with the runs they judged: the runs of accepted and partly
 * accepted suggestions become trajectory lines (split by file path, as
 * train-data splits: `seed`, `evalFraction`), each once; rejected and
 * retried runs become rejection lines with the reviewer's words, paired with
 * a later accepted run of the same op on the same node where there is one.
 * A record naming a run the folder lacks, or one without a conversation, is
 * counted, never dropped unsaid.
 */
export function reviewTraining(
  records: readonly ReviewRecord[],
  trajectories: readonly ReviewTrajectory[],
  options: { seed: number; evalFraction: number },
): ReviewTraining {
  // A verdict standing over several runs is read, and recorded, by each: it counts once.
  const unique = new Map<string, ReviewRecord>();
  for (const record of [...records].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))) {
    const key = [
      record.workspace_id,
      record.fingerprint,
      record.verdict,
      record.commit_id,
      record.text,
    ].join('\0');
    if (!unique.has(key)) unique.set(key, record);
  }
  const stats = emptyStats(unique.size, trajectories);
  const byId = new Map<string, ReviewTrajectory[]>();
  for (const line of trajectories)
    byId.set(line.trajectory_id, [...(byId.get(line.trajectory_id) ?? []), line]);
  // The suggestions whose review is in the folder: a verdict on one of them names runs it has.
  const posted = new Set(
    trajectories.flatMap((line) => line.fingerprints.map((f) => postedKey(line, f))),
  );
  const sorted = [...unique.values()];
  const judged = sorted.map((record) => {
    stats.verdicts[record.verdict]++;
    // An answer judges no suggestion: it is counted, and the verdict on what follows it is the label.
    if (record.verdict === 'answered') return { record, runs: [] };
    const review = posted.has(postedKey(record, record.fingerprint));
    return { record, runs: runsOf(record, byId, review, stats) };
  });
  // Keyed by the review trajectory line itself: a retry at an unmoved head reuses the id.
  const positives = new Map<ReviewTrajectory, Trajectory>();
  for (const { record, runs } of judged) {
    if (!POSITIVE.has(record.verdict)) continue;
    for (const run of runs) {
      if (positives.has(run.line)) continue;
      const split = splitForPath(
        run.trajectory.metadata.task.file_path,
        options.seed,
        options.evalFraction,
      );
      positives.set(run.line, withSplit(run.trajectory, split));
      stats.positives[split]++;
    }
  }
  const rejections: RejectionLine[] = [];
  for (const [index, { record, runs }] of judged.entries()) {
    if (record.verdict === 'answered') stats.answers++;
    if (!NEGATIVE.has(record.verdict)) continue;
    for (const run of runs) {
      const chosen = laterAccepted(judged.slice(index + 1), record, run);
      const split = splitForPath(
        run.trajectory.metadata.task.file_path,
        options.seed,
        options.evalFraction,
      );
      rejections.push({
        format: REJECTION_FORMAT,
        verdict: record.verdict as 'rejected' | 'retried',
        reason: record.text,
        review: {
          repository: record.repository,
          pull_request: record.pull_request,
          commit_id: record.commit_id,
          workspace_id: record.workspace_id,
          fingerprint: record.fingerprint,
          reviewer: record.reviewer,
          at: record.at,
        },
        rejected: withSplit(run.trajectory, split),
        ...(chosen ? { chosen: withSplit(chosen, split) } : {}),
      });
      stats.rejected++;
      if (chosen) stats.pairs++;
    }
  }
  return { positives: [...positives.values()], rejections, stats };
}

function emptyStats(
  records: number,
  trajectories: readonly ReviewTrajectory[],
): ReviewTrainingStats {
  return {
    records,
    verdicts: Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>,
    trajectories: {
      read: trajectories.length,
      usable: trajectories.filter((t) => t.trajectory !== undefined).length,
    },
    positives: { train: 0, eval: 0 },
    rejected: 0,
    pairs: 0,
    answers: 0,
    missing: [],
    absent: [],
    unfit: {},
  };
}

function postedKey(where: { repository: string; commit_id: string }, fingerprint: string): string {
  return `${where.repository}@${where.commit_id}#${fingerprint}`;
}

/** A run a record names, as the review trajectory line it was found in. */
type UsableRun = { line: ReviewTrajectory; trajectory: Trajectory };

/**
 * The runs a record names that have a conversation: the review trajectories
 * of those ids that carry the record's suggestion. A rerun or retry at an
 * unmoved head makes other runs with the same ids; their suggestions differ,
 * so they are never taken for this one.
 */
function runsOf(
  record: ReviewRecord,
  byId: ReadonlyMap<string, readonly ReviewTrajectory[]>,
  reviewInFolder: boolean,
  stats: ReviewTrainingStats,
): UsableRun[] {
  const runs: UsableRun[] = [];
  for (const id of record.trajectory_ids) {
    const candidates = byId.get(id) ?? [];
    const found = candidates.find((c) => c.fingerprints.includes(record.fingerprint));
    if (!found) {
      const list = reviewInFolder ? stats.absent : stats.missing;
      if (!list.includes(id)) list.push(id);
      continue;
    }
    if (found.trajectory) runs.push({ line: found, trajectory: found.trajectory });
    else if (found.unfit) stats.unfit[found.unfit] = (stats.unfit[found.unfit] ?? 0) + 1;
  }
  return runs;
}

/**
 * The first other run of the same op on the same node accepted after
 * `rejected` was judged (a retry's, or a later review's).
 */
function laterAccepted(
  later: readonly { record: ReviewRecord; runs: UsableRun[] }[],
  rejected: ReviewRecord,
  run: UsableRun,
): Trajectory | undefined {
  const { op, node_id } = run.trajectory.metadata.task;
  for (const { record, runs } of later) {
    if (!POSITIVE.has(record.verdict)) continue;
    if (record.repository !== rejected.repository) continue;
    if (record.pull_request !== rejected.pull_request) continue;
    const match = runs.find(
      (r) =>
        r.line !== run.line &&
        r.trajectory.metadata.task.op === op &&
        r.trajectory.metadata.task.node_id === node_id,
    );
    if (match) return match.trajectory;
  }
  return undefined;
}

function withSplit(trajectory: Trajectory, split: Split): Trajectory {
  return { ...trajectory, metadata: { ...trajectory.metadata, split } };
}

/** One line saying what a conversion made of a folder of reviews. */
export function formatReviewTrainingStats(stats: ReviewTrainingStats): string {
  const verdicts = VERDICTS.filter((v) => stats.verdicts[v] > 0)
    .map((v) => `${v} ${stats.verdicts[v]}`)
    .join(', ');
  const unfit = UNFIT_REASONS.filter((r) => (stats.unfit[r] ?? 0) > 0)
    .map((r) => `${r} ${stats.unfit[r]}`)
    .join(', ');
  return (
    `${stats.records} records (${verdicts || 'none'}); ` +
    `${stats.trajectories.read} review trajectories; ` +
    `positives: ${stats.positives.train} train, ${stats.positives.eval} eval; ` +
    `rejected: ${stats.rejected} (${stats.pairs} paired); ` +
    `answers: ${stats.answers}; ` +
    `runs not found: ${stats.missing.length} (review not in the folder), ${stats.absent.length} (not in their review); ` +
    `unfit: ${unfit || '0'}\n`
  );
}
