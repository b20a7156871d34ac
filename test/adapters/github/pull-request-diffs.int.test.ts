import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGit } from '../../../src/adapters/git/git.js';
import type { Git } from '../../../src/ports.js';
import type { PullRequestReader } from '../../../src/ports.js';
import {
  createApiMergeBase,
  resolveFileDiff,
  type DiffSources,
} from '../../../src/adapters/github/pull-request-diffs.js';
import { fileDiffFromGitHub, type GitHubFileEntry } from '../../../src/core/diff/index.js';
import {
  BASE_FILES,
  createPullRequestRepo,
  gitIn,
  HEAD_FILES,
  pullFileEntry,
  type PullRequestRepo,
} from '../../support/github-pr-fixture.js';

let repo: PullRequestRepo;
let empty: string;

beforeAll(() => {
  repo = createPullRequestRepo();
  empty = mkdtempSync(join(tmpdir(), 'remora-empty-'));
  gitIn(empty, 'init', '-q');
});

afterAll(() => {
  repo.dispose();
  rmSync(empty, { recursive: true, force: true });
});

/** A PullRequestReader over the fixture's file versions that records each call. */
function fakeGitHub(calls: string[], options: { compareFails?: boolean } = {}): PullRequestReader {
  return {
    listPullFiles: () => Promise.reject(new Error('not used')),
    async tryFileContent(path, ref) {
      calls.push(
        `content ${path}@${ref === repo.headSha ? 'head' : ref === repo.baseSha ? 'base' : ref}`,
      );
      const files = ref === repo.headSha ? HEAD_FILES : ref === repo.baseSha ? BASE_FILES : {};
      const text = files[path];
      return text === undefined ? undefined : new TextEncoder().encode(text);
    },
    async compareBase(base, head) {
      calls.push(
        `compare ${base === repo.baseSha ? 'base' : base}...${head === repo.headSha ? 'head' : head}`,
      );
      if (options.compareFails) throw new Error('compare is down');
      return repo.baseSha;
    },
  };
}

async function sources(workspace: string, github: PullRequestReader): Promise<DiffSources> {
  // A folder that is no repository reads as one that lacks both commits.
  const git: Pick<Git, 'tryMergeBase' | 'tryDiffRange' | 'tryShow'> = await createGit(
    workspace,
  ).catch(() => ({
    tryMergeBase: async () => undefined,
    tryDiffRange: async () => undefined,
    tryShow: async () => undefined,
  }));
  return {
    github,
    git,
    baseSha: repo.baseSha,
    headSha: repo.headSha,
    gitMergeBase: await git.tryMergeBase(repo.baseSha, repo.headSha),
    apiMergeBase: createApiMergeBase(github, repo.baseSha, repo.headSha),
  };
}

const GREETER = 'src/app/greeter.py';
const withoutPatch = (path: string): GitHubFileEntry =>
  pullFileEntry(repo, path, { withPatch: false }) as unknown as GitHubFileEntry;

describe('resolveFileDiff', () => {
  it("uses GitHub's patch when there is one, calling nothing", async () => {
    const calls: string[] = [];
    const entry = pullFileEntry(repo, GREETER) as unknown as GitHubFileEntry;

    const result = await resolveFileDiff(entry, await sources(empty, fakeGitHub(calls)));

    expect(result).toEqual({
      resolved: { diff: fileDiffFromGitHub(entry), origin: 'github' },
      diagnostics: [],
    });
    expect(calls).toEqual([]);
  });

  it('takes a missing patch from git when the checkout has both commits, with the same hunks GitHub would send', async () => {
    const calls: string[] = [];
    const expected = fileDiffFromGitHub(pullFileEntry(repo, GREETER) as unknown as GitHubFileEntry);

    const { resolved, diagnostics } = await resolveFileDiff(
      withoutPatch(GREETER),
      await sources(repo.dir, fakeGitHub(calls)),
    );

    expect(resolved?.origin).toBe('git');
    expect(resolved?.diff.hunks).toEqual(expected.hunks);
    expect([resolved?.diff.path, resolved?.diff.status]).toEqual([GREETER, 'modified']);
    expect(diagnostics).toEqual([
      {
        code: 'DIFF_001',
        severity: 'notice',
        file: GREETER,
        message: `${GREETER}: GitHub did not include its patch (too large); the diff comes from git`,
      },
    ]);
    expect(calls).toEqual([]);
  });

  it('fetches both versions through the API when git cannot, at the merge base and head', async () => {
    const calls: string[] = [];
    const expected = fileDiffFromGitHub(pullFileEntry(repo, GREETER) as unknown as GitHubFileEntry);

    const { resolved } = await resolveFileDiff(
      withoutPatch(GREETER),
      await sources(empty, fakeGitHub(calls)),
    );

    expect(resolved?.origin).toBe('api');
    expect(resolved?.diff).toEqual(expected);
    expect(new TextDecoder().decode(resolved?.head)).toBe(HEAD_FILES[GREETER]);
    expect(new TextDecoder().decode(resolved?.base)).toBe(BASE_FILES[GREETER]);
    expect(calls.sort()).toEqual([
      'compare base...head',
      `content ${GREETER}@base`,
      `content ${GREETER}@head`,
    ]);
  });

  it('diffs an added file against nothing without asking for a base', async () => {
    const calls: string[] = [];
    const entry: GitHubFileEntry = { filename: 'calc.py', status: 'added', changes: 11 };

    const { resolved } = await resolveFileDiff(entry, await sources(empty, fakeGitHub(calls)));

    expect(resolved?.diff.hunks.map((h) => h.header)).toEqual(['@@ -0,0 +1,11 @@']);
    expect(resolved?.diff.oldPath).toBeNull();
    expect(calls).toEqual(['content calc.py@head']);
  });

  it('warns that the file was not reviewed when every fallback fails', async () => {
    const calls: string[] = [];

    const result = await resolveFileDiff(
      withoutPatch(GREETER),
      await sources(empty, fakeGitHub(calls, { compareFails: true })),
    );

    expect(result).toEqual({
      diagnostics: [
        {
          code: 'DIFF_001',
          severity: 'warning',
          file: GREETER,
          message:
            `${GREETER}: GitHub did not include its patch (too large), and no fallback could produce it ` +
            '(git: the checkout does not hold both commits; the API: compare is down); this file was not reviewed',
        },
      ],
    });
  });

  it('falls back when the patch cannot be parsed, and says why', async () => {
    const entry: GitHubFileEntry = {
      filename: GREETER,
      status: 'modified',
      changes: 3,
      patch: '@@ -1,2 +1,2 @@\n only one line',
    };

    const { resolved, diagnostics } = await resolveFileDiff(
      entry,
      await sources(repo.dir, fakeGitHub([])),
    );

    expect(resolved?.origin).toBe('git');
    expect(diagnostics[0]?.message).toMatch(
      /^src\/app\/greeter\.py: GitHub's patch could not be read \(DIFF_001: Cannot parse the diff of "src\/app\/greeter\.py": .*\); the diff comes from git$/,
    );
  });
});
