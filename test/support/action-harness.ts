import { execFile, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { eventLogProblems, readEventLog } from './event-log.js';
import { startFakeGitHub, type FakeGitHub } from './fake-github.js';
import { gitIn, readOutputs, webhookExample } from './github-pr-fixture.js';
import { isolatedBundle } from './isolated-bundle.js';

/** What one run of the bundled action left behind. */
export interface ActionRun {
  code: number;
  stdout: string;
  /** The runner reads workflow commands from stderr as well. */
  stderr: string;
  summary: string;
  outputs: Record<string, string>;
}

/**
 * A pull request as a runner sees it: a repository with the base and head
 * commits on a branch, the runner's checkout at the head, a stateful fake of
 * GitHub's API at the network edge, and the committed bundle to run. State
 * persists across runs, as on GitHub, so reruns can be tested.
 */
export interface ActionHarness {
  /** The repository the pull request lives in (the "remote"). */
  origin: string;
  /** The runner's checkout, always at the current head. */
  checkout: string;
  baseSha: string;
  headSha: string;
  github: FakeGitHub;
  /** Runs `node dist/index.js` as a pull_request step with these inputs. */
  run(options?: RunOptions): Promise<ActionRun>;
  /** Runs it as an issue_comment step: `body` commented on the pull request. */
  comment(body: string, options?: CommentOptions): Promise<ActionRun>;
  /** Runs it as a pull_request_review_comment step: `body` replied in the thread of review comment `inReplyTo`. */
  reply(inReplyTo: number, body: string, options?: CommentOptions): Promise<ActionRun>;
  /** Pushes a new head commit with these file contents (undefined deletes), as `synchronize`. */
  push(files: Record<string, FileContent | undefined>, message?: string): string;
  /**
   * Rewrites the head commit with these file contents and force-pushes it
   * (`git commit --amend`, then `git push --force`): the old head is no
   * longer in the branch's history.
   */
  forcePush(files: Record<string, FileContent | undefined>): string;
  /** The head before the last push, which a `synchronize` event names as `before`. */
  readonly previousHead: string | undefined;
  /** A file's text at the current head. */
  headFile(path: string): string;
  dispose(): Promise<void>;
}

export interface RunOptions {
  inputs?: Record<string, string>;
  event?: string;
  action?: string;
  fork?: boolean;
  draft?: boolean;
  env?: Record<string, string>;
  /** The event payload, instead of the pull_request example. */
  payload?: Record<string, unknown>;
  /** Told of the action's process once it started: a test may signal it. */
  onSpawn?: (child: ChildProcess) => void;
}

const PULL_NUMBER = 2;

/** A file's text (written as UTF-8), or its exact bytes. */
export type FileContent = string | Uint8Array;

function writeFiles(dir: string, files: Record<string, FileContent | undefined>): void {
  for (const [path, text] of Object.entries(files)) {
    const full = join(dir, path);
    if (text === undefined) rmSync(full, { force: true });
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
}

export interface HarnessOptions {
  /** Runs the action from the TypeScript sources instead of the committed bundle. */
  fromSource?: boolean;
  /** A script of test/support/ that runs the sources its own way (pipeline-trace.mjs). */
  entry?: string;
}

/** The action's entry from the sources, with the hooks that let Node run them. */
const ACTION_FROM_SOURCE = join(import.meta.dirname, 'action-from-source.mjs');

/** The script a harness runs: the committed bundle, the sources, or a script of its own. */
function actionEntry(options: HarnessOptions): { index: string; dispose(): void } {
  if (options.entry) return { index: join(import.meta.dirname, options.entry), dispose: () => {} };
  if (options.fromSource) return { index: ACTION_FROM_SOURCE, dispose: () => {} };
  return isolatedBundle();
}

/** Creates the harness: `base` committed, then `head` on top of it, and the checkout at head. */
export async function createActionHarness(
  base: Record<string, FileContent>,
  head: Record<string, FileContent | undefined>,
  options: HarnessOptions = {},
): Promise<ActionHarness> {
  const temp = mkdtempSync(join(tmpdir(), 'remora-action-'));
  const origin = join(temp, 'origin');
  const checkout = join(temp, 'checkout');
  mkdirSync(origin);
  const git = (...args: string[]): string => gitIn(origin, ...args);
  git('init', '-q', '-b', 'main');
  writeFiles(origin, base);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD').trim();
  git('checkout', '-q', '-b', 'feature');
  writeFiles(origin, head);
  git('add', '-A');
  git('commit', '-q', '-m', 'head');
  let headSha = git('rev-parse', 'HEAD').trim();
  let previousHead: string | undefined;
  gitIn(temp, 'clone', '-q', origin, checkout);
  const moveCheckout = (): void => {
    gitIn(checkout, 'fetch', '-q', 'origin', 'feature');
    gitIn(checkout, 'checkout', '-q', '--detach', headSha);
  };
  moveCheckout();
  // The API may move the head branch (an accept commits to it): the origin's files and the
  // runner's checkout follow it, as the next workflow run would check out the new head.
  const followOrigin = (): void => {
    const branchHead = git('rev-parse', 'feature').trim();
    if (branchHead === headSha) return;
    git('reset', '-q', '--hard', branchHead);
    previousHead = headSha;
    headSha = branchHead;
    moveCheckout();
  };

  const github = await startFakeGitHub({
    number: PULL_NUMBER,
    files: () => pullFiles(git, baseSha, headSha),
    content(path, ref) {
      try {
        // Quietly: a path absent at a ref is an answer (404), not an error to print.
        return execFileSync('git', ['show', `${ref}:${path}`], { cwd: origin, stdio: 'pipe' });
      } catch {
        return undefined;
      }
    },
    tree(ref) {
      try {
        return git('ls-tree', '-r', '--name-only', ref).split('\n').filter(Boolean);
      } catch {
        return [];
      }
    },
    mergeBase: (a, b) => git('merge-base', a, b).trim(),
    repository: { dir: origin, baseSha, headRef: 'feature' },
  });
  const bundle = actionEntry(options);

  const harness: ActionHarness = {
    origin,
    checkout,
    baseSha,
    get headSha() {
      followOrigin();
      return headSha;
    },
    github,
    push(files, message = 'push') {
      followOrigin();
      writeFiles(origin, files);
      git('add', '-A');
      git('commit', '-q', '-m', message);
      previousHead = headSha;
      headSha = git('rev-parse', 'HEAD').trim();
      moveCheckout();
      return headSha;
    },
    forcePush(files) {
      followOrigin();
      writeFiles(origin, files);
      git('add', '-A');
      git('commit', '-q', '--amend', '--no-edit');
      previousHead = headSha;
      headSha = git('rev-parse', 'HEAD').trim();
      moveCheckout();
      return headSha;
    },
    get previousHead() {
      return previousHead;
    },
    headFile(path) {
      followOrigin();
      return readFileSync(join(checkout, path), 'utf8');
    },
    run: (options = {}) => {
      followOrigin();
      return runBundle(bundle.index, temp, harness, options);
    },
    comment: (body, options = {}) =>
      harness.run({ ...options, event: 'issue_comment', payload: commentPayload(body, options) }),
    reply: (inReplyTo, body, options = {}) =>
      harness.run({
        ...options,
        event: 'pull_request_review_comment',
        payload: reviewCommentPayload(inReplyTo, body, options),
      }),
    async dispose() {
      await github.close();
      bundle.dispose();
      rmSync(temp, { recursive: true, force: true });
    },
  };
  return harness;
}

/**
 * The PR files API's entries for base...head, as GitHub lists them, with real
 * patches; as on GitHub, a file with more than 3,000 changed lines has none.
 */
function pullFiles(
  git: (...args: string[]) => string,
  baseSha: string,
  headSha: string,
): Record<string, unknown>[] {
  const statuses: Record<string, string> = { A: 'added', D: 'removed', M: 'modified' };
  // -z: paths as they are, never C-quoted (GitHub lists a name with a newline as it is).
  const fields = git('diff', '--name-status', '-z', '--no-renames', `${baseSha}...${headSha}`)
    .split('\0')
    .filter(Boolean);
  const entries: [string, string][] = [];
  for (let i = 0; i + 1 < fields.length; i += 2)
    entries.push([fields[i] as string, fields[i + 1] as string]);
  return entries.map(([code, path]) => {
    const diff = git(
      '--literal-pathspecs',
      'diff',
      '--no-color',
      '--no-ext-diff',
      `${baseSha}...${headSha}`,
      '--',
      path,
    );
    const patch = diff.slice(diff.indexOf('@@')).replace(/\n$/, '');
    const lines = patch.split('\n');
    const additions = lines.filter((l) => l.startsWith('+')).length;
    const deletions = lines.filter((l) => l.startsWith('-')).length;
    return {
      sha: '0'.repeat(40),
      filename: path,
      status: statuses[code[0] as string] ?? 'modified',
      additions,
      deletions,
      changes: additions + deletions,
      ...(additions + deletions > LARGE_DIFF_LINES ? {} : { patch }),
    };
  });
}

/** GitHub leaves out the patch of a file with more changed lines than this. */
const LARGE_DIFF_LINES = 3000;

/** The pull_request webhook example, pointed at the harness's commits. */
function payload(harness: ActionHarness, options: RunOptions): Record<string, unknown> {
  const event = webhookExample('pull_request', options.action ?? 'synchronize');
  type Side = { sha: string; repo: Record<string, unknown> };
  const pr = event.pull_request as { number: number; draft: boolean; head: Side; base: Side };
  pr.number = PULL_NUMBER;
  event.number = PULL_NUMBER;
  pr.head.sha = harness.headSha;
  pr.base.sha = harness.baseSha;
  // A push's event names the heads before and after it; the first run keeps the example's.
  if (harness.previousHead !== undefined) {
    event.before = harness.previousHead;
    event.after = harness.headSha;
  }
  pr.draft = options.draft ?? false;
  if (options.fork) {
    const headRepo = structuredClone(pr.head.repo);
    headRepo.full_name = 'octocat/Hello-World';
    headRepo.owner = { ...(headRepo.owner as Record<string, unknown>), login: 'octocat' };
    headRepo.fork = true;
    pr.head.repo = headRepo;
  }
  return event;
}

/** One step of the bundled action: its event and payload, inputs, and the runner's variables. */
interface ActionStep {
  event: string;
  payload: unknown;
  inputs?: Record<string, string>;
  /** Runner variables beyond the ones every step has, and overrides. */
  env?: Record<string, string | undefined>;
  apiUrl: string;
  checkout: string;
  onSpawn?: (child: ChildProcess) => void;
}

/** Runs `node dist/index.js` as a runner runs a step, in a fresh run folder under `temp`. */
function spawnAction(index: string, temp: string, step: ActionStep): Promise<ActionRun> {
  const runDir = mkdtempSync(join(temp, 'run-'));
  const eventPath = join(runDir, 'event.json');
  const summaryPath = join(runDir, 'summary.md');
  const outputPath = join(runDir, 'output.txt');
  writeFileSync(eventPath, JSON.stringify(step.payload));
  writeFileSync(summaryPath, '');
  writeFileSync(outputPath, '');
  const inputs = Object.fromEntries(
    Object.entries({ 'github-token': 'test-token', ...step.inputs }).map(([name, value]) => [
      `INPUT_${name.toUpperCase()}`,
      value,
    ]),
  );
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: runDir,
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: step.apiUrl,
    GITHUB_EVENT_NAME: step.event,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: 'Codertocat/Hello-World',
    GITHUB_RUN_ID: '42',
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_OUTPUT: outputPath,
    GITHUB_WORKSPACE: step.checkout,
    RUNNER_TEMP: runDir,
    REMORA_GITHUB_RETRY_BASE_MS: '1',
    // The fake GitHub has no secondary rate limit to keep clear of.
    REMORA_GITHUB_WRITE_SPACING_MS: '0',
    ...inputs,
    ...step.env,
  };
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [index],
      { cwd: runDir, env, timeout: 120_000 },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          reject(error);
          return;
        }
        // Every run's event log is whole: it fits its schema and every started thing closes.
        const log = join(runDir, 'remora-42', 'events.jsonl');
        const events = existsSync(log) ? readFileSync(log, 'utf8') : '';
        const problems = events.trim() === '' ? [] : eventLogProblems(readEventLog(log));
        if (problems.length > 0) {
          reject(new Error(`the run's event log is not whole: ${problems.slice(0, 5).join('; ')}`));
          return;
        }
        resolve({
          code: error ? (error.code as number) : 0,
          stdout,
          stderr,
          summary: readFileSync(summaryPath, 'utf8'),
          outputs: readOutputs(outputPath),
        });
      },
    );
    step.onSpawn?.(child);
  });
}

