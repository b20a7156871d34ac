import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import {
  readPullRequestEvent,
  type PullRequestEvent,
} from '../adapters/github/pull-request-event.js';
import { createGit } from '../adapters/git/git.js';
import type { Git } from '../ports.js';
import { describeError, RemoraError } from '../core/errors.js';
import {
  classifyFailure,
  failedRunEnd,
  reportDir,
  ReportedFailure,
  tryRunUrl,
} from './run-failure.js';
import { totalTally } from '../core/events/run-tally.js';
import {
  checkRunFigures,
  checkRunOutput,
  describeVerdicts,
  nodeContentHash,
  openSuggestions,
  commentableRanges,
  conclusionFor,
  reviewedHeadMark,
  textSha256,
  type CheckRunInput,
  type ReviewVerdict,
} from '../core/publish/index.js';
import type { ReviewerInstruction } from '../core/runner/opening-request.js';
import { textCell } from '../core/summary/markdown.js';
import { markdownCode } from '../core/report/inert-text.js';
import { readEarlier } from './earlier-runs.js';
import { reviewToJson } from '../core/report/format-review.js';
import { formatChangedNodeLine, renderReviewSummary } from '../core/summary/index.js';
import { planPublication, type Publication } from '../pipeline/publication.js';
import type { ReviewReport } from '../pipeline/review.js';
import { prepareRun, type PreparedRun } from '../pipeline/prepare.js';
import { withoutLinkedFiles } from '../pipeline/changed-nodes.js';
import { CleanupStack } from '../pipeline/session.js';
import type { Conversation, ResumePoint } from '../pipeline/run-operation.js';
import type { CheckRunUpdate, GitHubPort, PullRequestInfo } from '../ports.js';
import { chooseActionBackend } from './backend.js';
import { keepPublishedRuns, recordVerdicts } from './feedback.js';
import { startCheckRun, type CheckRun } from './check-run.js';
import { reviewPullRequest } from './pull-request-files.js';
import {
  chooseReviewScope,
  narrowToChangedSince,
  settleEarlierThreads,
} from './incremental-review.js';
import { postReview } from './post-review.js';
import { openRunLog, type RunLog } from './run-log.js';
import { tryWriteSarif } from './sarif-file.js';
import { OUTPUTS, setOutputs } from './outputs.js';
import { loadTrustedConfig } from './trusted-config.js';
import { fetchPullRequestHead } from './fetch-head.js';
import { info } from './log.js';
import { runStopped } from './run-stop.js';
import { redactedText } from '../adapters/github/secrets.js';

/** The pull request activities a run reviews; others end with a notice. */
export const REVIEWED_ACTIONS: readonly string[] = [
  'opened',
  'synchronize',
  'reopened',
  'ready_for_review',
];

/** Whether the workflow's author must fix `error` (it fails the step), rather than it being Remora's own. */
export function isUsersToFix(error: unknown): boolean {
  return classifyFailure(error) === 'users-to-fix';
}

/**
 * A `pull_request` or `pull_request_target` run: the `Remora` check in
 * progress, the changed nodes reviewed with the base commit's configuration,
 * earlier runs read, one review posted, the check completed, the job summary,
 * the outputs and the report. Remora's own outages (the model server or
 * GitHub unreachable, a missing permission) end the check as `on-outage`
 * says; a bug in Remora fails the check and the step.
 */
export async function runPullRequest(settings: ActionSettings, port: GitHubPort): Promise<void> {
  const { github, writes } = countWrites(port);
  const pr = await readPullRequestEvent(settings.eventPath);
  const from = pr.fork === undefined ? '' : ` from the fork ${pr.fork ?? '(deleted)'}`;
  info(
    `pull request #${pr.number} in ${pr.owner}/${pr.repo}${from}: ` +
      `${pr.baseSha.slice(0, 7)}...${pr.headSha.slice(0, 7)} (${settings.eventName}, ${pr.action || 'no action'})`,
  );
  setOutputs({ nodes: 0, suggestions: 0, findings: 0, failedOps: 0 });
  if (pr.action && !REVIEWED_ACTIONS.includes(pr.action)) {
    core.notice(
      `Remora: a pull request '${pr.action}' event is not reviewed; reviews run on ${REVIEWED_ACTIONS.join(', ')}.`,
    );
    return;
  }
  const check = await startCheckRun(github, pr.headSha, settings);
  if (pr.draft && !settings.reviewDrafts) {
    const reason =
      'draft pull requests are reviewed when marked ready, or with review-drafts: true';
    core.notice(`Remora: pull request #${pr.number} is a draft: not reviewed (${reason}).`);
    await check.complete('skipped', {
      title: 'Draft: not reviewed',
      summary: `Pull request #${pr.number} is a draft; ${reason}.`,
      annotations: [],
    });
    return;
  }
  await reviewPullRequestRun(settings, github, pr, check, {}, writes);
}

