import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { devNull, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Base and head versions of the pull request's files; absent means the file does not exist there. */
export const BASE_FILES: Record<string, string> = {
  'src/app/greeter.py': [
    'import os',
    '',
    '',
    'class Greeter:',
    '    def __init__(self, name):',
    '        self.name = name',
    '',
    '    def greet(self):',
    '        return "Hello, " + self.name',
    '',
    '',
    'def shout(text):',
    '    return text.upper()',
    '',
  ].join('\n'),
  'calc.py': [
    'def add(a, b):',
    '    return a + b',
    '',
    '',
    'def sub(a, b):',
    '    return a - b',
    '',
  ].join('\n'),
  'gone.py': 'x = 1\n',
  'README.md': '# Demo\n',
};

export const HEAD_FILES: Record<string, string> = {
  'src/app/greeter.py': [
    'import os',
    'import sys',
    '',
    '',
    'class Greeter:',
    '    def __init__(self, name):',
    '        self.name = name',
    '',
    '    def greet(self):',
    '        return f"Hello, {self.name}!"',
    '',
    '',
    'def shout(text):',
    '    return text.upper()',
    '',
  ].join('\n'),
  'calc.py': [
    'def add(a, b):',
    '    return a + b',
    '',
    '',
    'def sub(a, b):',
    '    """Subtract b from a."""',
    '    return a - b',
    '',
    '',
    'def mul(a, b):',
    '    return a * b',
    '',
  ].join('\n'),
  'README.md': '# Demo\n\nNow with greetings.\n',
};

/** A throwaway git repository holding the PR's base commit and head commit (a child of base). */
export interface PullRequestRepo {
  dir: string;
  baseSha: string;
  headSha: string;
  git(...args: string[]): string;
  dispose(): void;
}

/** Runs git with user and system configuration shut out, so the output is the same everywhere. */
export function gitIn(dir: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'core.autocrlf=false', ...args],
    {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: devNull },
    },
  );
}

/**
 * What actions/checkout leaves when it checks out the base branch of a pull
 * request whose head it must not run: a clone of `origin`'s main alone, with
 * no commit of the head in it. GitHub keeps the head at refs/pull/2/head of
 * the base repository, where Remora fetches it as data.
 */
export function baseOnlyCheckout(origin: string, headSha: string): string {
  gitIn(origin, 'update-ref', 'refs/pull/2/head', headSha);
  const checkout = join(mkdtempSync(join(tmpdir(), 'remora-base-checkout-')), 'checkout');
  gitIn(
    tmpdir(),
    'clone',
    '-q',
    '--no-local',
    '--single-branch',
    '--branch',
    'main',
    origin,
    checkout,
  );
  return checkout;
}

function writeTree(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Creates the repository: base commit with {@link BASE_FILES}, head commit with {@link HEAD_FILES}. */
export function createPullRequestRepo(): PullRequestRepo {
  const dir = mkdtempSync(join(tmpdir(), 'remora-pr-'));
  const git = (...args: string[]): string => gitIn(dir, ...args);
  git('init', '-q');
  writeTree(dir, BASE_FILES);
  git('add', '-A');
  git('commit', '-q', '-m', 'base');
  const baseSha = git('rev-parse', 'HEAD').trim();
  for (const path of Object.keys(BASE_FILES)) if (!(path in HEAD_FILES)) rmSync(join(dir, path));
  writeTree(dir, HEAD_FILES);
  git('add', '-A');
  git('commit', '-q', '-m', 'head');
  const headSha = git('rev-parse', 'HEAD').trim();
  return {
    dir,
    baseSha,
    headSha,
    git,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The `patch` field GitHub would send for one file: real `git diff` output
 * with everything before the first hunk header removed.
 */
export function githubPatch(repo: PullRequestRepo, path: string): string {
  const diff = repo.git(
    'diff',
    '--no-color',
    '--no-ext-diff',
    `${repo.baseSha}...${repo.headSha}`,
    '--',
    path,
  );
  const start = diff.indexOf('@@');
  if (start === -1) throw new Error(`no hunks for ${path}`);
  // GitHub's patch has no trailing newline after the last line.
  return diff.slice(start).replace(/\n$/, '');
}

/** A GitHub PR files API entry for one path, shaped like the real response. */
export function pullFileEntry(
  repo: PullRequestRepo,
  path: string,
  options: { withPatch?: boolean } = {},
): Record<string, unknown> {
  const status = !(path in BASE_FILES) ? 'added' : !(path in HEAD_FILES) ? 'removed' : 'modified';
  const patch = githubPatch(repo, path);
  const additions = patch.split('\n').filter((line) => line.startsWith('+')).length;
  const deletions = patch.split('\n').filter((line) => line.startsWith('-')).length;
  return {
    sha: repo
      .git('rev-parse', `${status === 'removed' ? repo.baseSha : repo.headSha}:${path}`)
      .trim(),
    filename: path,
    status,
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `https://github.com/Codertocat/Hello-World/blob/${repo.headSha}/${path}`,
    raw_url: `https://github.com/Codertocat/Hello-World/raw/${repo.headSha}/${path}`,
    contents_url: `https://api.github.com/repos/Codertocat/Hello-World/contents/${path}?ref=${repo.headSha}`,
    ...(options.withPatch === false ? {} : { patch }),
  };
}

type Json = Record<string, unknown>;

/**
 * A real webhook payload from @octokit/webhooks-examples, for `event`
 * (and `action`, if given). Its head and base SHAs are replaced with the
 * test repository's commits, since the example's commits exist nowhere.
 */
export function webhookExample(event: string, action?: string): Json {
  const require = createRequire(import.meta.url);
  const examples = require('@octokit/webhooks-examples') as { name: string; examples: Json[] }[];
  const found = examples
    .find((e) => e.name === event)
    ?.examples.find((example) => action === undefined || example.action === action);
  if (!found) throw new Error(`no ${event} ${action ?? ''} example`);
  return structuredClone(found);
}

/** The pull_request example with the repository's SHAs, optionally from a fork. */
export function pullRequestPayload(
  repo: PullRequestRepo,
  options: { action?: string; fork?: boolean } = {},
): Json {
  const payload = webhookExample('pull_request', options.action ?? 'synchronize');
  const pr = payload.pull_request as { head: Json; base: Json };
  pr.head.sha = repo.headSha;
  pr.base.sha = repo.baseSha;
  if (options.fork) {
    const headRepo = structuredClone(pr.head.repo) as Json;
    headRepo.full_name = 'octocat/Hello-World';
    headRepo.owner = { ...(headRepo.owner as Json), login: 'octocat' };
    headRepo.fork = true;
    pr.head.repo = headRepo;
    pr.head.label = 'octocat:changes';
  }
  return payload;
}

/** Reads a GITHUB_OUTPUT file into name → value (the `name<<delimiter` form @actions/core writes). */
export function readOutputs(path: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const [, name, delimiter] = match;
    const value: string[] = [];
    for (i += 1; i < lines.length && lines[i] !== delimiter; i += 1) value.push(lines[i] ?? '');
    outputs[name as string] = value.join('\n');
  }
  return outputs;
}
