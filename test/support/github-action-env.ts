import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import {
  createPullRequestRepo,
  gitIn,
  readOutputs,
  type PullRequestRepo,
} from './github-pr-fixture.js';
import { interceptNetwork } from './network.js';

/** What a test of `run()` sees: the fixture repository, the runner's files and the log. */
export interface ActionRun {
  repo: PullRequestRepo;
  /** A checkout that holds neither commit, like actions/checkout's default merge-commit checkout. */
  emptyWorkspace: string;
  /** Everything written to stdout (log lines and workflow commands), one entry per write. */
  stdout: string[];
  useEvent(name: string, payload: unknown, workspace: string): void;
  summary(): string;
  outputs(): Record<string, string>;
}

/**
 * Registers the hooks that give each test a runner-like environment for
 * `await run()`: the INPUT_ and GITHUB_ variables, empty summary and output
 * files, captured stdout, no network but nock's, and exitCode reset after.
 * Call once at the top of a test file.
 */
export function setUpActionRun(): ActionRun {
  let temp = '';
  const state: ActionRun = {
    repo: undefined as unknown as PullRequestRepo,
    emptyWorkspace: '',
    stdout: [],
    useEvent(name, payload, workspace) {
      const eventPath = join(temp, 'event.json');
      writeFileSync(eventPath, JSON.stringify(payload));
      vi.stubEnv('GITHUB_EVENT_NAME', name);
      vi.stubEnv('GITHUB_EVENT_PATH', eventPath);
      vi.stubEnv('GITHUB_WORKSPACE', workspace);
    },
    summary: () => readFileSync(join(temp, 'summary.md'), 'utf8'),
    outputs: () => readOutputs(join(temp, 'output.txt')),
  };
  beforeAll(() => {
    state.repo = createPullRequestRepo();
    temp = mkdtempSync(join(tmpdir(), 'remora-main-'));
    state.emptyWorkspace = mkdtempSync(join(tmpdir(), 'remora-ws-'));
    gitIn(state.emptyWorkspace, 'init', '-q');
    interceptNetwork();
  });
  afterAll(() => {
    nock.enableNetConnect();
    state.repo.dispose();
    rmSync(temp, { recursive: true, force: true });
    rmSync(state.emptyWorkspace, { recursive: true, force: true });
  });
  beforeEach(() => {
    // @actions/core remembers the summary file's path once it has seen it, so every test shares one.
    writeFileSync(join(temp, 'summary.md'), '');
    writeFileSync(join(temp, 'output.txt'), '');
    vi.stubEnv('GITHUB_STEP_SUMMARY', join(temp, 'summary.md'));
    vi.stubEnv('GITHUB_OUTPUT', join(temp, 'output.txt'));
    vi.stubEnv('GITHUB_REPOSITORY', 'Codertocat/Hello-World');
    vi.stubEnv('GITHUB_API_URL', '');
    vi.stubEnv('INPUT_GITHUB-TOKEN', 'test-token');
    vi.stubEnv('REMORA_GITHUB_RETRY_BASE_MS', '1');
    vi.stubEnv('REMORA_GITHUB_WRITE_SPACING_MS', '0');
    state.stdout.length = 0;
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      state.stdout.push(String(chunk));
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    nock.cleanAll();
    process.exitCode = undefined;
  });
  return state;
}

/** The workflow commands of one kind (`error`, `notice`, ...) among captured writes. */
export function commands(stdout: readonly string[], kind: string): string[] {
  return stdout.filter((line) => line.startsWith(`::${kind}`));
}
