import { afterEach, describe, expect, it } from 'vitest';
import { reviewOp } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';

interface JsonOp {
  status: string;
  summary: string;
  error_code: string | null;
  findings: unknown[];
  result: { failed?: string } | null;
}

// A dependency no machine running these tests has installed.
const ABSENT = 'pendulum_extras';

const STRINGS = [
  'def shout(text: str) -> str:',
  '    """Upper-case text.',
  '',
  '    >>> shout("hi")',
  "    'HI'",
  '    """',
  '    return text.upper()',
  '',
].join('\n');

/** A project whose feature branch adds a function with an example; `files` shape its environment. */
function project(files: Record<string, string>): GitRepo {
  const repo = new GitRepo();
  repo.write('shop/__init__.py', '');
  repo.write('shop/strings.py', '');
  repo.write('tests/test_basic.py', 'def test_basic():\n    pass\n');
  for (const [path, content] of Object.entries(files)) repo.write(path, content);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  const head = files['shop/strings.py'] ?? '';
  repo.write('shop/strings.py', `${head}${head ? '\n\n' : ''}${STRINGS}`);
  repo.commit('feature: shout');
  return repo;
}

async function shoutOp(repo: GitRepo): Promise<{ op: JsonOp | undefined; code: number }> {
  const review = await reviewOp(repo.dir, 'test');
  const parsed = JSON.parse(review.stdout) as {
    nodes: { node: { full_name: string }; ops: JsonOp[] }[];
  };
  return {
    op: parsed.nodes.find((n) => n.node.full_name === 'shout')?.ops[0],
    code: review.code,
  };
}

describe('a test run that fails for a dependency the job did not install', () => {
  let repo: GitRepo | undefined;
  afterEach(() => repo?.dispose());

  it(
    'is ENV_001, names the module and the install step, and is not held against the code',
    { timeout: 120_000 },
    async () => {
      repo = project({
        'requirements-test.txt': `pytest\n${ABSENT}\n`,
        'tests/conftest.py': `import ${ABSENT}\n`,
      });
      const { op, code } = await shoutOp(repo);
      // Skipped: the run's exit status, and `fail-on`, do not count it against the change.
      expect(code).toBe(0);
      expect(op).toMatchObject({
        status: 'skipped',
        error_code: null,
        findings: [],
        summary: `run_tests: ENV_001 the project's tests need the module '${ABSENT}', which is not installed where Remora runs pytest: add a step that installs the project's test requirements before Remora's in the workflow (pip install -r requirements-test.txt); this says nothing about the code under review`,
      });
    },
  );

  it(
    'is ENV_001 too when the module under review imports it, in a project with a pyproject.toml',
    { timeout: 120_000 },
    async () => {
      repo = project({
        'pyproject.toml': '[project]\nname = "shop"\n',
        'shop/strings.py': `import ${ABSENT}\n`,
      });
      const { op } = await shoutOp(repo);
      expect(op?.status).toBe('skipped');
      expect(op?.summary).toContain(
        `ENV_001 the project's tests need the module '${ABSENT}', which is not installed`,
      );
      expect(op?.summary).toContain(
        '(pip install -e ".[test]" (the extra that lists the test requirements))',
      );
    },
  );

  it(
    "stays a failure of the op when the module pytest cannot import is the project's own",
    { timeout: 120_000 },
    async () => {
      repo = project({ 'shop/strings.py': 'from shop import nothing_here\n' });
      const { op, code } = await shoutOp(repo);
      expect(code).toBe(1);
      expect(op?.status).toBe('failed');
      expect(op?.error_code).not.toBe('ENV_001');
    },
  );
});
