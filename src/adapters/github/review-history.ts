import { z } from 'zod';
import type {
  GitHubPort,
  ListedCheckRun,
  PostedComment,
  PostedIssueComment,
  PostedReview,
  ReviewThread,
  ThreadAnswer,
} from '../../ports.js';
import {
  parseResponse,
  readList,
  toGitHubError,
  toGraphQLError,
  tryHttpStatus,
  type Permission,
} from './errors.js';
import type { RepositoryClient } from './octokit-client.js';

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

const threadsPageSchema = z.object({
  repository: z.object({
    pullRequest: z.object({
      reviewThreads: z.object({
        pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
        nodes: z.array(
          z.object({
            id: z.string().min(1),
            isResolved: z.boolean(),
            isOutdated: z.boolean(),
            resolvedBy: userSchema.optional(),
            comments: z.object({
              nodes: z.array(z.object({ databaseId: z.number().int().nullable() })),
            }),
          }),
        ),
      }),
    }),
  }),
});

const resolvedSchema = z.record(z.string(), z.object({ thread: z.object({ id: z.string() }) }));

// Each answer is a reply (`comment`) and a resolution (`thread`), under aliases of their own.
const answeredSchema = z.record(
  z.string(),
  z.union([
    z.object({ comment: z.object({ id: z.string() }) }),
    z.object({ thread: z.object({ id: z.string() }) }),
  ]),
);

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

// A thread's first comment says whose it is; 100 comments is the most one page holds.
const THREADS_QUERY = `
query ($owner: String!, $repo: String!, $number: Int!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $cursor) {
        pageInfo { hasNextPage endCursor }
        nodes {
          id
          isResolved
          isOutdated
          resolvedBy { login }
          comments(first: 100) { nodes { databaseId } }
        }
      }
    }
  }
}`;

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

async function listReviewThreads(
  client: RepositoryClient,
  pullNumber: number,
): Promise<ReviewThread[]> {
  const what = `list the review threads of pull request #${pullNumber}`;
  const { owner, repo } = client;
  const threads: ReviewThread[] = [];
  let cursor: string | null = null;
  do {
    const variables = { owner, repo, number: pullNumber, cursor };
    const data = await graphql(client, THREADS_QUERY, variables, what, 'pull-requests: read');
    const page = parseResponse(threadsPageSchema, data, what).repository.pullRequest.reviewThreads;
    for (const thread of page.nodes)
      threads.push({
        id: thread.id,
        isResolved: thread.isResolved,
        isOutdated: thread.isOutdated,
        ...(thread.resolvedBy ? { resolvedBy: thread.resolvedBy.login } : {}),
        commentIds: thread.comments.nodes.flatMap((c) =>
          c.databaseId === null ? [] : [c.databaseId],
        ),
      });
    cursor = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (cursor !== null);
  return threads;
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

async function resolveThreads(
  client: RepositoryClient,
  threadIds: readonly string[],
): Promise<void> {
  if (threadIds.length === 0) return;
  const what = `resolve ${threadIds.length} review thread${threadIds.length === 1 ? '' : 's'}`;
  // One aliased mutation per thread, all in one request; the ids travel as variables.
  const aliases = threadIds.map((_, index) => `t${index}`);
  const query = [
    `mutation (${aliases.map((alias) => `$${alias}: ID!`).join(', ')}) {`,
    ...aliases.map(
      (alias) => `  ${alias}: resolveReviewThread(input: {threadId: $${alias}}) { thread { id } }`,
    ),
    '}',
  ].join('\n');
  const variables = Object.fromEntries(aliases.map((alias, index) => [alias, threadIds[index]]));
  const data = await graphql(client, query, variables, what, 'pull-requests: write');
  parseResponse(resolvedSchema, data, what);
}

async function answerThreads(
  client: RepositoryClient,
  answers: readonly ThreadAnswer[],
): Promise<void> {
  if (answers.length === 0) return;
  const what = `answer and resolve ${answers.length} review thread${answers.length === 1 ? '' : 's'}`;
  // Mutations run in order: each thread gets its reply before it is resolved.
  const query = [
    `mutation (${answers.map((_, i) => `$t${i}: ID!, $b${i}: String!`).join(', ')}) {`,
    ...answers.flatMap((_, i) => [
      `  r${i}: addPullRequestReviewThreadReply(input: {pullRequestReviewThreadId: $t${i}, body: $b${i}}) { comment { id } }`,
      `  t${i}: resolveReviewThread(input: {threadId: $t${i}}) { thread { id } }`,
    ]),
    '}',
  ].join('\n');
  const variables = Object.fromEntries(
    answers.flatMap((answer, i) => [
      [`t${i}`, answer.threadId],
      [`b${i}`, answer.body],
    ]),
  );
  const data = await graphql(client, query, variables, what, 'pull-requests: write');
  parseResponse(answeredSchema, data, what);
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

/** One GraphQL request; its failure a GitHub error naming `what` and the permission it needs. */
async function graphql(
  { octokit }: RepositoryClient,
  query: string,
  variables: Record<string, unknown>,
  what: string,
  permission: Permission,
): Promise<unknown> {
  try {
    return await octokit.graphql(query, variables);
  } catch (error) {
    throw toGraphQLError(error, what, permission);
  }
}
