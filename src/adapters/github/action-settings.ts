import { tmpdir } from 'node:os';
import * as core from '@actions/core';
import { z } from 'zod';
import { RemoraError } from '../../core/errors.js';
import { parseShard, type Shard } from '../../core/commands/shard.js';
import {
  parseFailOn,
  parseOnOutage,
  type FailOn,
  type OnOutage,
} from '../../core/publish/fail-on.js';
import { parsePathPatterns } from '../../core/sweep/path-patterns.js';

/** Everything a run reads from its inputs and the runner's environment, validated once. */
export interface ActionSettings {
  /** `github-token` input: the token for API calls; never logged. */
  token: string;
  /** `server-url` input: the model server's base URL; undefined runs the built-in policy. */
  serverUrl?: string;
  /** `api-key` input: the model server's key; masked in the log, never logged. */
  apiKey?: string;
  /** `operations` input: the ops to run; undefined takes the configuration's enabled ops. */
  operations?: string[];
  /** `config-path` input: the configuration file, relative to the repository root. */
  configPath: string;
  /** `sarif-path` input: where to write the review as SARIF, relative to the workspace; undefined writes none. */
  sarifPath?: string;
  /** `fail-on` input: when the `Remora` check run fails. */
  failOn: FailOn;
  /** `on-outage` input: how the check ends when Remora's own outage stops it (a bug always fails). */
  onOutage: OnOutage;
  /** `max-comments` input: the most inline comments one review carries. */
  maxComments: number;
  /** `github-timeout` input: seconds one GitHub API request may take. */
  githubTimeoutSeconds: number;
  /** `allow-execute` input: whether execute-risk tools run; undefined decides from the event. */
  allowExecute?: boolean;
  /** `review-drafts` input: whether draft pull requests are reviewed. */
  reviewDrafts: boolean;
  /** `dry-run` input: compute and print the review, post nothing. */
  dryRun: boolean;
  /** `paths` input: the globs a sweep covers; empty sweeps the whole repository. */
  paths: string[];
  /** `shard` input: this job's share of a sweep's nodes (`1/1`: all of them). */
  shard: Shard;
  /** `open-pr` input: a sweep commits its auto-accepted changes and opens a pull request. */
  openPr: boolean;
  /** GITHUB_API_URL: the REST API root (GitHub Enterprise Server has its own). */
  apiUrl: string;
  /** GITHUB_WORKSPACE: where the repository is checked out, if it is. */
  workspace: string;
  /** GITHUB_EVENT_NAME: what started the run. */
  eventName: string;
  /** GITHUB_EVENT_PATH: the event payload file. */
  eventPath: string;
  /** RUNNER_TEMP: a folder the job owns, for the report; the system's temp folder outside a runner. */
  runnerTemp: string;
  /** REMORA_GITHUB_RETRIES: retries after a 5xx or a dropped connection (default 3). */
  retries: number;
  /** REMORA_GITHUB_RETRY_BASE_MS: the retry backoff unit; retry n waits n² units (default 1000). */
  retryBaseMs: number;
  /** REMORA_GITHUB_WRITE_SPACING_MS: the least time between two writes (default 1000, GitHub's advice); notifying writes get three times as much. */
  writeSpacingMs: number;
}

/** Settings whose values no message or debug line ever shows. */
const SECRET_KEYS: ReadonlySet<string> = new Set(['token', 'apiKey']);

// The YAML 1.2 core schema's booleans, as core.getBooleanInput accepts them.
const TRUE_TEXT = ['true', 'True', 'TRUE'];
const FALSE_TEXT = ['false', 'False', 'FALSE'];

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

const booleanText = (name: string) =>
  z
    .string()
    .refine(
      (text) => TRUE_TEXT.includes(text) || FALSE_TEXT.includes(text),
      `${name}: expected true or false (or True, TRUE, False, FALSE)`,
    )
    .transform((text) => TRUE_TEXT.includes(text));

/** Empty text is an input left unset: undefined, not a value to validate. */
const unlessEmpty = <T>(schema: z.ZodType<T, string>) =>
  z
    .string()
    .transform((text) => (text === '' ? undefined : text))
    .pipe(schema.optional());

const operationList = z
  .string()
  .transform((text) => [...new Set(text.split(/[\s,]+/).filter((op) => op !== ''))])
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^[a-z_]+$/,
          'operations: expected op names of lowercase letters and _, separated by commas, such as lint,docstring',
        ),
    ),
  )
  .transform((ops) => (ops.length === 0 ? undefined : ops));

/** A path relative to the repository root that stays inside it, as an input names it. */
const repositoryPath = (name: string, example: string) =>
  z
    .string()
    .refine(
      (path) => !/^([\\/]|[A-Za-z]:)/.test(path),
      `${name}: expected a path relative to the repository root, such as ${example}`,
    )
    .refine(
      (path) => !path.split(/[\\/]/).includes('..'),
      `${name}: expected a path inside the repository, without a '..' segment`,
    );

const configPath = repositoryPath('config-path', 'remora.yaml');

