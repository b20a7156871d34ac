import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withParsedPython } from '../../../src/languages/python/parser.js';
import { createTreeCache, textEdit } from '../../../src/adapters/tree-sitter/tree-cache.js';
import { loadLanguage } from '../../../src/adapters/tree-sitter/tree-sitter.js';
import {
  discoverFileSpans,
  type LoadedLanguage,
} from '../../../src/core/discovery/discover-file.js';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';
import { missingDocstringExcuse } from '../../../src/languages/python/docs/docstring-style.js';
import { allDefinitions } from '../../../src/languages/python/docs/python-syntax.js';

let python: LoadedLanguage;

beforeAll(async () => {
  python = await loadLanguage(PYTHON);
});

/** A module of `count` small functions, with characters outside the BMP and Latin-1 in it. */
function module(count: number, body = (i: number) => `    return "é${i} 🐍"`): string {
  return Array.from({ length: count }, (_, i) => `def f${i}(x):\n${body(i)}\n`).join('\n');
}

/** The tree of `text` as a fresh parse sees it: the reference an incremental parse must equal. */
function freshTree(text: string): string {
  const tree = python.parser.parse(text);
  if (!tree) throw new Error('no tree');
  try {
    return tree.rootNode.toString();
  } finally {
    tree.delete();
  }
}

/** Parses `before`, then `after` from its tree: one parse from nothing, one incremental, the tree a fresh parse gives. */
function expectIncremental(before: string, after: string): void {
  const trees = createTreeCache(python.parser);
  trees.withTree(before, () => undefined);
  const incremental = trees.withTree(after, (tree) => tree.rootNode.toString());
  expect(trees.counts).toEqual({ full: 1, incremental: 1, reused: 0 });
  expect(incremental).toBe(freshTree(after));
}

const EDITS: readonly [string, (text: string) => string][] = [
  [
    'a line changed in the middle',
    (t) => t.replace('return "é50 🐍"', 'return f"{x} é 🐍" if x else None'),
  ],
  [
    'a function inserted after wide characters',
    (t) => t.replace('def f60(x):', 'def g(y):\n    return "🐍🐍"\n\n\ndef f60(x):'),
  ],
  ['a function removed', (t) => t.replace('def f70(x):\n    return "é70 🐍"\n', '')],
  ['a syntax error made', (t) => t.replace('def f80(x):', 'def f80(x:')],
  ['a character added at the very end', (t) => `${t}#`],
  ['a character added at the very start', (t) => `#\n${t}`],
];