function runBundle(
  index: string,
  temp: string,
  harness: ActionHarness,
  options: RunOptions,
): Promise<ActionRun> {
  return spawnAction(index, temp, {
    event: options.event ?? 'pull_request',
    payload: options.payload ?? payload(harness, options),
    apiUrl: harness.github.url,
    checkout: harness.checkout,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    ...(options.env ? { env: options.env } : {}),
    ...(options.onSpawn ? { onSpawn: options.onSpawn } : {}),
  });
}

// ---------------------------------------------------------------------------
// Comment commands: issue_comment payloads on the harness's pull request.
// ---------------------------------------------------------------------------

export interface CommentOptions extends Omit<RunOptions, 'event' | 'payload'> {
  /** The commenter's login; `Codertocat` (the example's) by default. */
  user?: string;
  /** `User` by default; `Bot` for an app. */
  userType?: string;
  /** `created` by default. */
  action?: string;
}

/** The issue_comment `created` example, as a comment on the harness's pull request. */
function commentPayload(body: string, options: CommentOptions): Record<string, unknown> {
  const event = webhookExample('issue_comment', 'created');
  type User = { login: string; id: number; type: string };
  const issue = event.issue as { number: number; pull_request?: unknown; html_url: string };
  const comment = event.comment as { id: number; body: string; user: User };
  issue.number = PULL_NUMBER;
  issue.html_url = `https://github.com/Codertocat/Hello-World/pull/${PULL_NUMBER}`;
  issue.pull_request = {
    url: `https://api.github.com/repos/Codertocat/Hello-World/pulls/${PULL_NUMBER}`,
    html_url: `https://github.com/Codertocat/Hello-World/pull/${PULL_NUMBER}`,
    diff_url: `https://github.com/Codertocat/Hello-World/pull/${PULL_NUMBER}.diff`,
    patch_url: `https://github.com/Codertocat/Hello-World/pull/${PULL_NUMBER}.patch`,
    merged_at: null,
  };
  comment.body = body;
  if (options.user !== undefined) comment.user.login = options.user;
  if (options.userType !== undefined) comment.user.type = options.userType;
  event.sender = {
    ...(event.sender as object),
    login: comment.user.login,
    type: comment.user.type,
  };
  event.action = options.action ?? 'created';
  return event;
}

