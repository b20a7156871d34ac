import { PYTEST_JUNIT } from '../src/languages/python/test/junit-dialect.js';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseJUnitXml } from '../src/core/test-results/junit.js';
import { cli, reviewOp } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';
import { call, MODEL_URL, scriptModel } from './support/model-script.js';
import { interceptNetwork } from './support/network.js';

const PROJECT = join(import.meta.dirname, 'fixtures', 'testgen', 'project');

/**
 * The environment of this file's own pytest checks: core pytest is all they need, so the
 * plugins a machine's Python happens to have installed are not loaded (a second each).
 */
const checkEnv = (repo: GitRepo): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  PYTHONPATH: repo.dir,
  PYTHONDONTWRITEBYTECODE: '1',
  PYTEST_DISABLE_PLUGIN_AUTOLOAD: '1',
});

interface JsonOp {
  op: string;
  status: string;
  summary: string;
  diff: string;
  findings: { rule: string; message: string }[];
  result: {
    tests_generated?: number;
    tests_passing?: number;
    skipped?: string;
    changed_files?: string[];
  } | null;
}
interface JsonReview {
  nodes: { node: { full_name: string }; ops: JsonOp[] }[];
}

const run = (cwd: string, ...argv: string[]) => cli(cwd, argv);

const opsByName = (review: JsonReview): Record<string, JsonOp> =>
  Object.fromEntries(review.nodes.map((n) => [n.node.full_name, n.ops[0] as JsonOp]));

