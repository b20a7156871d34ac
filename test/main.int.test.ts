import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { run } from '../src/main.js';
import { commands, setUpActionRun } from './support/github-action-env.js';
import {
  BASE_FILES,
  HEAD_FILES,
  pullFileEntry,
  pullRequestPayload,
} from './support/github-pr-fixture.js';

const API = 'https://api.github.com';
const FILES_PATH = '/repos/Codertocat/Hello-World/pulls/2/files';

const env = setUpActionRun();

function github(): nock.Scope {
  return nock(API).matchHeader('authorization', 'token test-token');
}

function contentScope(path: string, ref: string, text: string | undefined): nock.Scope {
  const scope = github()
    .matchHeader('accept', 'application/vnd.github.v3.raw')
    .get(`/repos/Codertocat/Hello-World/contents/${encodeURIComponent(path)}`)
    .query({ ref });
  return text === undefined
    ? scope.reply(404, { message: 'Not Found' })
    : scope.reply(200, text, { 'content-type': 'application/vnd.github.raw' });
}

const TABLE = [
  '| File | Node | Type | Lines | Changed lines |',
  '| --- | --- | --- | --- | --- |',
  '| `calc.py` | `sub` | function | 5-7 | 6 |',
  '| `calc.py` | `mul` | function | 10-11 | 10-11 |',
  '| `src/app/greeter.py` | `src/app/greeter.py` | file | 1-14 | 2 |',
  '| `src/app/greeter.py` | `Greeter.greet` | method | 9-10 | 10 |',
].join('\n');

const LOG_LINES = [
  'calc.py:5-7 function sub',
  'calc.py:10-11 function mul',
  'src/app/greeter.py:1-14 file src/app/greeter.py',
  'src/app/greeter.py:9-10 method Greeter.greet',
];

function summary(headline: string, notes?: string[]): string {
  const parts = ['## Remora: changed nodes', headline, TABLE];
  if (notes) parts.push('### Notes', notes.join('\n'));
  return `${parts.join('\n\n')}\n`;
}

const headline = (sha: string, from = ''): string =>
  `Pull request #2 at \`${sha.slice(0, 7)}\`${from}: 4 changed nodes in 2 files read.`;

function listFiles(entries: Record<string, unknown>[]): nock.Scope {
  return github().get(FILES_PATH).query({ per_page: '100' }).reply(200, entries);
}

const ALL_PATHS = ['calc.py', 'README.md', 'gone.py', 'src/app/greeter.py'];

