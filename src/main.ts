import * as core from '@actions/core';
import { readActionSettings, type ActionSettings } from './adapters/github/action-settings.js';
import { createGitHubPort } from './adapters/github/github-port.js';
import { runCommentCommand } from './action/comment-command.js';
import { runPullRequest } from './action/pull-request.js';
import { stopRunOnSignals } from './action/run-stop.js';
import { redactedText, redactingPort, registerSecrets } from './adapters/github/secrets.js';
import { runSweep } from './action/sweep.js';
import { RemoraError } from './core/errors.js';
import { failureText, reportDir } from './action/run-failure.js';
import type { GitHub } from './ports.js';

/** What runs for each event: one module of src/action/ per kind of event. */
const HANDLERS: Readonly<
  Record<string, (settings: ActionSettings, github: GitHub) => Promise<void>>
> = {
  pull_request: runPullRequest,
  pull_request_target: runPullRequest,
  workflow_dispatch: runSweep,
  schedule: runSweep,
  issue_comment: runCommentCommand,
  pull_request_review_comment: runCommentCommand,
};

/**
 * The GitHub Action: picks the handler for the event that started the run;
 * other events end with a notice. The one place that fails the step: every
 * error lands here once.
 */
export async function run(): Promise<void> {
  const release = stopRunOnSignals();
  try {
    const settings = readActionSettings();
    const handler = HANDLERS[settings.eventName];
    if (!handler) {
      core.notice(
        `Remora: the ${settings.eventName} event is not handled; Remora runs on ` +
          `${Object.keys(HANDLERS).join(', ')}. Nothing to do.`,
      );
      return;
    }
    const { owner, repo } = repository(process.env.GITHUB_REPOSITORY);
    registerSecrets(settings.token, settings.apiKey);
    const github = redactingPort(
      createGitHubPort({
        token: settings.token,
        apiUrl: settings.apiUrl,
        owner,
        repo,
        retries: settings.retries,
        retryBaseMs: settings.retryBaseMs,
        writeSpacingMs: settings.writeSpacingMs,
        timeoutMs: settings.githubTimeoutSeconds * 1000,
      }),
    );
    await handler(settings, github);
  } catch (error) {
    // A bug says it is Remora's and where the log is; a sweep's report is in its run folder.
    const runnerTemp = process.env.RUNNER_TEMP;
    const report = runnerTemp ? reportDir(runnerTemp, process.env) : undefined;
    core.setFailed(redactedText(failureText(error, process.env, report)));
  } finally {
    release();
  }
}

/** `owner/name` from GITHUB_REPOSITORY: the repository every API call goes to. */
function repository(value: string | undefined): { owner: string; repo: string } {
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(value ?? '');
  if (!match)
    throw new RemoraError(
      'CONFIG_001',
      `GITHUB_REPOSITORY: expected owner/name, got ${JSON.stringify(value ?? '')}`,
    );
  return { owner: match[1] as string, repo: match[2] as string };
}
