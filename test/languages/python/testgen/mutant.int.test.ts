import { describe, expect, it } from 'vitest';
import { withParsedPython } from '../../../../src/languages/python/parser.js';
import { tryFindOwner } from '../../../../src/languages/python/docs/python-syntax.js';
import { firstMutant } from '../../../../src/languages/python/testgen/mutant.js';

/** The first mutant of the function `name` in `text`. */
const mutantOf = (text: string, name: string, start_line = 1) =>
  withParsedPython(text, (root) => {
    const owner = tryFindOwner(root, { node_type: 'function', name, start_line });
    return owner ? firstMutant(text, owner) : undefined;
  });

describe('firstMutant', () => {
  it('flips a comparison first, never inside the docstring or a nested definition', async () => {
    const text =
      'def f(n):\n    """Is n < 3?"""\n    def g(x):\n        return x < 1\n    return n + 1 > 3\n';
    expect(await mutantOf(text, 'f')).toEqual({
      text: text.replace('n + 1 > 3', 'n + 1 <= 3'),
      mutation: '`>` turned into `<=` on line 5',
    });
  });

  it('then an arithmetic operator, an integer, a boolean, and last the body', async () => {
    expect((await mutantOf('def f(n):\n    return n * 2\n', 'f'))?.text).toBe(
      'def f(n):\n    return n + 2\n',
    );
    expect(await mutantOf('def f():\n    return [0, 7]\n', 'f')).toMatchObject({
      text: 'def f():\n    return [1, 7]\n',
      mutation: '`0` turned into `1` on line 2',
    });
    expect((await mutantOf('def f():\n    return True\n', 'f'))?.text).toBe(
      'def f():\n    return False\n',
    );
    expect(
      await mutantOf('def f(s):\n    """Shout."""\n    s = s.upper()\n    return s\n', 'f'),
    ).toEqual({
      text: 'def f(s):\n    """Shout."""\n    return None\n',
      mutation: 'the body replaced by `return None` on line 3',
    });
  });

  it('leaves `is not` and `not in` alone, and makes none of a class', async () => {
    expect(
      (await mutantOf('def f(a, b):\n    return a is not b or a not in b\n', 'f'))?.mutation,
    ).toBe('the body replaced by `return None` on line 2');
    const owner = await withParsedPython('class A:\n    x = 1\n', (root) =>
      firstMutant('class A:\n    x = 1\n', {
        definition: root.namedChildren[0] as never,
        outer: root.namedChildren[0] as never,
        body: undefined,
      }),
    );
    expect(owner).toBeUndefined();
  });
});
