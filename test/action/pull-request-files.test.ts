import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Git } from '../../src/ports.js';
import { createInProcessDiscoverer } from '../../src/adapters/tree-sitter/in-process-discoverer.js';
import type { PullRequestEvent } from '../../src/adapters/github/pull-request-event.js';
import type { PullRequestReader } from '../../src/ports.js';
import { listReviewableFiles, readPullRequestFiles } from '../../src/action/pull-request-files.js';
import { changedNodesOf } from '../../src/pipeline/pull-request-review.js';
import type { GitHubFileEntry } from '../../src/core/diff/index.js';

const PR: PullRequestEvent = {
  number: 5,
  headSha: 'h'.repeat(40),
  baseSha: 'b'.repeat(40),
  owner: 'o',
  repo: 'r',
  fork: undefined,
  changedFiles: 3500,
  action: 'opened',
  draft: false,
};

const noGit: Pick<Git, 'tryMergeBase' | 'tryDiffRange' | 'tryShow'> = {
  tryMergeBase: async () => undefined,
  tryDiffRange: async () => undefined,
  tryShow: async () => undefined,
};

function port(
  entries: GitHubFileEntry[],
  contents: Record<string, string> = {},
): PullRequestReader & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    listPullFiles: async () => entries,
    async tryFileContent(path) {
      reads.push(path);
      const text = contents[path];
      return text === undefined ? undefined : new TextEncoder().encode(text);
    },
    compareBase: () => Promise.reject(new Error('not expected')),
  };
}

beforeEach(() => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
});
afterEach(() => vi.restoreAllMocks());

describe('listReviewableFiles', () => {
  it('keeps files a language pack reads that still exist, and warns when GitHub stopped at 3000', async () => {
    const entries: GitHubFileEntry[] = Array.from({ length: 2997 }, (_, i) => ({
      filename: `docs/page${i}.md`,
      status: 'modified',
    }));
    entries.push(
      { filename: 'a.py', status: 'modified', patch: '@@ -1 +1 @@\n-x\n+y' },
      { filename: 'b.pyi', status: 'added', patch: '@@ -0,0 +1 @@\n+z' },
      { filename: 'c.py', status: 'removed', patch: '@@ -1 +0,0 @@\n-x' },
    );

    const { entries: kept, diagnostics } = await listReviewableFiles(PR, port(entries));

    expect(kept.map((e) => e.filename)).toEqual(['a.py', 'b.pyi']);
    expect(diagnostics).toEqual([
      {
        code: 'GH_001',
        severity: 'warning',
        message:
          'GitHub lists at most 3000 files of a pull request; files past the first 3000 of the 3500 this one changes were not reviewed',
      },
    ]);
  });

  it('says nothing under the cap', async () => {
    const { diagnostics } = await listReviewableFiles(
      PR,
      port([{ filename: 'a.py', status: 'modified' }]),
    );
    expect(diagnostics).toEqual([]);
  });
});

describe('readPullRequestFiles, then changedNodesOf', () => {
  it('warns, and reviews the rest, when a listed file is missing at head', async () => {
    const github = port(
      [
        { filename: 'gone.py', status: 'modified', patch: '@@ -1 +1 @@\n-x = 1\n+x = 2' },
        { filename: 'ok.py', status: 'modified', patch: '@@ -1 +1 @@\n-x = 1\n+x = 2' },
      ],
      { 'ok.py': 'x = 2\n' },
    );
    const discoverer = createInProcessDiscoverer({ maxFileBytes: 1000 });
    try {
      const read = await readPullRequestFiles(PR, { github, git: noGit });
      const review = await changedNodesOf(read, discoverer);

      expect(review.reviewedFiles).toBe(1);
      expect(
        review.changed.map(({ node, changed_lines }) => [
          node.full_name,
          node.node_type,
          changed_lines,
        ]),
      ).toEqual([['ok.py', 'file', [{ start: 1, end: 1 }]]]);
      expect(review.diagnostics).toEqual([
        {
          code: 'GH_001',
          severity: 'warning',
          file: 'gone.py',
          message: `gone.py: not found at ${PR.headSha}; this file was not reviewed`,
        },
      ]);
      expect(github.reads.sort()).toEqual(['gone.py', 'ok.py']);
    } finally {
      await discoverer.close();
    }
  });
});
