import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import type { PullRequestEvent } from '../adapters/github/pull-request-event.js';
import { createGit } from '../adapters/git/git.js';
import { RemoraError } from '../core/errors.js';
import { decodeFileText } from '../languages/file-text.js';
import { chooseOps, type PreparedRun } from '../pipeline/prepare.js';
import type { PullRequestReviewInput, ReviewRunOptions } from '../pipeline/pull-request-review.js';
import type { CleanupStack } from '../pipeline/session.js';
import type {
  CheckHistory,
  Git,
  PullRequestReader,
  RepositoryFiles,
  ReviewHistoryReader,
} from '../ports.js';
import { chooseActionBackend } from './backend.js';
import { readEarlier, type Earlier, type RejectionReader } from './earlier-runs.js';
import { fetchPullRequestHead } from './fetch-head.js';
import { chooseReviewScope } from './incremental-review.js';
import { info } from './log.js';
import { readPullRequestFiles } from './pull-request-files.js';
import type { RunLog } from './run-log.js';
import { runStopped } from './run-stop.js';
import { loadTrustedConfig } from './trusted-config.js';

/**
 * The GitHub reads a pull request's review gathers its input with: the base
 * commit's files, the pull request's files, earlier check runs, and what
 * earlier reviews and reviewers left.
 */
export type ReviewInputReader = RepositoryFiles &
  PullRequestReader &
  CheckHistory &
  ReviewHistoryReader &
  RejectionReader;

/** What a pull request's run gathered before the pipeline starts, and what it says of it. */
export interface GatheredReview {
  /** The pipeline's one input. */
  input: PullRequestReviewInput;
  /** Everything earlier runs and reviewers left, for publishing after the review. */
  earlier: Earlier;
  /** What execution's choice says: in the notes after the backend's. */
  executeNotes: string[];
}

/**
 * Gathers, once, what a pull request's review needs from GitHub and the
 * runner: the head's commits, the trusted configuration (from the base, and
 * the default branch where it chooses where data goes), the backend for the
 * ops it enables, the pull request's files at base and head, the scope of a
 * push and what earlier runs left. What each step says goes to the log and
 * the notes.
 */
export async function gatherReviewInput(
  settings: ActionSettings,
  github: ReviewInputReader,
  pr: PullRequestEvent,
  run: { log: RunLog; cleanups: CleanupStack; notes: string[] },
  options: ReviewRunOptions,
): Promise<GatheredReview> {
  const { notes } = run;
  const git = await createGit(settings.workspace, process.env);
  await verifyCheckout(git, pr, settings);
  const trusted = await loadTrustedConfig({
    github,
    baseSha: pr.baseSha,
    configPath: settings.configPath,
    checkout: git.root,
    env: process.env,
    ...trustedBranches(pr),
  });
  run.cleanups.push(async () => trusted.dispose());
  for (const source of trusted.sources) info(source);
  for (const warning of trusted.warnings) {
    core.warning(warning);
    notes.push(warning);
  }
  const executeNotes: string[] = [];
  const allowExecute = !options.noExecute && executeAllowed(settings, pr, executeNotes);
  const requestedOps = options.ops ?? settings.operations;
  const ops = chooseOps(trusted, requestedOps);
  const { config, agents } = trusted;
  const backend = await chooseActionBackend(settings, pr.fork, config, agents, ops, notes);
  const files = await readPullRequestFiles(pr, { github, git });
  // A narrowed command run is never incremental: it reviews what it was asked to.
  const scope =
    options.ops || options.paths
      ? {}
      : await chooseReviewScope(github, git, pr, settings.failOn, settings.sarifPath);
  const earlier = await readEarlier(github, pr.number, headTexts(git, pr.headSha));
  const input: PullRequestReviewInput = {
    pr,
    settings: trusted,
    requestedOps,
    backend,
    git,
    files,
    scope,
    earlier,
    options,
    maxComments: settings.maxComments,
    run: {
      events: run.log.events,
      processEnv: process.env,
      allowExecute,
      cleanups: run.cleanups,
      stop: runStopped,
    },
  };
  return { input, earlier, executeNotes };
}

/** Files' texts at the head, read from git and decoded as the review's tree decodes them. */
function headTexts(
  git: Git,
  head: string,
): { readFile(path: string): Promise<string | undefined> } {
  return {
    async readFile(path) {
      const bytes = await git.tryShow(head, path);
      return bytes && decodeFileText(path, bytes).text;
    },
  };
}

/** The base and default branches, for {@link loadTrustedConfig}, when the event names both. */
export function trustedBranches(pr: { baseRef?: string; defaultBranch?: string }): {
  branches?: { base: string; default: string };
} {
  return pr.baseRef === undefined || pr.defaultBranch === undefined
    ? {}
    : { branches: { base: pr.baseRef, default: pr.defaultBranch } };
}

/** Events whose workflow checks out the base: Remora fetches the head's commits itself. */
const BASE_CHECKOUT_EVENTS: readonly string[] = [
  'pull_request_target',
  'issue_comment',
  'pull_request_review_comment',
];

/**
 * The checkout must be the head the event names: Remora never reviews
 * another commit. On `pull_request_target` and comment events (whose jobs
 * hold a write token) the checkout may be the base, and Remora fetches the
 * head's commits itself, never checking them out.
 */
async function verifyCheckout(
  git: Git,
  pr: PullRequestEvent,
  settings: ActionSettings,
): Promise<void> {
  const checkedOut = await git.resolveCommit('HEAD').catch(() => undefined);
  if (checkedOut === pr.headSha) return;
  if (BASE_CHECKOUT_EVENTS.includes(settings.eventName))
    return fetchPullRequestHead(git.root, pr, settings.token, settings.eventName);
  throw new RemoraError(
    'GH_003',
    `the checkout is at ${checkedOut?.slice(0, 12) ?? 'no commit'}, but pull request #${pr.number}'s head is ` +
      `${pr.headSha.slice(0, 12)}; Remora reviews only the head commit. Check it out with actions/checkout: ` +
      'with: ref: ${{ github.event.pull_request.head.sha }}',
  );
}

/**
 * Whether tools that run code (generated tests) may run: `allow-execute`,
 * by default on; always off for `pull_request_target` (it runs with the base
 * repository's secrets on code it did not write) and for forks.
 */
function executeAllowed(settings: ActionSettings, pr: PullRequestEvent, notes: string[]): boolean {
  if (settings.eventName === 'pull_request_target' || pr.fork !== undefined) {
    if (settings.allowExecute === true)
      notes.push(
        'allow-execute is ignored: tools that run code stay off on pull_request_target and forks.',
      );
    return false;
  }
  return settings.allowExecute ?? true;
}

/**
 * What preparing the run found, said: an op whose agent did not load fails
 * on every node, and tools that run code do not run where no sandbox can be
 * made. Each is a warning; the sandbox's also lands in `notes`.
 */
export function warnPreparedRun(prepared: PreparedRun, notes: string[]): void {
  for (const [op, problem] of prepared.brokenAgents)
    core.warning(`${problem.code}: ${problem.message}; op ${op} fails on every node`);
  const { noSandbox } = prepared;
  if (!noSandbox) return;
  const text = `${noSandbox.problem.code}: ${noSandbox.problem.message}; tools that run code are skipped in ${noSandbox.ops.join(', ')}`;
  core.warning(text);
  notes.push(text);
}
