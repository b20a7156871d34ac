import * as core from '@actions/core';
import { z } from 'zod';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import { isBotComment, type CommentEvent } from '../adapters/github/comment-event.js';
import { describeError } from '../core/errors.js';
import { reviewRecord } from '../core/feedback/review-record.js';
import { readEarlierRuns, type EarlierQuestion } from '../core/publish/index.js';
import {
  answerTooLong,
  notAllowedToAnswer,
  questionAnswered,
  questionCannotResume,
  questionOutdated,
  MAX_ANSWER_CHARS,
} from '../core/publish/question-replies.js';
import { chatMessageSchema } from '../core/runner/message-schema.js';
import type { ChatMessage } from '../core/runner/messages.js';
import { CHECK_NAME } from '../core/publish/index.js';
import type { CommentCommandPort, GitHubPort, PullRequestInfo } from '../ports.js';
import { startCheckRun } from './check-run.js';
import { MAY_RUN } from './earlier-runs.js';
import { keepFeedback } from './feedback.js';
import { info } from './log.js';
import { countWrites, REMORA_AUTHOR, reviewPullRequestRun, toReviewEvent } from './pull-request.js';

type CommandGitHub = GitHubPort & CommentCommandPort;

/** A review comment that is a reply in its thread (not the thread's first comment). */
export type ThreadReply = CommentEvent & { thread: { rootId: number } };

/** Whether the comment is a reply in a review thread: what may answer a question. */
export function isThreadReply(event: CommentEvent): event is ThreadReply {
  return event.thread !== undefined && event.thread.rootId !== event.commentId;
}

const transcriptSchema = z.array(chatMessageSchema);

/**
 * A reply without a command in a review thread (a `pull_request_review_comment`
 * run): the answer to a question an agent asked, when the thread is one of
 * Remora's questions (docs/architecture.md §5, §8). The question's state is read
 * only from Remora's own comment, under its integrity hash; a reply by
 * someone with write access resumes the waiting op from it with the reply as
 * the `ask_user` tool's result — at the head, and only while the node's code
 * is what the question was about — and publishes what it makes as a normal
 * run does. Anyone else is thanked and told who can answer; replies
 * elsewhere, edits, deletions and bots' comments run nothing.
 */
export async function answerQuestion(
  settings: ActionSettings,
  github: CommandGitHub,
  event: ThreadReply,
): Promise<void> {
  const ignored = whyIgnored(event);
  if (ignored) {
    info(`Remora: ${ignored}; nothing to do.`);
    return;
  }
  const question = await findQuestion(github, event);
  if (!question) {
    info('Remora: the reply is not in the thread of a question Remora asked; nothing to do.');
    return;
  }
  const login = event.author.login;
  const reply = (body: string): Promise<void> =>
    replyInThread(settings, github, event.number, question.comment_id, body);
  info(`an answer by ${login} to ${question.marker.op} on ${question.marker.name}`);
  const permission = await github.getPermission(login).catch((error: unknown) => {
    // Unsure who answered, Remora runs nothing; an outage is not the workflow's to fix.
    core.warning(`Remora could not read ${login}'s permission: ${describeError(error)}`);
    return undefined;
  });
  if (permission === undefined) return;
  if (!MAY_RUN.includes(permission)) {
    core.notice(
      `Remora: ${login} has ${permission} permission, not write: the answer is not read.`,
    );
    await reply(notAllowedToAnswer(login, permission));
    return;
  }
  const pr = await github.getPullRequest(event.number);
  const cannot = whyCannotResume(question, pr);
  if (cannot) {
    await reply(cannot);
    return;
  }
  await resume(settings, github, event, pr, question, reply);
}

/** Why a review comment runs nothing, or undefined when it may answer a question. */
function whyIgnored(event: ThreadReply): string | undefined {
  if (event.action !== 'created')
    return `a review comment that was ${event.action || 'changed'} answers nothing (only new replies do)`;
  if (isBotComment(event)) return `the comment is by the bot ${event.author.login}`;
  if (event.body.trim() === '') return 'the reply is empty';
  return undefined;
}