/** Applies one workspace's diff to a clean checkout and runs pytest on the test file it touched. */
function runWorkspaceTests(
  repo: GitRepo,
  op: JsonOp,
): { passed: string[]; xfailed: string[]; failed: string[] } {
  const ours = [...op.diff.matchAll(/^\+def (test_\w+)\(/gm)].map((m) => m[1] as string);
  const reportDir = mkdtempSync(join(tmpdir(), 'remora-junit-check-'));
  try {
    execFileSync('git', ['apply', '-'], { cwd: repo.dir, input: op.diff });
    const file = op.result?.changed_files?.[0] as string;
    try {
      execFileSync(
        'python3',
        [
          '-m',
          'pytest',
          '-q',
          '-p',
          'no:cacheprovider',
          `--junitxml=${join(reportDir, 'r.xml')}`,
          file,
        ],
        {
          cwd: repo.dir,
          env: checkEnv(repo),
          stdio: 'pipe',
        },
      );
    } catch {
      // A failing run is read from its report below.
    }
    const cases = parseJUnitXml(
      readFileSync(join(reportDir, 'r.xml'), 'utf8'),
      PYTEST_JUNIT,
    ).cases.filter((c) => ours.includes(c.name));
    const named = (outcome: string) =>
      cases.filter((c) => c.outcome === outcome).map((c) => c.name);
    return {
      passed: named('passed'),
      xfailed: named('xfailed'),
      failed: [...named('failed'), ...named('error')],
    };
  } finally {
    repo.git('checkout', '--', '.');
    repo.git('clean', '-fdq');
    rmSync(reportDir, { recursive: true, force: true });
  }
}

describe('remora review --ops test (built-in policy, end to end)', () => {
  let repo: GitRepo;
  let ops: Record<string, JsonOp>;
  beforeAll(async () => {
    repo = new GitRepo();
    cpSync(PROJECT, repo.dir, { recursive: true });
    repo.remove('calc/arith.py');
    repo.remove('calc/shapes.py');
    // Smoke tests are off by default; this project asks for them.
    repo.write('remora.yaml', 'operations:\n  test:\n    smoke: true\n');
    repo.commit('base: the package and its hand-written test');
    repo.git('checkout', '-q', '-b', 'feature');
    cpSync(join(PROJECT, 'calc'), join(repo.dir, 'calc'), { recursive: true });
    repo.commit('feature: arithmetic and shapes');
    const result = await reviewOp(repo.dir, 'test');
    expect(result.code).toBe(0);
    ops = opsByName(JSON.parse(result.stdout) as JsonReview);
  });
  afterAll(() => repo.dispose());

  it('converts docstring examples, adds smoke tests, and appends to the existing test file', () => {
    expect(ops.add).toMatchObject({
      status: 'succeeded',
      summary:
        'Wrote 2 tests (the docstring examples and a smoke test) in tests/test_arith.py: 2 passing.',
    });
    expect(ops.add?.diff).toContain(
      ' def test_add_small_numbers():\n     assert add(1, 1) == 2\n+\n+\n+def test_add_doctest():\n+    assert add(2, 3) == 5\n+    assert add(-1, 1) == 0\n',
    );
    expect(ops.mean?.diff).toContain(
      '+    with pytest.raises(ValueError, match="mean of an empty list"):\n+        mean([])\n',
    );
    expect(ops.mean?.diff).toContain(
      '\n-from calc.arith import add\n+import pytest\n \n+from calc.arith import add, mean\n',
    );
    expect(ops.greet?.diff).toContain(
      '+def test_greet_doctest(capsys):\n+    print(greet("Ada"))\n+    assert capsys.readouterr().out == "Hello, Ada!\\n"\n+    assert greet("Bob") == \'Hello, Bob!\'\n',
    );
  });

  it('withholds tests that pass on a simple mutant of the code too: they test nothing', () => {
    // `label(150) != ""` holds whatever the comparison inside says.
    expect(ops.label).toMatchObject({
      status: 'skipped',
      diff: '',
      result: {
        skipped:
          'the generated tests are not suggested: they also pass when the code changes (`>` turned into `<=` on line 86): they would not catch a mistake',
      },
    });
    // From the origin, `other.x - self.x` and `other.x + self.x` are the same distance.
    expect(ops['Point.distance_to']?.result?.skipped).toContain('(`-` turned into `+` on line 24)');
    // A constructor's smoke test: nothing in a dataclass's own code to change.
    expect(ops.Point?.result?.skipped).toBe(
      'the generated tests are not suggested: no simple change of its code could be made to check them against',
    );
  });

  it('suggests only tests that pass, and reports a docstring example that does not hold as a finding', () => {
    // What passes is a smoke test that an int comes back, true of `n * 2` too: withheld.
    expect(ops.halve).toMatchObject({
      status: 'skipped',
      diff: '',
      result: {
        skipped:
          'the generated tests are not suggested: they also pass when the code changes (`//` turned into `*` on line 55): they would not catch a mistake',
      },
    });
    expect(ops.halve?.findings).toMatchObject([
      {
        rule: 'test.failing',
        message: 'The generated test test_halve_doctest fails: assert 4 == 5',
      },
    ]);
    expect(ops.parse_port).toMatchObject({
      status: 'succeeded',
      diff: '',
      summary:
        'No test suggested: every generated test failed (test_parse_port_smoke: IndexError: list index out of range).',
    });
  });

  it('skips code with side effects and instances it cannot build, with the reason', () => {
    expect(ops.report?.result?.skipped).toBe(
      'docstring examples: the docstring has no examples; smoke test: it has side effects (calls print())',
    );
    expect(ops.fetch_json?.result?.skipped).toContain(
      'it has side effects (uses urllib.request.urlopen)',
    );
    expect(ops.scale?.result?.skipped).toContain('it has side effects (assigns to values[i])');
    expect(ops['Canvas.draw']?.result?.skipped).toContain(
      'it has side effects (mutates self.drawn (append))',
    );
    expect(ops.Canvas?.result?.skipped).toContain(
      "a plain class's constructor may do more than keep its arguments",
    );
    for (const name of ['report', 'fetch_json', 'scale', 'Canvas.draw', 'Canvas'])
      expect(ops[name]).toMatchObject({ status: 'skipped', diff: '' });
  });

  // Real pytest once per workspace: a minute or more on a loaded two-core machine.
  it(
    'writes tests that pass under real pytest, each workspace on its own, and records the figures',
    { timeout: 240_000 },
    () => {
      const processed = Object.values(ops).filter((op) => op.status === 'succeeded');
      const changed = processed.filter((op) => op.diff !== '');
      const skipped = Object.values(ops).filter((op) => op.status === 'skipped');
      const generated = processed.reduce((sum, op) => sum + (op.result?.tests_generated ?? 0), 0);
      const passing = processed.reduce((sum, op) => sum + (op.result?.tests_passing ?? 0), 0);
      expect({
        processed: processed.length,
        changed: changed.length,
        skipped: skipped.length,
        generated,
        passing,
      }).toEqual({ processed: 7, changed: 6, skipped: 13, generated: 9, passing: 9 });
      const outcomes = changed.map((op) => runWorkspaceTests(repo, op));
      expect(outcomes.flatMap((o) => o.failed)).toEqual([]);
      expect(outcomes.flatMap((o) => o.xfailed)).toEqual([]);
      expect(outcomes.flatMap((o) => o.passed)).toHaveLength(passing);
    },
  );

  it("merges every node's tests into the test files with --apply, and they all pass together", async () => {
    const applied = await run(
      repo.dir,
      'review',
      '--base',
      'main',
      '--model',
      'builtin',
      '--ops',
      'test',
      '--apply',
    );
    expect(applied.code).toBe(0);
    expect(applied.stderr).not.toContain('WORK_001');
    expect(applied.stderr).toMatch(/applied \d+ files? from \d+ workspaces/);
    const pytest = execFileSync(
      'python3',
      ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', 'tests'],
      {
        cwd: repo.dir,
        env: checkEnv(repo),
        encoding: 'utf8',
      },
    );
    // The hand-written test plus every generated one, all in the merged files.
    expect(pytest).toMatch(/(\d+) passed in/);
    expect(Number(/(\d+) passed/.exec(pytest)?.[1])).toBe(10);
    repo.git('checkout', '--', '.');
    repo.git('clean', '-fdq');
  });
});

describe('the test agent driven by a scripted model', () => {
  let repo: GitRepo;
  beforeAll(() => {
    interceptNetwork();
    repo = new GitRepo();
    repo.write('geo.py', 'def area(width: float) -> float:\n    return width * width\n');
    repo.commit('base');
    repo.write(
      'geo.py',
      'def area(width: float, height: float = 0.0) -> float:\n    return width * (height or width)\n',
    );
    repo.commit('head');
  });
  afterAll(() => {
    repo.dispose();
    nock.enableNetConnect();
  });
  afterEach(() => nock.cleanAll());

  it('writes a test, runs it with real pytest, and corrects a schema-invalid submit', async () => {
    const content =
      'from geo import area\n\n\ndef test_area_square():\n    assert area(3.0) == 9.0\n\n\ndef test_area_rectangle():\n    assert area(2.0, 5.0) == 10.0\n';
    const { requests, scope } = scriptModel([
      call('analyze_signature'),
      call('read_existing_tests'),
      call('write_test_file', { path: 'tests/test_geo.py', content }),
      call('run_tests', { path: 'tests/test_geo.py' }),
      call('submit_result', {
        summary: 'Two tests, both pass.',
        tests_generated: 2,
        tests_passing: 'all',
        changed_files: ['tests/test_geo.py'],
      }),
      call('submit_result', {
        summary: 'Two tests, both pass.',
        tests_generated: 2,
        tests_passing: 2,
        changed_files: ['tests/test_geo.py'],
      }),
    ]);
    const result = await reviewOp(repo.dir, 'test', { base: 'HEAD~1', server: MODEL_URL });
    expect(result.code).toBe(0);
    expect(scope.isDone()).toBe(true);
    const op = opsByName(JSON.parse(result.stdout) as JsonReview).area;
    expect(op).toMatchObject({
      status: 'succeeded',
      summary: 'Two tests, both pass.',
      result: { tests_generated: 2, tests_passing: 2 },
    });
    expect(op?.diff).toContain('+++ b/tests/test_geo.py\n@@ -0,0 +1,9 @@\n+from geo import area\n');
    const tools = (requests.at(-1)?.messages as { role: string; content: string }[])
      .filter((m) => m.role === 'tool')
      .map((m) => JSON.parse(m.content) as Record<string, unknown>);
    expect(tools[0]).toMatchObject({
      target: { full_name: 'area' },
      module: 'geo',
      parameters: [{ name: 'width' }, { name: 'height', default: '0.0' }],
    });
    expect(tools[1]).toEqual({
      test_path: 'tests/test_geo.py',
      exists: false,
      layout: 'no tests yet: tests/test_*.py',
      test_count: 0,
      tests: [],
    });
    expect(tools[2]).toEqual({
      path: 'tests/test_geo.py',
      created: true,
      tests_added: ['test_area_square', 'test_area_rectangle'],
    });
    expect(tools[3]).toEqual({
      ran: 'tests/test_geo.py',
      exit_code: 0,
      passed: 2,
      failed: 0,
      errors: 0,
      skipped: 0,
      xfailed: 0,
      failures: [],
      outcomes: { test_area_square: 'passed', test_area_rectangle: 'passed' },
      // The tests ran again on a mutant of `area`, and one failed there.
      mutant: { mutation: '`*` turned into `+` on line 2', killed: true },
    });
    expect(tools[4]).toMatchObject({ error: expect.stringContaining('tests_passing') });
    // The model saw the agent's tools, and where the project keeps its tests.
    expect(
      (requests[0]?.tools as { function: { name: string } }[]).map((t) => t.function.name),
    ).toEqual([
      'analyze_signature',
      'read_existing_tests',
      'write_test_file',
      'run_tests',
      'ask_user', // the runner's own: the bundled test agent may ask its author
      'submit_result',
    ]);
    // analyze_signature brings its context provider's text, first in its result.
    expect(tools[0]?.context).toEqual([
      expect.stringContaining("This node's tests belong in tests/test_geo.py (a new file)."),
    ]);
  });
});

describe('a project whose fixtures parametrize every test', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('reports a docstring example that does not hold as a finding, not as pytest failing to collect', async () => {
    repo.write('calc/__init__.py', '');
    // As markupsafe's conftest does: every test runs once per implementation.
    repo.write(
      'tests/conftest.py',
      'import pytest\n\n\n@pytest.fixture(autouse=True, params=["native", "speedups"])\ndef impl(request):\n    return request.param\n',
    );
    repo.commit('base');
    repo.write(
      'calc/half.py',
      'def halve(n: int) -> int:\n    """Half of n, rounded down.\n\n    >>> halve(9)\n    5\n    """\n    return n // 2\n',
    );
    repo.commit('halve');
    const result = await reviewOp(repo.dir, 'test', { base: 'HEAD~1' });
    expect(result.code).toBe(0);
    const op = opsByName(JSON.parse(result.stdout) as JsonReview).halve;
    expect(op).toMatchObject({
      status: 'succeeded',
      diff: '',
      summary:
        'No test suggested: every generated test failed (test_halve_doctest: assert 4 == 5).',
    });
    expect(op?.findings).toEqual([
      expect.objectContaining({
        rule: 'test.failing',
        message: 'The generated test test_halve_doctest fails: assert 4 == 5',
      }),
    ]);
  });
});