/** What a review of a pull request may be narrowed to, by a comment command. */
export interface ReviewRunOptions {
  /** The ops to run instead of the configured ones: a list, or `all`. */
  ops?: readonly string[] | 'all';
  /** Only nodes in these repository paths (files, or folders ending in `/`). */
  paths?: readonly string[];
  /** Forces tools that run code off, whatever `allow-execute` says. */
  noExecute?: boolean;
  /**
   * `/remora retry`: only this node (with `ops` the one op), the reviewer's
   * instruction in its opening message, and its workspace planned even if a
   * reviewer rejected it before (the reviewer asked for it again).
   */
  retry?: { nodeId: string; instruction: ReviewerInstruction };
  /** Resumes one waiting op on one node with its answer, instead of starting the ops afresh. */
  resume?: ResumeRequest;
}

/** A waiting op to resume: its node as it was when it asked, and where to go on from. */
export interface ResumeRequest {
  node_id: string;
  /** SHA-256 of the node's text when the question was asked: the node at the head must match. */
  node_sha256: string;
  workspace_id: string;
  point: ResumePoint;
}

/**
 * Every pull request run's ops may ask (ask_user): the question waits for an
 * answer in its thread, and the op closes as waiting.
 */
const ASK_IN_THREAD: Conversation['ask'] = () => async () => ({ waiting: true });

/** How a review run ended, for a caller that reports on it (a comment command's reaction). */
export interface ReviewRunOutcome {
  ok: boolean;
  /** Why it did not finish, when it did not. */
  problem?: string;
  reviewUrl?: string;
  /** For a resume: the node changed since the question, so nothing ran. */
  outdated?: boolean;
  /** How many nodes were reviewed, once the changed nodes were read. */
  reviewed?: number;
  /** What the review made, once it was planned: for a command that reports on it (a retry). */
  made?: ReviewMade;
}

/** What a review run made of its nodes, for a command that reports on one op's result. */
export interface ReviewMade {
  /** Each op's status and error code, with its workspace id. */
  ops: { workspace_id: string; status: string; error?: string }[];
  /** Suggestions posted (inline and in the body) by this run. */
  suggestions: number;
  /** Suggestions left out because an earlier run posted the very same. */
  alreadyPosted: number;
  /** The review this run posted, if it posted one. */
  reviewId?: number;
}

/**
 * Reviews the pull request at its head and publishes the result: the one
 * path every review takes, whether a pull request event or a comment
 * command started it. A run that stops completes the check as
 * {@link failedRunEnd} says: a tolerated outage `neutral` with a warning, a
 * bug or an error the workflow's author must fix `failure`, and then the
 * step fails too.
 */
export async function reviewPullRequestRun(
  settings: ActionSettings,
  github: GitHubPort,
  pr: PullRequestEvent,
  check: CheckRun,
  options: ReviewRunOptions = {},
  writes: () => string = () => 'not counted',
): Promise<ReviewRunOutcome> {
  const report = reportDir(settings.runnerTemp, process.env);
  try {
    // Inside the try: a log that cannot be opened still completes the check.
    const log = openRunLog(settings.runnerTemp, process.env.GITHUB_RUN_ID ?? `${process.pid}`);
    core.setOutput(OUTPUTS.reportPath, log.dir);
    return await reviewAndPublish(settings, github, pr, check, log, options, writes);
  } catch (error) {
    const end = failedRunEnd(error, settings.onOutage, process.env, report);
    await check
      .complete(
        end.conclusion,
        { title: end.title, summary: end.text, annotations: [] },
        tryRunUrl(process.env),
      )
      .catch((failure: unknown) => core.warning(describeError(failure)));
    if (end.kind === 'users-to-fix') throw error;
    await writeSummary(`## Remora\n\nThe review did not finish: ${end.text}\n`).catch(
      (failure: unknown) => core.warning(describeError(failure)),
    );
    if (end.failsStep) throw new ReportedFailure(end.text, { cause: error });
    core.warning(`Remora could not finish: ${end.text}`);
    return { ok: false, problem: end.text };
  }
}

