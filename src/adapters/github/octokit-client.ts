import * as core from '@actions/core';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck/light.js';

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
  /**
   * The least time between two writes (POST, PATCH, PUT, DELETE) in
   * milliseconds; writes that notify people (reviews, comments) are spaced
   * three times as far. GitHub asks integrators to leave a second between
   * writes to stay clear of its secondary rate limits: 1000 is the default,
   * @octokit/plugin-throttling's own.
   */
  writeSpacingMs?: number;
  /**
   * How long one request may wait for its answer, in milliseconds: after
   * that it is abandoned and, like a dropped connection, retried.
   */
  timeoutMs?: number;
  /** Where rate-limit waits are reported; `core.warning` by default. */
  warn?: (message: string) => void;
}

// Waiting longer than this for a rate limit to reset is worse than failing with a clear message.
const MAX_RATE_LIMIT_WAIT_SECONDS = 60;
const MAX_RATE_LIMIT_RETRIES = 2;

// @octokit/plugin-retry's own list, plus 429.
const DO_NOT_RETRY = [400, 401, 403, 404, 410, 422, 429, 451];

/** The Octokit client of a run, with the REST methods, pagination and GraphQL. */
export type Octokit = ReturnType<typeof getOctokit>;

// @octokit/plugin-throttling's ratio of the spacing of notifying writes to that of other writes.
const NOTIFYING_SPACING_FACTOR = 3;

/** A throttling group that runs one request at a time, `minTime` milliseconds apart. */
function spacedGroup(id: string, minTime: number): Bottleneck.Group {
  return new Bottleneck.Group({ id, maxConcurrent: 1, minTime });
}

/**
 * `fetch` that gives up after `timeoutMs`: the request is aborted and fails
 * as a network error would (Octokit's retry plugin retries it). The global
 * fetch is looked up at each call, as Octokit's own default does.
 */
function fetchWithin(timeoutMs: number): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return globalThis.fetch(input, { ...init, signal }).catch((error: unknown) => {
      if (timeout.aborted)
        throw new Error(`GitHub did not answer within ${timeoutMs / 1000} s`, {
          cause: error,
        });
      throw error;
    });
  };
}

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
      ...(options.timeoutMs === undefined
        ? {}
        : { request: { fetch: fetchWithin(options.timeoutMs) } }),
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
        ...(options.writeSpacingMs === undefined
          ? {}
          : {
              write: spacedGroup('remora-write', options.writeSpacingMs),
              notifications: spacedGroup(
                'remora-notifications',
                NOTIFYING_SPACING_FACTOR * options.writeSpacingMs,
              ),
            }),
      },
    },
    retry,
    throttling,
  );
}

/** One repository's client: what each group of GitHub port methods is built from. */
export interface RepositoryClient {
  octokit: Octokit;
  owner: string;
  repo: string;
}