describe('a docstring example that works on an object its prose names', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('is no finding, where an example calling a name the module lacks still is', async () => {
    repo.write('pen/__init__.py', '');
    repo.commit('base');
    repo.write(
      'pen/draw.py',
      [
        'class Pen:',
        '    def forward(self, distance: int) -> int:',
        '        """Moves forward (for a Pen instance named pen).',
        '',
        '        >>> pen.forward(len("pen"))',
        '        3',
        '        """',
        '        return distance',
        '',
        '',
        'def double(n: int) -> int:',
        '    """Twice n.',
        '',
        '    >>> twice(2)',
        '    4',
        '    """',
        '    return n * 2',
        '',
      ].join('\n'),
    );
    repo.commit('draw');
    const result = await reviewOp(repo.dir, 'test', { base: 'HEAD~1' });
    expect(result.code).toBe(0);
    const ops = opsByName(JSON.parse(result.stdout) as JsonReview);
    expect(ops['Pen.forward']).toMatchObject({ status: 'succeeded', diff: '', findings: [] });
    expect(ops.double?.findings).toEqual([
      expect.objectContaining({
        rule: 'test.failing',
        message:
          "The generated test test_double_doctest fails: NameError: name 'twice' is not defined",
      }),
    ]);
  });
});

describe('a docstring example that needs the network', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('is no finding: the sandbox has none, and its failure says nothing of the code', async () => {
    repo.write('net/__init__.py', '');
    repo.commit('base');
    repo.write(
      'net/lookup.py',
      [
        'import socket',
        '',
        '',
        'def address(host: str) -> str:',
        '    """The address of host.',
        '',
        '    >>> address("example.com")',
        "    '93.184.215.14'",
        '    """',
        '    return socket.gethostbyname(host)',
        '',
      ].join('\n'),
    );
    repo.commit('lookup');
    const result = await reviewOp(repo.dir, 'test', { base: 'HEAD~1' });
    expect(result.code).toBe(0);
    const op = opsByName(JSON.parse(result.stdout) as JsonReview).address;
    expect(op).toMatchObject({ status: 'succeeded', diff: '', findings: [] });
    expect(op?.summary).toContain('socket.gaierror');
  });
});

