import { z } from 'zod';
import type {
  GitHubPort,
  ListedCheckRun,
  PostedComment,
  PostedIssueComment,
  PostedReview,
} from '../../ports.js';
import { parseResponse, readList, toGitHubError, tryHttpStatus } from './errors.js';
import type { RepositoryClient } from './octokit-client.js';
import { answerThreads, listReviewThreads, resolveThreads } from './review-threads.js';

// A deleted account's comments and reviews come with `user: null`; GitHub shows them as "ghost".
const GHOST = 'ghost';

const userSchema = z.object({ login: z.string() }).nullable();

const reviewCommentSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  path: z.string(),
  // Null (or, in older answers, absent) once the comment is outdated.
  line: z.number().int().nullish(),
  user: userSchema,
  in_reply_to_id: z.number().int().optional(),
  pull_request_review_id: z.number().int().nullish(),
  // The rollup GitHub adds to each comment; absent in older answers.
  reactions: z.object({ '-1': z.number().int().nonnegative() }).optional(),
});

const issueCommentSchema = z.object({
  id: z.number().int(),
  body: z.string().nullish(),
  user: userSchema,
});

const reactionSchema = z.object({ content: z.string(), user: userSchema });

const reviewSchema = z.object({
  id: z.number().int(),
  body: z.string().nullable(),
  user: userSchema,
  commit_id: z.string().nullable(),
});

const checkRunsSchema = z.object({
  check_runs: z.array(
    z.object({
      head_sha: z.string(),
      status: z.string(),
      conclusion: z.string().nullable(),
      external_id: z.string().nullable(),
      app: z.object({ slug: z.string().optional() }).nullable(),
    }),
  ),
});

/** The part of {@link GitHubPort} {@link createReviewHistory} makes. */
export type ReviewHistory = Pick<
  GitHubPort,
  | 'listReviewComments'
  | 'listReviews'
  | 'listReviewThreads'
  | 'resolveThreads'
  | 'answerThreads'
  | 'listCheckRuns'
  | 'listIssueComments'
  | 'listThumbsDown'
>;

/**
 * What earlier runs left on a pull request, and the writes that tidy it:
 * resolving and answering threads. Each operation is a function of this
 * module, below.
 */
export function createReviewHistory(client: RepositoryClient): ReviewHistory {
  return {
    listReviewComments: (pullNumber) => listReviewComments(client, pullNumber),
    listReviews: (pullNumber) => listReviews(client, pullNumber),
    listReviewThreads: (pullNumber) => listReviewThreads(client, pullNumber),
    listIssueComments: (issueNumber) => listIssueComments(client, issueNumber),
    listThumbsDown: (commentId) => listThumbsDown(client, commentId),
    resolveThreads: (threadIds) => resolveThreads(client, threadIds),
    answerThreads: (answers) => answerThreads(client, answers),
    listCheckRuns: (ref, name) => listCheckRuns(client, ref, name),
  };
}

async function listReviewComments(
  { octokit, owner, repo }: RepositoryClient,
  pullNumber: number,
): Promise<PostedComment[]> {
  // GitHub lists them by ascending id: oldest first.
  const comments = await readList(
    reviewCommentSchema,
    `list the review comments of pull request #${pullNumber}`,
    () =>
      octokit.paginate(octokit.rest.pulls.listReviewComments, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: 100,
      }),
  );
  return comments.map((c): PostedComment => ({
    id: c.id,
    body: c.body,
    path: c.path,
    line: c.line ?? null,
    user: c.user?.login ?? GHOST,
    ...(c.in_reply_to_id === undefined ? {} : { in_reply_to_id: c.in_reply_to_id }),
    ...(c.pull_request_review_id == null ? {} : { review_id: c.pull_request_review_id }),
    ...(c.reactions ? { thumbsDown: c.reactions['-1'] } : {}),
  }));
}

async function listReviews(
  { octokit, owner, repo }: RepositoryClient,
  pullNumber: number,
): Promise<PostedReview[]> {
  const reviews = await readList(
    reviewSchema,
    `list the reviews of pull request #${pullNumber}`,
    () =>
      octokit.paginate(octokit.rest.pulls.listReviews, {
        owner,
        repo,
        pull_number: pullNumber,
        per_page: 100,
      }),
  );
  return reviews.map((r): PostedReview => ({
    id: r.id,
    body: r.body ?? '',
    user: r.user?.login ?? GHOST,
    commit_id: r.commit_id ?? '',
  }));
}

async function listIssueComments(
  { octokit, owner, repo }: RepositoryClient,
  issueNumber: number,
): Promise<PostedIssueComment[]> {
  const comments = await readList(issueCommentSchema, `list the comments of #${issueNumber}`, () =>
    octokit.paginate(octokit.rest.issues.listComments, {
      owner,
      repo,
      issue_number: issueNumber,
      per_page: 100,
    }),
  );
  return comments.map((c) => ({ id: c.id, body: c.body ?? '', user: c.user?.login ?? GHOST }));
}

async function listThumbsDown(
  { octokit, owner, repo }: RepositoryClient,
  commentId: number,
): Promise<string[]> {
  const reactions = await readList(
    reactionSchema,
    `list the 👎 reactions to review comment ${commentId}`,
    () =>
      octokit.paginate(octokit.rest.reactions.listForPullRequestReviewComment, {
        owner,
        repo,
        comment_id: commentId,
        content: '-1',
        per_page: 100,
      }),
  );
  return [
    ...new Set(reactions.filter((r) => r.content === '-1').map((r) => r.user?.login ?? GHOST)),
  ];
}

async function listCheckRuns(
  { octokit, owner, repo }: RepositoryClient,
  ref: string,
  name: string,
): Promise<ListedCheckRun[]> {
  const what = `list the check runs ${name} of ${ref}`;
  let data: unknown;
  try {
    ({ data } = await octokit.rest.checks.listForRef({
      owner,
      repo,
      ref,
      check_name: name,
      // Every run, not the latest only: a rerun that did not finish leaves an earlier mark standing.
      filter: 'all',
      per_page: 100,
    }));
  } catch (error) {
    // A commit GitHub does not know (a force-push's old head) has no check runs.
    const status = tryHttpStatus(error);
    if (status === 404 || status === 422) return [];
    throw toGitHubError(error, what);
  }
  return parseResponse(checkRunsSchema, data, what).check_runs.map((run): ListedCheckRun => ({
    head_sha: run.head_sha,
    status: run.status,
    conclusion: run.conclusion,
    external_id: run.external_id,
    app: run.app?.slug ?? null,
  }));
}
