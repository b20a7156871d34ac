import { describe, expect, it } from 'vitest';
import {
  mergeTestFile,
  mergeTestFileVersions,
} from '../../../../src/languages/python/testgen/merge-test-file.js';

const ADDITION = `"""Tests for shop.orders, written by Remora."""

import pytest

from shop.orders import Order, total


def test_total_doctest():
    assert total([1, 2]) == 3


def test_total_smoke():
    result = total([42, 7, 13])
    assert isinstance(result, int)
`;

describe('mergeTestFile', () => {
  it('writes the addition as it is to a new file', () => {
    expect(mergeTestFile(undefined, ADDITION)).toEqual({
      ok: true,
      content: ADDITION,
      added: ['test_total_doctest', 'test_total_smoke'],
      importsAdded: [],
    });
  });

  it('imports no name the file binds already, as the tests of networkx bind nx', () => {
    const existing = 'import networkx as nx\nimport os.path\n\n\ndef test_old():\n    assert nx\n';
    const merged = mergeTestFile(
      existing,
      'from networkx.algorithms.cuts import nx\nfrom shop import os\nfrom shop import total\n\n\ndef test_new():\n    assert nx.total(os, total)\n',
    );
    expect(merged).toMatchObject({ ok: true, importsAdded: ['from shop import total'] });
    expect(merged.ok && merged.content).toBe(
      'import networkx as nx\nimport os.path\nfrom shop import total\n\n\ndef test_old():\n    assert nx\n\n\ndef test_new():\n    assert nx.total(os, total)\n',
    );
  });

  it("reaches a name through the file's own binding of its module, as boltons' tests use strutils", () => {
    const existing =
      'import pytest\nfrom boltons import strutils\nimport boltons.iterutils as iu\n\n\ndef test_old():\n    assert strutils.slugify("a")\n';
    const addition = [
      'from boltons.strutils import args2sh',
      'from boltons.iterutils import chunked',
      '',
      '',
      'def test_args2sh_doctest(capsys):',
      "    print(args2sh(['aa', '[bb]']))  # args2sh quotes",
      '    assert capsys.readouterr().out == "aa \'[bb]\'\\n"',
      '    assert args2sh.__name__ == strutils.args2sh.__name__',
      '',
      '',
      'def test_chunked_smoke():',
      '    assert list(chunked(range(4),  2)) == [[0, 1], [2, 3]]',
      '',
    ].join('\n');
    expect(mergeTestFile(existing, addition, (module) => module === 'boltons.strutils')).toEqual({
      ok: true,
      importsAdded: [],
      added: ['test_args2sh_doctest', 'test_chunked_smoke'],
      content: [
        'import pytest',
        'from boltons import strutils',
        'import boltons.iterutils as iu',
        '',
        '',
        'def test_old():',
        '    assert strutils.slugify("a")',
        '',
        '',
        'def test_args2sh_doctest(capsys):',
        "    print(strutils.args2sh(['aa', '[bb]']))  # args2sh quotes",
        '    assert capsys.readouterr().out == "aa \'[bb]\'\\n"',
        '    assert strutils.args2sh.__name__ == strutils.args2sh.__name__',
        '',
        '',
        'def test_chunked_smoke():',
        '    assert list(iu.chunked(range(4),  2)) == [[0, 1], [2, 3]]',
        '',
      ].join('\n'),
    });
  });

  it('imports the name as before where a use of it cannot be told apart: in a string, as a keyword', () => {
    const existing = 'from boltons import strutils\n\n\ndef test_old():\n    assert strutils\n';
    // Nor through a from-import that may bind something else than the module.
    expect(
      mergeTestFile(
        existing,
        'from boltons.strutils import args2sh\n\n\ndef test_new():\n    assert args2sh\n',
      ),
    ).toMatchObject({ ok: true, importsAdded: ['from boltons.strutils import args2sh'] });
    for (const use of [
      '    assert f"{args2sh([])}" == ""',
      '    assert dict(args2sh=1)',
      '    args2sh = None',
      '    for args2sh in []:\n        pass',
      '    assert (args2sh := None) is None',
    ]) {
      const merged = mergeTestFile(
        existing,
        `from boltons.strutils import args2sh\n\n\ndef test_new():\n    assert args2sh([]) == ""\n${use}\n`,
        () => true,
      );
      expect(merged, use).toMatchObject({
        ok: true,
        importsAdded: ['from boltons.strutils import args2sh'],
      });
      expect(merged.ok && merged.content, use).toContain('    assert args2sh([]) == ""\n');
    }
  });

  it('keeps the existing file, joins names to its import of the module, and appends the tests', () => {
    const existing = `"""Hand-written tests."""

import json

from shop.orders import total


def test_total_empty():
    assert total([]) == 0
`;
    expect(mergeTestFile(existing, ADDITION)).toEqual({
      ok: true,
      content: `"""Hand-written tests."""

import json
import pytest

from shop.orders import Order, total


def test_total_empty():
    assert total([]) == 0


def test_total_doctest():
    assert total([1, 2]) == 3


def test_total_smoke():
    result = total([42, 7, 13])
    assert isinstance(result, int)
`,
      added: ['test_total_doctest', 'test_total_smoke'],
      importsAdded: ['import pytest', 'from shop.orders import Order'],
    });
  });

  it('adds nothing already imported, even through a parenthesised import, and puts plain imports before from-imports', () => {
    const existing = `from shop.orders import (
    Order,
    total,
)
import pytest


def test_x():
    pass
`;
    const merged = mergeTestFile(existing, ADDITION);
    expect(merged).toMatchObject({ ok: true, importsAdded: [] });
    expect(merged.ok && merged.content.startsWith(existing)).toBe(true);
    const onlyFrom = mergeTestFile(
      'from other import thing\n\n\ndef test_y():\n    pass\n',
      'import asyncio\n\nfrom shop.orders import total\n\n\ndef test_z():\n    total([])\n',
    );
    expect(onlyFrom).toMatchObject({
      ok: true,
      content:
        'import asyncio\n\nfrom other import thing\nfrom shop.orders import total\n\n\ndef test_y():\n    pass\n\n\ndef test_z():\n    total([])\n',
    });
  });

  it('puts imports after the docstring of a file that has none', () => {
    expect(
      mergeTestFile(
        '"""Doc."""\n\n\ndef test_a():\n    pass\n',
        'from m import f\n\n\ndef test_b():\n    f()\n',
      ),
    ).toMatchObject({
      ok: true,
      content:
        '"""Doc."""\n\nfrom m import f\n\n\ndef test_a():\n    pass\n\n\ndef test_b():\n    f()\n',
    });
  });

  it('refuses a test name the file already has', () => {
    expect(mergeTestFile('def test_total_smoke():\n    pass\n', ADDITION)).toEqual({
      ok: false,
      error: 'the file already defines test_total_smoke; choose other names',
    });
  });

  it('reads past a string that ends in an escaped backslash', () => {
    // The bracket in the second string is text, so the def after the line is a statement.
    const existing = 'PAIR = ("a\\\\", "(")\n\n\ndef test_total_smoke():\n    pass\n';
    expect(mergeTestFile(existing, ADDITION)).toEqual({
      ok: false,
      error: 'the file already defines test_total_smoke; choose other names',
    });
  });

  it('does not mistake code inside strings and brackets for statements', () => {
    const existing = 'DATA = """\ndef test_fake():\n"""\nVALUES = [\n1,\n]\n';
    expect(mergeTestFile(existing, 'def test_fake():\n    assert DATA\n')).toMatchObject({
      ok: true,
      added: ['test_fake'],
    });
  });
});

