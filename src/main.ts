import * as core from '@actions/core';
import { readActionSettings } from './adapters/action-settings.js';
import { PULL_REQUEST_EVENTS, readPullRequestEvent } from './adapters/github-event.js';
import { createGitHubPort } from './adapters/github-octokit.js';
import { runPullRequest } from './action/pull-request.js';
import { describeError } from './core/errors.js';

/**
 * The GitHub Action: picks the handler for the event that started the run.
 * Pull requests are reviewed (src/action/pull-request.ts); other events end
 * with a notice. The one place that fails the step: every error lands here once.
 */
export async function run(): Promise<void> {
  try {
    const settings = readActionSettings();
    if (!PULL_REQUEST_EVENTS.includes(settings.eventName)) {
      core.notice(
        `Remora: the ${settings.eventName} event is not handled; Remora reviews ` +
          'pull_request and pull_request_target events. Nothing to do.',
      );
      return;
    }
    const pr = await readPullRequestEvent(settings.eventPath);
    const github = createGitHubPort({
      token: settings.token,
      apiUrl: settings.apiUrl,
      owner: pr.owner,
      repo: pr.repo,
      retries: settings.retries,
      retryBaseMs: settings.retryBaseMs,
    });
    await runPullRequest(settings, github);
  } catch (error) {
    core.setFailed(describeError(error));
  }
}
