import { z } from 'zod';
import { RemoraError } from '../errors.js';
import type { ChangeMarker } from '../publish/markers.js';
import type { ReviewVerdict } from '../publish/verdicts.js';

/** The version of the review record format; a reader refuses any other. */
export const REVIEW_RECORD_SCHEMA = 'remora.review-record/v1';

/**
 * What a reviewer said of a suggestion: committed it whole (`accepted`) or
 * some of its blocks (`partly-accepted`), turned it down (`rejected`, with a
 * reason), asked for it again (`retried`, with a note), or answered the
 * agent's question (`answered`).
 */
export const VERDICTS = ['accepted', 'partly-accepted', 'rejected', 'retried', 'answered'] as const;

export type Verdict = (typeof VERDICTS)[number];

const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;
const NODE_ID = /^[0-9a-f]{16}$/;

/**
 * One reviewer's verdict on one suggestion, as a labelled record: which pull
 * request, which node (its id, and its content's hash where the writer has
 * the node's text), which op, which agent runs made it (their trajectory
 * ids), what was suggested, and what the reviewer said. See docs/feedback.md.
 */
export const reviewRecordSchema = z
  .object({
    schema: z.literal(REVIEW_RECORD_SCHEMA),
    /** `owner/name` of the base repository. */
    repository: z.string().regex(/^[^/\s]+\/[^/\s]+$/, 'expected owner/name'),
    pull_request: z.number().int().min(1),
    /** The head commit the suggestion was computed on (its trailer's commit). */
    commit_id: z.string().regex(COMMIT, 'expected a full commit SHA'),
    /** The node, or the nodes joined with `+` where one suggestion joins several. */
    node_id: z
      .string()
      .refine((id) => id.split('+').every((part) => NODE_ID.test(part)), 'expected node ids'),
    /** SHA-256 of the node's text at `commit_id`, when the writer had the text. */
    node_sha256: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .optional(),
    /** The op, or the ops of a chain joined with `+` in chain order (`lint+docstring`). */
    op: z.string().regex(/^[a-z_]+(\+[a-z_]+)*$/),
    workspace_id: z.string().min(1),
    /** The suggestion's fingerprint; '' for an answer to a question, which judges no suggestion. */
    fingerprint: z.string(),
    /** The runs that made the suggestion: one per op and node ({@link trajectoryIdsOf}). */
    trajectory_ids: z.array(z.string().min(1)).min(1),
    /** The suggestion: the workspace's patch against `commit_id`, as its marker carries it ('' for an answer). */
    suggestion: z.string(),
    verdict: z.enum(VERDICTS),
    /** The reviewer's words: a reason, a note, an answer, or the command as typed. */
    text: z.string(),
    /** For a partial accept: the blocks committed, out of those posted. */
    blocks: z
      .object({ accepted: z.number().int().min(0), total: z.number().int().min(1) })
      .strict()
      .optional(),
    /** The reviewer's login. */
    reviewer: z.string().min(1),
    /** When the verdict was given, ISO 8601. */
    at: z.iso.datetime({ offset: true }),
  })
  .strict();

export type ReviewRecord = z.infer<typeof reviewRecordSchema>;

/**
 * The id of the trajectory of one op's run on one node in the review of one
 * commit: what the review job writes beside each run, and what a verdict
 * given in a later job can name from the suggestion's marker alone.
 */
export function trajectoryId(commitId: string, workspaceId: string): string {
  return `${commitId}:${workspaceId}`;
}

/**
 * The trajectory ids of the runs behind a suggestion's marker: each op of
 * its chain on each node it names (workspace ids are `<op>-<node_id>`).
 */
export function trajectoryIdsOf(
  commitId: string,
  marker: Pick<ChangeMarker, 'op' | 'node_id'>,
): string[] {
  const nodes = marker.node_id.split('+');
  return marker.op
    .split('+')
    .flatMap((op) => nodes.map((node) => trajectoryId(commitId, `${op}-${node}`)));
}

/** What a verdict's writer knows of the suggestion, from its marker and where it was posted. */
export interface VerdictSubject {
  repository: string;
  pullRequest: number;
  /** The commit the suggestion was computed on. */
  commitId: string;
  marker: Pick<ChangeMarker, 'op' | 'node_id' | 'workspace_id' | 'fingerprint' | 'patch'>;
  nodeSha256?: string;
}

/** The record of one verdict on one suggestion, checked against the schema. */
export function reviewRecord(
  subject: VerdictSubject,
  verdict: {
    verdict: Verdict;
    text: string;
    reviewer: string;
    at: Date;
    blocks?: { accepted: number; total: number };
  },
): ReviewRecord {
  const { marker } = subject;
  return reviewRecordSchema.parse({
    schema: REVIEW_RECORD_SCHEMA,
    repository: subject.repository,
    pull_request: subject.pullRequest,
    commit_id: subject.commitId,
    node_id: marker.node_id,
    ...(subject.nodeSha256 ? { node_sha256: subject.nodeSha256 } : {}),
    op: marker.op,
    workspace_id: marker.workspace_id,
    fingerprint: marker.fingerprint,
    trajectory_ids: trajectoryIdsOf(subject.commitId, marker),
    suggestion: marker.patch,
    verdict: verdict.verdict,
    text: verdict.text,
    ...(verdict.blocks ? { blocks: verdict.blocks } : {}),
    reviewer: verdict.reviewer,
    at: verdict.at.toISOString(),
  });
}

const SHA256 = /^[0-9a-f]{64}$/;

/**
 * The records of a workspace's verdict as a review run or a command read it
 * (`ReviewVerdict`): one per block it posted (each block's fingerprint is
 * what its runs are joined by). A verdict that does not say which review
 * made the suggestion, or who gave it, cannot be joined to its runs: that is
 * a `FEEDBACK_001` error for the caller to report, never an empty answer.
 * A change marker's node hash is a short one: the record carries
 * `node_sha256` only where the verdict has the whole SHA-256.
 */
export function verdictRecords(
  verdict: ReviewVerdict,
  repository: string,
  at: Date,
  reviewer = verdict.actor,
): ReviewRecord[] {
  if (!verdict.commit_id)
    throw new RemoraError(
      'FEEDBACK_001',
      `the ${verdict.verdict} verdict on ${verdict.workspace_id} does not name the review that made the suggestion`,
    );
  if (!reviewer)
    throw new RemoraError(
      'FEEDBACK_001',
      `the ${verdict.verdict} verdict on ${verdict.workspace_id} does not name its reviewer`,
    );
  const kind: Verdict = verdict.verdict === 'partly_accepted' ? 'partly-accepted' : verdict.verdict;
  return verdict.fingerprints.map((fingerprint) =>
    reviewRecord(
      {
        repository,
        pullRequest: verdict.pull_request,
        commitId: verdict.commit_id as string,
        marker: {
          op: verdict.op,
          node_id: verdict.node_id,
          workspace_id: verdict.workspace_id,
          fingerprint,
          patch: verdict.patch ?? '',
        },
        ...(verdict.node_sha !== undefined && SHA256.test(verdict.node_sha)
          ? { nodeSha256: verdict.node_sha }
          : {}),
      },
      {
        verdict: kind,
        text: verdict.reason ?? '',
        reviewer,
        at,
        ...(kind === 'partly-accepted'
          ? { blocks: { accepted: verdict.blocks.accepted, total: verdict.blocks.of } }
          : {}),
      },
    ),
  );
}
