import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGitHubPort } from '../../../src/adapters/github/github-port.js';
import { clientOptions, HEAD, rejection, restApi } from '../../support/github-api.js';
import { interceptNetwork } from '../../support/network.js';

const github = () => createGitHubPort(clientOptions());

beforeAll(() => interceptNetwork());
afterAll(() => nock.enableNetConnect());
afterEach(() => nock.cleanAll());

const API_REPO = 'https://api.github.com/repos/octo/demo';
const TREE = '9fb037999f264ba9a7fc6274d15fa3ae2ab98312';
const PKG_TREE = 'f484d249c660418515fb01c2b9662073663c242e';
const NEW_TREE = 'cd8274d15fa3ae2ab983129fb037999f264ba9a7';
const BLOB = '3a0f86fb8db8eea7ccbb9a95f325ddbedfb25e15';
const COMMIT = '7638417db6d59f3c431d3e1f261cc637155684cd';

/** A reference as the Git Data API returns it. */
const refResponse = (ref: string, sha: string) => ({
  ref: `refs/heads/${ref}`,
  node_id: 'MDM6UmVmcmVmcy9oZWFkcy9mZWF0dXJlQQ==',
  url: `${API_REPO}/git/refs/heads/${ref}`,
  object: { type: 'commit', sha, url: `${API_REPO}/git/commits/${sha}` },
});

/** A commit as `GET /git/commits/{sha}` and `POST /git/commits` return it. */
const commitResponse = (sha: string, tree: string, parents: string[], message: string) => ({
  sha,
  node_id: 'MDY6Q29tbWl0NmRjYjA5YjViNTc4NzVmMzM0ZjYxYWViZWQ2OTVlMmU0MTkzZGI1ZQ==',
  url: `${API_REPO}/git/commits/${sha}`,
  html_url: `https://github.com/octo/demo/commit/${sha}`,
  author: { date: '2014-11-07T22:01:45Z', name: 'Monalisa Octocat', email: 'octocat@github.com' },
  committer: {
    date: '2014-11-07T22:01:45Z',
    name: 'Monalisa Octocat',
    email: 'octocat@github.com',
  },
  message,
  tree: { url: `${API_REPO}/git/trees/${tree}`, sha: tree },
  parents: parents.map((p) => ({
    url: `${API_REPO}/git/commits/${p}`,
    sha: p,
    html_url: `https://github.com/octo/demo/commit/${p}`,
  })),
  verification: { verified: false, reason: 'unsigned', signature: null, payload: null },
});

/** A tree as `GET /git/trees/{sha}` returns it (not recursive). */
const treeResponse = (sha: string, entries: [string, string, string, string][]) => ({
  sha,
  url: `${API_REPO}/git/trees/${sha}`,
  tree: entries.map(([path, mode, type, entrySha]) => ({
    path,
    mode,
    type,
    sha: entrySha,
    url: `${API_REPO}/git/${type}s/${entrySha}`,
    ...(type === 'blob' ? { size: 30 } : {}),
  })),
  truncated: false,
});

describe('getBranchHead', () => {
  it('reads the commit a branch points at, its name escaped in the path', async () => {
    const scope = restApi()
      .get('/repos/octo/demo/git/ref/heads%2Ffeature%2Fshapes')
      .reply(200, refResponse('feature/shapes', HEAD));

    expect(await github().getBranchHead('feature/shapes')).toBe(HEAD);
    expect(scope.isDone()).toBe(true);
  });

  it('is undefined for a branch that does not exist', async () => {
    restApi()
      .get('/repos/octo/demo/git/ref/heads%2Fgone')
      .reply(404, { message: 'Not Found', status: '404' });

    expect(await github().getBranchHead('gone')).toBeUndefined();
  });
});

