import { beforeAll, describe, expect, it } from 'vitest';
import type { Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import { tryFindOwner } from '../../../../src/languages/python/docs/python-syntax.js';
import { readSignature } from '../../../../src/languages/python/docs/signature.js';
import type { Signature } from '../../../../src/languages/python/docs/types.js';
import { discover } from '../../../ops/docstring/tools/docstring-harness.js';

let parser: Parser;
beforeAll(async () => {
  parser = (await loadLanguage(PYTHON)).parser;
});

async function signature(source: string, fullName: string): Promise<Signature> {
  const node = (await discover('m.py', source)).find((n) => n.full_name === fullName);
  const tree = parser.parse(source);
  if (!node || !tree) throw new Error(`no ${fullName}`);
  try {
    const owner = tryFindOwner(tree.rootNode, node);
    if (!owner) throw new Error('no owner');
    return readSignature(owner, node);
  } finally {
    tree.delete();
  }
}

describe('readSignature', () => {
  it('reads every kind of parameter with annotations and defaults, without self', async () => {
    const source = `class A:
    async def f(self, a, b: int, /, c=1, *args: str, d: "D" = None, e, **kw) -> dict[
        str, int
    ]:
        return {}
`;
    const sig = await signature(source, 'A.f');
    expect(sig).toMatchObject({
      name: 'f',
      node_type: 'method',
      class_name: 'A',
      is_async: true,
      returns: 'dict[str, int]',
      returns_value: true,
    });
    expect(sig.params).toEqual([
      { name: 'a', kind: 'positional_only', annotation: null, default: null },
      { name: 'b', kind: 'positional_only', annotation: 'int', default: null },
      { name: 'c', kind: 'positional', annotation: null, default: '1' },
      { name: '*args', kind: 'var_positional', annotation: 'str', default: null },
      { name: 'd', kind: 'keyword_only', annotation: '"D"', default: 'None' },
      { name: 'e', kind: 'keyword_only', annotation: null, default: null },
      { name: '**kw', kind: 'var_keyword', annotation: null, default: null },
    ]);
  });

  it('keeps the first parameter of a static method, drops cls of a class method', async () => {
    const source =
      'class A:\n    @staticmethod\n    def s(x): pass\n\n    @classmethod\n    def c(cls, y): pass\n';
    expect((await signature(source, 'A.s')).params.map((p) => p.name)).toEqual(['x']);
    expect(await signature(source, 'A.c')).toMatchObject({
      decorators: ['classmethod'],
      params: [{ name: 'y' }],
    });
  });

  it('finds raises in order, de-duplicated, with messages and conditions, and not in nested defs', async () => {
    const source = `def f(x):
    if not x:
        raise ValueError("x is required")
    elif x < 0:
        raise errors.Negative
    try:
        g()
    except KeyError as error:
        raise LookupError(f"{x}") from error
    raise ValueError("again")
    raise error

    def inner():
        raise RuntimeError("not f's")
    return x
`;
    expect((await signature(source, 'f')).raises).toEqual([
      { exception: 'ValueError', message: 'x is required', condition: 'not x' },
      { exception: 'errors.Negative', message: null, condition: 'x < 0' },
      { exception: 'LookupError', message: null, condition: null },
    ]);
  });

  it('tells generators (by their own yields) and their yielded type', async () => {
    const source = `from typing import Iterator
def gen(n) -> Iterator[tuple[int, str]]:
    yield (n, "x")

def not_gen():
    def inner():
        yield 1
    return inner

def single(a, b):
    """Doc."""
    return a + b
`;
    expect(await signature(source, 'gen')).toMatchObject({
      is_generator: true,
      yields: 'tuple[int, str]',
      returns_value: false,
    });
    expect(await signature(source, 'not_gen')).toMatchObject({
      is_generator: false,
      returns_value: true,
      single_return: null,
    });
    expect((await signature(source, 'single')).single_return).toBe('a + b');
  });

  it("reads a class's __init__ attributes, dataclass fields and bases", async () => {
    const source = `@dataclass
class Order(Base, metaclass=Meta):
    id: int
    limit: ClassVar[int] = 3

    def __init__(self, items: list, note):
        self.items = items
        self.note: str = note
        self.a, self.b = 1, 2
        other.x = 1
        self.items = []

        def helper():
            self.hidden = 1
`;
    expect(await signature(source, 'Order')).toMatchObject({
      node_type: 'class',
      base_classes: ['Base'],
      attributes: [
        { name: 'id', annotation: 'int' },
        { name: 'items', annotation: 'list' },
        { name: 'note', annotation: 'str' },
        { name: 'a', annotation: null },
        { name: 'b', annotation: null },
      ],
    });
  });

  it('names a module by its file, a package by its folder', async () => {
    expect(await signature('x = 1\n', 'm.py')).toMatchObject({
      name: 'm',
      node_type: 'file',
      params: [],
    });
  });
});
