import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RemoraError } from '../../../src/core/errors.js';
import {
  createGitHubPort,
  type GitHubClientOptions,
} from '../../../src/adapters/github/github-port.js';
import { interceptNetwork } from '../../support/network.js';

const API = 'https://ghe.example.test/api/v3';
const HEAD = 'c0ffee00c0ffee00c0ffee00c0ffee00c0ffee00';
const warnings: string[] = [];

const OPTIONS: GitHubClientOptions = {
  token: 't0k3n',
  apiUrl: `${API}/`,
  owner: 'octo',
  repo: 'demo',
  retries: 2,
  retryBaseMs: 1,
  writeSpacingMs: 0,
  warn: (message) => warnings.push(message),
};

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => {
  nock.cleanAll();
  warnings.length = 0;
});

function api(): nock.Scope {
  return nock(API).matchHeader('authorization', 'token t0k3n');
}

async function rejection(promise: Promise<unknown>): Promise<RemoraError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoraError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const entry = (n: number): Record<string, unknown> => ({
  sha: 'x',
  filename: `f${n}.py`,
  status: 'modified',
  additions: 1,
  deletions: 0,
  changes: 1,
  patch: '@@ -1 +1,2 @@\n a\n+b',
  blob_url: 'ignored',
});

describe('listPullFiles', () => {
  it('follows the Link header through every page and keeps the fields diffs need', async () => {
    const scope = api()
      .get('/repos/octo/demo/pulls/9/files')
      .query({ per_page: '100' })
      .reply(200, [entry(1), entry(2)], {
        link: `<${API}/repos/octo/demo/pulls/9/files?per_page=100&page=2>; rel="next", <${API}/repos/octo/demo/pulls/9/files?per_page=100&page=2>; rel="last"`,
      })
      .get('/repos/octo/demo/pulls/9/files')
      .query({ per_page: '100', page: '2' })
      .reply(200, [
        { filename: 'big.py', status: 'renamed', previous_filename: 'old.py', changes: 12000 },
      ]);

    const files = await createGitHubPort(OPTIONS).listPullFiles(9);

    expect(scope.isDone()).toBe(true);
    expect(files).toEqual([
      { filename: 'f1.py', status: 'modified', changes: 1, patch: '@@ -1 +1,2 @@\n a\n+b' },
      { filename: 'f2.py', status: 'modified', changes: 1, patch: '@@ -1 +1,2 @@\n a\n+b' },
      { filename: 'big.py', status: 'renamed', previous_filename: 'old.py', changes: 12000 },
    ]);
  });

  it('rejects an answer of an unexpected shape with GH_001 naming the field', async () => {
    api()
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(200, [{ filename: 'a.py', status: 'exploded' }]);

    const error = await rejection(createGitHubPort(OPTIONS).listPullFiles(9));

    expect(error.code).toBe('GH_001');
    expect(error.message).toBe(
      "GitHub's answer when asked to list the files of pull request #9 has an unexpected shape at 0.status: " +
        'Invalid option: expected one of "added"|"removed"|"modified"|"renamed"|"copied"|"changed"|"unchanged"',
    );
  });

  it('retries a 5xx, then succeeds', async () => {
    const scope = api()
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(502, { message: 'Bad Gateway' })
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(200, [entry(1)]);

    const files = await createGitHubPort(OPTIONS).listPullFiles(9);

    expect(scope.isDone()).toBe(true);
    expect(files.map((f) => f.filename)).toEqual(['f1.py']);
  });

  it('waits out a secondary rate limit for the retry-after GitHub gives, and says so', async () => {
    const scope = api()
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' })
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(200, [entry(1)]);

    const files = await createGitHubPort(OPTIONS).listPullFiles(9);

    expect(scope.isDone()).toBe(true);
    expect(files).toHaveLength(1);
    expect(warnings).toEqual([
      `GitHub secondary rate limit hit on GET ${API}/repos/octo/demo/pulls/9/files?per_page=100; retrying in 1 s`,
    ]);
  });

  it('leaves a 429 to the rate-limit handling: a wait it refuses is not retried anyway', async () => {
    const refused = api()
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(
        429,
        { message: 'You have exceeded a secondary rate limit' },
        { 'retry-after': '3600' },
      );
    const retried = api()
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(200, [entry(1)]);

    const error = await rejection(createGitHubPort(OPTIONS).listPullFiles(9));

    expect(refused.isDone()).toBe(true);
    expect(retried.isDone()).toBe(false);
    expect(error.message).toMatch(
      /^GitHub refused to list the files of pull request #9 \(HTTP 429\)/,
    );
    expect(warnings).toEqual([
      `GitHub secondary rate limit hit on GET ${API}/repos/octo/demo/pulls/9/files?per_page=100; not waiting 3600 s for it`,
    ]);
  });

  it('still waits out a 429 once when the rate-limit handling allows it', async () => {
    const scope = api()
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(429, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': '1' })
      .get('/repos/octo/demo/pulls/9/files')
      .query(true)
      .reply(200, [entry(1)]);

    expect(await createGitHubPort(OPTIONS).listPullFiles(9)).toHaveLength(1);
    expect(scope.isDone()).toBe(true);
    expect(warnings).toHaveLength(1);
  });

  it('turns a 404 into GH_001 with the status and message', async () => {
    api().get('/repos/octo/demo/pulls/9/files').query(true).reply(404, { message: 'Not Found' });

    const error = await rejection(createGitHubPort(OPTIONS).listPullFiles(9));

    expect([error.code, error.message]).toEqual([
      'GH_001',
      'GitHub refused to list the files of pull request #9 (HTTP 404): Not Found',
    ]);
  });
});

describe('tryFileContent', () => {
  it('returns the exact bytes of the raw media type, even when they are not UTF-8', async () => {
    const bytes = Buffer.from([0x23, 0x20, 0xe9, 0x0a, 0x78, 0x0a]);
    const scope = api()
      .matchHeader('accept', 'application/vnd.github.v3.raw')
      .get('/repos/octo/demo/contents/pkg%2Fmod.py')
      .query({ ref: HEAD })
      .reply(200, bytes, { 'content-type': 'application/vnd.github.raw; charset=utf-8' });

    const content = await createGitHubPort(OPTIONS).tryFileContent('pkg/mod.py', HEAD);

    expect(scope.isDone()).toBe(true);
    expect(content).toEqual(new Uint8Array(bytes));
  });

  it('is undefined for a file that does not exist at the ref', async () => {
    api()
      .get('/repos/octo/demo/contents/nope.py')
      .query({ ref: HEAD })
      .reply(404, { message: 'Not Found' });

    expect(await createGitHubPort(OPTIONS).tryFileContent('nope.py', HEAD)).toBeUndefined();
  });

  it('rejects other refusals with GH_001', async () => {
    api()
      .get('/repos/octo/demo/contents/a.py')
      .query({ ref: HEAD })
      .reply(403, { message: 'Forbidden' });

    const error = await rejection(createGitHubPort(OPTIONS).tryFileContent('a.py', HEAD));

    expect(error.message).toBe(`GitHub refused to read a.py at ${HEAD} (HTTP 403): Forbidden`);
  });
});

describe('compareBase', () => {
  it('returns the merge base commit of base...head', async () => {
    const scope = api()
      .get(`/repos/octo/demo/compare/aaa...${HEAD}`)
      .query({ per_page: '1' })
      .reply(200, { merge_base_commit: { sha: 'bbb' }, commits: [], files: [] });

    expect(await createGitHubPort(OPTIONS).compareBase('aaa', HEAD)).toBe('bbb');
    expect(scope.isDone()).toBe(true);
  });
});

describe('listTreeFiles', () => {
  const BASE = 'ba5eba5eba5eba5eba5eba5eba5eba5eba5eba5e';
  const treeEntry = (path: string, type: string, sha: string, mode = '100644') => ({
    path,
    mode: type === 'tree' ? '040000' : mode,
    type,
    sha,
    url: `${API}/repos/octo/demo/git/${type}s/${sha}`,
  });
  const tree = (sha: string, entries: ReturnType<typeof treeEntry>[]) => ({
    sha,
    url: `${API}/repos/octo/demo/git/trees/${sha}`,
    tree: entries,
    truncated: false,
  });

  it('walks down to the folder and lists its files recursively, with their full paths', async () => {
    const scope = api()
      .get(`/repos/octo/demo/git/trees/${BASE}`)
      .reply(
        200,
        tree(BASE, [
          treeEntry('.remora', 'tree', 'a1'),
          treeEntry('src', 'tree', 'a2'),
          treeEntry('x.py', 'blob', 'a3'),
        ]),
      )
      .get('/repos/octo/demo/git/trees/a1')
      .reply(
        200,
        tree('a1', [treeEntry('agents', 'tree', 'b1'), treeEntry('agents.md', 'blob', 'b2')]),
      )
      .get('/repos/octo/demo/git/trees/b1')
      .query({ recursive: 'true' })
      .reply(
        200,
        tree('b1', [
          treeEntry('mine', 'tree', 'c1'),
          treeEntry('mine/mine_subagent.yaml', 'blob', 'c2'),
          treeEntry('mine/tools', 'tree', 'c3'),
          treeEntry('mine/tools/check.py', 'blob', 'c4'),
          treeEntry('mine/elsewhere', 'blob', 'c5', '120000'),
          treeEntry('vendored', 'commit', 'c6', '160000'),
          treeEntry('README.md', 'blob', 'c7'),
        ]),
      );

    const files = await createGitHubPort(OPTIONS).listTreeFiles(BASE, '.remora/agents/');

    expect(scope.isDone()).toBe(true);
    expect(files).toEqual([
      '.remora/agents/README.md',
      '.remora/agents/mine/mine_subagent.yaml',
      '.remora/agents/mine/tools/check.py',
    ]);
  });

  it('is [] when the folder is not there, without listing further', async () => {
    const scope = api()
      .get(`/repos/octo/demo/git/trees/${BASE}`)
      .reply(200, tree(BASE, [treeEntry('.remora', 'blob', 'a1')]));

    expect(await createGitHubPort(OPTIONS).listTreeFiles(BASE, '.remora/agents')).toEqual([]);
    expect(scope.isDone()).toBe(true);
  });

  it('is [] on a 404 (no such commit)', async () => {
    api().get(`/repos/octo/demo/git/trees/${BASE}`).reply(404, { message: 'Not Found' });

    expect(await createGitHubPort(OPTIONS).listTreeFiles(BASE, '.remora/agents')).toEqual([]);
  });

  it('refuses a truncated listing with GH_001 instead of returning part of the folder', async () => {
    api()
      .get(`/repos/octo/demo/git/trees/${BASE}`)
      .query({ recursive: 'true' })
      .reply(200, { ...tree(BASE, [treeEntry('a.py', 'blob', 'a1')]), truncated: true });

    const error = await rejection(createGitHubPort(OPTIONS).listTreeFiles(BASE, ''));

    expect(error.code).toBe('GH_001');
    expect(error.message).toMatch(
      /^GitHub cut short its listing when asked to list the files under the root/,
    );
  });
});