async function reviewAndPublish(
  settings: ActionSettings,
  github: GitHubPort,
  pr: PullRequestEvent,
  check: CheckRun,
  log: RunLog,
  options: ReviewRunOptions,
  writes: () => string,
): Promise<ReviewRunOutcome> {
  const notes: string[] = [];
  const git = await createGit(settings.workspace, process.env);
  await verifyCheckout(git, pr, settings);
  const cleanups = new CleanupStack();
  try {
    const prepared = await prepareReview(settings, github, pr, git, log, options, cleanups, notes);
    const found = await nodesToReview(github, pr, git, prepared, options);
    if (options.resume) {
      const outdated = whyOutdated(found.changed, options.resume);
      if (outdated) {
        info(`Remora: ${outdated}; nothing to resume.`);
        await check.complete('skipped', {
          title: 'The question is outdated',
          summary: `${outdated}: the answer is not applied to code the question was not about.`,
          annotations: [],
        });
        await writeSummary(`## Remora\n\nThe question is outdated: ${outdated}.\n`);
        return { ok: false, problem: outdated, outdated: true };
      }
      const { node_id } = options.resume;
      found.changed = found.changed.filter((changed) => changed.node.node_id === node_id);
    }
    for (const diagnostic of found.diagnostics) reportDiagnostic(diagnostic);
    core.startGroup(`Changed nodes (${found.changed.length})`);
    for (const changed of found.changed) info(formatChangedNodeLine(changed));
    core.endGroup();
    if (found.changed.length === 0)
      return await nothingToReview(settings, pr, check, options, found);
    const reviewed = await reviewAndPost(
      settings,
      github,
      pr,
      git,
      prepared,
      found,
      options,
      notes,
    );
    await keepPublishedRuns(log, pr, prepared, reviewed.report, reviewed.publication);
    return await concludeReview(settings, pr, check, log, options, writes, notes, {
      ...reviewed,
      found,
    });
  } finally {
    await cleanups.run();
  }
}

/**
 * The trusted configuration (from the base, and the default branch where it
 * chooses where data goes) and the run prepared on it: agents, backend,
 * sandbox. What each step says goes to the log and the notes.
 */
async function prepareReview(
  settings: ActionSettings,
  github: GitHubPort,
  pr: PullRequestEvent,
  git: Git,
  log: RunLog,
  options: ReviewRunOptions,
  cleanups: CleanupStack,
  notes: string[],
): Promise<PreparedRun> {
  const trusted = await loadTrustedConfig({
    github,
    baseSha: pr.baseSha,
    configPath: settings.configPath,
    checkout: git.root,
    env: process.env,
    ...trustedBranches(pr),
  });
  cleanups.push(async () => trusted.dispose());
  for (const source of trusted.sources) info(source);
  for (const warning of trusted.warnings) {
    core.warning(warning);
    notes.push(warning);
  }
  // What the backend's choice says comes first in the notes, then what execution's says.
  const executeNotes: string[] = [];
  const allowExecute = !options.noExecute && executeAllowed(settings, pr, executeNotes);
  const prepared = await prepareRun({
    settings: trusted,
    requestedOps: options.ops ?? settings.operations,
    onBrokenAgent: warnBrokenAgent,
    onNoSandbox: (ops, problem) => executeNotes.push(warnNoSandbox(ops, problem)),
    chooseBackend: (ops) =>
      chooseActionBackend(settings, pr.fork, trusted.config, trusted.agents, ops, notes),
    tree: { git, head: pr.headSha },
    events: log.events,
    processEnv: process.env,
    allowExecute,
    cleanups,
    stop: runStopped,
    conversation: {
      ask: ASK_IN_THREAD,
      ...(options.resume
        ? { resume: new Map([[options.resume.workspace_id, options.resume.point]]) }
        : {}),
    },
  });
  notes.push(...executeNotes);
  return prepared;
}

