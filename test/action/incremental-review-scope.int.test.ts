import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseReviewScope } from '../../src/action/incremental-review.js';
import { createGit } from '../../src/adapters/git/git.js';
import { createGitHubPort } from '../../src/adapters/github/github-port.js';
import {
  parsePullRequestEvent,
  type PullRequestEvent,
} from '../../src/adapters/github/pull-request-event.js';
import type { FailOn } from '../../src/core/publish/index.js';
import type { Git } from '../../src/ports.js';
import { GitRepo } from '../support/git-repo.js';
import { webhookExample } from '../support/github-pr-fixture.js';
import { checkRunResponse, clientOptions, restApi } from '../support/github-api.js';
import { interceptNetwork } from '../support/network.js';

// Where a push finds the last head Remora reviewed: the check runs the job's
// token marked (nock, with the shape of GitHub's check_run example), checked
// against the history of a real repository.

const ACTIONS = { id: 15368, slug: 'github-actions', name: 'GitHub Actions' };

let repo: GitRepo;
let git: Git;
const commits: string[] = [];

beforeAll(async () => {
  interceptNetwork();
  repo = new GitRepo();
  for (const n of [0, 1, 2, 3]) {
    repo.write('a.py', `def f():\n    return ${n}\n`);
    commits.push(repo.commit(`c${n}`));
  }
  git = await createGit(repo.dir, {});
});
afterAll(() => {
  nock.enableNetConnect();
  repo.dispose();
});
afterEach(() => nock.cleanAll());

const commit = (i: number) => (): string => commits[i] as string;
const [BASE, OLDER, BEFORE, HEAD] = [commit(0), commit(1), commit(2), commit(3)];

/** The real `pull_request.synchronize` example (pull request #2), on this repository's commits. */
function push(before: string) {
  const payload = webhookExample('pull_request', 'synchronize');
  const pull = payload.pull_request as { head: { sha: string }; base: { sha: string } };
  pull.head.sha = HEAD();
  pull.base.sha = BASE();
  payload.before = before;
  payload.after = HEAD();
  return parsePullRequestEvent(payload);
}

/** GitHub's answer for one commit's `Remora` check runs. */
function checkRuns(sha: string, runs: Record<string, unknown>[]): nock.Scope {
  return restApi()
    .get(`/repos/octo/demo/commits/${sha}/check-runs`)
    .query({ check_name: 'Remora', filter: 'all', per_page: '100' })
    .reply(200, {
      total_count: runs.length,
      check_runs: runs.map((run) =>
        checkRunResponse({ head_sha: sha, status: 'completed', conclusion: 'success', ...run }),
      ),
    });
}

/** The scope `chooseReviewScope` picks for `pr`, over nock's GitHub and the real repository. */
const scopeOf = (pr: PullRequestEvent, failOn: FailOn = 'none', sarifPath?: string) =>
  chooseReviewScope(createGitHubPort(clientOptions()), git, pr, failOn, sarifPath);

const reviewed = (pull = 2, app: unknown = ACTIONS) => ({
  external_id: `remora:reviewed-head #${pull}`,
  app,
});

describe('chooseReviewScope', () => {
  it('takes the event’s `before` when its check says Remora reviewed this pull request there', async () => {
    const scope = checkRuns(BEFORE(), [reviewed()]);

    expect(await scopeOf(push(BEFORE()))).toEqual({ since: BEFORE() });
    expect(scope.isDone()).toBe(true);
  });

  it('walks back past a run that did not finish to the last reviewed head', async () => {
    const scopes = [
      checkRuns(BEFORE(), [{ status: 'completed', conclusion: 'cancelled', external_id: null }]),
      checkRuns(OLDER(), [reviewed()]),
    ];

    expect(await scopeOf(push(BEFORE()))).toEqual({ since: OLDER() });
    for (const scope of scopes) expect(scope.isDone()).toBe(true);
  });

  it('keeps a head reviewed when a later rerun on it did not finish', async () => {
    const scope = checkRuns(BEFORE(), [
      { status: 'completed', conclusion: 'cancelled', external_id: null },
      reviewed(),
    ]);

    expect(await scopeOf(push(BEFORE()))).toEqual({ since: BEFORE() });
    expect(scope.isDone()).toBe(true);
  });

  it('trusts no mark of another pull request or another app, and never walks past the base', async () => {
    const scopes = [
      checkRuns(BEFORE(), [reviewed(7)]),
      checkRuns(OLDER(), [reviewed(2, { ...ACTIONS, id: 1, slug: 'someone-else' })]),
    ];

    const scope = await scopeOf(push(BEFORE()));

    expect(scope.since).toBeUndefined();
    expect(scope.fullBecause).toMatch(
      /^no commit of this branch before [0-9a-f]{7} \(the last 10 looked at\) was reviewed in full by Remora/,
    );
    for (const s of scopes) expect(s.isDone()).toBe(true);
  });

  it('a reviewed `before` outside the head’s history is a force-push: a full review saying so', async () => {
    repo.git('checkout', '-q', '-b', 'other', BASE());
    repo.write('b.py', 'x = 1\n');
    const elsewhere = repo.commit('elsewhere');
    repo.git('checkout', '-q', 'main');
    checkRuns(elsewhere, [reviewed()]);

    const scope = await scopeOf(push(elsewhere));

    expect(scope).toEqual({
      fullBecause: `a force-push or rebase: ${elsewhere.slice(0, 7)}, the last head Remora reviewed, is not in the history of ${HEAD().slice(0, 7)}`,
    });
  });

  it('a reviewed `before` the checkout lacks is a full review naming the force-push and the shallow clone', async () => {
    const gone = 'f'.repeat(40);
    checkRuns(gone, [reviewed()]);

    const scope = await scopeOf(push(gone));

    expect(scope.fullBecause).toBe(
      'fffffff, the last head Remora reviewed, is not in the checkout: a force-push or rebase replaced it (or the checkout is shallow; fetch it with fetch-depth: 0)',
    );
  });

  it('an API failure is a full review that says why, never a failed run', async () => {
    restApi()
      .get(`/repos/octo/demo/commits/${BEFORE()}/check-runs`)
      .query(true)
      .times(3)
      .reply(500, { message: 'Server Error' });

    const scope = await scopeOf(push(BEFORE()));

    expect(scope.since).toBeUndefined();
    expect(scope.fullBecause).toMatch(
      /^the last reviewed head could not be read: GH_001: GitHub refused to list the check runs Remora of [0-9a-f]{40} \(HTTP 500\)/,
    );
  });

  it('reviews in full when fail-on counts findings, asking GitHub nothing', async () => {
    // No nock scope: a request would fail the lookup and change the reason.
    expect(await scopeOf(push(BEFORE()), 'findings')).toEqual({
      fullBecause:
        "fail-on: findings judges every node's findings on the head, and findings are not carried from one check run to the next",
    });
    expect((await scopeOf(push(BEFORE()), 'error')).fullBecause).toMatch(/^fail-on: error /);
  });

  it('reviews in full when the run writes SARIF: an upload must hold every node', async () => {
    expect((await scopeOf(push(BEFORE()), 'none', 'remora.sarif')).fullBecause).toMatch(
      /^sarif-path is set: code scanning closes every alert a SARIF upload leaves out/,
    );
  });

  it('reviews other activities in full without a word', async () => {
    const opened = { ...push(BEFORE()), action: 'opened' };

    expect(await scopeOf(opened)).toEqual({});
  });
});
