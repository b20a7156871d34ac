import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoraError } from '../../../../src/core/errors.js';
import { analyzeSignature } from '../../../../src/languages/python/signature/analyze-signature.js';
import { pytestConfigContext } from '../../../../src/languages/python/test/pytest-config-context.js';
import { readExistingTests } from '../../../../src/languages/python/test/read-existing-tests.js';
import { runTests } from '../../../../src/languages/python/test/run-tests.js';
import { writeTestFile } from '../../../../src/languages/python/test/write-test-file.js';
import { contextFor, Project } from './tool-harness.js';

const SHAPES = `"""Shapes."""

import os
from dataclasses import dataclass


@dataclass
class Point:
    x: float
    y: float = 0.0


class Grid:
    def __init__(self, size: int) -> None:
        self.size = size

    def cells(self, scale: int = 1) -> int:
        """Cells in the grid.

        >>> Grid(3).cells()
        9
        >>> Grid(2).cells(scale=-1)
        -4
        """
        return self.size * self.size * scale


async def load(path: str, /, mode: str = "rb", *, retries: int = 3, **options) -> bytes:
    with open(path, mode) as handle:
        return handle.read()


def token() -> str | None:
    return os.environ.get("GITHUB_TOKEN")
`;

const EXISTING =
  'from geo.shapes import Point\n\n\ndef test_point():\n    assert Point(1.0).y == 0.0\n';

async function toolError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoraError) return error.message;
    throw error;
  }
  throw new Error('expected a tool error');
}

