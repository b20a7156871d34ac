import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';

/** The events this version reviews. */
export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

/** What a run needs to know about the pull request it was started for. */
export interface PullRequestEvent {
  number: number;
  headSha: string;
  baseSha: string;
  /** The repository the pull request targets: every API call goes there. */
  owner: string;
  repo: string;
  /** `owner/name` of the head repository when it is not the base repository; null if it was deleted. */
  fork: string | null | undefined;
  /** How many files the PR changes, as GitHub counted them when the event fired. */
  changedFiles?: number;
  /** The event's activity type: `opened`, `synchronize`, `reopened`, `ready_for_review`, ... */
  action: string;
  draft: boolean;
  /** The pull request's page. */
  url?: string;
  /** The base branch's name, when the payload gives it. */
  baseRef?: string;
  /** The base repository's default branch, when the payload gives it. */
  defaultBranch?: string;
  /**
   * The head before a `synchronize` push, as the event says. A hint of where
   * to look for Remora's last review, never proof of one.
   */
  before?: string;
}

const sha = z.string().regex(/^[0-9a-f]{40}([0-9a-f]{24})?$/, 'expected a full commit SHA');

const repositorySchema = z.object({
  full_name: z.string().min(1),
  name: z.string().min(1),
  owner: z.object({ login: z.string().min(1) }),
});

const pullRequestPayloadSchema = z.object({
  action: z.string().default(''),
  before: sha.optional(),
  pull_request: z.object({
    number: z.number().int().positive(),
    draft: z.boolean().default(false),
    html_url: z.string().optional(),
    changed_files: z.number().int().nonnegative().optional(),
    head: z.object({ sha, repo: repositorySchema.nullable() }),
    base: z.object({
      sha,
      ref: z.string().min(1).optional(),
      repo: repositorySchema.extend({ default_branch: z.string().min(1).optional() }),
    }),
  }),
});

/**
 * Reads the pull request an event payload describes. `fork` is the head
 * repository's name when it differs from the base repository (or null when
 * the fork was deleted), undefined for a branch of the same repository.
 *
 * @throws RemoraError `GH_001` naming the first field that does not match.
 */
export function parsePullRequestEvent(payload: unknown): PullRequestEvent {
  const parsed = pullRequestPayloadSchema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RemoraError(
      'GH_001',
      `the pull_request event payload does not have the expected shape at ` +
        `${issue?.path.join('.') || '(top level)'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const { number, changed_files, head, base, draft, html_url } = parsed.data.pull_request;
  const fork =
    head.repo === null
      ? null
      : head.repo.full_name === base.repo.full_name
        ? undefined
        : head.repo.full_name;
  return {
    number,
    headSha: head.sha,
    baseSha: base.sha,
    owner: base.repo.owner.login,
    repo: base.repo.name,
    fork,
    ...(changed_files === undefined ? {} : { changedFiles: changed_files }),
    action: parsed.data.action,
    draft,
    ...(html_url === undefined ? {} : { url: html_url }),
    ...(base.ref === undefined ? {} : { baseRef: base.ref }),
    ...(base.repo.default_branch === undefined ? {} : { defaultBranch: base.repo.default_branch }),
    ...(parsed.data.before === undefined ? {} : { before: parsed.data.before }),
  };
}

/**
 * Reads and parses the event payload file the runner wrote (GITHUB_EVENT_PATH).
 *
 * @throws RemoraError `GH_001` when the file is missing, not JSON or not a pull_request payload.
 */
export async function readPullRequestEvent(eventPath: string): Promise<PullRequestEvent> {
  return parsePullRequestEvent(await readEventPayload(eventPath));
}

/**
 * The event payload file the runner wrote (GITHUB_EVENT_PATH), as JSON.
 *
 * @throws RemoraError `GH_001` when the file is missing or not JSON.
 */
export async function readEventPayload(eventPath: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(eventPath, 'utf8');
  } catch (error) {
    throw new RemoraError(
      'GH_001',
      `cannot read the event payload ${eventPath}: ${(error as Error).message}`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RemoraError(
      'GH_001',
      `the event payload ${eventPath} is not JSON: ${(error as Error).message}`,
    );
  }
}
