import { z } from 'zod';
import type { ReviewThread, ThreadAnswer } from '../../ports.js';
import { parseResponse, toGraphQLError, type Permission } from './errors.js';
import type { RepositoryClient } from './octokit-client.js';

// A pull request's review threads, their state and the writes that tidy them (a reply and
// a resolution, in one request) go through GraphQL; `review-history.ts` binds them to a client.

const loginSchema = z.object({ login: z.string() });

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
            resolvedBy: loginSchema.nullable().optional(),
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

/** Every review thread of a pull request, its comments' REST ids in order. */
export async function listReviewThreads(
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

/** Resolves the threads, all in one request. */
export async function resolveThreads(
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

/** Replies in each thread, then resolves it, all in one request. */
export async function answerThreads(
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