type ChangedNodes = Awaited<ReturnType<typeof reviewPullRequest>>;

/**
 * The pull request's changed nodes this run reviews: only those under a
 * narrowed command's paths, only a retried node, never a node in a linked
 * file (its text is its target's path).
 */
async function nodesToReview(
  github: GitHubPort,
  pr: PullRequestEvent,
  git: Git,
  prepared: PreparedRun,
  options: ReviewRunOptions,
): Promise<ChangedNodes> {
  const { session } = prepared;
  const found = await reviewPullRequest(pr, { github, git, discoverer: session.discoverer });
  if (options.paths)
    found.changed = found.changed.filter((c) => inPaths(c.node.file_path, options.paths ?? []));
  if (options.retry) {
    const { nodeId } = options.retry;
    found.changed = found.changed.filter((c) => c.node.node_id === nodeId);
  }
  const files = await withoutLinkedFiles(found.changed, found.diagnostics, session.tree.root);
  found.changed = files.nodes;
  found.diagnostics = files.diagnostics;
  return found;
}

/** A pull request with no node to review: the check is skipped, saying why. */
async function nothingToReview(
  settings: ActionSettings,
  pr: PullRequestEvent,
  check: CheckRun,
  options: ReviewRunOptions,
  found: ChangedNodes,
): Promise<ReviewRunOutcome> {
  const reason = options.retry
    ? `node ${options.retry.nodeId} is not among the changed nodes of pull request #${pr.number} at ${pr.headSha.slice(0, 7)}`
    : `pull request #${pr.number} changes no function, class or module code Remora reviews`;
  core.notice(`Remora: ${reason}.`);
  await check.complete('skipped', {
    title: 'Nothing to review',
    summary: `${reason} (${found.reviewedFiles} files in a language it reads).`,
    annotations: [],
  });
  const sarif = await tryWriteSarif(settings, undefined);
  await writeSummary(`## Remora\n\nNothing to review: ${reason}.\n${sarif ? `\n${sarif}\n` : ''}`);
  return { ok: true, reviewed: 0 };
}

/**
 * Reviews the nodes (those changed since the last whole review, on an
 * incremental push), plans the publication against what earlier runs
 * posted and reviewers said, posts it, and settles earlier threads.
 */
async function reviewAndPost(
  settings: ActionSettings,
  github: GitHubPort,
  pr: PullRequestEvent,
  git: Git,
  prepared: PreparedRun,
  found: ChangedNodes,
  options: ReviewRunOptions,
  notes: string[],
) {
  const { config, session } = prepared;
  // A narrowed command run is never incremental: it reviews what it was asked to.
  const scope =
    options.ops || options.paths
      ? {}
      : await chooseReviewScope(github, git, pr, settings.failOn, settings.sarifPath);
  const narrowed = await narrowToChangedSince(found.changed, scope, pr, {
    git,
    discoverer: session.discoverer,
  });
  const { retry } = options;
  const targets = retry
    ? narrowed.targets.map((t) => ({ ...t, instruction: retry.instruction }))
    : narrowed.targets;
  const report = await core.group(`Reviewing ${targets.length} changed nodes`, () =>
    session.review(targets),
  );
  const earlier = await readEarlier(
    github,
    pr.number,
    session.tree.source,
    new Map(report.nodes.map((n) => [n.node.node_id, nodeContentHash(n.node.text)])),
  );
  notes.push(...earlier.problems);
  const publication = await planPublication(report, {
    head: pr.headSha,
    config,
    commentable: commentableRanges(found.diffs),
    maxComments: settings.maxComments,
    alreadyPosted: earlier.alreadyPosted,
    // A retry runs one op on one node, which the reviewer asked for again.
    ...(retry ? {} : { rejected: earlier.rejected }),
  });
  if (publication.plan.rejected.length > 0)
    info(
      `${publication.plan.rejected.length} suggestions left out: reviewers rejected them on the same code`,
    );
  const posted = await publish(settings, github, pr, publication, notes);
  const { standing } = await settleEarlierThreads(
    github,
    earlier,
    {
      head: pr.headSha,
      ...(narrowed.changedSince ? { changedSince: narrowed.changedSince } : {}),
      producedAgain: new Set(publication.plan.already_posted),
      rejected: new Set(
        earlier.verdicts.filter((v) => v.verdict === 'rejected').flatMap((v) => v.fingerprints),
      ),
      dryRun: settings.dryRun,
    },
    notes,
  );
  return { report, earlier, publication, posted, standing, narrowed };
}