describe('mergeTestFileVersions', () => {
  const base =
    '"""Hand-written."""\n\nfrom calc.arith import add\n\n\ndef test_add_small():\n    assert add(1, 1) == 2\n';
  const addTests = mergeTestFile(
    base,
    'from calc.arith import add\n\n\ndef test_add_doctest():\n    assert add(2, 3) == 5\n',
  );
  const meanTests = mergeTestFile(
    base,
    'import pytest\n\nfrom calc.arith import mean\n\n\ndef test_mean_doctest():\n    with pytest.raises(ValueError):\n        mean([])\n',
  );

  it("combines what two workspaces appended to the same test file, each one's imports included", () => {
    if (!addTests.ok || !meanTests.ok) throw new Error('setup');
    expect(mergeTestFileVersions(base, addTests.content, meanTests.content)).toBe(
      '"""Hand-written."""\n\nimport pytest\n\nfrom calc.arith import add, mean\n\n\ndef test_add_small():\n    assert add(1, 1) == 2\n\n\ndef test_add_doctest():\n    assert add(2, 3) == 5\n\n\ndef test_mean_doctest():\n    with pytest.raises(ValueError):\n        mean([])\n',
    );
  });

  it('combines two new files that both created the same test module', () => {
    const one =
      '"""Tests for calc.shapes, written by Remora."""\n\nfrom calc.shapes import Point\n\n\ndef test_point_smoke():\n    assert Point(x=1.0)\n';
    const two =
      '"""Tests for calc.shapes, written by Remora."""\n\nfrom calc.shapes import describe\n\n\ndef test_describe_smoke():\n    assert describe()\n';
    expect(mergeTestFileVersions(undefined, one, two)).toBe(
      '"""Tests for calc.shapes, written by Remora."""\n\nfrom calc.shapes import Point, describe\n\n\ndef test_point_smoke():\n    assert Point(x=1.0)\n\n\ndef test_describe_smoke():\n    assert describe()\n',
    );
  });

  it('gives up on real conflicts: an edited test, or one name defined twice differently', () => {
    if (!addTests.ok) throw new Error('setup');
    expect(
      mergeTestFileVersions(base, addTests.content, base.replace('== 2', '== 3')),
    ).toBeUndefined();
    expect(
      mergeTestFileVersions(base, addTests.content, addTests.content.replace('== 5', '!= 4')),
    ).toBeUndefined();
    expect(mergeTestFileVersions(base, addTests.content, addTests.content)).toBe(addTests.content);
    expect(mergeTestFileVersions(base, undefined, addTests.content)).toBeUndefined();
  });
});
