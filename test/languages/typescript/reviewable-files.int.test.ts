import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listReviewableFiles,
  readPullRequestFiles,
} from '../../../src/action/pull-request-files.js';
import { listSourceFiles } from '../../../src/adapters/files/source-files.js';
import type { PullRequestEvent } from '../../../src/adapters/github/pull-request-event.js';
import { createInProcessDiscoverer } from '../../../src/adapters/tree-sitter/in-process-discoverer.js';
import type { GitHubFileEntry } from '../../../src/core/diff/index.js';
import { changedNodesOf } from '../../../src/pipeline/pull-request-review.js';
import type { Git, PullRequestReader } from '../../../src/ports.js';
import { cli } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';

const PR: PullRequestEvent = {
  number: 7,
  headSha: 'h'.repeat(40),
  baseSha: 'b'.repeat(40),
  owner: 'o',
  repo: 'r',
  fork: undefined,
  changedFiles: 6,
  action: 'opened',
  draft: false,
};

const noGit: Pick<Git, 'tryMergeBase' | 'tryDiffRange' | 'tryShow'> = {
  tryMergeBase: async () => undefined,
  tryDiffRange: async () => undefined,
  tryShow: async () => undefined,
};

function port(entries: GitHubFileEntry[], contents: Record<string, string>): PullRequestReader {
  return {
    listPullFiles: async () => entries,
    tryFileContent: async (path) => {
      const text = contents[path];
      return text === undefined ? undefined : new TextEncoder().encode(text);
    },
    compareBase: () => Promise.reject(new Error('not expected')),
  };
}

const ROUTER_TS = `export class Router {
  add(path: string) {
    return path;
  }

  match(path: string) {
    return path.length;
  }
}
`;

const SERVER_JS = `function listen(port) {
  return port + 1;
}

module.exports = { listen };
`;

describe('a pull request that changes TypeScript and JavaScript', () => {
  beforeEach(() => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists its .ts, .tsx, .js, .mjs and .cjs files as reviewable', async () => {
    const names = ['a.ts', 'b.tsx', 'c.js', 'd.mjs', 'e.cjs', 'f.json', 'g.md', 'h.py'];
    const { entries } = await listReviewableFiles(
      PR,
      port(
        names.map((filename) => ({ filename, status: 'modified' })),
        {},
      ),
    );
    expect(entries.map((entry) => entry.filename)).toEqual([
      'a.ts',
      'b.tsx',
      'c.js',
      'd.mjs',
      'e.cjs',
      'h.py',
    ]);
  });

  it('finds the method and the function whose lines changed', async () => {
    const github = port(
      [
        {
          filename: 'src/router.ts',
          status: 'modified',
          patch: '@@ -7 +7 @@\n-    return 0;\n+    return path.length;',
        },
        {
          filename: 'lib/server.js',
          status: 'modified',
          patch: '@@ -2 +2 @@\n-  return port;\n+  return port + 1;',
        },
      ],
      { 'src/router.ts': ROUTER_TS, 'lib/server.js': SERVER_JS },
    );
    const discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 16 });
    try {
      const review = await changedNodesOf(
        await readPullRequestFiles(PR, { github, git: noGit }),
        discoverer,
      );
      expect(
        review.changed.map(({ node, changed_lines }) => [
          node.node_type,
          node.full_name,
          changed_lines,
        ]),
      ).toEqual([
        ['method', 'Router.match', [{ start: 7, end: 7 }]],
        ['function', 'listen', [{ start: 2, end: 2 }]],
      ]);
    } finally {
      await discoverer.close();
    }
  });
  it('finds the definition whose JSDoc alone changed, not the class or file around it', async () => {
    const router = `export class Router {
  /**
   * Matches a path.
   * @example new Router().match('/a') //=> 2
   */
  match(path: string) {
    return path.length;
  }
}
`;
    const server = `/**
 * Listens.
 * @param port the port
 */
function listen(port) {
  return port + 1;
}

module.exports = { listen };
`;
    const github = port(
      [
        {
          filename: 'src/router.ts',
          status: 'modified',
          patch: "@@ -3,0 +4 @@\n+   * @example new Router().match('/a') //=> 2",
        },
        {
          filename: 'lib/server.js',
          status: 'modified',
          patch: '@@ -3,2 +2,0 @@\n- * @param other unused\n- * @returns nothing',
        },
      ],
      { 'src/router.ts': router, 'lib/server.js': server },
    );
    const discoverer = createInProcessDiscoverer({ maxFileBytes: 1 << 16 });
    try {
      const review = await changedNodesOf(
        await readPullRequestFiles(PR, { github, git: noGit }),
        discoverer,
      );
      expect(
        review.changed.map(({ node, changed_lines }) => [node.full_name, changed_lines]),
      ).toEqual([
        ['Router.match', [{ start: 6, end: 6 }]],
        ['listen', [{ start: 5, end: 5 }]],
      ]);
    } finally {
      await discoverer.close();
    }
  });
});

describe('a TypeScript and JavaScript checkout', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    repo.write('src/router.ts', ROUTER_TS);
    repo.write('lib/server.js', SERVER_JS);
    repo.write('types/index.d.ts', 'export declare function listen(port: number): number;\n');
    repo.write('node_modules/dep/index.js', 'function dep() {}\n');
    repo.write('package.json', '{}\n');
    repo.commit('one');
  });
  afterEach(() => repo.dispose());

  it('lists its sources, never node_modules', async () => {
    const listing = await listSourceFiles(['.'], repo.dir);
    expect(listing.files.map((file) => file.file_path)).toEqual([
      'lib/server.js',
      'src/router.ts',
      'types/index.d.ts',
    ]);
  });

  it('has its nodes listed by remora nodes --json', async () => {
    const result = await cli(repo.dir, ['nodes', '--json', '.']);
    expect(result.code).toBe(0);
    const nodes = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(
      nodes.map((node) => [node.node_type, node.full_name, node.start_line, node.end_line]),
    ).toEqual([
      ['file', 'lib/server.js', 1, 5],
      ['function', 'listen', 1, 3],
      ['file', 'src/router.ts', 1, 9],
      ['class', 'Router', 1, 9],
      ['method', 'Router.add', 2, 4],
      ['method', 'Router.match', 6, 8],
      ['file', 'types/index.d.ts', 1, 1],
    ]);
  });
});
