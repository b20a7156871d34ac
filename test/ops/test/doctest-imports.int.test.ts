import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { doctestTest } from '../../../src/languages/python/testgen/doctest-test.js';
import { tryParseAnalysis } from '../../../src/languages/python/testgen/signature.js';
import { analyzeSignature } from '../../../src/languages/python/signature/analyze-signature.js';
import { reviewOp } from '../../support/cli.js';
import { GitRepo } from '../../support/git-repo.js';
import { contextFor, Project } from './tools/tool-harness.js';

/** pallets/jinja at a3dce7bb: meta.py imports Environment only for the type checker; ext.py at run time. */
const fixture = (name: string): string =>
  readFileSync(new URL(`../../fixtures/jinja/${name}`, import.meta.url), 'utf8');

const PYPROJECT = '[tool.pytest.ini_options]\ntestpaths = ["tests"]\npythonpath = ["src"]\n';

/** The names the test of `fullName`'s examples imports from the module under test. */
async function importedFromModule(project: Project, path: string, fullName: string) {
  const context = await contextFor(project, path, fullName);
  const analysis = tryParseAnalysis(await analyzeSignature({}, context));
  if (!analysis) throw new Error(`no analysis of ${fullName}`);
  const made = doctestTest(analysis);
  if (!('test' in made)) throw new Error(made.reason);
  return { names: made.test.moduleNames, body: made.test.body };
}

describe('the names a doctest takes from the module under test', () => {
  let project: Project;
  beforeAll(() => {
    project = new Project({
      'pyproject.toml': PYPROJECT,
      'src/jinja2/__init__.py': '',
      'src/jinja2/meta.py': fixture('meta.py'),
      'src/jinja2/ext.py': fixture('ext.py'),
    });
  });
  afterAll(() => project.dispose());

  it('leaves out what the examples import themselves', async () => {
    // `>>> from jinja2 import Environment, meta`: the test runs that import, as doctest does.
    for (const name of ['find_undeclared_variables', 'find_referenced_templates']) {
      const { names, body } = await importedFromModule(project, 'src/jinja2/meta.py', name);
      expect(names).toEqual([]);
      expect(body[0]).toBe('from jinja2 import Environment, meta');
    }
    const ext = await importedFromModule(project, 'src/jinja2/ext.py', 'extract_from_ast');
    expect(ext.names).toEqual(['extract_from_ast']);
    expect(ext.body[0]).toBe('from jinja2 import Environment');
  });

  it('takes a name the examples use without importing only where the module binds it when it runs', async () => {
    const example = (names: string): string =>
      `def build(name):\n    """Build.\n\n    >>> build(${names})\n    'ok'\n    """\n    return "ok"\n`;
    project.write(
      'src/jinja2/typed.py',
      `import typing as t\n\nif t.TYPE_CHECKING:\n    from .environment import Environment\nelse:\n    from .environment import Runtime\n\n\n${example('Environment, Runtime')}`,
    );
    const typed = await importedFromModule(project, 'src/jinja2/typed.py', 'build');
    expect(typed.names).toEqual(['Runtime', 'build']);
    // Imported at run time, it is the module's, and the test takes it from there.
    project.write(
      'src/jinja2/plain.py',
      `from .environment import Environment\n\n\n${example('Environment')}`,
    );
    const plain = await importedFromModule(project, 'src/jinja2/plain.py', 'build');
    expect(plain.names).toEqual(['Environment', 'build']);
    // Bound only when the module runs as a script (smtplib's `msg`): the example's own name.
    project.write(
      'src/jinja2/script.py',
      `${example('msg, Runtime')}

Runtime = 1

if __name__ == '__main__':
    msg = ''
else:
    fallback = 0

if "__main__" == __name__:
    other = 1
`,
    );
    const script = await importedFromModule(project, 'src/jinja2/script.py', 'build');
    expect(script.names).toEqual(['Runtime', 'build']);
  });
});

describe('the test op on an example that imports a name its module has only for the type checker', () => {
  let repo: GitRepo | undefined;
  afterEach(() => repo?.dispose());

  it(
    'writes a test that runs, as jinja2.meta.find_referenced_templates has it',
    { timeout: 120_000 },
    async () => {
      repo = new GitRepo();
      repo.write('pyproject.toml', PYPROJECT);
      repo.write('src/tmpl/__init__.py', 'from .environment import Environment\n');
      repo.write(
        'src/tmpl/environment.py',
        'class Environment:\n    def parse(self, source):\n        return source.split()\n',
      );
      repo.write('src/tmpl/meta.py', '');
      repo.write('tests/test_basic.py', 'def test_basic():\n    pass\n');
      repo.commit('base');
      repo.git('checkout', '-q', '-b', 'feature');
      repo.write(
        'src/tmpl/meta.py',
        [
          'import typing as t',
          '',
          'if t.TYPE_CHECKING:',
          '    from .environment import Environment',
          '',
          '',
          'def find_words(env: "Environment", source: str) -> list[str]:',
          '    """Finds the words of a template.',
          '',
          '    >>> from tmpl import Environment, meta',
          '    >>> meta.find_words(Environment(), "a b")',
          "    ['a', 'b']",
          '    """',
          '    return [word for word in env.parse(source) if word != "-"]',
          '',
        ].join('\n'),
      );
      repo.commit('feature');
      const review = await reviewOp(repo.dir, 'test');
      const parsed = JSON.parse(review.stdout) as {
        nodes: {
          node: { full_name: string };
          ops: { status: string; error: string | null; diff: string }[];
        }[];
      };
      const op = parsed.nodes.find((n) => n.node.full_name === 'find_words')?.ops[0];
      expect(op).toMatchObject({ status: 'succeeded', error: null });
      expect(op?.diff).toContain('+    from tmpl import Environment, meta\n');
      expect(op?.diff).not.toContain('from tmpl.meta import');
    },
  );
});
