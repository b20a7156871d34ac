import * as core from '@actions/core';
import { z } from 'zod';
import { RemoraError } from '../core/errors.js';

/** Everything a run reads from its inputs and the runner's environment, validated once. */
export interface ActionSettings {
  /** `github-token` input: the token for API calls; never logged. */
  token: string;
  /** GITHUB_API_URL: the REST API root (GitHub Enterprise Server has its own). */
  apiUrl: string;
  /** GITHUB_WORKSPACE: where the repository is checked out, if it is. */
  workspace: string;
  /** GITHUB_EVENT_NAME: what started the run. */
  eventName: string;
  /** GITHUB_EVENT_PATH: the event payload file. */
  eventPath: string;
  /** REMORA_GITHUB_RETRIES: retries after a 5xx or a dropped connection (default 3). */
  retries: number;
  /** REMORA_GITHUB_RETRY_BASE_MS: the retry backoff unit; retry n waits n² units (default 1000). */
  retryBaseMs: number;
}

const integerText = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name}: expected a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name}: expected at least ${min}`)
        .max(max, `${name}: expected at most ${max}`),
    );

const settingsSchema = z.object({
  token: z.string().min(1, 'github-token: expected a token; the default is ${{ github.token }}'),
  apiUrl: z.url({ protocol: /^https?$/, error: 'GITHUB_API_URL: expected an http(s) URL' }),
  workspace: z.string().min(1),
  eventName: z.string().min(1, 'GITHUB_EVENT_NAME: expected the name of the event'),
  eventPath: z.string(),
  retries: integerText('REMORA_GITHUB_RETRIES', 0, 10),
  retryBaseMs: integerText('REMORA_GITHUB_RETRY_BASE_MS', 0, 60_000),
});

/**
 * Reads the action's inputs and runner variables into {@link ActionSettings},
 * with defaults for what a runner always sets, and `core.debug`s each
 * resolved value (the token only as set or not).
 *
 * @throws RemoraError `CONFIG_001` quoting the bad value and the expected form.
 */
export function readActionSettings(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  const raw = {
    token: core.getInput('github-token'),
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH ?? '',
    retries: env.REMORA_GITHUB_RETRIES || '3',
    retryBaseMs: env.REMORA_GITHUB_RETRY_BASE_MS || '1000',
  };
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue?.path[0] ?? '');
    const value =
      key === 'token' || !(key in raw)
        ? ''
        : ` (got ${JSON.stringify(raw[key as keyof typeof raw])})`;
    throw new RemoraError('CONFIG_001', `${issue?.message ?? 'invalid settings'}${value}`);
  }
  const settings = parsed.data;
  for (const [key, value] of Object.entries(settings)) {
    core.debug(`${key}: ${key === 'token' ? '(set)' : String(value)}`);
  }
  return settings;
}
