import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { createTreeCache } from '../../../../src/adapters/tree-sitter/tree-cache.js';
import type { TreeCache } from '../../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import { writeDocstring } from '../../../../src/languages/python/docs/write-docstring.js';
import { RemoraError } from '../../../../src/core/errors.js';
import {
  assertPythonParses,
  discover,
  pythonDocstrings,
} from '../../../ops/docstring/tools/docstring-harness.js';

let parser: TreeCache;
beforeAll(async () => {
  parser = createTreeCache((await loadLanguage(PYTHON)).parser);
});

/** Writes a docstring for one node and checks what Python makes of the result. */
async function write(source: string, fullName: string, content: string, path = 'm.py') {
  const node = (await discover(path, source)).find((n) => n.full_name === fullName);
  if (!node) throw new Error(`no ${fullName}`);
  const edit = writeDocstring(parser, source, node, content);
  assertPythonParses(edit.text);
  const key = node.node_type === 'file' ? '<module>' : fullName;
  expect(pythonDocstrings(edit.text)[key]).toBe(content.trim());
  return edit;
}

const SUMMARY_AND_ARGS = 'Add two numbers.\n\nArgs:\n    a: The first.\n    b: The second.';

describe('writeDocstring', () => {
  it('adds a docstring as the first statement with the body indentation and changes nothing else', async () => {
    const source = 'import os\n\n\ndef add(a, b):\n    # keep me\n    return a + b\n\n\nx = 1\n';
    const edit = await write(source, 'add', SUMMARY_AND_ARGS);
    expect(edit.text).toBe(
      'import os\n\n\ndef add(a, b):\n    """Add two numbers.\n\n    Args:\n        a: The first.\n        b: The second.\n    """\n    # keep me\n    return a + b\n\n\nx = 1\n',
    );
    expect(edit).toMatchObject({ action: 'added', start_line: 5, end_line: 10 });
  });

  it('replaces an existing docstring in place, keeping its quote character', async () => {
    const source =
      "class A:\n    def f(self):\n        '''Old text.'''  # trailing\n        return 1\n";
    const edit = await write(source, 'A.f', 'New text.\n\nReturns:\n    int: One.');
    expect(edit.text).toBe(
      "class A:\n    def f(self):\n        '''New text.\n\n        Returns:\n            int: One.\n        '''  # trailing\n        return 1\n",
    );
    expect(edit.action).toBe('updated');
  });

  it('uses tabs in a tab-indented file', async () => {
    const source = 'class Walker:\n\tdef walk(self):\n\t\treturn 1\n';
    const edit = await write(source, 'Walker.walk', 'Walk.\n\nReturns:\n    The count.');
    expect(edit.text).toBe(
      'class Walker:\n\tdef walk(self):\n\t\t"""Walk.\n\n\t\tReturns:\n\t\t    The count.\n\t\t"""\n\t\treturn 1\n',
    );
  });

  it("splits a one-line def, with the file's indent unit and the statements kept on their own line", async () => {
    const source =
      'class P:\n  def norm(self): return 1  # fast\n\n\ndef swap(a, b): a, b = b, a; return (a, b)\n';
    const method = await write(source, 'P.norm', 'Return one.');
    expect(method.text).toBe(
      'class P:\n  def norm(self):\n    """Return one."""\n    return 1  # fast\n\n\ndef swap(a, b): a, b = b, a; return (a, b)\n',
    );
    const fn = await write(source, 'swap', 'Swap a and b.');
    expect(fn.text).toBe(
      'class P:\n  def norm(self): return 1  # fast\n\n\ndef swap(a, b):\n  """Swap a and b."""\n  a, b = b, a; return (a, b)\n',
    );
  });

  it('replaces the docstring of a one-line def that is only a docstring', async () => {
    const source = 'def f(): """Old."""\n';
    expect((await write(source, 'f', 'New.\n\nReturns:\n    None.')).text).toBe(
      'def f():\n    """New.\n\n    Returns:\n        None.\n    """\n',
    );
  });

  it('uses a raw docstring for backslashes, and escapes when a raw one cannot hold the text', async () => {
    const source = 'def split(path, sep="\\\\"):\n    return path.split(sep)\n';
    const raw = await write(
      source,
      'split',
      'Split on sep.\n\nArgs:\n    sep: Defaults to "\\\\".',
    );
    expect(raw.text).toContain(
      '    r"""Split on sep.\n\n    Args:\n        sep: Defaults to "\\\\".\n    """\n',
    );
    const both = await write(source, 'split', 'Quote with """ and \\ here.');
    expect(both.text).toContain('    """Quote with \\"\\"\\" and \\\\ here."""\n');
    const endQuote = await write(source, 'split', 'Ends with a "quote"');
    expect(endQuote.text).toContain('    """Ends with a "quote\\""""\n');
  });

  it('keeps a raw prefix an existing docstring had when the text allows it', async () => {
    const source = 'def p():\n    r"""Match \\d+."""\n    return 1\n';
    expect((await write(source, 'p', 'Match digits.')).text).toBe(
      'def p():\n    r"""Match digits."""\n    return 1\n',
    );
  });

  it('documents async, decorated defs and classes', async () => {
    const source =
      '@decorator(1)\nasync def fetch(url):\n    return url\n\n\n@dataclass\nclass C:\n    x: int\n';
    expect((await write(source, 'fetch', 'Fetch the URL.')).text).toBe(
      '@decorator(1)\nasync def fetch(url):\n    """Fetch the URL."""\n    return url\n\n\n@dataclass\nclass C:\n    x: int\n',
    );
    expect((await write(source, 'C', 'A C.')).text).toBe(
      '@decorator(1)\nasync def fetch(url):\n    return url\n\n\n@dataclass\nclass C:\n    """A C."""\n    x: int\n',
    );
  });

  it('writes the module docstring after a shebang and leading comments, or replaces it', async () => {
    const source =
      '#!/usr/bin/env python\n# License: MIT\n\nfrom __future__ import annotations\nimport os\n';
    expect((await write(source, 'm.py', 'Tools.')).text).toBe(
      '#!/usr/bin/env python\n# License: MIT\n\n"""Tools."""\n\nfrom __future__ import annotations\nimport os\n',
    );
    expect((await write('"""Old."""\nimport os\n', 'm.py', 'New.')).text).toBe(
      '"""New."""\nimport os\n',
    );
    expect((await write('# only a comment', 'm.py', 'Empty.')).text).toBe(
      '# only a comment\n\n"""Empty."""\n',
    );
  });

  it('keeps CRLF line endings', async () => {
    const source = 'def f(a):\r\n    return a\r\n';
    expect((await write(source, 'f', 'Return a.\n\nArgs:\n    a: A.')).text).toBe(
      'def f(a):\r\n    """Return a.\r\n\r\n    Args:\r\n        a: A.\r\n    """\r\n    return a\r\n',
    );
  });

  it('reports an unchanged docstring and refuses an empty one', async () => {
    const source = 'def f():\n    """Same."""\n';
    const [, node] = await discover('m.py', source);
    expect(writeDocstring(parser, source, node!, '  Same.\n')).toMatchObject({
      action: 'unchanged',
      text: source,
      start_line: 2,
      end_line: 2,
    });
    expect(() => writeDocstring(parser, source, node!, ' \n ')).toThrow(RemoraError);
  });
});

describe('writeDocstring and the shared trees', () => {
  it('parses the file once and its edit incrementally, and keeps the edit for the next reader', async () => {
    const source = Array.from({ length: 40 }, (_, i) => `def f${i}(x):\n    return x\n`).join('\n');
    const node = (await discover('m.py', source)).find((n) => n.full_name === 'f20');
    if (!node) throw new Error('no f20');
    const trees = createTreeCache((await loadLanguage(PYTHON)).parser);
    const edit = writeDocstring(trees, source, node, 'Return x.');
    // Discovery after the write reads the version the tool checked: it is not parsed again.
    trees.withTree(edit.text, () => undefined);
    expect(trees.counts).toEqual({ full: 1, incremental: 1, reused: 1 });
  });
});