/** The question whose thread the reply is in: read from Remora's own comment, never another's. */
async function findQuestion(
  github: CommandGitHub,
  event: ThreadReply,
): Promise<(EarlierQuestion & { path: string }) | undefined> {
  const comments = await github.listReviewComments(event.number);
  const earlier = readEarlierRuns({ comments, reviews: [], threads: [], author: REMORA_AUTHOR });
  for (const problem of earlier.problems) core.warning(problem);
  const question = earlier.questions?.find((q) => q.comment_id === event.thread.rootId);
  const path = comments.find((c) => c.id === event.thread.rootId)?.path;
  return question && path !== undefined ? { ...question, path } : undefined;
}

/** Why the question cannot be resumed at all, as the reply that says so. */
function whyCannotResume(question: EarlierQuestion, pr: PullRequestInfo): string | undefined {
  if (pr.state !== 'open')
    return `Pull request #${pr.number} is closed: Remora does not go on with the question.`;
  if (recordedTranscript(question.marker.transcript) === undefined)
    return questionCannotResume(question.marker.op);
  return undefined;
}

/**
 * The conversation a question's marker recorded; undefined when it holds
 * none (it was over the bound) or not a conversation the runner wrote.
 */
function recordedTranscript(text: string): ChatMessage[] | undefined {
  if (text === '') return undefined;
  try {
    const parsed = transcriptSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Goes on with the waiting op: a run narrowed to its op and file, resuming
 * it on its node with the answer, published as a review; the answer kept as
 * a feedback record; the thread answered. The answer is data for the model
 * only: it goes nowhere else but the record and the log line that names it.
 */
async function resume(
  settings: ActionSettings,
  github: CommandGitHub,
  event: ThreadReply,
  pr: PullRequestInfo,
  question: EarlierQuestion & { path: string },
  reply: (body: string) => Promise<void>,
): Promise<void> {
  const { marker } = question;
  const full = event.body.trim();
  const answer = full.slice(0, MAX_ANSWER_CHARS);
  const { github: counted, writes } = countWrites(github);
  const name = `${CHECK_NAME}: answer to ${marker.op} on ${marker.name}`;
  const check = await startCheckRun(counted, pr.headSha, {
    dryRun: settings.dryRun,
    name: name.length > 100 ? `${name.slice(0, 99)}…` : name,
  });
  const outcome = await reviewPullRequestRun(
    settings,
    counted,
    toReviewEvent(pr),
    check,
    {
      ops: [marker.op],
      paths: [question.path],
      // An answer cannot turn on what runs the pull request's code; only the workflow can.
      noExecute: settings.allowExecute !== true,
      resume: {
        node_id: marker.node_id,
        node_sha256: marker.node_sha256,
        workspace_id: marker.workspace_id,
        point: {
          transcript: recordedTranscript(marker.transcript) ?? [],
          call_id: marker.call_id,
          turns: marker.turns,
          patch: marker.patch,
          answer,
        },
      },
    },
    writes,
  );
  if (outcome.outdated) {
    await reply(questionOutdated(marker.op, outcome.problem ?? 'the code changed'));
    return;
  }
  keepFeedback(
    `the answer to ${marker.op}'s question on ${marker.node_id}`,
    { runnerTemp: settings.runnerTemp },
    () =>
      reviewRecord(
        {
          repository: pr.baseRepo,
          pullRequest: pr.number,
          commitId: question.commit_id,
          marker: { ...marker, fingerprint: '', patch: '' },
          nodeSha256: marker.node_sha256,
        },
        { verdict: 'answered', text: answer, reviewer: event.author.login, at: new Date() },
      ),
  );
  const cut = full.length > answer.length ? `\n\n${answerTooLong()}` : '';
  await reply(
    outcome.ok
      ? `${questionAnswered(event.author.login, outcome.reviewUrl)}${cut}`
      : `Remora could not go on with the answer: ${outcome.problem ?? 'unknown'}`,
  );
}

/**
 * A reply in the question's thread; in a dry run, a log line saying what it
 * would be. A reply GitHub refuses is a warning, never a failure: what was
 * done is done.
 */
async function replyInThread(
  settings: ActionSettings,
  github: CommandGitHub,
  pullNumber: number,
  commentId: number,
  body: string,
): Promise<void> {
  if (settings.dryRun) {
    info(`dry run: would reply in the question's thread:\n${body}`);
    return;
  }
  try {
    await github.replyToReviewComment(pullNumber, commentId, body);
  } catch (error) {
    core.warning(`Remora could not reply in the question's thread: ${describeError(error)}`);
  }
}
