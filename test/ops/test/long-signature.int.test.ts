import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { analyzeSignature } from '../../../src/languages/python/signature/analyze-signature.js';
import { writeFixtureFile } from '../../../src/languages/python/sample-data/write-fixture-file.js';
import { FIXTURE_READER } from '../../support/fixture-reader.js';
import { RESULT_BUDGET } from '../../../src/ops/shared/result-budget.js';
import { pytestConfigContext } from '../../../src/languages/python/test/pytest-config-context.js';
import { reviewOp } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';
import { contextFor, Project } from './tools/tool-harness.js';

/** pallets/jinja at a3dce7bb: Environment, whose __init__ and overlay take 22 parameters each. */
const ENVIRONMENT = readFileSync(
  new URL('../../fixtures/jinja/environment.py', import.meta.url),
  'utf8',
);

const PYPROJECT = '[tool.pytest.ini_options]\ntestpaths = ["tests"]\n';

interface Fitted {
  parameters?: { name: string; annotation?: string; default?: string }[];
  doctests?: unknown[];
  types?: Record<string, unknown>;
  left_out?: string[];
}

describe('analyze_signature on a long signature', () => {
  let project: Project;
  beforeAll(() => {
    project = new Project({
      'pyproject.toml': PYPROJECT,
      'src/jinja2/__init__.py': '',
      'src/jinja2/environment.py': ENVIRONMENT,
    });
  });
  afterAll(() => project.dispose());

  it("fits what the context providers leave, the owner's table going before the parameters", async () => {
    for (const name of ['Environment.__init__', 'Environment.overlay']) {
      const context = await contextFor(project, 'src/jinja2/environment.py', name);
      const provided = [await pytestConfigContext(context)];
      const resultBudget = RESULT_BUDGET - JSON.stringify({ context: provided }).length;
      const result = (await analyzeSignature({}, { ...context, resultBudget })) as Fitted;
      expect(JSON.stringify(result).length).toBeLessThanOrEqual(resultBudget);
      expect(result.left_out).toEqual(['the header text', "the owner's class table"]);
      expect(result.types).toBeUndefined();
      expect(result.parameters).toHaveLength(22);
      expect(result.parameters?.[16]).toEqual({
        name: 'autoescape',
        kind: 'positional',
        annotation: 't.Union[bool, t.Callable[[t.Optional[str]], bool]]',
        default: name === 'Environment.__init__' ? 'False' : 'missing',
      });
    }
  });

  it('leaves out the annotations of parameters that have a default, then those parameters, before an example', async () => {
    const optional = Array.from(
      { length: 60 },
      (_, i) => `    option_${i}: t.Optional[t.Callable[..., t.Any]] = None,\n`,
    ).join('');
    project.write(
      'src/jinja2/wide.py',
      `import typing as t\n\n\ndef wide(\n    source: str,\n${optional}) -> str:\n    """Echo.\n\n    >>> wide("a")\n    'a'\n    """\n    return source\n`,
    );
    const context = await contextFor(project, 'src/jinja2/wide.py', 'wide');
    const result = (await analyzeSignature({}, context)) as Fitted;
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(RESULT_BUDGET);
    expect(result.left_out).toEqual([
      'the header text',
      'the annotations of parameters that have a default',
      'the parameters that have a default',
    ]);
    // What a call must pass, and the example, stay.
    expect(result.parameters).toEqual([{ name: 'source', kind: 'positional', annotation: 'str' }]);
    expect(result.doctests).toHaveLength(1);
  });
});

