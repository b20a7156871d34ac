import { join } from 'node:path';
import { describeError, RemoraError, remedyOf, type ErrorCode } from '../core/errors.js';
import type { OnOutage } from '../core/publish/index.js';

/**
 * What stopped a run, which decides how its check and its step end:
 * - `users-to-fix`: the workflow's author must fix it (a bad input, the
 *   wrong checkout): the check fails and so does the step;
 * - `outage`: Remora could not reach what it needs (the model server,
 *   GitHub) or may not write (the token's permissions): the check ends as
 *   `on-outage` says, `neutral` by default, and the step fails only with
 *   `on-outage: failure`;
 * - `cancelled`: the run was told to stop: the check ends `cancelled`;
 * - `error`: any other failure Remora names with a code: the check and the
 *   step fail;
 * - `bug`: anything else is a bug in Remora: the check and the step fail,
 *   saying it is Remora's fault and where the log is. A bug never passes a
 *   required check.
 */
export type FailureKind = 'users-to-fix' | 'outage' | 'cancelled' | 'error' | 'bug';

/** Errors the workflow's author must fix. */
const USERS_TO_FIX: ReadonlySet<ErrorCode> = new Set(['CONFIG_001', 'GH_003', 'CLI_001']);

/**
 * Remora's known outages: the model server cannot be reached (AGENT_002),
 * GitHub's API keeps failing (GH_001), the token lacks a permission (GH_002).
 */
const OUTAGES: ReadonlySet<ErrorCode> = new Set(['AGENT_002', 'GH_001', 'GH_002']);

/** Which kind of failure `error` is. */
export function classifyFailure(error: unknown): FailureKind {
  if (!(error instanceof RemoraError)) return 'bug';
  if (USERS_TO_FIX.has(error.code)) return 'users-to-fix';
  if (OUTAGES.has(error.code)) return 'outage';
  if (error.code === 'CANCEL_001') return 'cancelled';
  return 'error';
}

/**
 * A failure already told to the user in full (the check's text): the step
 * fails with its message as it is.
 */
export class ReportedFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ReportedFailure';
  }
}

/** The Actions run's page, from the runner's variables; undefined outside a runner. */
export function tryRunUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_REPOSITORY: repository, GITHUB_RUN_ID: runId } = env;
  if (!repository || !runId) return undefined;
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return `${server}/${repository}/actions/runs/${runId}`;
}

/** The folder a run writes its event log and report to (the `report-path` output). */
export function reportDir(runnerTemp: string, env: NodeJS.ProcessEnv): string {
  return join(runnerTemp, `remora-${env.GITHUB_RUN_ID ?? `${process.pid}`}`);
}

/** Where the run's log and report are, as a sentence. */
export function whereTheLogIs(env: NodeJS.ProcessEnv, report?: string): string {
  const url = tryRunUrl(env);
  const places = [
    url ? `the run's log is at ${url}` : "the run's log is in the workflow run",
    ...(report ? [`its event log and report in ${report} (the report-path output)`] : []),
  ];
  return `${places.join(', ')}.`;
}

/** The text of a failure a run ends with: a bug says it is Remora's and where the log is. */
export function failureText(error: unknown, env: NodeJS.ProcessEnv, report?: string): string {
  if (error instanceof ReportedFailure) return error.message;
  const message = describeError(error);
  const remedy = remedyOf(error);
  if (classifyFailure(error) !== 'bug')
    return remedy ? `${message.replace(/\.$/, '')}. What to do: ${remedy}.` : message;
  return (
    `Remora hit an internal error: ${message}. This is a bug in Remora, not in the pull ` +
    `request; please report it with the run's log: ${whereTheLogIs(env, report)}`
  );
}

/** How a run that stopped ends: the check's conclusion and title, and whether the step fails. */
export interface FailedRunEnd {
  kind: FailureKind;
  conclusion: 'neutral' | 'failure' | 'cancelled';
  title: string;
  /** The check's summary and the step's message. */
  text: string;
  failsStep: boolean;
}

/** How a run stopped by `error` ends, under `on-outage`. */
export function failedRunEnd(
  error: unknown,
  onOutage: OnOutage,
  env: NodeJS.ProcessEnv,
  report?: string,
): FailedRunEnd {
  const kind = classifyFailure(error);
  const text = failureText(error, env, report);
  switch (kind) {
    case 'users-to-fix':
      return {
        kind,
        conclusion: 'failure',
        title: 'Remora cannot review this run',
        text,
        failsStep: true,
      };
    case 'outage':
      return {
        kind,
        conclusion: onOutage,
        title: 'Remora could not finish its review',
        text:
          onOutage === 'neutral'
            ? `${text} (an outage; on-outage: neutral lets the check pass)`
            : text,
        failsStep: onOutage === 'failure',
      };
    case 'cancelled':
      return {
        kind,
        conclusion: 'cancelled',
        title: 'The review was cancelled',
        text,
        failsStep: false,
      };
    case 'error':
      return {
        kind,
        conclusion: 'failure',
        title: 'Remora could not finish its review',
        text: `${text}; ${whereTheLogIs(env, report)}`,
        failsStep: true,
      };
    case 'bug':
      return {
        kind,
        conclusion: 'failure',
        title: 'Remora hit an internal error',
        text,
        failsStep: true,
      };
  }
}
