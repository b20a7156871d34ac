import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { z } from 'zod';
import type { GitHubFileEntry } from '../core/diff/index.js';
import { RemoraError } from '../core/errors.js';
import { toGitHubError, tryHttpStatus } from './github-errors.js';
import type { GitHubPort } from '../ports.js';

/** Where and how the adapter talks to GitHub. */
export interface GitHubClientOptions {
  token: string;
  /** The REST API root, e.g. `https://api.github.com` (GITHUB_API_URL on a runner). */
  apiUrl: string;
  owner: string;
  repo: string;
  /** Retries after a 5xx or a dropped connection. */
  retries: number;
  /** The backoff unit in milliseconds: retry n waits n² units. */
  retryBaseMs: number;
  /** Where rate-limit waits are reported; `core.warning` by default. */
  warn?: (message: string) => void;
}

// Waiting longer than this for a rate limit to reset is worse than failing with a clear message.
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const MAX_RATE_LIMIT_RETRIES = 2;

// @octokit/plugin-retry's own list, plus 429.
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

const fileEntrySchema = z.object({
  filename: z.string().min(1),
  status: z.enum(['added', 'removed', 'modified', 'renamed', 'copied', 'changed', 'unchanged']),
  previous_filename: z.string().min(1).optional(),
  patch: z.string().optional(),
  changes: z.number().int().nonnegative().optional(),
});

const compareSchema = z.object({ merge_base_commit: z.object({ sha: z.string().min(1) }) });

// With parseSuccessResponseBody off, Octokit hands over the fetch body untouched.
const rawBodySchema = z.union([
  z.string(),
  z.instanceof(ArrayBuffer),
  z.custom<ReadableStream<Uint8Array>>((value) => value instanceof ReadableStream),
]);

type Octokit = ReturnType<typeof getOctokit>;

/** Builds the one Octokit client of a run, with retries and rate-limit handling. */
export function createOctokit(options: GitHubClientOptions): Octokit {
  const warn = options.warn ?? core.warning;
  const onLimit =
    (kind: string) =>
    (
      retryAfter: number,
      request: { method: string; url: string },
      _octokit: unknown,
      retryCount: number,
    ) => {
      const retrying =
        retryAfter <= MAX_RATE_LIMIT_WAIT_SECONDS && retryCount < MAX_RATE_LIMIT_RETRIES;
      warn(
        `GitHub ${kind} hit on ${request.method} ${request.url}; ` +
          (retrying ? `retrying in ${retryAfter} s` : `not waiting ${retryAfter} s for it`),
      );
      return retrying;
    };
  return getOctokit(
    options.token,
    {
      baseUrl: options.apiUrl.replace(/\/+$/, ''),
      // 429 is the throttling plugin's: it waits for retry-after, or declines to. The
      // retry plugin retrying it too would ignore that decision and multiply the waits.
      retry: {
        retries: options.retries,
        retryAfterBaseValue: options.retryBaseMs,
        doNotRetry: DO_NOT_RETRY,
      },
      throttle: {
        onRateLimit: onLimit('rate limit'),
        onSecondaryRateLimit: onLimit('secondary rate limit'),
      },
    },
    retry,
    throttling,
  );
}

/** The {@link GitHubPort} of one repository, backed by Octokit. */
export function createGitHubPort(options: GitHubClientOptions): GitHubPort {
  const octokit = createOctokit(options);
  const { owner, repo } = options;
  return {
    async listPullFiles(pullNumber) {
      const what = `list the files of pull request #${pullNumber}`;
      let data: unknown;
      try {
        data = await octokit.paginate(octokit.rest.pulls.listFiles, {
          owner,
          repo,
          pull_number: pullNumber,
          per_page: 100,
        });
      } catch (error) {
        throw toGitHubError(error, what);
      }
      return parseResponse(z.array(fileEntrySchema), data, what) satisfies GitHubFileEntry[];
    },

    async tryFileContent(path, ref) {
      const what = `read ${path} at ${ref}`;
      try {
        const response = await octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
          owner,
          repo,
          path,
          ref,
          mediaType: { format: 'raw' },
          request: { parseSuccessResponseBody: false },
        });
        return await toBytes(parseResponse(rawBodySchema, response.data, what));
      } catch (error) {
        if (tryHttpStatus(error) === 404) return undefined;
        throw toGitHubError(error, what);
      }
    },

    async compareBase(base, head) {
      const what = `compare ${base}...${head}`;
      let data: unknown;
      try {
        ({ data } = await octokit.rest.repos.compareCommitsWithBasehead({
          owner,
          repo,
          basehead: `${base}...${head}`,
          per_page: 1,
        }));
      } catch (error) {
        throw toGitHubError(error, what);
      }
      return parseResponse(compareSchema, data, what).merge_base_commit.sha;
    },
  };
}

function parseResponse<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new RemoraError(
    'GH_001',
    `GitHub's answer when asked to ${what} has an unexpected shape at ` +
      `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
  );
}

async function toBytes(body: z.infer<typeof rawBodySchema>): Promise<Uint8Array> {
  if (typeof body === 'string') return new TextEncoder().encode(body);
  if (body instanceof ArrayBuffer) return new Uint8Array(body);
  return new Uint8Array(await new Response(body).arrayBuffer());
}