describe('run() on a pull_request event', () => {
  it('lists the changed nodes, reading head versions through the API', async () => {
    env.useEvent('pull_request', pullRequestPayload(env.repo), env.emptyWorkspace);
    const scopes = [
      listFiles(ALL_PATHS.map((p) => pullFileEntry(env.repo, p))),
      contentScope('calc.py', env.repo.headSha, HEAD_FILES['calc.py']),
      contentScope('src/app/greeter.py', env.repo.headSha, HEAD_FILES['src/app/greeter.py']),
    ];

    await run();

    expect(commands(env.stdout, 'error')).toEqual([]);
    expect(process.exitCode).toBeUndefined();
    expect(scopes.map((scope) => scope.isDone())).toEqual([true, true, true]);
    expect(env.summary()).toBe(summary(headline(env.repo.headSha)));
    expect(env.outputs()).toEqual({ nodes: '4' });
    const log = env.stdout.join('');
    expect(log).toContain(`::group::Changed nodes (4)\n${LOG_LINES.join('\n')}\n::endgroup::\n`);
    expect(log).toContain('4 files listed, 2 of them in a language Remora reads\n');
  });

  it('falls back to git diff in the checkout when GitHub left a patch out', async () => {
    env.useEvent('pull_request', pullRequestPayload(env.repo), env.repo.dir);
    // With both commits in the checkout, file versions come from git too: the only call is the listing.
    const files = listFiles([
      pullFileEntry(env.repo, 'calc.py'),
      pullFileEntry(env.repo, 'src/app/greeter.py', { withPatch: false }),
    ]);

    await run();

    expect(process.exitCode).toBeUndefined();
    expect(files.isDone()).toBe(true);
    expect(env.summary()).toBe(
      summary(headline(env.repo.headSha), [
        '- **notice** DIFF_001 `src/app/greeter.py`: GitHub did not include its patch (too large); the diff comes from git',
      ]),
    );
    expect(env.outputs()).toEqual({ nodes: '4' });
  });

  it('falls back to both versions through the API when the checkout lacks the commits', async () => {
    env.useEvent('pull_request', pullRequestPayload(env.repo), env.emptyWorkspace);
    const mergeBase = env.repo.baseSha;
    const scopes = [
      listFiles([
        pullFileEntry(env.repo, 'calc.py'),
        pullFileEntry(env.repo, 'src/app/greeter.py', { withPatch: false }),
      ]),
      github()
        .get(`/repos/Codertocat/Hello-World/compare/${env.repo.baseSha}...${env.repo.headSha}`)
        .query({ per_page: '1' })
        .reply(200, {
          merge_base_commit: { sha: mergeBase },
          status: 'ahead',
          commits: [],
          files: [],
        }),
      contentScope('src/app/greeter.py', mergeBase, BASE_FILES['src/app/greeter.py']),
      contentScope('src/app/greeter.py', env.repo.headSha, HEAD_FILES['src/app/greeter.py']),
      contentScope('calc.py', env.repo.headSha, HEAD_FILES['calc.py']),
    ];

    await run();

    expect(process.exitCode).toBeUndefined();
    expect(scopes.map((scope) => scope.isDone())).toEqual([true, true, true, true, true]);
    expect(env.summary()).toBe(
      summary(headline(env.repo.headSha), [
        '- **notice** DIFF_001 `src/app/greeter.py`: GitHub did not include its patch (too large); the diff comes from both versions fetched through the API',
      ]),
    );
  });

  it('warns that a file was not reviewed when no fallback can produce its diff', async () => {
    env.useEvent('pull_request', pullRequestPayload(env.repo), env.emptyWorkspace);
    const scopes = [
      listFiles([
        pullFileEntry(env.repo, 'calc.py'),
        pullFileEntry(env.repo, 'src/app/greeter.py', { withPatch: false }),
      ]),
      github()
        .get(`/repos/Codertocat/Hello-World/compare/${env.repo.baseSha}...${env.repo.headSha}`)
        .query({ per_page: '1' })
        .reply(404, { message: 'Not Found', status: '404' }),
      contentScope('src/app/greeter.py', env.repo.headSha, HEAD_FILES['src/app/greeter.py']),
      contentScope('calc.py', env.repo.headSha, HEAD_FILES['calc.py']),
    ];

    await run();

    expect(process.exitCode).toBeUndefined();
    expect(scopes.map((scope) => scope.isDone())).toEqual([true, true, true, true]);
    const warning =
      'src/app/greeter.py: GitHub did not include its patch (too large), and no fallback could ' +
      'produce it (git: the checkout does not hold both commits; the API: GH_001: GitHub refused ' +
      `to compare ${env.repo.baseSha}...${env.repo.headSha} (HTTP 404): Not Found); this file was not reviewed`;
    expect(env.stdout).toContain(`::warning file=src/app/greeter.py::DIFF_001: ${warning}\n`);
    expect(env.summary()).toBe(
      [
        '## Remora: changed nodes',
        `Pull request #2 at \`${env.repo.headSha.slice(0, 7)}\`: 2 changed nodes in 1 file read.`,
        [
          '| File | Node | Type | Lines | Changed lines |',
          '| --- | --- | --- | --- | --- |',
          '| `calc.py` | `sub` | function | 5-7 | 6 |',
          '| `calc.py` | `mul` | function | 10-11 | 10-11 |',
        ].join('\n'),
        '### Notes',
        '- **warning** DIFF_001 `src/app/greeter.py`: GitHub did not include its patch (too large), ' +
          'and no fallback could produce it (git: the checkout does not hold both commits; the API: ' +
          `GH\\_001: GitHub refused to compare ${env.repo.baseSha}...${env.repo.headSha} (HTTP 404): Not Found); ` +
          'this file was not reviewed\n',
      ].join('\n\n'),
    );
    expect(env.outputs()).toEqual({ nodes: '2' });
  });

  it('reviews a pull request from a fork on pull_request_target (it only reads)', async () => {
    env.useEvent(
      'pull_request_target',
      pullRequestPayload(env.repo, { action: 'opened', fork: true }),
      env.emptyWorkspace,
    );
    // Every call goes to the base repository, which serves the fork's head commit too.
    const scopes = [
      listFiles(ALL_PATHS.map((p) => pullFileEntry(env.repo, p))),
      contentScope('calc.py', env.repo.headSha, HEAD_FILES['calc.py']),
      contentScope('src/app/greeter.py', env.repo.headSha, HEAD_FILES['src/app/greeter.py']),
    ];

    await run();

    expect(process.exitCode).toBeUndefined();
    expect(scopes.map((scope) => scope.isDone())).toEqual([true, true, true]);
    expect(env.summary()).toBe(
      summary(headline(env.repo.headSha, ' from the fork `octocat/Hello-World`')),
    );
    expect(env.stdout.join('')).toContain(
      `pull request #2 in Codertocat/Hello-World: ${env.repo.baseSha.slice(0, 7)}...${env.repo.headSha.slice(0, 7)} from the fork octocat/Hello-World: reading only\n`,
    );
  });

  it.each([
    [403, 'Resource not accessible by integration'],
    [422, 'Validation Failed'],
  ])(
    'fails the step with GH_001 when GitHub answers the listing with %i',
    async (status, message) => {
      env.useEvent('pull_request', pullRequestPayload(env.repo), env.emptyWorkspace);
      const files = github().get(FILES_PATH).query({ per_page: '100' }).reply(status, {
        message,
        documentation_url: 'https://docs.github.com/rest/pulls/pulls#list-pull-requests-files',
      });

      await run();

      // 4xx answers are not retried: one request, one failure.
      expect(files.isDone()).toBe(true);
      expect(process.exitCode).toBe(1);
      expect(commands(env.stdout, 'error')).toEqual([
        `::error::GH_001: GitHub refused to list the files of pull request #2 (HTTP ${status}): ${message} - https://docs.github.com/rest/pulls/pulls#list-pull-requests-files\n`,
      ]);
      expect(env.summary()).toBe('');
    },
  );
});