describe('a docstring example of a function that prints and returns nothing', () => {
  const repo = new GitRepo();
  afterAll(() => repo.dispose());

  it('is tested on what it prints, as doctest reads it: a passing test, no finding', async () => {
    repo.write('geo/__init__.py', '');
    repo.commit('base');
    repo.write(
      'geo/hashing.py',
      [
        'def geohash(latitude: float, longitude: float) -> None:',
        '    """Prints the point, rounded.',
        '',
        '    >>> geohash(37.421542, -122.085589)',
        '    37.42 -122.09',
        '    """',
        "    print(f'{latitude:.2f} {longitude:.2f}')",
        '',
      ].join('\n'),
    );
    repo.commit('hashing');
    const result = await reviewOp(repo.dir, 'test', { base: 'HEAD~1' });
    expect(result.code).toBe(0);
    const op = opsByName(JSON.parse(result.stdout) as JsonReview).geohash as JsonOp;
    expect(op).toMatchObject({ status: 'succeeded', findings: [] });
    expect(op.diff).toContain('+    assert capsys.readouterr().out == "37.42 -122.09\\n"\n');
    expect(runWorkspaceTests(repo, op)).toEqual({
      passed: ['test_geohash_doctest'],
      xfailed: [],
      failed: [],
    });
  });
});