const settingsSchema = z.object({
  token: z.string().min(1, 'github-token: expected a token; the default is ${{ github.token }}'),
  serverUrl: unlessEmpty(
    z.url({
      protocol: /^https?$/,
      error: 'server-url: expected an http(s) URL such as http://remora-server:8000/v1',
    }),
  ),
  apiKey: unlessEmpty(z.string()),
  operations: operationList,
  configPath,
  sarifPath: unlessEmpty(repositoryPath('sarif-path', 'remora.sarif')),
  maxComments: integerText('max-comments', 0, 200),
  githubTimeoutSeconds: integerText('github-timeout', 5, 600),
  allowExecute: unlessEmpty(booleanText('allow-execute')),
  reviewDrafts: booleanText('review-drafts'),
  dryRun: booleanText('dry-run'),
  openPr: booleanText('open-pr'),
  apiUrl: z.url({ protocol: /^https?$/, error: 'GITHUB_API_URL: expected an http(s) URL' }),
  workspace: z.string().min(1),
  eventName: z.string().min(1, 'GITHUB_EVENT_NAME: expected the name of the event'),
  eventPath: z.string(),
  runnerTemp: z.string().min(1),
  retries: integerText('REMORA_GITHUB_RETRIES', 0, 10),
  retryBaseMs: integerText('REMORA_GITHUB_RETRY_BASE_MS', 0, 60_000),
  writeSpacingMs: integerText('REMORA_GITHUB_WRITE_SPACING_MS', 0, 60_000),
});

type RawSettings = z.input<typeof settingsSchema>;

/** The inputs and variables as text, with the defaults action.yml and a runner would give. */
function readRawSettings(env: NodeJS.ProcessEnv): RawSettings {
  return {
    token: core.getInput('github-token'),
    serverUrl: core.getInput('server-url'),
    apiKey: core.getInput('api-key'),
    operations: core.getInput('operations'),
    configPath: core.getInput('config-path') || 'remora.yaml',
    sarifPath: core.getInput('sarif-path'),
    maxComments: core.getInput('max-comments') || '30',
    githubTimeoutSeconds: core.getInput('github-timeout') || '60',
    allowExecute: core.getInput('allow-execute'),
    reviewDrafts: core.getInput('review-drafts') || 'false',
    dryRun: core.getInput('dry-run') || 'false',
    openPr: core.getInput('open-pr') || 'false',
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    eventName: env.GITHUB_EVENT_NAME ?? '',
    eventPath: env.GITHUB_EVENT_PATH ?? '',
    runnerTemp: env.RUNNER_TEMP || tmpdir(),
    retries: env.REMORA_GITHUB_RETRIES || '3',
    retryBaseMs: env.REMORA_GITHUB_RETRY_BASE_MS || '1000',
    writeSpacingMs: env.REMORA_GITHUB_WRITE_SPACING_MS || '1000',
  };
}

/**
 * Reads the action's inputs and runner variables into {@link ActionSettings},
 * with the defaults action.yml declares (a test run sets no inputs) and those
 * a runner always gives. The token and the API key are masked before
 * anything is read from them; each resolved value is `core.debug`ged, secrets only as set or not.
 *
 * @throws RemoraError `CONFIG_001` naming the input, quoting the bad value
 *   (never a secret) and the expected form.
 */
export function readActionSettings(env: NodeJS.ProcessEnv = process.env): ActionSettings {
  const raw = readRawSettings(env);
  // The runner masks github.token and secrets it knows; a token passed another way is masked here.
  if (raw.token) core.setSecret(raw.token);
  if (raw.apiKey) core.setSecret(raw.apiKey);
  const parsed = settingsSchema.safeParse(raw);
  if (!parsed.success) throw invalidSetting(parsed.error, raw);
  const { token, serverUrl, apiKey, operations, configPath, ...rest } = parsed.data;
  const settings: ActionSettings = {
    token,
    serverUrl,
    apiKey,
    operations,
    configPath,
    failOn: parseFailOn(core.getInput('fail-on')),
    onOutage: parseOnOutage(core.getInput('on-outage')),
    ...rest,
    paths: parsePathPatterns(core.getInput('paths')),
    shard: parseShard(core.getInput('shard')),
  };
  for (const [key, value] of Object.entries(settings)) core.debug(`${key}: ${shown(key, value)}`);
  return settings;
}

function invalidSetting(error: z.ZodError, raw: RawSettings): RemoraError {
  const issue = error.issues[0];
  const key = String(issue?.path[0] ?? '');
  const value =
    SECRET_KEYS.has(key) || !(key in raw)
      ? ''
      : ` (got ${JSON.stringify(raw[key as keyof RawSettings])})`;
  return new RemoraError('CONFIG_001', `${issue?.message ?? 'invalid settings'}${value}`);
}

function shown(key: string, value: unknown): string {
  if (value === undefined) return '(not set)';
  if (SECRET_KEYS.has(key)) return '(set)';
  if (key === 'shard') return `${(value as Shard).index}/${(value as Shard).count}`;
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.join(',');
  return String(value);
}
