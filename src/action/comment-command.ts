import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import {
  isBotComment,
  readCommentEvent,
  type CommentEvent,
} from '../adapters/github/comment-event.js';
import { renderHelp, renderNotAllowed } from '../core/commands/command-replies.js';
import { parseCommands, type RemoraCommand } from '../core/commands/parse-command.js';
import { describeError } from '../core/errors.js';
import type { ReviewVerdict } from '../core/publish/verdicts.js';
import type { CommentCommandPort, GitHubPort, Permission, PullRequestInfo } from '../ports.js';
import { acceptChanges } from './accept.js';
import { answerQuestion, isThreadReply } from './answer-question.js';
import { MAY_RUN } from './earlier-runs.js';
import { rejectChange } from './reject.js';
import { recordVerdicts } from './feedback.js';
import { commandCheckName, narrowedCheckName, startCheckRun } from './check-run.js';
import { setOutputs } from './outputs.js';
import {
  countWrites,
  reviewPullRequestRun,
  toReviewEvent,
  trustedBranches,
  writeSummary,
  type ReviewRunOptions,
  type ReviewRunOutcome,
} from './pull-request.js';
import { retryChange } from './retry.js';
import { loadTrustedConfig } from './trusted-config.js';
import { info } from './log.js';
import { classifyFailure, failedRunEnd, ReportedFailure } from './run-failure.js';
import { markdownText } from '../core/report/inert-text.js';

/** What a comment command may use of GitHub. */
export type CommandGitHub = GitHubPort & CommentCommandPort;

type Reaction = Parameters<CommentCommandPort['addReaction']>[1];

/** How a command ended: its reaction, and the reply when there is one to post. */
interface CommandOutcome {
  ok: boolean;
  reply?: string;
  /** Remora's marker, written after everything else of the reply. */
  trailer?: string;
}

/**
 * An `issue_comment` run: a `/remora` command in a new comment on a pull
 * request, from someone the API says may write to the repository. 👀 on
 * receipt, then the command — a review of the head (published as a
 * `pull_request` run's), an accept, a reject, a retry, or help — and 🚀 or 😕 with a reply
 * saying why. Edited and deleted comments, comments on issues, bots' and
 * comments without a command run nothing.
 */
export async function runCommentCommand(
  settings: ActionSettings,
  github: CommandGitHub,
): Promise<void> {
  const event = await readCommentEvent(settings.eventPath, settings.eventName);
  setOutputs({ nodes: 0, suggestions: 0, findings: 0, failedOps: 0 });
  // A reply in a review thread with no command may answer an agent's question.
  if (isThreadReply(event) && parseCommands(event.body, []).length === 0)
    return answerQuestion(settings, github, event);
  const ignored = whyIgnored(event);
  if (ignored) {
    info(`Remora: ${ignored}; nothing to do.`);
    return;
  }
  const login = event.author.login;
  info(`a /remora command by ${login} on pull request #${event.number}`);
  let permission: Permission;
  try {
    permission = await github.getPermission(login);
  } catch (error) {
    // Unsure who asked, Remora runs nothing; an outage is not the workflow's to fix, a bug is.
    if (classifyFailure(error) === 'bug') throw error;
    core.warning(
      `Remora could not read ${login}'s permission, so runs nothing: ${describeError(error)}`,
    );
    return;
  }
  if (!MAY_RUN.includes(permission)) {
    core.notice(
      `Remora: ${login} has ${permission} permission, not write: the command is not run.`,
    );
    await respond(settings, github, event, undefined, renderNotAllowed(login, permission));
    return;
  }
  await respond(settings, github, event, 'eyes');
  let outcome: CommandOutcome;
  try {
    outcome = await runCommand(settings, github, event);
  } catch (error) {
    const end = failedRunEnd(error, settings.onOutage, process.env);
    await respond(settings, github, event, 'confused', `Remora could not finish: ${end.text}`);
    if (end.kind === 'users-to-fix' || error instanceof ReportedFailure) throw error;
    // A bug, or an outage the workflow does not tolerate, fails the step.
    if (end.failsStep) throw new ReportedFailure(end.text, { cause: error });
    core.warning(`Remora could not finish: ${end.text}`);
    return;
  }
  const reply =
    outcome.reply !== undefined && outcome.trailer !== undefined
      ? `${outcome.reply}\n${outcome.trailer}`
      : outcome.reply;
  await respond(settings, github, event, outcome.ok ? 'rocket' : 'confused', reply);
}

/** Why a comment runs nothing, or undefined when it carries a command to consider. */
function whyIgnored(event: CommentEvent): string | undefined {
  if (event.action !== 'created')
    return `a comment that was ${event.action || 'changed'} runs no command (only new comments do)`;
  if (!event.onPullRequest) return `#${event.number} is an issue, not a pull request`;
  if (isBotComment(event)) return `the comment is by the bot ${event.author.login}`;
  if (parseCommands(event.body, []).length === 0) return 'the comment has no /remora command';
  return undefined;
}

