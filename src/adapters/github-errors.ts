import { z } from 'zod';
import { RemoraError } from '../core/errors.js';

// The fields of Octokit's RequestError that matter here, read by shape so the
// adapter does not depend on @octokit/request-error directly.
const requestErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
});

/** The HTTP status of an Octokit request error, or undefined for anything else. */
export function tryHttpStatus(error: unknown): number | undefined {
  const parsed = requestErrorSchema.safeParse(error);
  return parsed.success ? parsed.data.status : undefined;
}

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