/** The pull_request_review_comment `created` example, as a reply in a thread of the harness's pull request. */
function reviewCommentPayload(
  inReplyTo: number,
  body: string,
  options: CommentOptions,
): Record<string, unknown> {
  const event = webhookExample('pull_request_review_comment', 'created');
  type User = { login: string; id: number; type: string };
  const pr = event.pull_request as { number: number };
  const comment = event.comment as {
    id: number;
    body: string;
    user: User;
    in_reply_to_id?: number;
  };
  pr.number = PULL_NUMBER;
  comment.body = body;
  comment.in_reply_to_id = inReplyTo;
  if (options.user !== undefined) comment.user.login = options.user;
  if (options.userType !== undefined) comment.user.type = options.userType;
  event.sender = {
    ...(event.sender as object),
    login: comment.user.login,
    type: comment.user.type,
  };
  event.action = options.action ?? 'created';
  return event;
}

// ---------------------------------------------------------------------------
// Sweeps: the default branch checked out, as a workflow_dispatch or schedule
// run sees it, with the same fake GitHub and the same isolated bundle.

/** A repository whose default branch `main` is checked out, for sweep runs. */
export interface SweepHarness {
  /** The repository the sweep runs on (the "remote"): its branches are GitHub's. */
  origin: string;
  checkout: string;
  /** The commit `main` is at, and the checkout with it. */
  sha: string;
  github: FakeGitHub;
  /** Runs `node dist/index.js` as a sweep step with these inputs. */
  run(options?: SweepRunOptions): Promise<ActionRun>;
  dispose(): Promise<void>;
}

