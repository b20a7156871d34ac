import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { readActionSettings, type ActionSettings } from '../src/adapters/github/action-settings.js';
import { RemoraError } from '../src/core/errors.js';

let stdout: string[];

beforeEach(() => {
  stdout = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout.push(String(chunk));
    return true;
  });
  vi.stubEnv('INPUT_GITHUB-TOKEN', 'sekrit-token');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const env = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_EVENT_PATH: 'event.json',
  GITHUB_WORKSPACE: 'ws',
  ...extra,
});

const declaredInputs = Object.entries(
  (
    parse(readFileSync(join(import.meta.dirname, '..', 'action.yml'), 'utf8')) as {
      inputs: Record<string, { default?: string }>;
    }
  ).inputs,
);

/** The settings with one input set, as the runner passes it (INPUT_<NAME>). */
function withInput(name: string, value: string): ActionSettings {
  vi.stubEnv(`INPUT_${name.toUpperCase()}`, value);
  return readActionSettings(env());
}

describe('readActionSettings', () => {
  it('fills in defaults and debugs every value but the token', () => {
    expect(readActionSettings(env())).toEqual({
      token: 'sekrit-token',
      serverUrl: undefined,
      apiKey: undefined,
      operations: undefined,
      configPath: 'remora.yaml',
      failOn: 'none',
      onOutage: 'neutral',
      maxComments: 30,
      githubTimeoutSeconds: 60,
      allowExecute: undefined,
      reviewDrafts: false,
      dryRun: false,
      apiUrl: 'https://api.github.com',
      workspace: 'ws',
      eventName: 'pull_request',
      eventPath: 'event.json',
      runnerTemp: tmpdir(),
      retries: 3,
      retryBaseMs: 1000,
      writeSpacingMs: 1000,
      paths: [],
      shard: { index: 1, count: 1 },
      openPr: false,
    });
    expect(stdout).toEqual([
      '::add-mask::sekrit-token\n',
      '::debug::token: (set)\n',
      '::debug::serverUrl: (not set)\n',
      '::debug::apiKey: (not set)\n',
      '::debug::operations: (not set)\n',
      '::debug::configPath: remora.yaml\n',
      '::debug::failOn: none\n',
      '::debug::onOutage: neutral\n',
      '::debug::sarifPath: (not set)\n',
      '::debug::maxComments: 30\n',
      '::debug::githubTimeoutSeconds: 60\n',
      '::debug::allowExecute: (not set)\n',
      '::debug::reviewDrafts: false\n',
      '::debug::dryRun: false\n',
      '::debug::openPr: false\n',
      '::debug::apiUrl: https://api.github.com\n',
      '::debug::workspace: ws\n',
      '::debug::eventName: pull_request\n',
      '::debug::eventPath: event.json\n',
      `::debug::runnerTemp: ${tmpdir()}\n`,
      '::debug::retries: 3\n',
      '::debug::retryBaseMs: 1000\n',
      '::debug::writeSpacingMs: 1000\n',
      '::debug::paths: (none)\n',
      '::debug::shard: 1/1\n',
    ]);
  });

  it('reads the API URL, the runner temp folder and retry settings from the environment', () => {
    const settings = readActionSettings(
      env({
        GITHUB_API_URL: 'http://127.0.0.1:8080',
        RUNNER_TEMP: '/runner/_temp',
        REMORA_GITHUB_RETRIES: '0',
        REMORA_GITHUB_RETRY_BASE_MS: '5',
        REMORA_GITHUB_WRITE_SPACING_MS: '0',
      }),
    );
    expect([
      settings.apiUrl,
      settings.runnerTemp,
      settings.retries,
      settings.retryBaseMs,
      settings.writeSpacingMs,
    ]).toEqual(['http://127.0.0.1:8080', '/runner/_temp', 0, 5, 0]);
  });

  it.each<[string, string, Partial<ActionSettings>]>([
    ['server-url', 'http://remora-server:8000/v1', { serverUrl: 'http://remora-server:8000/v1' }],
    ['server-url', 'https://models.example.com/v1', { serverUrl: 'https://models.example.com/v1' }],
    ['operations', 'lint', { operations: ['lint'] }],
    ['operations', 'lint, docstring,test', { operations: ['lint', 'docstring', 'test'] }],
    ['operations', 'sample_data\ntest lint,test', { operations: ['sample_data', 'test', 'lint'] }],
    ['operations', ' , ', { operations: undefined }],
    ['config-path', '.github/remora.yaml', { configPath: '.github/remora.yaml' }],
    ['sarif-path', 'reports/remora.sarif', { sarifPath: 'reports/remora.sarif' }],
    ['sarif-path', '', { sarifPath: undefined }],
    ['fail-on', 'findings', { failOn: 'findings' }],
    ['fail-on', 'suggestions', { failOn: 'suggestions' }],
    ['fail-on', 'error', { failOn: 'error' }],
    ['on-outage', 'failure', { onOutage: 'failure' }],
    ['on-outage', 'neutral', { onOutage: 'neutral' }],
    ['max-comments', '0', { maxComments: 0 }],
    ['max-comments', '200', { maxComments: 200 }],
    ['allow-execute', 'false', { allowExecute: false }],
    ['allow-execute', 'TRUE', { allowExecute: true }],
    ['review-drafts', 'true', { reviewDrafts: true }],
    ['review-drafts', 'False', { reviewDrafts: false }],
    ['dry-run', 'True', { dryRun: true }],
    ['dry-run', 'FALSE', { dryRun: false }],
    ['paths', 'src/**/*.py', { paths: ['src/**/*.py'] }],
    [
      'paths',
      './pkg/, !pkg/generated\ntools/*.py\n',
      { paths: ['pkg', '!pkg/generated', 'tools/*.py'] },
    ],
    ['shard', '2/4', { shard: { index: 2, count: 4 } }],
    ['shard', ' ', { shard: { index: 1, count: 1 } }],
    ['open-pr', 'true', { openPr: true }],
  ])('reads %s: %j', (name, value, expected) => {
    expect(withInput(name, value)).toMatchObject(expected);
  });

  it.each<[string, string, string]>([
    [
      'server-url',
      'remora-server:8000',
      'server-url: expected an http(s) URL such as http://remora-server:8000/v1 (got "remora-server:8000")',
    ],
    [
      'server-url',
      'ftp://remora-server/v1',
      'server-url: expected an http(s) URL such as http://remora-server:8000/v1 (got "ftp://remora-server/v1")',
    ],
    [
      'operations',
      'lint;docstring',
      'operations: expected op names of lowercase letters and _, separated by commas, such as lint,docstring (got "lint;docstring")',
    ],
    [
      'operations',
      'Lint',
      'operations: expected op names of lowercase letters and _, separated by commas, such as lint,docstring (got "Lint")',
    ],
    [
      'config-path',
      '/etc/remora.yaml',
      'config-path: expected a path relative to the repository root, such as remora.yaml (got "/etc/remora.yaml")',
    ],
    [
      'config-path',
      'config/../../remora.yaml',
      'config-path: expected a path inside the repository, without a \'..\' segment (got "config/../../remora.yaml")',
    ],
    [
      'sarif-path',
      '/tmp/remora.sarif',
      'sarif-path: expected a path relative to the repository root, such as remora.sarif (got "/tmp/remora.sarif")',
    ],
    [
      'sarif-path',
      'reports/../../remora.sarif',
      'sarif-path: expected a path inside the repository, without a \'..\' segment (got "reports/../../remora.sarif")',
    ],
    [
      'fail-on',
      'warnings',
      "fail-on is 'warnings'; expected one of none, error, findings, suggestions",
    ],
    ['max-comments', '-1', 'max-comments: expected a whole number (got "-1")'],
    ['max-comments', '201', 'max-comments: expected at most 200 (got "201")'],
    ['max-comments', 'ten', 'max-comments: expected a whole number (got "ten")'],
    [
      'allow-execute',
      'yes',
      'allow-execute: expected true or false (or True, TRUE, False, FALSE) (got "yes")',
    ],
    [
      'review-drafts',
      '1',
      'review-drafts: expected true or false (or True, TRUE, False, FALSE) (got "1")',
    ],
    ['dry-run', 'on', 'dry-run: expected true or false (or True, TRUE, False, FALSE) (got "on")'],
    [
      'paths',
      'src, ../elsewhere/*.py',
      'paths: "../elsewhere/*.py" is refused: it has a \'..\' segment; expected globs relative to the repository root, such as src/** or !src/generated',
    ],
    [
      'paths',
      '/etc',
      'paths: "/etc" is refused: it is absolute; expected globs relative to the repository root, such as src/** or !src/generated',
    ],
    ['shard', '5/4', "shard '5/4' is not of the form i/n with 1 <= i <= n, such as 1/4"],
    ['shard', '0/4', "shard '0/4' is not of the form i/n with 1 <= i <= n, such as 1/4"],
    ['open-pr', 'yes', 'open-pr: expected true or false (or True, TRUE, False, FALSE) (got "yes")'],
  ])('refuses %s: %j, quoting it', (name, value, message) => {
    expect(() => withInput(name, value)).toThrowError(new RemoraError('CONFIG_001', message));
  });

  it('quotes a bad runner variable and the expected form', () => {
    expect(() => readActionSettings(env({ REMORA_GITHUB_RETRY_BASE_MS: '1.5s' }))).toThrowError(
      new RemoraError(
        'CONFIG_001',
        'REMORA_GITHUB_RETRY_BASE_MS: expected a whole number (got "1.5s")',
      ),
    );
    expect(() => readActionSettings(env({ GITHUB_API_URL: 'ftp://example.com' }))).toThrowError(
      new RemoraError(
        'CONFIG_001',
        'GITHUB_API_URL: expected an http(s) URL (got "ftp://example.com")',
      ),
    );
  });

  it('refuses an empty token without echoing anything', () => {
    vi.stubEnv('INPUT_GITHUB-TOKEN', '');
    expect(() => readActionSettings(env())).toThrowError(
      new RemoraError(
        'CONFIG_001',
        'github-token: expected a token; the default is ${{ github.token }}',
      ),
    );
  });

  it('masks the token and the API key before anything else is written, and never logs them', () => {
    expect(withInput('api-key', 'sk-very-secret').apiKey).toBe('sk-very-secret');
    expect(stdout.slice(0, 2)).toEqual([
      '::add-mask::sekrit-token\n',
      '::add-mask::sk-very-secret\n',
    ]);
    expect(stdout.slice(2).join('')).not.toMatch(/sk-very-secret|sekrit-token/);
    expect(stdout).toContain('::debug::apiKey: (set)\n');
  });

  it('masks the API key even when another input is refused', () => {
    vi.stubEnv('INPUT_API-KEY', 'sk-very-secret');
    expect(() => withInput('max-comments', 'many')).toThrowError(RemoraError);
    expect(stdout).toEqual(['::add-mask::sekrit-token\n', '::add-mask::sk-very-secret\n']);
  });

  it('agrees with the defaults action.yml declares, which the runner passes as inputs', () => {
    const unset = readActionSettings(env());
    for (const [name, input] of declaredInputs)
      if (name !== 'github-token') vi.stubEnv(`INPUT_${name.toUpperCase()}`, input.default ?? '');
    expect(readActionSettings(env())).toEqual(unset);
  });

  it.each(declaredInputs.map(([name]) => name))(
    'reads the input %s that action.yml declares',
    (name) => {
      const unset = readActionSettings(env());
      // A value no input takes as it is: an absolute path, not a URL, not a number or boolean.
      let outcome: unknown;
      try {
        outcome = withInput(name, '/x');
      } catch (error) {
        outcome = error;
      }
      if (outcome instanceof RemoraError) expect(outcome.code).toBe('CONFIG_001');
      else expect(outcome).not.toEqual(unset);
    },
  );
});
