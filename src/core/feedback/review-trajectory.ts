import { z } from 'zod';
import type { AgentDefinition } from '../agents/definition.js';
import type { CSTNode } from '../nodes.js';
import { fitHistory } from '../runner/history.js';
import type { ChatMessage } from '../runner/messages.js';
import { toolSpecs } from '../runner/opening-request.js';
import { tallyCalls, type RecordedExchange } from '../training/exchange.js';
import {
  TRAJECTORY_FORMAT,
  trajectorySchema,
  type Trajectory,
  type TrajectoryTask,
} from '../training/trajectory.js';
import { trajectoryId } from './review-record.js';

/** The version of the review trajectory format; a reader refuses any other. */
export const REVIEW_TRAJECTORY_SCHEMA = 'remora.review-trajectory/v1';

/**
 * Why a published run has no trajectory to train on: the names
 * `remora train-data` gives the same faults (training/README.md).
 */
export const UNFIT_REASONS = [
  'history-fitted', // turns were dropped to fit the history budget: no one conversation
  'text-reply', // a reply without a tool call (the runner nudged)
  'invalid-call', // a call of an unknown tool or with arguments its schema refuses
  'invalid-format', // the conversation fails the trajectory schema
] as const;

export type UnfitReason = (typeof UNFIT_REASONS)[number];

/**
 * One op's run in a review, as the review job keeps it for the verdicts a
 * later job gives: its trajectory id, the suggestions its change was
 * published in, and the conversation in the format `remora train-data`
 * writes (or why there is none).
 */
export const reviewTrajectorySchema = z
  .object({
    schema: z.literal(REVIEW_TRAJECTORY_SCHEMA),
    trajectory_id: z.string().min(1),
    repository: z.string().regex(/^[^/\s]+\/[^/\s]+$/, 'expected owner/name'),
    pull_request: z.number().int().min(1),
    commit_id: z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA'),
    workspace_id: z.string().min(1),
    op: z.string().regex(/^[a-z_]+$/),
    node_id: z.string().regex(/^[0-9a-f]{16}$/),
    node_sha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** The fingerprints of the suggestions (comments, body entries) that carry its change. */
    fingerprints: z.array(z.string().min(1)),
    trajectory: trajectorySchema.optional(),
    unfit: z.enum(UNFIT_REASONS).optional(),
  })
  .strict()
  .refine((line) => (line.trajectory === undefined) !== (line.unfit === undefined), {
    message: 'expected a trajectory or the reason it is unfit, not both',
  });

export type ReviewTrajectory = z.infer<typeof reviewTrajectorySchema>;

/** What the review job knows of one published op run. */
export interface PublishedRun {
  repository: string;
  pullRequest: number;
  commitId: string;
  node: CSTNode;
  nodeSha256: string;
  /** The task as train-data records it: the node and its file at the commit. */
  task: TrajectoryTask;
  definition: AgentDefinition;
  /** The model name the runner asked for. */
  model: string;
  teacher: 'builtin' | 'server';
  /** `runner.history_token_budget`: what the runner fit each request's history to. */
  historyTokenBudget: number;
  result: {
    workspace_id: string;
    summary: string;
    turns: number;
    diff: string;
    transcript: readonly ChatMessage[];
  };
  fingerprints: readonly string[];
}

/**
 * The review trajectory of a published run. Its conversation is the
 * runner's transcript, which is what the model was sent turn by turn as
 * long as no turn was dropped to fit the history budget: a run where one
 * was is kept as `history-fitted`, without a conversation, as train-data
 * drops it. Runs with a nudge or a refused call are kept the same way.
 */
export function reviewTrajectory(run: PublishedRun): ReviewTrajectory {
  const head: Omit<ReviewTrajectory, 'trajectory' | 'unfit'> = {
    schema: REVIEW_TRAJECTORY_SCHEMA,
    trajectory_id: trajectoryId(run.commitId, run.result.workspace_id),
    repository: run.repository,
    pull_request: run.pullRequest,
    commit_id: run.commitId,
    workspace_id: run.result.workspace_id,
    op: run.task.op,
    node_id: run.node.node_id,
    node_sha256: run.nodeSha256,
    fingerprints: [...run.fingerprints],
  };
  const judged = judgeTranscript(run);
  return 'unfit' in judged
    ? { ...head, unfit: judged.unfit }
    : { ...head, trajectory: judged.line };
}

function judgeTranscript(run: PublishedRun): { line: Trajectory } | { unfit: UnfitReason } {
  const messages = run.result.transcript;
  const last = messages.findLastIndex((m) => m.role === 'assistant');
  // The history only grows, so if the last request fit the budget every earlier one did too.
  if (last < 0) return { unfit: 'invalid-format' };
  if (fitHistory(messages.slice(0, last), run.historyTokenBudget).length !== last)
    return { unfit: 'history-fitted' };
  const calls = tallyCalls(run.definition, exchangesOf(messages, run));
  if (calls.textReplies > 0) return { unfit: 'text-reply' };
  if (calls.valid < calls.attempts) return { unfit: 'invalid-call' };
  const parsed = trajectorySchema.safeParse({
    messages: messages.slice(0, last + 1),
    tools: toolSpecs(run.definition),
    metadata: {
      format: TRAJECTORY_FORMAT,
      split: 'train',
      agent: run.definition.name,
      model: run.model,
      teacher: run.teacher,
      task: run.task,
      outcome: {
        status: 'succeeded',
        summary: run.result.summary,
        turns: run.result.turns,
        diff: run.result.diff,
      },
    },
  });
  return parsed.success ? { line: parsed.data } : { unfit: 'invalid-format' };
}

/** The transcript as the model port saw it: one request per assistant turn, and its reply. */
function exchangesOf(messages: readonly ChatMessage[], run: PublishedRun): RecordedExchange[] {
  const tools = toolSpecs(run.definition);
  return messages.flatMap((message, index) =>
    message.role === 'assistant'
      ? [
          {
            request: {
              model: run.model,
              agent: run.definition.name,
              messages: messages.slice(0, index),
              tools,
              tool_choice: 'none' as const,
              temperature: 0,
              max_tokens: 0,
            },
            reply: { content: message.content, tool_calls: message.tool_calls ?? [] },
            ms: 0,
          },
        ]
      : [],
  );
}