describe('the test agent tools on a src-layout project', () => {
  let project: Project;
  beforeAll(() => {
    project = new Project({
      'pyproject.toml': '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
      'src/geo/__init__.py': '',
      'src/geo/shapes.py': SHAPES,
      'tests/test_shapes.py': EXISTING,
    });
  });
  afterAll(() => project.dispose());

  it('analyze_signature reports a method with its class, examples and the module to import', async () => {
    const context = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells');
    expect(await analyzeSignature({}, context)).toEqual({
      target: {
        name: 'cells',
        full_name: 'Grid.cells',
        kind: 'method',
        file: 'src/geo/shapes.py',
        line: 17,
      },
      module: 'geo.shapes',
      signature: 'def cells(self, scale: int = 1) -> int',
      method_kind: 'instance',
      owner: 'Grid',
      parameters: [{ name: 'scale', kind: 'positional', annotation: 'int', default: '1' }],
      returns: 'int',
      doctests: [
        { source: 'Grid(3).cells()', want: '9', line: 20, options: [], expression: true },
        { source: 'Grid(2).cells(scale=-1)', want: '-4', line: 22, options: [], expression: true },
      ],
      module_names: ['Grid'],
      types: {
        Grid: {
          kind: 'class',
          bases: [],
          fields: [],
          members: [],
          init: [{ name: 'size', kind: 'positional', annotation: 'int' }],
        },
      },
    });
  });

  it('analyze_signature marks the examples that are no Python 3, and only those', async () => {
    const legacy = new Project({
      'src/geo/__init__.py': '',
      'src/geo/old.py':
        'def xcor():\n    """X.\n\n    >>> print xcor()\n    0.0\n    >>> xcor()\n    0.0\n    >>> print xcor():\n    0.0\n    """\n    return 0.0\n',
    });
    try {
      const result = (await analyzeSignature(
        {},
        await contextFor(legacy, 'src/geo/old.py', 'xcor'),
      )) as {
        doctests: { source: string; syntax_error?: boolean }[];
      };
      expect(result.doctests.map((d) => [d.source, d.syntax_error])).toEqual([
        ['print xcor()', true],
        ['xcor()', undefined],
        ['print xcor():', true],
      ]);
    } finally {
      legacy.dispose();
    }
  });

  it('analyze_signature says which functions return no value on any path, and only those', async () => {
    const returns = new Project({
      'src/geo/__init__.py': '',
      'src/geo/show.py': [
        'import functools',
        'def shout(x):',
        '    if not x:',
        '        return  # nothing to say',
        '    print(x)',
        'def stub(x):',
        '    return None',
        'def inner(x):',
        '    def helper():',
        '        return x',
        '    print(helper())',
        'def value(x):',
        '    if x:',
        '        print(x)',
        '        return x',
        'def gen(x):',
        '    yield x',
        'async def later(x):',
        '    print(x)',
        '@functools.cache',
        'def cached(x):',
        '    print(x)',
        '',
      ].join('\n'),
    });
    try {
      const said: Record<string, unknown> = {};
      for (const name of ['shout', 'stub', 'inner', 'value', 'gen', 'later', 'cached']) {
        const result = (await analyzeSignature(
          {},
          await contextFor(returns, 'src/geo/show.py', name),
        )) as { returns_nothing?: boolean };
        said[name] = result.returns_nothing;
      }
      expect(said).toEqual({
        shout: true,
        stub: true,
        inner: true,
        value: undefined,
        gen: undefined,
        later: undefined,
        cached: undefined,
      });
    } finally {
      returns.dispose();
    }
  });

  it('analyze_signature reads parameter kinds, async and the side effects the body shows', async () => {
    const load = (await analyzeSignature(
      {},
      await contextFor(project, 'src/geo/shapes.py', 'load'),
    )) as Record<string, unknown>;
    expect(load).toMatchObject({
      is_async: true,
      parameters: [
        { name: 'path', kind: 'positional_only', annotation: 'str' },
        { name: 'mode', kind: 'positional', annotation: 'str', default: '"rb"' },
        { name: 'retries', kind: 'keyword_only', annotation: 'int', default: '3' },
        { name: 'options', kind: 'var_keyword' },
      ],
      side_effects: ['calls open()'],
    });
    expect(
      await analyzeSignature({}, await contextFor(project, 'src/geo/shapes.py', 'token')),
    ).toMatchObject({ side_effects: ['uses os.environ.get'], returns: 'str | None' });
  });

  it('analyze_signature keeps its result under the runner truncation limit, and says what it left out', async () => {
    const examples = Array.from(
      { length: 80 },
      (_, i) => `    >>> double(${i})\n    ${2 * i}\n`,
    ).join('');
    project.write(
      'src/geo/many.py',
      `def double(x: int) -> int:\n    """Twice x.\n\n${examples}    """\n    return 2 * x\n`,
    );
    const result = (await analyzeSignature(
      {},
      await contextFor(project, 'src/geo/many.py', 'double'),
    )) as { doctests: unknown[]; left_out: string[]; signature?: string };
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(3800);
    expect(result.signature).toBeUndefined();
    expect(result.left_out).toEqual([
      'the header text',
      `a docstring example from the end (${80 - result.doctests.length} times)`,
    ]);
    expect(result.doctests.length).toBeGreaterThan(30);
  });

  it('read_existing_tests and the test_config provider place the tests in the existing file', async () => {
    const context = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells');
    expect(await readExistingTests({}, context)).toEqual({
      test_path: 'tests/test_shapes.py',
      exists: true,
      layout:
        'testpaths = tests in pyproject.toml [tool.pytest.ini_options]; files named test_*.py',
      test_count: 1,
      tests: ['test_point'],
      content: EXISTING,
    });
    expect(await pytestConfigContext(context)).toBe(
      'pytest configuration from pyproject.toml [tool.pytest.ini_options]: testpaths tests; python_files test_*.py *_test.py.\n' +
        'Smoke tests: off (operations.test.smoke): write tests only from what the docstring claims.\n' +
        'Test layout: testpaths = tests in pyproject.toml [tool.pytest.ini_options]; files named test_*.py.\n' +
        "This node's tests belong in tests/test_shapes.py (an existing file: add to it).",
    );
  });

  it('write_test_file appends to the existing file, replaces its own earlier write, and can withdraw it', async () => {
    const context = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells');
    const first =
      'from geo.shapes import Grid\n\n\ndef test_grid_cells_smoke():\n    assert Grid(2).cells() == 4\n';
    expect(await writeTestFile({ path: 'tests/test_shapes.py', content: first }, context)).toEqual({
      path: 'tests/test_shapes.py',
      created: false,
      tests_added: ['test_grid_cells_smoke'],
      imports_added: ['from geo.shapes import Grid'],
    });
    expect(await context.workspace.readFile('tests/test_shapes.py')).toBe(
      'from geo.shapes import Grid, Point\n\n\ndef test_point():\n    assert Point(1.0).y == 0.0\n\n\ndef test_grid_cells_smoke():\n    assert Grid(2).cells() == 4\n',
    );
    await writeTestFile(
      { path: 'tests/test_shapes.py', content: first.replace('== 4', '> 0') },
      context,
    );
    expect(await context.workspace.readFile('tests/test_shapes.py')).toContain(
      'def test_point():\n    assert Point(1.0).y == 0.0\n\n\ndef test_grid_cells_smoke():\n    assert Grid(2).cells() > 0\n',
    );
    expect(await writeTestFile({ path: 'tests/test_shapes.py', content: '' }, context)).toEqual({
      path: 'tests/test_shapes.py',
      withdrawn: true,
    });
    expect(await context.workspace.changes()).toEqual([]);
  });

  it("write_test_file reaches a name through the file's import of its module, unless the package rebinds that name", async () => {
    const addition =
      'from geo.shapes import Grid\n\n\ndef test_grid_cells_smoke():\n    assert Grid(2).cells() == 4\n';
    const written = async (init: string): Promise<string | undefined> => {
      const qualified = new Project({
        'pyproject.toml': '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n',
        'src/geo/__init__.py': init,
        'src/geo/shapes.py': SHAPES,
        'tests/test_shapes.py':
          'from geo import shapes\n\n\ndef test_point():\n    assert shapes.Point(1.0).y == 0.0\n',
      });
      try {
        const context = await contextFor(qualified, 'src/geo/shapes.py', 'Grid.cells');
        await writeTestFile({ path: 'tests/test_shapes.py', content: addition }, context);
        return await context.workspace.readFile('tests/test_shapes.py');
      } finally {
        qualified.dispose();
      }
    };
    expect(await written('')).toBe(
      'from geo import shapes\n\n\ndef test_point():\n    assert shapes.Point(1.0).y == 0.0\n\n\ndef test_grid_cells_smoke():\n    assert shapes.Grid(2).cells() == 4\n',
    );
    // `from geo import shapes` is then the function the package put in the module's place.
    expect(await written('from .shapes import Grid as shapes\n')).toBe(
      'from geo import shapes\nfrom geo.shapes import Grid\n\n\ndef test_point():\n    assert shapes.Point(1.0).y == 0.0\n\n\ndef test_grid_cells_smoke():\n    assert Grid(2).cells() == 4\n',
    );
  });

  it('write_test_file refuses the code under test, non-test names, bad Python and clashing names', async () => {
    const context = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells');
    expect(
      await toolError(writeTestFile({ path: 'src/geo/shapes.py', content: 'x = 1\n' }, context)),
    ).toBe('src/geo/shapes.py is the code under test; write tests to a test file');
    expect(
      await toolError(writeTestFile({ path: 'tests/helpers.py', content: 'x = 1\n' }, context)),
    ).toBe('tests/helpers.py is not a test file name here (pytest collects test_*.py, *_test.py)');
    expect(
      await toolError(writeTestFile({ path: '../test_x.py', content: 'x = 1\n' }, context)),
    ).toMatch(/\.\./);
    expect(
      await toolError(
        writeTestFile({ path: 'tests/test_new.py', content: 'def test_a(:\n    pass\n' }, context),
      ),
    ).toBe('the content does not parse as Python (line 1); nothing was written');
    expect(
      await toolError(
        writeTestFile(
          { path: 'tests/test_shapes.py', content: 'def test_point():\n    pass\n' },
          context,
        ),
      ),
    ).toBe('tests/test_shapes.py: the file already defines test_point; choose other names');
    expect(await context.workspace.changes()).toEqual([]);
  });

  it('run_tests runs real pytest on the workspace, not the checkout, and reads the JUnit report', async () => {
    const context = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells', {
      processEnv: { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_TOKEN: 'ghs_planted' },
    });
    const tests = [
      'import os',
      '',
      'from geo.shapes import Grid, token',
      '',
      '',
      'def test_grid_cells_doctest():',
      '    assert Grid(3).cells() == 9',
      '',
      '',
      'def test_grid_cells_wrong():',
      '    assert Grid(2).cells() == 5',
      '',
      '',
      'def test_no_secret_reaches_pytest():',
      '    assert token() is None',
      '    assert "GITHUB_TOKEN" not in os.environ',
      '',
    ].join('\n');
    await writeTestFile({ path: 'tests/test_shapes.py', content: tests }, context);
    const result = await runTests({}, context);
    expect(result).toEqual({
      ran: 'tests/test_shapes.py',
      exit_code: 1,
      passed: 3,
      failed: 1,
      errors: 0,
      skipped: 0,
      xfailed: 0,
      failures: [{ test: 'tests.test_shapes::test_grid_cells_wrong', message: 'assert 4 == 5' }],
      outcomes: {
        test_point: 'passed',
        test_grid_cells_doctest: 'passed',
        test_grid_cells_wrong: 'failed',
        test_no_secret_reaches_pytest: 'passed',
      },
    });
    expect(
      await runTests({ path: 'tests/test_shapes.py::test_grid_cells_doctest' }, context),
    ).toMatchObject({ passed: 1, failed: 0, outcomes: { test_grid_cells_doctest: 'passed' } });
    // Nothing was written beside the checkout's files: no report, no cache, no bytecode.
    expect(readdirSync(join(project.dir, 'tests'))).toEqual(['test_shapes.py']);
    expect(existsSync(join(project.dir, 'src', 'geo', '__pycache__'))).toBe(false);
    expect(await toolError(runTests({ path: 'tests/test_missing.py' }, context))).toBe(
      'no file tests/test_missing.py in this workspace',
    );
  });

  it('run_tests reports a collection error and a timeout', async () => {
    // The collection error gets all the time a loaded machine needs; the
    // timeout is checked below with its own short limit, which holds whether
    // or not pytest has started by then.
    const context = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells', {
      timeoutMs: 120_000,
    });
    await writeTestFile(
      {
        path: 'tests/test_broken.py',
        content: 'from geo.missing import nothing\n\n\ndef test_x():\n    assert nothing\n',
      },
      context,
    );
    expect(await runTests({ path: 'tests/test_broken.py' }, context)).toMatchObject({
      exit_code: 2,
      errors: 1,
      failures: [
        {
          test: 'tests.test_broken',
          message: "ModuleNotFoundError: No module named 'geo.missing'",
        },
      ],
      outcomes: { 'tests.test_broken': 'error' },
    });
    const hurried = await contextFor(project, 'src/geo/shapes.py', 'Grid.cells', {
      timeoutMs: 3000,
    });
    await writeTestFile(
      {
        path: 'tests/test_slow.py',
        content: 'import time\n\n\ndef test_slow():\n    time.sleep(30)\n',
      },
      hurried,
    );
    expect(await runTests({ path: 'tests/test_slow.py' }, hurried)).toMatchObject({
      ran: 'tests/test_slow.py',
      timed_out: true,
      error: 'pytest did not finish within 3s',
    });
  });
});
