import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../../../support/cli.js';
import { GitRepo } from '../../../support/git-repo.js';

// A TypeScript module's imports stand outside every function: a change to them
// selects the file node, whose lines the lint op checks. An unused import is
// one Biome (2.5) fixes only unsafely by default: reported on its line, the
// file left as it is, unless the project's configuration makes the fix safe.
// bench/signal --seeded measures the same on real projects' commits.

interface JsonReview {
  nodes: {
    node: { file_path: string; node_type: string };
    ops: { op: string; diff: string; findings: { rule: string; start_line: number }[] }[];
  }[];
}

const BASE = `import { join } from 'node:path';
import type { Stats } from 'node:fs';

export function describe(dir: string, stats: Stats): string {
  return join(dir, String(stats.size));
}
`;

describe("the lint op on a TypeScript module's imports", () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
  });
  afterEach(() => repo.dispose());

  const planted = (rules: object, text: string): void => {
    repo.write('biome.json', JSON.stringify({ linter: { rules } }));
    repo.write('src/describe.ts', BASE);
    repo.commit('base');
    repo.write('src/describe.ts', text);
    repo.commit('the change');
  };

  const reviewApplied = async () => {
    const run = await cli(repo.dir, [
      ...['review', '--base', 'HEAD~1', '--model', 'builtin', '--ops', 'lint'],
      ...['--format', 'json', '--apply'],
    ]);
    expect(run.code, run.stderr).toBe(0);
    const review = JSON.parse(run.stdout) as JsonReview;
    const lint = review.nodes.flatMap(({ node, ops }) =>
      ops.filter((op) => op.op === 'lint').map((op) => ({ node, op })),
    );
    return { lint, text: readFileSync(join(repo.dir, 'src/describe.ts'), 'utf8') };
  };

  const UNUSED = BASE.replace(
    "import type { Stats } from 'node:fs';\n",
    "import type { Stats } from 'node:fs';\nimport * as nodeUrl from 'node:url';\n",
  );

  it("reports an unused import the change adds on its line and leaves it, Biome's fix being unsafe", async () => {
    planted({ recommended: false, correctness: { noUnusedImports: 'error' } }, UNUSED);
    const { lint, text } = await reviewApplied();
    expect(lint.map(({ node }) => node.node_type)).toEqual(['file']);
    expect(lint[0]?.op.diff).toBe('');
    expect(lint[0]?.op.findings).toMatchObject([
      { rule: 'lint/correctness/noUnusedImports', start_line: 3 },
    ]);
    expect(text).toBe(UNUSED);
  });

  it('removes exactly that import where the configuration makes the fix safe', async () => {
    planted(
      {
        recommended: false,
        correctness: { noUnusedImports: { level: 'error', fix: 'safe' } },
      },
      UNUSED,
    );
    const { lint, text } = await reviewApplied();
    expect(lint[0]?.op.findings).toEqual([]);
    expect(text).toBe(BASE);
  });

  it('restores `import type` the change dropped, a safe fix', async () => {
    planted(
      { recommended: false, style: { useImportType: 'error' } },
      BASE.replace('import type { Stats }', 'import { Stats }'),
    );
    const { text } = await reviewApplied();
    expect(text).toBe(BASE);
  });
});
