import { describe, expect, it } from 'vitest';
import {
  findFillerInDiff,
  findFillerInDocstring,
} from '../../../../src/languages/python/docs/filler.js';

const subject = {
  name: 'run_command',
  node_type: 'function' as 'function' | 'file',
  file_path: 'src/tool/runner.py',
  params: [
    { name: 'runner', annotation: 'Runner' },
    { name: 'ctx', annotation: null },
  ],
  returns: 'int',
};

const patterns = (text: string, s = subject) =>
  findFillerInDocstring(text, s).map((p) => p.pattern);

describe('the filler judge', () => {
  it('finds each pattern in a hand-made bad docstring', () => {
    expect(
      patterns(
        'Perform the run command.\n\nArgs:\n    runner (Runner): The runner.\n    ctx: The ctx object.\n\nReturns:\n    int: The result.',
      ),
    ).toEqual([
      'empty-summary',
      'restated-name',
      'annotated-type',
      'restated-name',
      'empty-return',
      'annotated-type',
    ]);
    expect(
      patterns('Termui module.', {
        ...subject,
        name: 'termui',
        node_type: 'file',
        file_path: 'src/click/termui.py',
      }),
    ).toEqual(['module-restates-file']);
    expect(patterns('Start a subprocess.\n\n:param ctx: The ctx.\n:returns: Result.')).toEqual([
      'restated-name',
      'empty-return',
    ]);
  });

  it('finds nothing in a docstring that says things', () => {
    expect(
      patterns(
        'Run one command and report its exit status.\n\nArgs:\n    runner: Where the command runs; its environment is scrubbed.\n    ctx (Context): The click context whose options apply. Defaults to the current one.\n\nReturns:\n    The exit status, 0 on success.',
      ),
    ).toEqual([]);
    expect(
      patterns('Read and write the terminal.', {
        ...subject,
        node_type: 'file',
        file_path: 'src/click/termui.py',
      }),
    ).toEqual([]);
  });

  it('knows a module docstring whatever its prefix and quotes, and a bytes literal is none', () => {
    const adding = (line: string) =>
      `diff --git a/src/tool/runner.py b/src/tool/runner.py\n--- a/src/tool/runner.py\n+++ b/src/tool/runner.py\n@@ -1,1 +1,2 @@\n+${line}\n x = 1\n`;
    for (const line of ["r'''Runner module.'''", 'U"""Runner module.', "'''Runner module'''"])
      expect(
        findFillerInDiff(adding(line)).map((p) => p.pattern),
        line,
      ).toEqual(['module-restates-file']);
    expect(findFillerInDiff(adding('b"""Runner module."""'))).toEqual([]);
  });

  it('finds filler in the lines a diff adds, from the diff alone', () => {
    const diff = `diff --git a/src/tool/runner.py b/src/tool/runner.py
--- a/src/tool/runner.py
+++ b/src/tool/runner.py
@@ -1,3 +1,12 @@
+"""Runner module."""
 def run_command(runner: Runner, ctx, result: Result) -> int:
+    """Run the command.
+
+    :param ctx: The ctx.
+    :type runner: Runner
+    :returns: The result.
+    """
+    result: Result = go(runner)
     return 0
`;
    expect(findFillerInDiff(diff).map((p) => p.pattern)).toEqual([
      'module-restates-file',
      'restated-name',
      'annotated-type',
      'empty-return',
    ]);
    // An annotated assignment in code is not a description.
    expect(
      findFillerInDiff(
        diff.replace(/^\+ {4}[:"].*\n/gm, '').replace(/^\+"""Runner module."""\n/m, ''),
      ),
    ).toEqual([]);
  });
});