/**
 * Closes the review: the check's conclusion and text, the run's report and
 * outputs, reviewers' verdicts kept as feedback, SARIF, the job summary.
 */
async function concludeReview(
  settings: ActionSettings,
  pr: PullRequestEvent,
  check: CheckRun,
  log: RunLog,
  options: ReviewRunOptions,
  writes: () => string,
  notes: string[],
  reviewed: Awaited<ReturnType<typeof reviewAndPost>> & { found: ChangedNodes },
): Promise<ReviewRunOutcome> {
  const { report, earlier, publication, posted, standing, narrowed, found } = reviewed;
  const input: CheckRunInput = {
    ...checkInput(report, publication, posted.refused, earlier.counts, standing, earlier.verdicts),
    ...(narrowed.scope ? { scope: narrowed.scope } : {}),
  };
  const conclusion = conclusionOfReview(settings, reviewed, input, notes);
  // Only a whole review of the pull request lets a later push review what changed since.
  const whole =
    !options.ops &&
    !options.paths &&
    !settings.dryRun &&
    !runStopped.aborted &&
    !posted.forbidden &&
    report.nodes.every((node) => node.ops.every((op) => op.status !== 'failed'));
  await check.complete(
    conclusion,
    checkRunOutput(input),
    posted.url,
    whole ? reviewedHeadMark(pr.number) : undefined,
  );
  log.writeReport({
    pull_request: pr.number,
    head_sha: pr.headSha,
    conclusion,
    review: { id: posted.id ?? null, url: posted.url ?? null, left_out: posted.leftOut },
    // The labelled verdicts of reviewers, for the feedback records.
    verdicts: earlier.verdicts,
    ...(reviewToJson(report) as object),
  });
  finishOutputs(report, publication, posted.id);
  if (!settings.dryRun)
    recordVerdicts(earlier.verdicts, `${pr.owner}/${pr.repo}`, {
      runnerTemp: settings.runnerTemp,
    });
  const sarif = await tryWriteSarif(settings, report);
  if (sarif) notes.push(sarif);
  info(`GitHub writes: ${writes()}`);
  notes.push(
    ...posted.leftOut.map((id) => `${id}: did not fit in the review body; see report.json`),
  );
  await writeSummary(
    renderReviewSummary({
      pullNumber: pr.number,
      headSha: pr.headSha,
      figures: checkRunFigures(input),
      verdicts: describeVerdicts(earlier.verdicts, textCell),
      ...(posted.url ? { reviewUrl: posted.url } : {}),
      ...(posted.notPosted ? { notPosted: posted.notPosted } : {}),
      ...(posted.unposted ? { unposted: publication.plan.review } : {}),
      changed: found.changed,
      diagnostics: found.diagnostics,
      notes,
    }),
  );
  logConclusion(conclusion, input);
  return {
    ok: true,
    ...(posted.url ? { reviewUrl: posted.url } : {}),
    reviewed: report.nodes.length,
    made: reviewMade(report, publication, posted.id),
  };
}

type CheckConclusion = NonNullable<CheckRunUpdate['conclusion']>;

/**
 * The check's conclusion: cancelled when the run was; `on-outage` when the
 * token may not post the review (Remora's trouble, not the pull request's);
 * else what `fail-on` says of the ops, findings and open suggestions.
 */
