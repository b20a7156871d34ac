import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';
import { installPackages } from '../support/installed-packages.js';

// One change in Python, TypeScript and JavaScript gets one review: each file's
// nodes are read with its own grammar, linted by its own linter and
// documented in its own dialect; remora.yaml can turn a language, or one op
// for a language, off.

interface JsonOp {
  op: string;
  status: string;
  summary: string;
  diff: string;
  findings: { rule: string }[];
}
interface JsonReview {
  nodes: { node: { file_path: string; full_name: string }; ops: JsonOp[] }[];
}

const PYTHON = `def add(a, b):
    """Add two numbers.

    Args:
        a: The first.
        b: The second.
    """
    return a + b
`;
const TYPESCRIPT = `/**
 * Scales a value.
 * @param value - The value.
 * @param factor - The factor.
 * @returns The scaled value.
 */
export function scale(value: number, factor: number): number {
  return value * factor;
}
`;
const JAVASCRIPT = `/**
 * Joins parts.
 * @param {string[]} parts - The parts.
 * @param {string} sep - The separator.
 * @returns {string} The joined text.
 */
export function join(parts, sep) {
  return parts.join(sep);
}
`;

function byFile(review: JsonReview): Map<string, Map<string, JsonOp>> {
  return new Map(
    review.nodes.map(({ node, ops }) => [node.file_path, new Map(ops.map((op) => [op.op, op]))]),
  );
}

describe('a change in three languages', () => {
  let repo: GitRepo;
  beforeEach(() => {
    repo = new GitRepo();
    repo.write('src/calc.py', PYTHON);
    repo.write('src/math.ts', TYPESCRIPT);
    repo.write('src/util.js', JAVASCRIPT);
    repo.write('biome.json', '{ "linter": { "rules": { "recommended": true } } }\n');
    repo.write('package.json', '{ "name": "mix", "type": "module" }\n');
    repo.commit('base');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/calc.py', PYTHON.replace('(a, b)', '(a, c)').replace('a + b', 'a + c'));
    repo.write(
      'src/math.ts',
      TYPESCRIPT.replace('factor: number)', 'by: number)').replace('* factor;', '* by;'),
    );
    repo.write(
      'src/util.js',
      JAVASCRIPT.replace(
        '(parts, sep) {',
        '(parts) {\n  if (parts.length == 0) return "";',
      ).replace('join(sep)', 'join(",")'),
    );
    repo.commit('rename and drop parameters');
  });
  afterEach(() => repo.dispose());

  const review = async (): Promise<Map<string, Map<string, JsonOp>>> => {
    const run = await cli(repo.dir, [
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'lint,docstring',
      '--format',
      'json',
    ]);
    expect(run.code, run.stderr).toBe(0);
    return byFile(JSON.parse(run.stdout) as JsonReview);
  };

  it("gets one review: each file's docs repaired in its own dialect, each linted by its own linter", async () => {
    const files = await review();
    expect([...files.keys()].sort()).toEqual(['src/calc.py', 'src/math.ts', 'src/util.js']);
    expect(files.get('src/calc.py')?.get('docstring')?.diff).toContain('+        c: The second.');
    expect(files.get('src/math.ts')?.get('docstring')?.diff).toContain(
      '- * @param factor - The factor.\n+ * @param by - The factor.',
    );
    expect(files.get('src/util.js')?.get('docstring')?.diff).toContain(
      '- * @param {string} sep - The separator.',
    );
    // Biome, with the project's biome.json, says what its CLI says of the new line.
    expect(
      files
        .get('src/util.js')
        ?.get('lint')
        ?.findings.map((f) => f.rule),
    ).toEqual(['lint/suspicious/noDoubleEquals']);
    expect(files.get('src/calc.py')?.get('lint')?.status).toBe('succeeded');
  });

  it('lints no TypeScript or JavaScript file of a project without a linter configuration', async () => {
    repo.git('rm', '-q', 'biome.json');
    repo.commit('no Biome');
    const files = await review();
    for (const path of ['src/math.ts', 'src/util.js'])
      expect(files.get(path)?.get('lint')).toMatchObject({
        status: 'skipped',
        summary: `no linter configuration governs ${path}`,
      });
    // Lint had nothing to do: the docs are still repaired.
    expect(files.get('src/math.ts')?.get('docstring')?.diff).toContain(
      '+ * @param by - The factor.',
    );
    expect(files.get('src/calc.py')?.get('lint')?.status).toBe('succeeded');
    // An ESLint configuration says the project lints with ESLint, not installed here: said so.
    repo.write('eslint.config.js', 'export default [];\n');
    repo.commit('ESLint');
    const eslinted = await review();
    expect(eslinted.get('src/util.js')?.get('lint')).toMatchObject({
      status: 'skipped',
      summary:
        "src/util.js is linted by ESLint (eslint.config.js), not run here: ESLint is not installed in the checkout: install the project's dependencies (npm ci) before Remora runs",
    });
  });

  it("lints with the project's own ESLint where its flat configuration governs, as its --fix would", async () => {
    repo.git('rm', '-q', 'biome.json');
    repo.write(
      'eslint.config.js',
      'export default [{ rules: { "prefer-const": "error", eqeqeq: "error", "no-var": "error" } }];\n',
    );
    // The workflow installed the project's dependencies (ignored by git, as a project's are).
    repo.write('.gitignore', 'node_modules/\n');
    installPackages(repo.dir, ['eslint']);
    repo.write(
      'src/count.js',
      'export function count(items) {\n  let total = 0;\n  var seen = items.length;\n  if (seen == 0) return total;\n  return total + seen;\n}\n',
    );
    repo.commit('ESLint, and a function it fixes');
    const files = await review();
    const lint = files.get('src/count.js')?.get('lint');
    expect(lint?.diff).toContain(
      '-  let total = 0;\n-  var seen = items.length;\n+  const total = 0;\n+  const seen = items.length;',
    );
    // eqeqeq offers a suggestion, not a fix: a finding for a human.
    expect(lint?.findings.map((f) => f.rule)).toEqual(['eqeqeq']);
    // The configuration lints no .ts file (ESLint's default files are .js, .mjs, .cjs): nothing said of it.
    expect(files.get('src/math.ts')?.get('lint')).toMatchObject({ diff: '', findings: [] });
  });

  it('turns a language off, or one op for a language, as remora.yaml says', async () => {
    repo.write(
      'remora.yaml',
      'languages:\n  javascript:\n    enabled: false\n  typescript:\n    operations:\n      docstring: false\n',
    );
    repo.commit('turn some off');
    const files = await review();
    expect(files.get('src/util.js')?.get('docstring')).toMatchObject({
      status: 'skipped',
      summary: 'JavaScript files are turned off in remora.yaml (languages.javascript.enabled)',
    });
    expect(files.get('src/math.ts')?.get('docstring')).toMatchObject({
      status: 'skipped',
      summary:
        'docstring is turned off for TypeScript files in remora.yaml (languages.typescript.operations)',
    });
    expect(files.get('src/math.ts')?.get('lint')?.status).toBe('succeeded');
    expect(files.get('src/calc.py')?.get('docstring')?.diff).toContain('+        c: The second.');
  });
});
