import { execFileSync } from 'node:child_process';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writeTestFile } from '../../../src/languages/python/test/write-test-file.js';
import { reviewOp } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';
import { contextFor, Project } from './tools/tool-harness.js';

interface JsonOp {
  status: string;
  summary: string;
  diff: string;
  result: { changed_files?: string[]; failed?: string; skipped?: string } | null;
}

const UTILS = [
  'def make_str(value):',
  '    """Turn bytes into text.',
  '',
  '    >>> make_str(b"abc")',
  "    'abc'",
  '    """',
  '    if isinstance(value, bytes):',
  '        return value.decode("utf-8")',
  '    return str(value)',
  '',
].join('\n');

/**
 * A project shaped like pallets/click: the package under src/, a rootdir
 * conftest, and the tests of its `utils` module in a folder `tests/test_utils/`
 * (a package or not), so `tests/test_utils.py` would clash with it.
 */
function clickLikeRepo(packageFolder: boolean): GitRepo {
  const repo = new GitRepo();
  repo.write('pyproject.toml', '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n');
  repo.write('src/mypkg/__init__.py', '');
  repo.write('src/mypkg/utils.py', 'def other():\n    return 1\n');
  repo.write('tests/conftest.py', 'import pytest\n');
  repo.write('tests/test_basic.py', 'def test_basic():\n    assert True\n');
  if (packageFolder) repo.write('tests/test_utils/__init__.py', '');
  repo.write(
    'tests/test_utils/test_other.py',
    'from mypkg.utils import other\n\n\ndef test_other():\n    assert other() == 1\n',
  );
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write('src/mypkg/utils.py', `def other():\n    return 1\n\n\n${UTILS}`);
  repo.commit('feature: make_str');
  return repo;
}

describe('a generated test goes where the project keeps the module tests', () => {
  let repo: GitRepo | undefined;
  afterEach(() => repo?.dispose());

  for (const packageFolder of [true, false]) {
    it(
      `writes into tests/test_utils/ (${packageFolder ? 'a package' : 'a plain folder'}), never beside it, and pytest collects it`,
      { timeout: 120_000 },
      async () => {
        repo = clickLikeRepo(packageFolder);
        const review = await reviewOp(repo.dir, 'test');
        expect(review.code).toBe(0);
        const parsed = JSON.parse(review.stdout) as {
          nodes: { node: { full_name: string }; ops: JsonOp[] }[];
        };
        const op = parsed.nodes.find((n) => n.node.full_name === 'make_str')?.ops[0];
        expect(op?.result?.failed).toBeUndefined();
        expect(op).toMatchObject({ status: 'succeeded' });
        expect(op?.result?.changed_files).toEqual(['tests/test_utils/test_make_str.py']);
        // The suggested file runs with the rest of the suite under real pytest.
        execFileSync('git', ['apply', '-'], { cwd: repo.dir, input: op?.diff });
        const out = execFileSync('python3', ['-m', 'pytest', '-q', '-p', 'no:cacheprovider'], {
          cwd: repo.dir,
          env: {
            PATH: process.env.PATH,
            PYTHONPATH: `${repo.dir}/src`,
            PYTHONDONTWRITEBYTECODE: '1',
            PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1',
          },
          encoding: 'utf8',
        });
        expect(out).toMatch(/3 passed/);
      },
    );
  }
});

describe('write_test_file and a test package of the module name', () => {
  let project: Project;
  beforeAll(() => {
    project = new Project({
      'src/mypkg/__init__.py': '',
      'src/mypkg/utils.py': UTILS,
      'tests/test_basic.py': 'def test_basic():\n    pass\n',
      'tests/test_utils/__init__.py': '',
      'tests/test_utils/test_other.py': 'def test_other():\n    pass\n',
    });
  });
  afterAll(() => project.dispose());

  it('refuses tests/test_utils.py beside the package tests/test_utils/ and names the place to write', async () => {
    const context = await contextFor(project, 'src/mypkg/utils.py', 'make_str');
    await expect(
      writeTestFile({ path: 'tests/test_utils.py', content: 'def test_a():\n    pass\n' }, context),
    ).rejects.toThrow(
      "tests/test_utils.py would clash with the test package tests/test_utils/ (pytest: import file mismatch); write into that folder instead (this module's tests go in tests/test_utils/test_make_str.py)",
    );
    expect(await context.workspace.changes()).toEqual([]);
    expect(
      await writeTestFile(
        { path: 'tests/test_utils/test_make_str.py', content: 'def test_a():\n    pass\n' },
        context,
      ),
    ).toMatchObject({ path: 'tests/test_utils/test_make_str.py', created: true });
  });
});
