import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readActionSettings } from '../src/adapters/action-settings.js';
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

describe('readActionSettings', () => {
  it('fills in defaults and debugs every value but the token', () => {
    expect(readActionSettings(env())).toEqual({
      token: 'sekrit-token',
      apiUrl: 'https://api.github.com',
      workspace: 'ws',
      eventName: 'pull_request',
      eventPath: 'event.json',
      retries: 3,
      retryBaseMs: 1000,
    });
    expect(stdout).toEqual([
      '::debug::token: (set)\n',
      '::debug::apiUrl: https://api.github.com\n',
      '::debug::workspace: ws\n',
      '::debug::eventName: pull_request\n',
      '::debug::eventPath: event.json\n',
      '::debug::retries: 3\n',
      '::debug::retryBaseMs: 1000\n',
    ]);
  });

  it('reads the API URL and retry settings from the environment', () => {
    const settings = readActionSettings(
      env({
        GITHUB_API_URL: 'http://127.0.0.1:8080',
        REMORA_GITHUB_RETRIES: '0',
        REMORA_GITHUB_RETRY_BASE_MS: '5',
      }),
    );
    expect([settings.apiUrl, settings.retries, settings.retryBaseMs]).toEqual([
      'http://127.0.0.1:8080',
      0,
      5,
    ]);
  });

  it('quotes a bad value and the expected form', () => {
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
});