describe('the test op on a method with a long signature', () => {
  let repo: GitRepo | undefined;
  afterEach(() => repo?.dispose());

  it(
    "analyses the signature of jinja's Environment.__init__ and overlay",
    { timeout: 120_000 },
    async () => {
      repo = new GitRepo();
      repo.write('pyproject.toml', PYPROJECT);
      repo.write('src/jinja2/__init__.py', '');
      repo.write('src/jinja2/environment.py', ENVIRONMENT);
      repo.write('tests/test_basic.py', 'def test_basic():\n    pass\n');
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      const touched = ENVIRONMENT.replace(
        '        #   existing already.\n',
        '        #   existing already.\n        # Keep this order.\n',
      ).replace('environment.  An overlayed', 'environment. An overlayed');
      expect(touched.split('\n').length).toBe(ENVIRONMENT.split('\n').length + 1);
      repo.write('src/jinja2/environment.py', touched);
      repo.commit('feature');
      const review = await reviewOp(repo.dir, 'test');
      const parsed = JSON.parse(review.stdout) as {
        nodes: { node: { full_name: string }; ops: { status: string; error: string | null }[] }[];
      };
      const ops = Object.fromEntries(parsed.nodes.map((n) => [n.node.full_name, n.ops[0]]));
      expect(Object.keys(ops).sort()).toEqual(['Environment.__init__', 'Environment.overlay']);
      for (const op of Object.values(ops))
        expect(op).toMatchObject({
          status: 'skipped',
          error: null,
          summary: 'docstring examples: the docstring has no examples',
        });
    },
  );

  it(
    'leaves room in the result for the pytest context its provider puts first',
    { timeout: 120_000 },
    async () => {
      // Examples enough that the analysis alone just fits the budget; the context would push it over.
      const source = (n: number): string => {
        const examples = Array.from(
          { length: n },
          (_, i) => `    >>> double(${i})\n    ${2 * i}\n`,
        );
        return `def double(x: int) -> int:\n    """Twice x.\n\n${examples.join('')}    """\n    return 2 * x\n`;
      };
      const project = new Project({ 'pyproject.toml': PYPROJECT, 'src/calc/__init__.py': '' });
      let fitting: string | undefined;
      try {
        for (let n = 1; n < 200 && !fitting; n++) {
          project.write('src/calc/double.py', source(n));
          const context = await contextFor(project, 'src/calc/double.py', 'double');
          const size = JSON.stringify(await analyzeSignature({}, context)).length;
          if (size > RESULT_BUDGET - 150 && size <= RESULT_BUDGET) fitting = source(n);
        }
      } finally {
        project.dispose();
      }
      expect(fitting).toBeDefined();
      repo = new GitRepo();
      repo.write('pyproject.toml', PYPROJECT);
      repo.write('src/calc/__init__.py', '');
      repo.write('tests/test_basic.py', 'def test_basic():\n    pass\n');
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      repo.write('src/calc/double.py', fitting ?? '');
      repo.commit('feature');
      const review = await reviewOp(repo.dir, 'test');
      const parsed = JSON.parse(review.stdout) as {
        nodes: { ops: { status: string; error: string | null }[] }[];
      };
      expect(parsed.nodes[0]?.ops[0]).toMatchObject({ status: 'succeeded', error: null });
    },
  );
});

describe('write_fixture_file on a long signature', () => {
  it('checks a case against every parameter, also those the analysis it sends leaves out', async () => {
    const optional = Array.from({ length: 100 }, (_, i) => `    option_${i}: int = 0,\n`).join('');
    const project = new Project({
      'calc/__init__.py': '',
      'calc/wide.py': `def wide(\n    source: str,\n${optional}) -> str:\n    return source\n`,
      'tests/conftest.py': FIXTURE_READER,
    });
    try {
      const context = await contextFor(project, 'calc/wide.py', 'wide');
      const sent = (await analyzeSignature({}, context)) as Fitted;
      expect(sent.left_out).toContain('the parameters that have a default');
      expect(sent.parameters?.map((p) => p.name)).toEqual(['source']);
      const fixtures = { normal: { source: 'a', option_7: 3 }, edge: { source: '', option_7: 0 } };
      const written = (await writeFixtureFile({ fixtures }, context)) as {
        written: boolean;
        parameters: string[];
      };
      expect(written.written).toBe(true);
      expect(written.parameters).toHaveLength(101);
    } finally {
      project.dispose();
    }
  });
});