describe('the tree cache', () => {
  it.each(EDITS)(
    'parses a new version incrementally into the tree a fresh parse gives: %s',
    (_, edit) => expectIncremental(module(100), edit(module(100))),
  );

  /** Changes spread through a large module, as a pull request's head has against its base. */
  const SPREAD: readonly [string, (text: string) => string][] = [
    [
      'lines changed, inserted and removed far apart',
      (t) =>
        t
          .replace('return "é100 🐍"', 'return f"{x} é 🐍" if x else None')
          .replace('def f900(x):', 'def g(y):\n    return "🐍🐍"\n\n\ndef f900(x):')
          .replace('def f1500(x):\n    return "é1500 🐍"\n', '')
          .replace('def f1990(x):', 'def f1990(x:'),
    ],
  ];

  it.each(SPREAD)(
    'parses a large new version changed in places far apart incrementally, into the tree a fresh parse gives: %s',
    (_, edit) => {
      const before = module(2000);
      expect(before.length).toBeGreaterThan(32 * 1024);
      expectIncremental(before, edit(before));
    },
  );

  it('parses a large version incrementally where its last line has no line break', () => {
    const before = `${module(2000)}# the end`;
    expectIncremental(
      before,
      before
        .replace('def f10(x):', 'def f10(x, y):')
        .replace('return "é1999 🐍"\n', 'return "é1999"\n\n\nz = 1\n'),
    );
  });

  it('parses large versions changed at random places into the trees fresh parses give', () => {
    // A fixed seed: the same places on every run.
    let seed = 7;
    const random = (below: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const trees = createTreeCache(python.parser, { capacity: 2 });
    let text = module(1500);
    trees.withTree(text, () => undefined);
    for (let round = 0; round < 12; round++) {
      const lines = text.split('\n');
      for (let change = 0; change < 1 + random(6); change++) {
        const at = random(lines.length);
        const kind = random(3);
        if (kind === 0) lines.splice(at, 1);
        else if (kind === 1) lines.splice(at, 0, `def r${round}_${change}(🐍):`, '    return é');
        else lines[at] = `${lines[at] ?? ''} # é${round}`;
      }
      text = lines.join('\n');
      const incremental = trees.withTree(text, (tree) => tree.rootNode.toString());
      expect(incremental, `round ${round}`).toBe(freshTree(text));
    }
    expect(trees.counts.incremental).toBe(12);
  });

  it('parses a large text from nothing when no text it holds shares its first and last lines', () => {
    const trees = createTreeCache(python.parser);
    trees.withTree(module(2000), () => undefined);
    trees.withTree(`# another file\n${module(2000)}# its end\n`, () => undefined);
    expect(trees.counts).toEqual({ full: 2, incremental: 0, reused: 0 });
  });

  it('puts the edit at code-unit indices and columns after wide characters', () => {
    const edit = textEdit('a = "🐍"\nb = 1\n', 'a = "🐍"\nb = 22\n');
    expect(edit).toMatchObject({
      startIndex: 13,
      oldEndIndex: 14,
      newEndIndex: 15,
      startPosition: { row: 1, column: 4 },
      oldEndPosition: { row: 1, column: 5 },
      newEndPosition: { row: 1, column: 6 },
    });
  });

  it('parses a text unlike any it holds from nothing, and a text it holds not at all', () => {
    const trees = createTreeCache(python.parser);
    trees.withTree(module(10), () => undefined);
    trees.withTree('class Other:\n    pass\n', () => undefined);
    trees.withTree(module(10), () => undefined);
    expect(trees.counts).toEqual({ full: 2, incremental: 0, reused: 1 });
  });

  it('deletes the trees it evicts, and only those', () => {
    const trees = createTreeCache(python.parser, { capacity: 2 });
    const seen: object[] = [];
    for (let i = 0; i < 3; i++)
      trees.withTree(
        module(5, () => `    return ${i}`),
        (tree) => seen.push(tree),
      );
    const deleted = seen.map((tree) => vi.spyOn(tree as { delete(): void }, 'delete'));
    trees.withTree(
      module(5, () => '    return 3'),
      () => undefined,
    );
    expect(deleted.map((spy) => spy.mock.calls.length)).toEqual([0, 1, 0]);
  });

  it('keeps no more text than its budget, but always the newest tree', () => {
    const [small, other, large] = [module(5), module(6), module(40)];
    const trees = createTreeCache(python.parser, { maxChars: other.length * 2 });
    const seen: object[] = [];
    for (const text of [small, other]) trees.withTree(text, (tree) => seen.push(tree));
    const deleted = seen.map((tree) => vi.spyOn(tree as { delete(): void }, 'delete'));
    // Larger than the whole budget: both older trees go, the new one is kept and used.
    const names = trees.withTree(large, (tree) => tree.rootNode.namedChildren.length);
    expect(names).toBe(40);
    expect(deleted.map((spy) => spy.mock.calls.length)).toEqual([1, 1]);
    expect(trees.withTree(large, () => 'kept')).toBe('kept');
    expect(trees.counts.reused).toBe(1);
  });

  it('keeps a tree while it is in use, though newer texts are parsed inside that use', () => {
    const trees = createTreeCache(python.parser, { capacity: 1 });
    const [outer, inner] = [module(30), module(30, (i) => `    return ${i}`)];
    const seen = trees.withTree(outer, (tree) => {
      // A tool checks its edit of the file inside the use of the file's own tree.
      trees.withTree(inner, () => undefined);
      return tree.rootNode.toString();
    });
    expect(seen).toBe(freshTree(outer));
    // Once out of use, the older tree goes as the capacity says.
    trees.withTree(module(2), () => undefined);
    trees.withTree(outer, () => undefined);
    expect(trees.counts.reused).toBe(0);
  });

  it('is shared by discovery: a file version discovered again is not parsed again', () => {
    const trees = createTreeCache(python.parser);
    const language = { ...python, trees };
    const bytes = new TextEncoder().encode(module(20));
    const first = discoverFileSpans(language, 'pkg/mod.py', bytes, { maxFileBytes: 1 << 20 });
    const again = discoverFileSpans(language, 'pkg/mod.py', bytes, { maxFileBytes: 1 << 20 });
    expect(trees.counts).toEqual({ full: 1, incremental: 0, reused: 1 });
    expect(again.discovery.nodes).toEqual(first.discovery.nodes);
    expect(first.discovery.nodes.map((node) => node.full_name)).toContain('f19');
  });
  it("judges a file's docstring habit by the version at hand, not an earlier one it was edited from", async () => {
    const bare = module(6, () => '    return 1');
    const documented = module(6, (i) => (i === 0 ? '    return 1' : `    """F${i}."""`));
    const excuse = (text: string) =>
      withParsedPython(text, (root) => {
        const f0 = allDefinitions(root).find(
          (node) => node.childForFieldName('name')?.text === 'f0',
        );
        if (!f0) throw new Error('no f0');
        return missingDocstringExcuse(root, f0, new Set());
      });
    expect(await excuse(bare)).toBe('most public functions of this file have none');
    expect(await excuse(documented)).toBeUndefined();
    expect(await excuse(bare)).toBe('most public functions of this file have none');
  });
});
