import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';

export { tryHttpStatus } from '../../core/errors.js';

/** A permission the job's token needs, as it is written in a workflow's `permissions:` block. */
export type Permission =
  | 'checks: write'
  | 'contents: write'
  | 'issues: write'
  | 'pull-requests: write'
  | 'pull-requests: read';

/** Parts of GitHub's own error messages that the adapter recovers from or explains. */
export const GITHUB_MESSAGES = {
  /** A 422 when the token's user already holds a pending (draft) review on the pull request. */
  pendingReviewExists: 'can only have one pending review per pull request',
  /** A 422 when an open pull request from the branch into the base already exists. */
  pullRequestExists: 'A pull request already exists',
  /** A 403 when the repository does not let the job's token open pull requests. */
  actionsMayNotCreatePulls: 'not permitted to create or approve pull requests',
  /** A 403 that is a rate limit the throttling plugin declined to wait out, not a permission. */
  rateLimit: 'rate limit',
  /** A 422 when a branch would move to a commit that does not descend from where it is. */
  notFastForward: 'Update is not a fast forward',
} as const;

// The fields of Octokit's RequestError that matter here, read by shape so the
// adapter does not depend on @octokit/request-error directly.
const requestErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
});

// A GraphQL answer with `errors` (Octokit's GraphqlResponseError), read by shape too.
const graphqlErrorSchema = z.object({
  errors: z
    .array(
      z.object({
        type: z.string().optional(),
        message: z.string(),
      }),
    )
    .min(1),
});

/**
 * A failed GitHub API call as a `GH_001` error that says what was asked, the
 * HTTP status and GitHub's own message. Errors without a status (a broken
 * connection) keep their message; RemoraErrors pass through.
 */
export function toGitHubError(error: unknown, what: string): RemoraError {
  if (error instanceof RemoraError) return error;
  const parsed = requestErrorSchema.safeParse(error);
  if (parsed.success) {
    const { status, message } = parsed.data;
    return new RemoraError('GH_001', `GitHub refused to ${what} (HTTP ${status}): ${message}`, {
      cause: error,
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new RemoraError('GH_001', `GitHub could not be reached to ${what}: ${message}`, {
    cause: error,
  });
}

/**
 * A failed write: a 403 or 404 is the token lacking `permission` (`GH_002`,
 * saying how to grant it); a rate limit and anything else is {@link toGitHubError}.
 */
export function toWriteError(error: unknown, what: string, permission: Permission): RemoraError {
  if (error instanceof RemoraError) return error;
  const parsed = requestErrorSchema.safeParse(error);
  if (
    parsed.success &&
    (parsed.data.status === 403 || parsed.data.status === 404) &&
    !parsed.data.message.toLowerCase().includes(GITHUB_MESSAGES.rateLimit)
  )
    return missingPermission(
      what,
      `HTTP ${parsed.data.status}: ${parsed.data.message}`,
      permission,
      error,
    );
  return toGitHubError(error, what);
}

/**
 * A failed GraphQL call. An answer with `errors` is `GH_002` when one of
 * them is FORBIDDEN (the token lacks `permission`), `GH_001` otherwise, with
 * GitHub's messages; HTTP failures are read as REST ones are.
 */
export function toGraphQLError(error: unknown, what: string, permission: Permission): RemoraError {
  if (error instanceof RemoraError) return error;
  const parsed = graphqlErrorSchema.safeParse(error);
  if (!parsed.success)
    return permission.endsWith('write')
      ? toWriteError(error, what, permission)
      : toGitHubError(error, what);
  const { errors } = parsed.data;
  const detail = errors.map((e) => (e.type ? `${e.type}: ${e.message}` : e.message)).join('; ');
  if (errors.some((e) => e.type === 'FORBIDDEN'))
    return missingPermission(what, `GraphQL ${detail}`, permission, error);
  return new RemoraError('GH_001', `GitHub refused to ${what} (GraphQL): ${detail}`, {
    cause: error,
  });
}

/** Whether a 422 says the token's user already holds a pending review on the pull request. */
export function isPendingReviewConflict(error: unknown): boolean {
  const parsed = requestErrorSchema.safeParse(error);
  return (
    parsed.success &&
    parsed.data.status === 422 &&
    parsed.data.message.includes(GITHUB_MESSAGES.pendingReviewExists)
  );
}

/** A GitHub answer parsed with `schema`; a `GH_001` naming the first field that does not fit. */
export function parseResponse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RemoraError(
    'GH_001',
    `GitHub's answer when asked to ${what} has an unexpected shape at ` +
      `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
  );
}

/**
 * A read of a list (every page of it), checked item by item against
 * `schema`: a failed call is a `GH_001` saying what was asked, an answer of
 * the wrong shape a `GH_001` naming the field.
 */
export async function readList<T>(
  schema: z.ZodType<T>,
  what: string,
  read: () => Promise<unknown>,
): Promise<T[]> {
  let data: unknown;
  try {
    data = await read();
  } catch (error) {
    throw toGitHubError(error, what);
  }
  return parseResponse(z.array(schema), data, what);
}

function missingPermission(
  what: string,
  detail: string,
  permission: Permission,
  cause: unknown,
): RemoraError {
  return new RemoraError(
    'GH_002',
    `GitHub refused to ${what} (${detail}): the job's token lacks the \`${permission}\` ` +
      `permission. Grant it in the workflow with a \`permissions:\` block on the job, e.g. ` +
      `\`permissions: { contents: read, ${permission} }\` (listing every permission the job ` +
      `needs, since the block replaces the defaults). On a pull request from a fork the token ` +
      `is read-only whatever the workflow asks for.`,
    { cause },
  );
}
