import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import {
  readPullRequestEvent,
  type PullRequestEvent,
} from '../adapters/github/pull-request-event.js';
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
  openSuggestions,
  conclusionFor,
  reviewedHeadMark,
  type CheckRunInput,
  type ReviewVerdict,
} from '../core/publish/index.js';
import { textCell } from '../core/summary/markdown.js';
import { logEarlierVerdicts, type Earlier } from './earlier-runs.js';
import { reviewToJson } from '../core/report/format-review.js';
import { formatChangedNodeLine, renderReviewSummary } from '../core/summary/index.js';
import type { Publication } from '../pipeline/publication.js';
import {
  reviewPullRequestChanges,
  type PullRequestNodes,
  type PullRequestReviewed,
  type ReviewRunOptions,
} from '../pipeline/pull-request-review.js';
import type { ReviewReport } from '../pipeline/review.js';
import { CleanupStack } from '../pipeline/session.js';
import type {
  CheckRunUpdate,
  GitHubPort,
  PullRequestInfo,
  ReviewPoster,
  ThreadSettler,
} from '../ports.js';
import { keepTrajectories, recordVerdicts } from './feedback.js';
import { startCheckRun, type CheckRun } from './check-run.js';
import { settleEarlierThreads } from './incremental-review.js';
import { postReview } from './post-review.js';
import { openRunLog, type RunLog } from './run-log.js';
import { tryWriteSarif } from './sarif-file.js';
import { OUTPUTS, setOutputs } from './outputs.js';
import { gatherReviewInput, warnPreparedRun, type ReviewInputReader } from './review-input.js';
import { info } from './log.js';
import { runStopped } from './run-stop.js';
import { redactedText } from '../adapters/github/secrets.js';
import { appendAll } from '../core/arrays.js';

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

export type { ResumeRequest, ReviewRunOptions } from '../pipeline/pull-request-review.js';
export { trustedBranches } from './review-input.js';

/** The GitHub calls a review run makes once its check run started: it gathers, posts and settles. */
export type ReviewRunPort = ReviewInputReader & ReviewPoster & ThreadSettler;

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
  github: ReviewRunPort,
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

/**
 * The run in three phases: what the event needs is gathered once
 * ({@link gatherReviewInput}), the pipeline reviews and plans it in one call
 * (`reviewPullRequestChanges`), and what comes back is said and published.
 */
async function reviewAndPublish(
  settings: ActionSettings,
  github: ReviewRunPort,
  pr: PullRequestEvent,
  check: CheckRun,
  log: RunLog,
  options: ReviewRunOptions,
  writes: () => string,
): Promise<ReviewRunOutcome> {
  const notes: string[] = [];
  const cleanups = new CleanupStack();
  try {
    const gathered = await gatherReviewInput(
      settings,
      github,
      pr,
      { log, cleanups, notes },
      options,
    );
    const result = await core.group('Reviewing the pull request', () =>
      reviewPullRequestChanges(gathered.input),
    );
    warnPreparedRun(result.prepared, gathered.executeNotes);
    appendAll(notes, gathered.executeNotes);
    for (const line of result.said) info(line);
    const { found } = result;
    if (result.outdated) return await outdatedQuestion(check, result.outdated);
    for (const diagnostic of found.diagnostics) reportDiagnostic(diagnostic);
    core.startGroup(`Changed nodes (${found.changed.length})`);
    for (const changed of found.changed) info(formatChangedNodeLine(changed));
    core.endGroup();
    if (!result.reviewed) return await nothingToReview(settings, pr, check, options, found);
    appendAll(notes, gathered.earlier.problems);
    const reviewed = await publishReview(
      settings,
      github,
      pr,
      gathered.earlier,
      result.reviewed,
      notes,
    );
    keepTrajectories(log, result.reviewed.trajectories);
    return await concludeReview(settings, pr, check, log, options, writes, notes, {
      ...reviewed,
      found,
    });
  } finally {
    await cleanups.run();
  }
}

/** A resume whose question no longer stands: the check is skipped, saying why. */
async function outdatedQuestion(check: CheckRun, outdated: string): Promise<ReviewRunOutcome> {
  info(`Remora: ${outdated}; nothing to resume.`);
  await check.complete('skipped', {
    title: 'The question is outdated',
    summary: `${outdated}: the answer is not applied to code the question was not about.`,
    annotations: [],
  });
  await writeSummary(`## Remora\n\nThe question is outdated: ${outdated}.\n`);
  return { ok: false, problem: outdated, outdated: true };
}

type ChangedNodes = PullRequestNodes;

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
 * Posts what the pipeline planned, then settles earlier threads: on an
 * incremental push, those of nodes that changed and whose suggestion this
 * run did not make again are answered as outdated.
 */
async function publishReview(
  settings: ActionSettings,
  github: ReviewPoster & ThreadSettler,
  pr: PullRequestEvent,
  earlier: Earlier,
  reviewed: PullRequestReviewed,
  notes: string[],
) {
  const { report, publication, narrowed, verdicts } = reviewed;
  logEarlierVerdicts(verdicts);
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
        verdicts.filter((v) => v.verdict === 'rejected').flatMap((v) => v.fingerprints),
      ),
      dryRun: settings.dryRun,
    },
    notes,
  );
  return { report, verdicts, counts: earlier.counts, publication, posted, standing, narrowed };
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
  reviewed: Awaited<ReturnType<typeof publishReview>> & { found: ChangedNodes },
): Promise<ReviewRunOutcome> {
  const { report, verdicts, counts, publication, posted, standing, narrowed, found } = reviewed;
  const input: CheckRunInput = {
    ...checkInput(report, publication, posted.refused, counts, standing, verdicts),
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
    verdicts,
    ...(reviewToJson(report) as object),
  });
  finishOutputs(report, publication, posted.id);
  if (!settings.dryRun)
    recordVerdicts(verdicts, `${pr.owner}/${pr.repo}`, {
      runnerTemp: settings.runnerTemp,
    });
  const sarif = await tryWriteSarif(settings, report);
  if (sarif) notes.push(sarif);
  info(`GitHub writes: ${writes()}`);
  appendAll(
    notes,
    posted.leftOut.map((id) => `${id}: did not fit in the review body; see report.json`),
  );
  await writeSummary(
    renderReviewSummary({
      pullNumber: pr.number,
      headSha: pr.headSha,
      figures: checkRunFigures(input),
      verdicts: describeVerdicts(verdicts, textCell),
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
  { report, publication, posted }: Awaited<ReturnType<typeof publishReview>>,
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
  github: ReviewPoster,
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