/** Runs the first command of the comment: one command per comment. */
async function runCommand(
  settings: ActionSettings,
  github: CommandGitHub,
  event: CommentEvent,
): Promise<CommandOutcome> {
  const pr = await github.getPullRequest(event.number);
  if (pr.state !== 'open')
    return { ok: false, reply: `Pull request #${pr.number} is closed: Remora runs nothing on it.` };
  // An accept or reject needs no op names, nor the checkout the configuration is compared with.
  const first = parseCommands(event.body, [])[0]?.kind;
  const needsNoOps = first === 'accept' || first === 'reject' || first === 'retry';
  const knownOps = needsNoOps ? [] : await opsAtBase(settings, github, pr);
  const [command, ...more] = parseCommands(event.body, knownOps);
  if (!command) return { ok: true };
  const outcome = await run(settings, github, event, pr, command, knownOps);
  if (more.length === 0) return outcome;
  const note = `Remora runs one command per comment: the ${more.length} after the first were not run.`;
  return { ...outcome, reply: outcome.reply ? `${outcome.reply}\n\n${note}` : note };
}

async function run(
  settings: ActionSettings,
  github: CommandGitHub,
  event: CommentEvent,
  pr: PullRequestInfo,
  command: RemoraCommand,
  knownOps: readonly string[],
): Promise<CommandOutcome> {
  switch (command.kind) {
    case 'help':
      return { ok: command.problem === undefined, reply: renderHelp(knownOps, command.problem) };
    case 'accept': {
      const outcome = await acceptChanges(github, pr, {
        target: command.target,
        commenter: { login: event.author.login, id: event.author.id },
        command: `/remora accept ${command.target}`,
        dryRun: settings.dryRun,
        feedback: { runnerTemp: settings.runnerTemp },
      });
      logVerdicts(outcome.verdicts ?? []);
      return outcome;
    }
    case 'reject': {
      const outcome = await rejectChange(github, pr, {
        ...(command.target === undefined ? {} : { target: command.target }),
        ...(event.thread ? { threadRoot: event.thread.rootId } : {}),
        reason: command.reason,
        commenter: { login: event.author.login, id: event.author.id },
        dryRun: settings.dryRun,
      });
      logVerdicts(outcome.verdicts);
      if (!settings.dryRun)
        recordVerdicts(outcome.verdicts, pr.baseRepo, { runnerTemp: settings.runnerTemp });
      return outcome;
    }
    case 'retry':
      return retryChange(github, pr, {
        ...(command.target === undefined ? {} : { target: command.target }),
        ...(event.thread ? { threadRoot: event.thread.rootId } : {}),
        note: command.note,
        commenter: { login: event.author.login, id: event.author.id },
        dryRun: settings.dryRun,
        feedback: { runnerTemp: settings.runnerTemp },
        review: (options, name) =>
          reviewNarrowed(settings, github, pr, options, commandCheckName(name)),
      });
    case 'review': {
      const outcome = await reviewNarrowed(
        settings,
        github,
        pr,
        { ops: command.ops, ...(command.paths.length > 0 ? { paths: command.paths } : {}) },
        narrowedCheckName(command, knownOps),
      );
      return outcome.ok
        ? { ok: true }
        : {
            ok: false,
            reply: `The review did not finish: ${markdownText(outcome.problem ?? 'unknown')}`,
          };
    }
  }
}

/** A review of the head narrowed by a command, under its own check (`Remora` when unnamed). */
async function reviewNarrowed(
  settings: ActionSettings,
  github: CommandGitHub,
  pr: PullRequestInfo,
  options: ReviewRunOptions,
  name: string | undefined,
): Promise<ReviewRunOutcome> {
  const { github: counted, writes } = countWrites(github);
  const check = await startCheckRun(counted, pr.headSha, {
    dryRun: settings.dryRun,
    ...(name ? { name } : {}),
  });
  return reviewPullRequestRun(
    settings,
    counted,
    toReviewEvent(pr),
    check,
    // A comment cannot turn on what runs the pull request's code; only the workflow can.
    { ...options, noExecute: settings.allowExecute !== true },
    writes,
  );
}

/** The labelled verdicts of a command, one log line each: what a feedback record is written from. */
function logVerdicts(verdicts: readonly ReviewVerdict[]): void {
  for (const verdict of verdicts) info(`verdict: ${JSON.stringify(verdict)}`);
}

/** The ops the base commit's agents define: what a command may name. */
async function opsAtBase(
  settings: ActionSettings,
  github: CommandGitHub,
  pr: PullRequestInfo,
): Promise<string[]> {
  const trusted = await loadTrustedConfig({
    github,
    baseSha: pr.baseSha,
    configPath: settings.configPath,
    checkout: settings.workspace,
    env: process.env,
    ...trustedBranches(pr),
  });
  trusted.dispose();
  return [...new Set([...trusted.agents.keys(), ...trusted.problems.keys()])].sort();
}

/**
 * A reaction to the command and a reply, which the job summary repeats; in a
 * dry run, log lines saying what they would be. A token that may not write
 * them (GH_002 names the permission) leaves a warning, as a review it cannot
 * post does.
 */
async function respond(
  settings: ActionSettings,
  github: CommandGitHub,
  event: CommentEvent,
  reaction: Reaction | undefined,
  reply?: string,
): Promise<void> {
  if (reply) await writeSummary(`## Remora\n\n${reply}\n`);
  if (settings.dryRun) {
    if (reaction) info(`dry run: would react with ${reaction}`);
    if (reply) info(`dry run: would reply:\n${reply}`);
    return;
  }
  // What was done is done: a reaction or reply GitHub refuses is a warning, never a failure.
  try {
    if (reaction)
      await github.addReaction(event.commentId, reaction, event.thread ? 'review' : 'issue');
    if (reply) await github.createIssueComment(event.number, reply);
  } catch (error) {
    core.warning(`Remora could not answer the command: ${describeError(error)}`);
  }
}
