import nock from 'nock';
import { RemoraError } from '../../src/core/errors.js';
import type { GitHubClientOptions } from '../../src/adapters/github/github-port.js';
import { webhookExample } from './github-pr-fixture.js';

/** A GitHub Enterprise root, so the REST and GraphQL roots differ as they do there. */
export const API = 'https://ghe.example.test/api/v3';
export const GRAPHQL = 'https://ghe.example.test/api';
export const HEAD = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';

/** Client options for `octo/demo` with fast retries; rate-limit warnings land in `warnings`. */
export function clientOptions(warnings: string[] = []): GitHubClientOptions {
  return {
    token: 't0k3n',
    apiUrl: `${API}/`,
    owner: 'octo',
    repo: 'demo',
    retries: 2,
    retryBaseMs: 1,
    writeSpacingMs: 0,
    warn: (message) => warnings.push(message),
  };
}

/** The REST API, answering only requests that carry the token. */
export function restApi(): nock.Scope {
  return nock(API).matchHeader('authorization', 'token t0k3n');
}

/** The GraphQL endpoint (`POST /graphql`), answering only requests that carry the token. */
export function graphqlApi(): nock.Scope {
  return nock(GRAPHQL).matchHeader('authorization', 'token t0k3n');
}

/** The RemoraError `promise` rejects with; anything else fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<RemoraError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoraError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

type Json = Record<string, unknown>;

/**
 * A review as the REST API returns it, from the real `pull_request_review`
 * webhook example (REST gives `body` as a string where the webhook has null).
 */
export function reviewResponse(fields: Json): Json {
  const review = webhookExample('pull_request_review').review as Json;
  return { ...review, body: '', ...fields };
}

/** A review comment as the REST API returns it, from the real webhook example. */
export function reviewCommentResponse(fields: Json): Json {
  const comment = webhookExample('pull_request_review_comment').comment as Json;
  return { ...comment, ...fields };
}

/** A check run as the REST API returns it, from the real webhook example. */
export function checkRunResponse(fields: Json): Json {
  const run = webhookExample('check_run').check_run as Json;
  return { ...run, ...fields };
}
