import { afterEach, describe, expect, it } from 'vitest';
import { cli } from '../support/cli.js';
import { GitRepo } from '../support/git-repo.js';

// A pull request's text alone, with no code of it run, must not hold the review: before these
// were read in linear time, each review below took many minutes (two such raises took 76 s), and
// `runner.deadline_s` could not stop it, since its timer cannot fire while a pattern runs.
describe('remora review of text shaped to be slow to read', () => {
  let repo: GitRepo | undefined;
  afterEach(() => repo?.dispose());

  async function review(source: string) {
    repo = new GitRepo();
    repo.write('remora.yaml', 'runner:\n  deadline_s: 5\n');
    repo.write('app.py', 'def a():\n    return 1\n');
    repo.commit('base');
    repo.write('app.py', source);
    repo.commit('feature');
    return cli(repo.dir, [
      'review',
      '--base',
      'HEAD~1',
      '--ops',
      'docstring',
      '--model',
      'builtin',
    ]);
  }

  it('reads raises whose conditions hold backslashes inside a quote that never closes', async () => {
    // A valid condition of 60 characters: the triple-quoted string holds `"'` and then pairs of
    // backslashes, which a pattern for quoted strings with escapes can split two ways each.
    const condition = `v==""""'${'\\\\a'.repeat(16)}a"""`;
    expect(condition.length).toBeLessThanOrEqual(60);
    const raises = ['Value', 'Type', 'Key', 'Index', 'OS', 'Lookup', 'Name', 'Runtime', 'EOF', 'IO']
      .map((name) => `${name}Error`)
      .map((error) => `    if ${condition}:\n        raise ${error}("bad")\n`)
      .join('');
    const run = await review(
      'def check(v):\n    """Check the value.\n\n    Args:\n        v: The value.\n\n' +
        '    Raises:\n        ZeroDivisionError: Never.\n    """\n' +
        `${raises}    return v\n`,
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('docstring ✓ succeeded · The docstring of check agrees');
  });

  it('reads a Returns type nested 20,000 brackets deep', async () => {
    const depth = 20_000;
    const nested = `${'Dict[str, '.repeat(depth)}int${']'.repeat(depth)}`;
    const run = await review(
      `def build():\n    """Build it.\n\n    Returns:\n        ${nested}: The thing.\n    """\n` +
        '    return {}\n',
    );
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('docstring ✓ succeeded · The docstring of build agrees');
  });
});
