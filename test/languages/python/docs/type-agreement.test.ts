import { beforeAll, describe, expect, it } from 'vitest';
import type { Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import { readBodyFacts } from '../../../../src/languages/python/docs/body-facts.js';
import { readClassContract } from '../../../../src/languages/python/docs/class-contract.js';
import {
  ownerOf,
  type DocstringOwner,
} from '../../../../src/languages/python/docs/python-syntax.js';
import { reviewNodeDocstring } from '../../../../src/languages/python/docs/review-node-docstring.js';
import { readSignature } from '../../../../src/languages/python/docs/signature.js';
import {
  asDocumented,
  leftBehind,
  typeMembers,
  type TypeMembers,
} from '../../../../src/languages/python/docs/type-agreement.js';
import type { DocstringStyle, Signature } from '../../../../src/languages/python/docs/types.js';
import { currentDocstring } from '../../../../src/languages/python/docstring/read-current-docstring.js';

let parser: Parser;
beforeAll(async () => {
  parser = (await loadLanguage(PYTHON)).parser;
});

function functionOf(source: string): { owner: DocstringOwner; signature: Signature } {
  const definition = parser.parse(source)?.rootNode.descendantsOfType('function_definition')[0];
  if (!definition) throw new Error('no function');
  const owner = ownerOf(definition);
  const name = definition.childForFieldName('name')?.text ?? '';
  const node = { node_type: 'function' as const, name, full_name: name, file_path: 'm.py' };
  return { owner, signature: readSignature(owner, node) };
}

/** Reviews the first function of `head`, its base read from `base` (undefined: unknown). */
function review(head: string, base: string | undefined, style: DocstringStyle = 'google') {
  const { owner, signature } = functionOf(head);
  const { current } = currentDocstring(owner, style);
  const before = base === undefined ? base : functionOf(base).signature;
  return reviewNodeDocstring(
    signature,
    current,
    style,
    {},
    before,
    undefined,
    readBodyFacts(owner),
  );
}

/** A function `f` with one parameter annotated `annotation` and documented as `documented`. */
const google = (annotation: string, documented: string): string => `def f(x: ${annotation}):
    """Do it.

    Args:
        x (${documented}): The thing.
    """
    g(x)
`;

const members = (text: string, doc = false): TypeMembers => {
  const found = typeMembers(text, doc);
  if (!found) throw new Error(`not a type: ${text}`);
  return found;
};

describe('typeMembers', () => {
  it('reads Optional, Union, | None, typing aliases, module prefixes and quotes alike', () => {
    const spell = (text: string, doc = false) => {
      const m = members(text, doc);
      return { names: [...m.names].sort(), none: m.none };
    };
    expect(spell('Optional[List[int]]')).toEqual({ names: ['list'], none: true });
    expect(spell('list[int] | None')).toEqual({ names: ['list'], none: true });
    expect(spell('typing.Union[int, "Text"]')).toEqual({ names: ['Text', 'int'], none: false });
    expect(spell('np.ndarray')).toEqual({ names: ['ndarray'], none: false });
    expect(spell('Union[int, str], optional', true)).toEqual({
      names: ['int', 'str'],
      none: false,
    });
    expect(spell(':class:`~pkg.Thing`', true)).toEqual({ names: ['Thing'], none: false });
  });

  it('reads prose as no type at all', () => {
    for (const prose of [
      'int or str',
      'array-like',
      'callable',
      'iterable of str',
      'dict-like',
      'ndarray',
      "{'a', 'b'}",
      'list of int',
      'A mapping',
    ])
      expect(typeMembers(prose, true), prose).toBeUndefined();
  });
});

describe('asDocumented', () => {
  it("drops a forward reference's quotes and keeps a Literal's strings", () => {
    expect(asDocumented('Optional["Console"]')).toBe('Optional[Console]');
    expect(asDocumented('"RenderableType"')).toBe('RenderableType');
    expect(asDocumented('Union[Literal["rb"], Literal["r"]]')).toBe(
      'Union[Literal["rb"], Literal["r"]]',
    );
  });
});

describe('leftBehind', () => {
  it('holds a documented type to the annotation only where it agreed at the base', () => {
    const is = (doc: string, base: string, head: string) =>
      leftBehind(members(doc, true), members(base), members(head));
    expect(is('AlignValues', 'AlignValues', 'AlignMethod')).toBe(true);
    expect(is('Styles, optional', 'Styles', 'StylesBase')).toBe(true);
    expect(is('Optional[float]', 'Optional[float]', 'float')).toBe(true);
    expect(is('ConsoleRenderable', 'Union[str, ConsoleRenderable]', 'RenderableType')).toBe(true);
    // It never agreed: not this change's doing.
    expect(is('bool', 'int', 'float')).toBe(false);
    // The same type spelled anew.
    expect(is('List[int]', 'List[int]', 'list[int]')).toBe(false);
    expect(is('Optional[int]', 'Optional[int]', 'int | None')).toBe(false);
    // A docstring that says less than the annotation is not held to say more.
    expect(is('int', 'int', 'Optional[int]')).toBe(false);
    expect(is('Foo', 'Union[str, Foo]', 'Union[str, Foo, Bar]')).toBe(false);
    // What maintainers leave as it is: a builtin for an alias or a wider union, a structural
    // type, a union the change named with one alias, a type variable.
    expect(is('str', 'str', 'AlignMethod')).toBe(false);
    expect(is('int, optional', 'int', 'Union[int, str]')).toBe(false);
    expect(is('Iterable[Segment]', 'Iterable[Segment]', 'Sequence[Segment]')).toBe(false);
    expect(is('Union[str, Style]', 'Union[str, Style]', 'StyleType')).toBe(false);
    expect(is('Widget', 'Widget', '_T')).toBe(false);
    // Any agrees with everything.
    expect(is('int', 'int', 'Any')).toBe(false);
  });
});

describe('a documented type the change left behind its annotation', () => {
  it('rewrites the type to the new annotation, its qualifiers kept', () => {
    const result = review(
      google('Union[Offset, str] = "0"', 'Point, optional'),
      google('Point = "0"', 'Point, optional'),
    );
    expect(result.repaired).toContain('x (Union[Offset, str], optional): The thing.');
    expect(result.repairs).toEqual(['rewrote the type of x to Union[Offset, str], as annotated']);
    expect(result.problems).toEqual([]);
  });

  it('drops a None the annotation no longer lets in, and the quotes of a forward reference', () => {
    expect(
      review(
        google('float = 10', 'Optional[float], optional'),
        google('float = None', 'Optional[float], optional'),
      ).repaired,
    ).toContain('x (float, optional): The thing.');
    expect(
      review(google('"RenderableType" = ""', 'TextType'), google('TextType = ""', 'TextType'))
        .repaired,
    ).toContain('x (RenderableType): The thing.');
  });

  it('says nothing without a base, where it never agreed, or where the type is spelled anew or in prose', () => {
    const quiet = (head: string, base: string | undefined) => {
      const result = review(head, base);
      expect(result.repaired, head).toBeUndefined();
      expect(result.problems, head).toEqual([]);
    };
    quiet(google('AlignMethod', 'AlignValues'), undefined);
    quiet(google('AlignMethod', 'Alignment'), google('AlignValues', 'Alignment'));
    quiet(google('list[int]', 'List[int]'), google('List[int]', 'List[int]'));
    quiet(
      google('int | None = None', 'Optional[int]'),
      google('Optional[int] = None', 'Optional[int]'),
    );
    quiet(google('Callable[[], int]', 'callable'), google('Callable[[], str]', 'callable'));
    quiet(google('Handler', 'callable'), google('Callable', 'callable'));
    quiet(google('Optional[int] = None', 'int, optional'), google('int = 0', 'int, optional'));
    quiet(google('numpy.ndarray', 'np.ndarray'), google('np.ndarray', 'np.ndarray'));
    // Left as it is by the maintainers of rich for years: a builtin for an alias, a union named anew.
    quiet(google('AlignMethod = "left"', 'str, optional'), google('str = "left"', 'str, optional'));
    quiet(
      google('StyleType', 'Union[str, Style]'),
      google('Union[str, Style]', 'Union[str, Style]'),
    );
  });

  it('reads the type of an entry in an Args section indented under the summary', () => {
    const head = (annotation: string) => `def f(message: ${annotation}):
    """Say it. Raise this within a check to indicate an error
    and provide an error message.

        Args:
            message (Text): Error message.
    """
    g(message)
`;
    expect(review(head('RenderableType'), head('Text')).repaired).toContain(
      '    Args:\n        message (RenderableType): Error message.',
    );
  });

  it('rewrites NumPy and Sphinx types in their own shape', () => {
    const numpy = (annotation: string) => `def f(x: ${annotation}):
    """Do it.

    Parameters
    ----------
    x : Point, optional
        The thing, a point.
    """
    g(x)
`;
    expect(review(numpy('Offset'), numpy('Point'), 'numpy').repaired).toContain(
      'x : Offset, optional\n    The thing, a point.',
    );
    const sphinx = (annotation: string) => `def f(x: ${annotation}):
    """Do it.

    :param x: The thing, a point.
    :type x: Point
    """
    g(x)
`;
    const result = review(sphinx('Offset'), sphinx('Point'), 'sphinx');
    expect(result.repaired).toContain(':param x: The thing, a point.\n:type x: Offset');
  });

  it('names the entry where the type cannot be rewritten in place', () => {
    // A None the default lets in that the annotation does not write: no one right repair.
    const result = review(
      google('Offset = None', 'Optional[Point]'),
      google('Point = None', 'Optional[Point]'),
    );
    expect(result.repaired).toBeUndefined();
    expect(result.problems).toEqual([
      {
        rule: 'docstring.contradicted',
        message:
          'The docstring of `f` documents `x` as `Optional[Point]`, but the change annotated it `Offset`.',
      },
    ]);
  });

  it('names the entry, rather than lose it, when another repair of the docstring comes first', () => {
    const two = (signature: string) => `def f(${signature}):
    """Do it.

    Args:
        x (Point): The thing.
        y (int): The other thing.
    """
    g(x)
`;
    const result = review(two('x: Offset'), two('x: Point, y: int'));
    expect(result.repairs).toEqual(['removed the entry for y (no such parameter)']);
    expect(result.repaired).toContain('x (Point): The thing.');
    expect(result.problems).toEqual([
      {
        rule: 'docstring.contradicted',
        message:
          'The docstring of `f` documents `x` as `Point`, but the change annotated it `Offset`.',
      },
    ]);
  });

  it("holds a class's docstring to its constructor's annotations", () => {
    const panel = (annotation: string) => `class Panel:
    """A panel.

    Args:
        renderable (ConsoleRenderable): What it shows.
        expand (bool, optional): Whether it grows. Defaults to True.
    """

    def __init__(self, renderable: ${annotation}, expand: bool = True) -> None:
        self.renderable = renderable
        self.expand = expand
`;
    const classOf = (source: string) => {
      const definition = parser.parse(source)?.rootNode.descendantsOfType('class_definition')[0];
      if (!definition) throw new Error('no class');
      return definition;
    };
    const head = classOf(panel('RenderableType'));
    const owner = ownerOf(head);
    const node = {
      node_type: 'class' as const,
      name: 'Panel',
      full_name: 'Panel',
      file_path: 'm.py',
    };
    const result = reviewNodeDocstring(
      readSignature(owner, node),
      currentDocstring(owner, 'google').current,
      'google',
      {},
      undefined,
      {
        now: readClassContract(head),
        before: readClassContract(classOf(panel('Union[str, ConsoleRenderable]'))),
      },
    );
    expect(result.repaired).toContain('renderable (RenderableType): What it shows.');
    expect(result.repairs).toEqual([
      'rewrote the type of renderable to RenderableType, as annotated',
    ]);
  });
});

describe('a documented return type the change left behind its annotation', () => {
  const returning = (annotation: string, documented: string, style: DocstringStyle) => {
    const section =
      style === 'google'
        ? `Returns:\n        ${documented}: The frame.`
        : style === 'numpy'
          ? `Returns\n    -------\n    ${documented}\n        The frame.`
          : `:returns: The frame.\n    :rtype: ${documented}`;
    return `def render(time: float) -> ${annotation}:
    """Render a frame.

    ${section}
    """
    return make(time)
`;
  };

  it('rewrites it in each style', () => {
    const cases: [DocstringStyle, string][] = [
      ['google', 'Returns:\n    RenderableType: The frame.'],
      ['numpy', 'Returns\n-------\nRenderableType\n    The frame.'],
      ['sphinx', ':returns: The frame.\n:rtype: RenderableType'],
    ];
    for (const [style, expected] of cases) {
      const result = review(
        returning('"RenderableType"', 'Text', style),
        returning('Text', 'Text', style),
        style,
      );
      expect(result.repaired, style).toContain(expected);
      expect(result.repairs, style).toEqual([
        'rewrote the return type to RenderableType, as annotated',
      ]);
    }
  });

  it('says nothing where the type is spelled anew, says less, or never agreed', () => {
    const quiet = (head: string, base: string) => {
      const result = review(head, base);
      expect(result.repaired, head).toBeUndefined();
      expect(result.problems, head).toEqual([]);
    };
    quiet(
      returning('list[str]', 'List[str]', 'google'),
      returning('List[str]', 'List[str]', 'google'),
    );
    quiet(returning('Optional[Text]', 'Text', 'google'), returning('Text', 'Text', 'google'));
    quiet(returning('Segment', 'Text', 'google'), returning('Line', 'Text', 'google'));
  });
});

describe('an example that awaits a function the change made synchronous', () => {
  const request = (
    prefix: string,
    call: string,
  ) => `${prefix}def request(method: str, url: str) -> Response:
    """Send a request.

    \`\`\`
    >>> import httpx
    >>> response = ${call}('GET', 'https://example.org')
    >>> response
    <Response [200 OK]>
    \`\`\`
    """
    with Client() as client:
        return client.request(method, url)
`;

  it('drops the await', () => {
    const result = review(
      request('', 'await httpx.request'),
      request('async ', 'await httpx.request'),
      'markdown',
    );
    expect(result.repaired).toContain(">>> response = httpx.request('GET', 'https://example.org')");
    expect(result.repairs).toEqual([
      "removed the await from the example `>>> response = httpx.request('GET', 'https://example.org')` (request is no longer a coroutine function)",
    ]);
  });

  it("leaves a function that was never asynchronous, or an object's method of the same name", () => {
    const quiet = (head: string, base: string) => {
      const result = review(head, base, 'markdown');
      expect(result.repaired, head).toBeUndefined();
      expect(result.problems, head).toEqual([]);
    };
    quiet(request('', 'await httpx.request'), request('', 'await httpx.request'));
    quiet(request('async ', 'await httpx.request'), request('async ', 'await httpx.request'));
    quiet(request('', 'await client.request'), request('async ', 'await client.request'));
  });
});
