import * as core from '@actions/core';
import { discoveryOptions, loadConfig } from './config.js';
import { describeError } from './core/errors.js';
import { createGitReader } from './adapters/action-git.js';
import { reviewPullRequest } from './adapters/github-pull-request.js';
import { OUTPUTS, publishReport } from './adapters/action-report.js';
import { readActionSettings, type ActionSettings } from './adapters/action-settings.js';
import { createDiscoverer } from './adapters/discoverer.js';
import { PULL_REQUEST_EVENTS, readPullRequestEvent } from './adapters/github-event.js';
import { createGitHubPort } from './adapters/github-octokit.js';

/**
 * The GitHub Action. On a pull request it lists the changed nodes in the log,
 * the job summary and the `changed-nodes` output; other events end with a
 * notice. The one place that fails the step: every error lands here once.
 */
export async function run(): Promise<void> {
  try {
    const settings = readActionSettings();
    if (!PULL_REQUEST_EVENTS.includes(settings.eventName)) {
      core.notice(
        `Remora: the ${settings.eventName} event is not handled yet; this version reviews ` +
          'pull_request and pull_request_target events only. Nothing to do.',
      );
      core.setOutput(OUTPUTS.changedNodes, 0);
      return;
    }
    await runPullRequest(settings);
  } catch (error) {
    core.setFailed(describeError(error));
  }
}

async function runPullRequest(settings: ActionSettings): Promise<void> {
  const pr = await readPullRequestEvent(settings.eventPath);
  core.info(
    `pull request #${pr.number} in ${pr.owner}/${pr.repo}: ${pr.baseSha.slice(0, 7)}...${pr.headSha.slice(0, 7)}` +
      (pr.fork === undefined ? '' : ` from the fork ${pr.fork ?? '(deleted)'}: reading only`),
  );
  const { config } = await loadConfig(settings.workspace);
  const github = createGitHubPort({
    token: settings.token,
    apiUrl: settings.apiUrl,
    owner: pr.owner,
    repo: pr.repo,
    retries: settings.retries,
    retryBaseMs: settings.retryBaseMs,
  });
  const discoverer = await createDiscoverer(discoveryOptions(config));
  try {
    const review = await reviewPullRequest(pr, {
      github,
      git: createGitReader(settings.workspace),
      discoverer,
    });
    await publishReport({
      pullNumber: pr.number,
      headSha: pr.headSha,
      ...(pr.fork === undefined ? {} : { fork: pr.fork ?? '(deleted fork)' }),
      ...review,
    });
  } finally {
    await discoverer.close();
  }
}
