import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import type { GitHubPort } from '../../ports.js';
import { isPendingReviewConflict, parseResponse, toWriteError, tryHttpStatus } from './errors.js';
import type { RepositoryClient } from './octokit-client.js';

const idSchema = z.object({ id: z.number().int() });
const reviewSchema = z.object({ id: z.number().int(), html_url: z.string().min(1) });

/** The writes of a review run: the check run, the review, and the probe that finds refused comments. */
export function createReviewWrites({
  octokit,
  owner,
  repo,
}: RepositoryClient): Pick<
  GitHubPort,
  'createCheckRun' | 'updateCheckRun' | 'createReview' | 'acceptsComments'
> {
  return {
    async createCheckRun(name, headSha) {
      const what = `create the check run ${name} on ${headSha}`;
      try {
        const { data } = await octokit.rest.checks.create({
          owner,
          repo,
          name,
          head_sha: headSha,
          status: 'in_progress',
        });
        return parseResponse(idSchema, data, what).id;
      } catch (error) {
        throw toWriteError(error, what, 'checks: write');
      }
    },

    async updateCheckRun(id, update) {
      const what = `update the check run ${id}`;
      try {
        await octokit.rest.checks.update({ owner, repo, check_run_id: id, ...update });
      } catch (error) {
        throw toWriteError(error, what, 'checks: write');
      }
    },

    async createReview(pullNumber, review) {
      const what = `post the review on pull request #${pullNumber}`;
      try {
        const { data } = await octokit.rest.pulls.createReview({
          owner,
          repo,
          pull_number: pullNumber,
          ...review,
          // A retry after a 5xx could post the review twice: GitHub may have taken the first.
          request: { retries: 0 },
        });
        const posted = parseResponse(reviewSchema, data, what);
        return { id: posted.id, url: posted.html_url };
      } catch (error) {
        throw isPendingReviewConflict(error)
          ? pendingReviewError(pullNumber, what, error)
          : toWriteError(error, what, 'pull-requests: write');
      }
    },

    async acceptsComments(pullNumber, commitId, comments) {
      const what = `try ${comments.length} review comments on pull request #${pullNumber}`;
      let id: number;
      try {
        // Without `event` the review stays PENDING: GitHub checks every comment but shows nothing.
        const { data } = await octokit.rest.pulls.createReview({
          owner,
          repo,
          pull_number: pullNumber,
          commit_id: commitId,
          comments: [...comments],
        });
        id = parseResponse(idSchema, data, what).id;
      } catch (error) {
        // The conflict is a 422 about an earlier draft, not about these comments.
        if (isPendingReviewConflict(error)) throw pendingReviewError(pullNumber, what, error);
        if (tryHttpStatus(error) === 422) return false;
        throw toWriteError(error, what, 'pull-requests: write');
      }
      try {
        await octokit.rest.pulls.deletePendingReview({
          owner,
          repo,
          pull_number: pullNumber,
          review_id: id,
        });
      } catch (error) {
        throw toWriteError(
          error,
          `delete the pending review ${id} on pull request #${pullNumber}`,
          'pull-requests: write',
        );
      }
      return true;
    },
  };
}

// Deleting the draft ourselves could throw away a person's unsent review when
// the token is a personal one, so the user is told instead.
function pendingReviewError(pullNumber: number, what: string, cause: unknown): RemoraError {
  return new RemoraError(
    'GH_001',
    `GitHub refused to ${what}: the token's user already has a pending (unsubmitted) review on ` +
      `pull request #${pullNumber}, and GitHub allows one per user. Submit or delete that ` +
      `review on the pull request's "Files changed" tab, then run the job again.`,
    { cause },
  );
}
