import { describe, expect, it } from 'vitest';
import type { CSTNode } from '../../../src/core/nodes.js';
import {
  outOfScope as outOfScopeIn,
  SCOPE_RULES,
  type ScopeOptions,
  type ScopeRule,
} from '../../../src/core/signal/scope.js';
import {
  isEllipsisBody,
  leadingDecorators,
  pythonScope,
} from '../../../src/languages/python/scope.js';

const outOfScope = (node: CSTNode, rules: readonly ScopeRule[], options?: ScopeOptions) =>
  outOfScopeIn(node, rules, pythonScope, options);

function node(fields: Partial<CSTNode>): CSTNode {
  return {
    node_id: '0000000000000000',
    node_type: 'function',
    name: 'total',
    full_name: 'total',
    file_path: 'src/shop/cart.py',
    start_line: 1,
    end_line: 2,
    start_byte: 0,
    end_byte: 10,
    text: 'def total():\n    return 1\n',
    ...fields,
  };
}

const all = SCOPE_RULES;

describe('agent scope', () => {
  it('reads the decorators a definition starts with', () => {
    expect(
      leadingDecorators('@typing.overload\n@ functools.cache\ndef f(): ...\n@later\n'),
    ).toEqual(['typing.overload', 'functools.cache']);
  });

  it('puts test code, overload stubs, property setters and deleters, and private names out of scope', () => {
    expect(outOfScope(node({ file_path: 'tests/test_cart.py' }), all)).toBe(
      'tests/test_cart.py is test code',
    );
    expect(outOfScope(node({ file_path: 'src/shop/cart_test.py' }), all)).toMatch(/test code/);
    expect(outOfScope(node({ file_path: 'conftest.py' }), all)).toMatch(/test code/);
    expect(outOfScope(node({ name: 'test_total', full_name: 'test_total' }), all)).toBe(
      'test_total is a test',
    );
    expect(
      outOfScope(node({ node_type: 'class', name: 'TestCart', full_name: 'TestCart' }), all),
    ).toBe('TestCart is a test class');
    expect(outOfScope(node({ text: '@t.overload\ndef total(x: int) -> int: ...\n' }), all)).toMatch(
      /@overload stub/,
    );
    expect(outOfScope(node({ text: '@size.setter\ndef size(self, v): ...\n' }), all)).toBe(
      'total is a property setter',
    );
    expect(outOfScope(node({ full_name: 'Cart._reset', name: '_reset' }), all)).toMatch(/private/);
    expect(outOfScope(node({ full_name: '_Ledger.add', name: 'add' }), all)).toMatch(/private/);
  });

  it('keeps public code, dunders, testing-sounding names and the rules an agent did not name', () => {
    expect(outOfScope(node({}), all)).toBeUndefined();
    // A module whose first definition is an @overload stub is not a stub itself.
    expect(
      outOfScope(
        node({
          node_type: 'file',
          name: 'cart',
          full_name: 'src/shop/cart.py',
          text: '@overload\ndef total(x: int) -> int: ...\ndef total(x):\n    return x\n',
        }),
        all,
      ),
    ).toBeUndefined();
    expect(outOfScope(node({ full_name: 'Cart.__init__', name: '__init__' }), all)).toBeUndefined();
    expect(outOfScope(node({ name: 'testimony', full_name: 'testimony' }), all)).toBeUndefined();
    expect(outOfScope(node({ file_path: 'src/contest.py' }), all)).toBeUndefined();
    expect(
      outOfScope(node({ file_path: 'tests/test_cart.py' }), ['overload_stub']),
    ).toBeUndefined();
    expect(
      outOfScope(node({ full_name: '_helper', name: '_helper' }), all, { private: true }),
    ).toBeUndefined();
  });
  it('keeps a documented private definition in scope where the rule is undocumented_private', () => {
    const documented = node({
      name: '_parse',
      full_name: '_parse',
      text: 'def _parse(\n    text: str = ":",\n) -> int:  # the parser\n    # one of two\n    r"""Parse it.\n\n    Args:\n        text: What to parse.\n    """\n    return 1\n',
    });
    const bare = node({
      name: '_parse',
      full_name: '_parse',
      text: 'def _parse(text):\n    return "a"\n',
    });
    expect(outOfScope(documented, ['undocumented_private'])).toBeUndefined();
    expect(outOfScope(bare, ['undocumented_private'])).toBe(
      '_parse is private (set private: true for this op to include it)',
    );
    expect(outOfScope(documented, ['private'])).toMatch(/private/);
    const documentedClass = node({
      node_type: 'class',
      name: '_Ledger',
      full_name: '_Ledger',
      text: "class _Ledger(Base):\n    '''Entries.'''\n",
    });
    expect(outOfScope(documentedClass, ['undocumented_private'])).toBeUndefined();
  });

  it('puts type stubs and definitions whose body is only `...` out of scope', () => {
    expect(outOfScope(node({ file_path: 'src/shop/cart.pyi' }), ['stub'])).toBe(
      'src/shop/cart.pyi is a type stub',
    );
    expect(outOfScope(node({ text: 'def total(self) -> int: ...\n' }), ['stub'])).toMatch(
      /no body but `...`/,
    );
    expect(
      isEllipsisBody(
        'async def fetch(\n    self, url: "Literal[\'a:b\']" = ":",\n) -> dict[str, int]:\n    """Fetch it: all of it."""\n    ...  # protocol\n',
      ),
    ).toBe(true);
    expect(isEllipsisBody('def total(self):\n    return ...\n')).toBe(false);
    expect(isEllipsisBody('def total(self):\n    """Doc."""\n    pass\n')).toBe(false);
    expect(isEllipsisBody('def total(self): return 1\n')).toBe(false);
    expect(outOfScope(node({}), ['stub'])).toBeUndefined();
  });
});