describe('createCommit', () => {
  it('uploads blobs, writes a tree on the parent tree (a null sha deletes), keeps modes, commits', async () => {
    const bodies: Record<string, unknown> = {};
    const keep = (name: string) => (body: unknown) => {
      bodies[name] = body;
      return true;
    };
    const scope = restApi()
      .get(`/repos/octo/demo/git/commits/${HEAD}`)
      .reply(200, commitResponse(HEAD, TREE, ['0'.repeat(40)], 'head'))
      .get(`/repos/octo/demo/git/trees/${TREE}`)
      .reply(
        200,
        treeResponse(TREE, [
          ['README.md', '100644', 'blob', BLOB],
          ['pkg', '040000', 'tree', PKG_TREE],
        ]),
      )
      .get(`/repos/octo/demo/git/trees/${PKG_TREE}`)
      .reply(
        200,
        treeResponse(PKG_TREE, [
          ['run.py', '100755', 'blob', BLOB],
          ['old.py', '100644', 'blob', BLOB],
        ]),
      )
      .post('/repos/octo/demo/git/blobs', keep('blob1'))
      .reply(201, { url: `${API_REPO}/git/blobs/${BLOB}`, sha: BLOB })
      .post('/repos/octo/demo/git/blobs', keep('blob2'))
      .reply(201, { url: `${API_REPO}/git/blobs/${BLOB}`, sha: BLOB })
      .post('/repos/octo/demo/git/trees', keep('tree'))
      .reply(201, treeResponse(NEW_TREE, []))
      .post('/repos/octo/demo/git/commits', keep('commit'))
      .reply(201, commitResponse(COMMIT, NEW_TREE, [HEAD], 'Accept'));

    const sha = await github().createCommit({
      parent: HEAD,
      message: 'Accept\n\nCo-authored-by: octocat <1+octocat@users.noreply.github.com>',
      files: [
        { path: 'pkg/run.py', content: new TextEncoder().encode('print("hi")\n') },
        { path: 'tests/test_run.py', content: new TextEncoder().encode('def test():\n    pass\n') },
        { path: 'pkg/old.py', content: null },
      ],
    });

    expect(sha).toBe(COMMIT);
    expect(scope.isDone()).toBe(true);
    expect(bodies.blob1).toEqual({
      content: Buffer.from('print("hi")\n').toString('base64'),
      encoding: 'base64',
    });
    expect(bodies.tree).toEqual({
      base_tree: TREE,
      tree: [
        { path: 'pkg/run.py', mode: '100755', type: 'blob', sha: BLOB },
        { path: 'tests/test_run.py', mode: '100644', type: 'blob', sha: BLOB },
        { path: 'pkg/old.py', mode: '100644', type: 'blob', sha: null },
      ],
    });
    expect(bodies.commit).toEqual({
      message: 'Accept\n\nCo-authored-by: octocat <1+octocat@users.noreply.github.com>',
      tree: NEW_TREE,
      parents: [HEAD],
    });
  });

  it('refuses to write over a symbolic link, before writing anything', async () => {
    restApi()
      .get(`/repos/octo/demo/git/commits/${HEAD}`)
      .reply(200, commitResponse(HEAD, TREE, [], 'head'))
      .get(`/repos/octo/demo/git/trees/${TREE}`)
      .reply(200, treeResponse(TREE, [['link.py', '120000', 'blob', BLOB]]));
    const writes = restApi()
      .post(/\/git\/blobs$/)
      .reply(201, { sha: BLOB });

    const error = await rejection(
      github().createCommit({
        parent: HEAD,
        message: 'x',
        files: [{ path: 'link.py', content: new Uint8Array([120]) }],
      }),
    );

    expect(error.code).toBe('GH_001');
    expect(error.message).toContain('link.py is not a regular file in the commit (mode 120000)');
    expect(writes.isDone()).toBe(false);
  });

  it('turns a 403 on a write into GH_002 naming `contents: write`', async () => {
    restApi()
      .get(`/repos/octo/demo/git/commits/${HEAD}`)
      .reply(200, commitResponse(HEAD, TREE, [], 'head'))
      .get(`/repos/octo/demo/git/trees/${TREE}`)
      .reply(200, treeResponse(TREE, []))
      .post('/repos/octo/demo/git/blobs')
      .reply(403, { message: 'Resource not accessible by integration' });

    const error = await rejection(
      github().createCommit({
        parent: HEAD,
        message: 'x',
        files: [{ path: 'new.py', content: new Uint8Array([120]) }],
      }),
    );

    expect(error.code).toBe('GH_002');
    expect(error.message).toMatch(
      /^GitHub refused to upload the new content of new\.py \(HTTP 403: Resource not accessible by integration\): the job's token lacks the `contents: write` permission/,
    );
  });
});

describe('createBranch', () => {
  it('creates refs/heads/<branch> at the commit', async () => {
    const scope = restApi()
      .post('/repos/octo/demo/git/refs', { ref: 'refs/heads/remora/sweep-1', sha: COMMIT })
      .reply(201, refResponse('remora/sweep-1', COMMIT));

    await github().createBranch('remora/sweep-1', COMMIT);

    expect(scope.isDone()).toBe(true);
  });

  it('keeps "Reference already exists" as GH_001 with GitHub’s message', async () => {
    restApi().post('/repos/octo/demo/git/refs').reply(422, {
      message: 'Reference already exists',
      documentation_url: 'https://docs.github.com/rest/git/refs#create-a-reference',
      status: '422',
    });

    const error = await rejection(github().createBranch('feature', COMMIT));

    expect(error.code).toBe('GH_001');
    expect(error.message).toContain('(HTTP 422): Reference already exists');
  });
});