export interface SweepRunOptions {
  inputs?: Record<string, string>;
  event?: 'workflow_dispatch' | 'schedule';
  env?: Record<string, string>;
}

/**
 * Creates the sweep harness: `files` committed on `main`, cloned into the
 * runner's checkout, and `untracked` written into the checkout only (build
 * output, a virtual environment: what .gitignore may leave out).
 */
export async function createSweepHarness(
  files: Record<string, string>,
  untracked: Record<string, string> = {},
  options: HarnessOptions = {},
): Promise<SweepHarness> {
  const temp = mkdtempSync(join(tmpdir(), 'remora-sweep-action-'));
  const origin = join(temp, 'origin');
  const checkout = join(temp, 'checkout');
  mkdirSync(origin);
  gitIn(origin, 'init', '-q', '-b', 'main');
  writeFiles(origin, files);
  gitIn(origin, 'add', '-A');
  gitIn(origin, 'commit', '-q', '-m', 'main');
  const sha = gitIn(origin, 'rev-parse', 'HEAD').trim();
  gitIn(temp, 'clone', '-q', '--branch', 'main', origin, checkout);
  writeFiles(checkout, untracked);
  const github = await startFakeGitHub({
    number: 0,
    files: () => [],
    content: () => undefined,
    tree: () => [],
    mergeBase: (a) => a,
    // The Git Data API writes here, as on GitHub: a sweep's branch lands in the origin.
    repository: { dir: origin, baseSha: sha, headRef: 'main' },
  });
  const bundle = actionEntry(options);
  return {
    origin,
    checkout,
    sha,
    github,
    run: (options = {}) => runSweepBundle(bundle.index, temp, { checkout, sha, github }, options),
    async dispose() {
      await github.close();
      bundle.dispose();
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

function runSweepBundle(
  index: string,
  temp: string,
  harness: Pick<SweepHarness, 'checkout' | 'sha' | 'github'>,
  options: SweepRunOptions,
): Promise<ActionRun> {
  const event = options.event ?? 'workflow_dispatch';
  // GitHub's schedule payload holds only the cron line; the dispatch one is the real example.
  const payload =
    event === 'schedule' ? { schedule: '0 6 * * 1' } : webhookExample('workflow_dispatch');
  if (event === 'workflow_dispatch') {
    payload.ref = 'refs/heads/main';
    (payload.repository as Record<string, unknown>).default_branch = 'main';
  }
  return spawnAction(index, temp, {
    event,
    payload,
    apiUrl: harness.github.url,
    checkout: harness.checkout,
    ...(options.inputs ? { inputs: options.inputs } : {}),
    env: {
      GITHUB_REF: 'refs/heads/main',
      GITHUB_SHA: harness.sha,
      GITHUB_RUN_ID: '43',
      ...options.env,
    },
  });
}