function conclusionOfReview(
  settings: ActionSettings,
  { report, publication, posted }: Awaited<ReturnType<typeof reviewAndPost>>,
  input: CheckRunInput,
  notes: string[],
): CheckConclusion {
  if (report.cancelled) {
    const { message } = report.cancelled;
    const cut = totalTally(report.tally).cancelled;
    notes.push(
      `${message.charAt(0).toUpperCase()}${message.slice(1)} before it finished: what was done is published, and the ${cut} op${cut === 1 ? '' : 's'} it cut short are cancelled (CANCEL_001).`,
    );
    return 'cancelled';
  }
  if (posted.forbidden) return settings.onOutage;
  return conclusionFor(
    settings.failOn,
    {
      ops: report.nodes.flatMap((node) => node.ops),
      findings: publication.findings.map((f) => f.finding),
      suggestions: openSuggestions(input),
    },
    settings.onOutage,
  );
}

/** The pull request as a `pull_request` event would give it, for the one review path. */
export function toReviewEvent(pr: PullRequestInfo): PullRequestEvent {
  const [owner = '', repo = ''] = pr.baseRepo.split('/');
  return {
    number: pr.number,
    headSha: pr.headSha,
    baseSha: pr.baseSha,
    owner,
    repo,
    fork: pr.headRepo === pr.baseRepo ? undefined : pr.headRepo,
    action: '',
    draft: pr.draft,
    url: pr.url,
    baseRef: pr.baseRef,
    defaultBranch: pr.defaultBranch,
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

/**
 * Why a waiting op cannot resume on the pull request's head: its node is no
 * longer among the changed nodes, or its code changed since the question.
 */
function whyOutdated(
  changed: readonly { node: { node_id: string; text: string; full_name: string } }[],
  resume: ResumeRequest,
): string | undefined {
  const node = changed.find((c) => c.node.node_id === resume.node_id)?.node;
  if (!node) return 'the node the question was about is no longer changed by the pull request';
  if (textSha256(node.text) !== resume.node_sha256)
    return `the code of ${markdownCode(node.full_name)} changed since the question was asked`;
  return undefined;
}

/** Whether a repository path is one of `paths` or inside a folder among them. */
function inPaths(path: string, paths: readonly string[]): boolean {
  return paths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/**
 * The port, counting the writes it makes: each is a request that changes
 * something on GitHub, and a run should make few (three when all is well).
 */
export function countWrites(port: GitHubPort): { github: GitHubPort; writes: () => string } {
  let writes = 0;
  let probes = 0;
  const counted =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, count: () => void) =>
    (...args: A): Promise<R> => {
      count();
      return fn(...args);
    };
  const github: GitHubPort = {
    ...port,
    createCheckRun: counted(port.createCheckRun.bind(port), () => writes++),
    updateCheckRun: counted(port.updateCheckRun.bind(port), () => writes++),
    createReview: counted(port.createReview.bind(port), () => writes++),
    resolveThreads: counted(port.resolveThreads.bind(port), () => writes++),
    answerThreads: counted(port.answerThreads.bind(port), () => writes++),
    acceptsComments: counted(port.acceptsComments.bind(port), () => probes++),
  };
  return {
    github,
    writes: () => `${writes}${probes > 0 ? ` and ${probes} probes for refused comments` : ''}`,
  };
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

/** Tools that run code do not run where no sandbox can be made: said once, as a warning. */
export function warnNoSandbox(ops: readonly string[], problem: RemoraError): string {
  const text = `${problem.code}: ${problem.message}; tools that run code are skipped in ${ops.join(', ')}`;
  core.warning(text);
  return text;
}

/** An op whose agent did not load fails on every node: said once, as a warning. */
export function warnBrokenAgent(op: string, problem: RemoraError): void {
  core.warning(`${problem.code}: ${problem.message}; op ${op} fails on every node`);
}

export { REMORA_AUTHOR } from './earlier-runs.js';

interface Posted {
  id?: number;
  url?: string;
  refused: number;
  leftOut: string[];
  notPosted?: string;
  /** True when the planned review belongs in the summary because it was not posted. */
  unposted: boolean;
  /** True when the token may not post reviews (GH_002). */
  forbidden?: boolean;
}

/** Posts the planned review, unless it is a dry run, carries nothing new, or the token cannot. */
async function publish(
  settings: ActionSettings,
  github: GitHubPort,
  pr: PullRequestEvent,
  publication: Publication,
  notes: string[],
): Promise<Posted> {
  const { plan } = publication;
  const leftOut = [...plan.left_out];
  if (settings.dryRun) {
    core.startGroup('dry run: the review that would be posted');
    info(JSON.stringify(plan.review, null, 2));
    core.endGroup();
    return { refused: 0, leftOut, notPosted: 'dry run', unposted: true };
  }
  if (plan.nothing_new) {
    info('nothing new since the earlier reviews: no review posted');
    return {
      refused: 0,
      leftOut,
      notPosted: 'nothing new since the earlier reviews',
      unposted: false,
    };
  }
  try {
    const posted = await postReview(github, pr.number, plan);
    if (posted.refused.length > 0)
      notes.push(
        `GitHub refused ${posted.refused.length} comments inline; they are in the review body.`,
      );
    info(`review posted: ${posted.url}`);
    return {
      id: posted.id,
      url: posted.url,
      refused: posted.refused.length,
      leftOut: [...leftOut, ...posted.left_out],
      unposted: false,
    };
  } catch (error) {
    if (!(error instanceof RemoraError && error.code === 'GH_002')) throw error;
    core.warning(describeError(error));
    return {
      refused: 0,
      leftOut,
      notPosted: describeError(error),
      unposted: true,
      forbidden: true,
    };
  }
}

function checkInput(
  report: ReviewReport,
  publication: Publication,
  refused: number,
  accepted: { accepted: number; posted: number },
  standing: number,
  verdicts: readonly ReviewVerdict[],
): CheckRunInput {
  const { plan } = publication;
  // Questions ride in the review's comments, but are not suggestions.
  const inline = plan.review.comments.length - publication.questions.comments.length - refused;
  const body = plan.unanchored.length + plan.overflow.length + refused;
  return {
    backend: report.backend,
    ms: report.ms,
    nodes: report.nodes,
    tally: report.tally,
    suggestions: { inline, body, earlier: plan.already_posted.length + standing },
    ...(accepted.posted > 0 ? { accepted } : {}),
    ...(verdicts.length > 0 ? { verdicts } : {}),
    ...(publication.questions.rows.length > 0 ? { questions: publication.questions.rows } : {}),
  };
}

function reviewMade(
  report: ReviewReport,
  publication: Publication,
  reviewId: number | undefined,
): ReviewMade {
  const { plan } = publication;
  return {
    ops: report.nodes.flatMap((n) =>
      n.ops.map((op) => ({
        workspace_id: op.workspace_id,
        status: op.status,
        ...(op.error ? { error: `${op.error.code}: ${op.error.message}` } : {}),
      })),
    ),
    suggestions: plan.review.comments.length + plan.unanchored.length + plan.overflow.length,
    alreadyPosted: plan.already_posted.length,
    ...(reviewId === undefined ? {} : { reviewId }),
  };
}

function finishOutputs(report: ReviewReport, publication: Publication, reviewId?: number): void {
  const { plan } = publication;
  setOutputs({
    nodes: report.nodes.length,
    suggestions:
      plan.review.comments.length -
      publication.questions.comments.length +
      plan.unanchored.length +
      plan.overflow.length,
    findings: publication.findings.length,
    failedOps: totalTally(report.tally).failed,
    ...(reviewId === undefined ? {} : { reviewId }),
  });
}

function logConclusion(conclusion: CheckConclusion, input: CheckRunInput): void {
  info(`Remora: ${conclusion}`);
  for (const [name, value] of checkRunFigures(input)) info(`  ${name}: ${value}`);
}

/** Logs a discovery diagnostic at its severity, as an annotation on its file when it names one. */
export function reportDiagnostic(diagnostic: {
  code: string;
  severity: string;
  message: string;
  file?: string;
  line?: number;
}): void {
  const message = `${diagnostic.code}: ${diagnostic.message}`;
  const where =
    diagnostic.file === undefined
      ? {}
      : {
          file: diagnostic.file,
          ...(diagnostic.line === undefined ? {} : { startLine: diagnostic.line }),
        };
  if (diagnostic.severity === 'notice') info(message);
  else if (diagnostic.severity === 'warning') core.warning(message, where);
  else core.error(message, where);
}

/** Writes the job summary; skipped with a debug line when the runner gave no summary file. */
export async function writeSummary(markdown: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  await core.summary.addRaw(redactedText(markdown)).write();
}