describe('updateBranch', () => {
  it('moves the branch forward only (force: false)', async () => {
    const scope = restApi()
      .patch('/repos/octo/demo/git/refs/heads%2Ffeature%2Fshapes', { sha: COMMIT, force: false })
      .reply(200, refResponse('feature/shapes', COMMIT));

    await github().updateBranch('feature/shapes', COMMIT);

    expect(scope.isDone()).toBe(true);
  });

  it('says the branch moved when GitHub refuses a move that is not a fast forward', async () => {
    restApi().patch('/repos/octo/demo/git/refs/heads%2Ffeature').reply(422, {
      message: 'Update is not a fast forward',
      documentation_url: 'https://docs.github.com/rest/git/refs#update-a-reference',
      status: '422',
    });

    const error = await rejection(github().updateBranch('feature', COMMIT));

    expect(error.code).toBe('GH_001');
    expect(error.message).toBe(
      `GitHub refused to move the branch feature to ${COMMIT}: the branch moved since Remora ` +
        'read it (a push in between), and Remora never overwrites a commit it did not make. ' +
        'Nothing was changed.',
    );
  });

  it('turns a 403 into GH_002 naming `contents: write`', async () => {
    restApi()
      .patch('/repos/octo/demo/git/refs/heads%2Ffeature')
      .reply(403, { message: 'Resource not accessible by integration' });

    const error = await rejection(github().updateBranch('feature', COMMIT));

    expect(error.code).toBe('GH_002');
    expect(error.message).toContain('`contents: write`');
  });
});

describe('isBranchProtected', () => {
  /** A branch as GitHub's "Get a branch" (`GET /branches/{branch}`) returns it. */
  const branchResponse = (name: string, enabled: boolean) => ({
    name,
    commit: { sha: HEAD, url: `${API_REPO}/commits/${HEAD}` },
    _links: {
      self: `${API_REPO}/branches/${name}`,
      html: `https://github.com/octo/demo/tree/${name}`,
    },
    protected: enabled,
    protection: {
      enabled,
      required_status_checks: {
        enforcement_level: enabled ? 'non_admins' : 'off',
        contexts: [],
        checks: [],
      },
    },
    protection_url: `${API_REPO}/branches/${name}/protection`,
  });

  /** A rule of a ruleset, as "Get rules for a branch" lists it. */
  const rule = (type: string) => ({
    type,
    ruleset_source_type: 'Repository',
    ruleset_source: 'octo/demo',
    ruleset_id: 42,
  });

  it('is true when the branch is `protected`, asking nothing more', async () => {
    const scope = restApi()
      .get('/repos/octo/demo/branches/release%2F1.x')
      .reply(200, branchResponse('release/1.x', true));

    expect(await github().isBranchProtected('release/1.x')).toBe(true);
    expect(scope.isDone()).toBe(true);
  });

  it('is true when an active ruleset requires a pull request there', async () => {
    const scope = restApi()
      .get('/repos/octo/demo/branches/main')
      .reply(200, branchResponse('main', false))
      .get('/repos/octo/demo/rules/branches/main')
      .query({ per_page: '100' })
      .reply(200, [rule('commit_message_pattern'), rule('pull_request')]);

    expect(await github().isBranchProtected('main')).toBe(true);
    expect(scope.isDone()).toBe(true);
  });

  it('is false for a branch neither protected nor under a rule that protects it', async () => {
    const scope = restApi()
      .get('/repos/octo/demo/branches/feature')
      .reply(200, branchResponse('feature', false))
      .get('/repos/octo/demo/rules/branches/feature')
      .query({ per_page: '100' })
      .reply(200, [rule('commit_message_pattern'), rule('deletion')]);

    expect(await github().isBranchProtected('feature')).toBe(false);
    expect(scope.isDone()).toBe(true);
  });

  it('is a GH_001 error for a branch GitHub does not find: accept then commits nothing', async () => {
    restApi().get('/repos/octo/demo/branches/gone').reply(404, {
      message: 'Branch not found',
      documentation_url: 'https://docs.github.com/rest/branches/branches#get-a-branch',
      status: '404',
    });

    const error = await rejection(github().isBranchProtected('gone'));
    expect(error.code).toBe('GH_001');
  });
});
