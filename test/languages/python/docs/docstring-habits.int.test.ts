import { describe, expect, it } from 'vitest';
import { withParsedPython } from '../../../../src/languages/python/parser.js';
import {
  documentedMethodNames,
  missingDocstringExcuse,
  type FunctionDocs,
} from '../../../../src/languages/python/docs/docstring-style.js';
import { allDefinitions } from '../../../../src/languages/python/docs/python-syntax.js';
import { parseDocstring } from '../../../../src/languages/python/docs/parse-docstring.js';
import { reviewDocstring } from '../../../../src/languages/python/docs/repair-docstring.js';
import type { CurrentDocstring, Signature } from '../../../../src/languages/python/docs/types.js';

/** missingDocstringExcuse for the def named `name` in `source`. */
function excuse(
  source: string,
  name: string,
  documented: readonly string[] = [],
  around?: FunctionDocs,
  filePath?: string,
) {
  return withParsedPython(source, (root) => {
    const definition = allDefinitions(root).find(
      (node) => node.childForFieldName('name')?.text === name,
    );
    if (!definition) throw new Error(`no ${name}`);
    return missingDocstringExcuse(root, definition, new Set(documented), () => around, filePath);
  });
}

const DOCUMENTED_FILE = `def first(x):
    """Do the first thing."""


def second(x):
    """Do the second thing."""


def third(x):
    return x
`;

/** pallets/jinja at ece7c271, src/jinja2/filters.py, lines 647-695. */
const JINJA_FILTERS = `def do_center(value: str, width: int = 80) -> str:
    """Centers the value in a field of a given width."""
    return soft_str(value).center(width)


@pass_environment
def sync_do_first(environment: "Environment", seq: "t.Iterable[V]") -> "V | Undefined":
    """Return the first item of a sequence."""
    try:
        return next(iter(seq))
    except StopIteration:
        return environment.undefined("No first item, sequence was empty.")


@async_variant(sync_do_first)  # type: ignore
async def do_first(
    environment: "Environment", seq: "t.AsyncIterable[V] | t.Iterable[V]"
) -> "V | Undefined":
    try:
        return await auto_aiter(seq).__anext__()
    except StopAsyncIteration:
        return environment.undefined("No first item, sequence was empty.")


@pass_environment
def do_last(environment: "Environment", seq: "t.Reversible[V]") -> "V | Undefined":
    """Return the last item of a sequence.

    Note: Does not work with generators. You may want to explicitly
    convert it to a list:

    .. sourcecode:: jinja

        {{ data | selectattr('name', '==', 'Jinja') | list | last }}
    """
    try:
        return next(iter(reversed(seq)))
    except StopIteration:
        return environment.undefined("No last item, sequence was empty.")


# No async do_last, it may not be safe in async mode.


@pass_context
def do_random(context: "Context", seq: "t.Sequence[V]") -> "V | Undefined":
    """Return a random item from the sequence."""
    try:
        return random.choice(seq)
`;

describe('when a missing docstring is asked for', () => {
  it('asks in a file whose public functions are documented', async () => {
    expect(await excuse(DOCUMENTED_FILE, 'third')).toBeUndefined();
  });

  it('does not ask in a file whose public functions are mostly undocumented', async () => {
    const bare =
      'def a(x):\n    return x\n\n\ndef b(x):\n    return x\n\n\ndef c(x):\n    """C."""\n\n\ndef d(x):\n    return x\n';
    expect(await excuse(bare, 'a')).toBe('most public functions of this file have none');
  });

  it('judges a file too small to say by the functions around it', async () => {
    const script = 'def train_model(model, data):\n    return model.fit(data)\n';
    expect(await excuse(script, 'train_model', [], { total: 313, documented: 60 })).toBe(
      'most public functions around this file have none',
    );
    expect(await excuse(script, 'train_model', [], { total: 40, documented: 30 })).toBeUndefined();
    expect(await excuse(script, 'train_model')).toBeUndefined();
    // A file with enough functions of its own is judged by them, whatever is around it.
    expect(
      await excuse(DOCUMENTED_FILE, 'third', [], { total: 313, documented: 0 }),
    ).toBeUndefined();
  });

  it("holds a class to the file's classes where it has enough of them", async () => {
    // pydantic-core's core_schema.py: documented factory functions, bare TypedDict schemas.
    const schemas = `${DOCUMENTED_FILE}
class AnySchema(TypedDict, total=False):
    type: Required[Literal['any']]


class NoneSchema(TypedDict, total=False):
    type: Required[Literal['none']]


class BoolSchema(TypedDict, total=False):
    type: Required[Literal['bool']]
`;
    expect(await excuse(schemas, 'BoolSchema')).toBe('most public classes of this file have none');
    // Documented classes: a bare one among them is asked for, whatever the functions do.
    const documented = schemas
      .replace(
        "total=False):\n    type: Required[Literal['any']]",
        `total=False):\n    """Any."""\n    type: int`,
      )
      .replace(
        "total=False):\n    type: Required[Literal['none']]",
        `total=False):\n    """None."""\n    type: int`,
      );
    expect(await excuse(documented, 'BoolSchema')).toBeUndefined();
    // Too few classes to say: the functions' habit decides, as before.
    expect(await excuse(`${DOCUMENTED_FILE}\nclass Lone:\n    x = 1\n`, 'Lone')).toBeUndefined();
  });

  it('does not ask in examples or documentation tooling', async () => {
    const because = 'examples and documentation tooling are not the package';
    // rich's examples/log.py; imbalanced-learn's doc/sphinxext/sphinx_issues.py.
    expect(await excuse(DOCUMENTED_FILE, 'third', [], undefined, 'examples/log.py')).toBe(because);
    expect(
      await excuse(DOCUMENTED_FILE, 'third', [], undefined, 'doc/sphinxext/sphinx_issues.py'),
    ).toBe(because);
    expect(await excuse(DOCUMENTED_FILE, 'third', [], undefined, 'docs/conf.py')).toBe(because);
    // A package whose name merely contains the word is the package.
    for (const path of ['src/exampleslib/core.py', 'pydoc/render.py', 'rich/docs.py'])
      expect(await excuse(DOCUMENTED_FILE, 'third', [], undefined, path)).toBeUndefined();
  });

  it('does not ask of a class whose __init__ has a docstring', async () => {
    // rich's Emoji: the summary and the arguments are written on __init__.
    const emoji = `${DOCUMENTED_FILE}
class Emoji(JupyterMixin):
    VARIANTS = {"text": "+"}

    def __init__(self, name: str) -> None:
        """A single emoji character.

        Args:
            name (str): Name of emoji.
        """
        self.name = name
`;
    expect(await excuse(emoji, 'Emoji')).toBe(
      'its __init__ has a docstring, which documents the class',
    );
    // An undocumented __init__, or one only a nested class has, documents nothing.
    expect(await excuse(emoji.replace(/"""A single[^]*?"""\n/, ''), 'Emoji')).toBeUndefined();
    const nested = `${DOCUMENTED_FILE}\nclass Outer:\n    class Inner:\n        def __init__(self):\n            """Inner."""\n`;
    expect(await excuse(nested, 'Outer')).toBeUndefined();
  });

  it('does not ask of a method overriding one the project documents', async () => {
    const source = `${DOCUMENTED_FILE}\n\nclass Timed(Base):\n    def loads(self, s):\n        return s\n`;
    expect(await excuse(source, 'loads', ['loads'])).toBe(
      'it overrides a documented method of the same name',
    );
    expect(await excuse(source, 'loads', ['dumps'])).toBeUndefined();
  });

  it('does not ask of a method overriding one a standard library base documents', async () => {
    // rich's FileProxy(io.TextIOBase): write and flush are io's, documented there.
    const documented = ['a', 'b', 'c', 'd', 'e']
      .map((name) => `def ${name}():\n    """${name.toUpperCase()}."""\n`)
      .join('\n\n');
    const proxy = `${DOCUMENTED_FILE}\n\n${documented}
class FileProxy(io.TextIOBase):
    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass

    def rich_proxied_file(self):
        return self


class Visitor(ast.NodeVisitor):
    def visit_Call(self, node):
        pass
`;
    const because = 'it overrides a method the standard library documents';
    expect(await excuse(proxy, 'write')).toBe(because);
    expect(await excuse(proxy, 'flush')).toBe(because);
    expect(await excuse(proxy, 'visit_Call')).toBe(because);
    // A method of its own is asked for, and so is one of a class with no such base.
    expect(await excuse(proxy, 'rich_proxied_file')).toBeUndefined();
    expect(await excuse(proxy.replace('(io.TextIOBase)', '(Base)'), 'write')).toBeUndefined();
  });

  it('does not ask of a def whose decorator is given a documented function of the file', async () => {
    // pallets/jinja at ece7c271, src/jinja2/filters.py: async_variant copies the docstring
    // of the sync filter it is given onto the async one (functools.wraps).
    const filters = JINJA_FILTERS;
    expect(await excuse(filters, 'do_first')).toBe(
      'its decorator is given sync_do_first, a documented function of this file, whose docstring it takes',
    );
    // Given an undocumented function, or a name the file does not define, it is asked for.
    const bare = filters.replace('    """Return the first item of a sequence."""\n', '');
    expect(bare).not.toBe(filters);
    expect(await excuse(bare, 'do_first')).toBeUndefined();
    const elsewhere = filters.replace('@async_variant(sync_do_first)', '@async_variant(first)');
    expect(await excuse(elsewhere, 'do_first')).toBeUndefined();
    // A keyword argument gives it too; a decorator that is not called gives nothing.
    const keyword = filters.replace('(sync_do_first)', '(normal_func=sync_do_first)');
    expect(await excuse(keyword, 'do_first')).toBeDefined();
    const plain = filters.replace('@async_variant(sync_do_first)', '@async_variant');
    expect(await excuse(plain, 'do_first')).toBeUndefined();
  });

  it('reads the documented method names of a file', async () => {
    const source =
      'class A:\n    def f(self):\n        """F."""\n\n    def g(self):\n        pass\n\n\ndef h():\n    """H."""\n';
    expect(await withParsedPython(source, documentedMethodNames)).toEqual(['f']);
  });
});

describe('a project that does not document return values', () => {
  const signature: Signature = {
    name: 'derive',
    node_type: 'function',
    class_name: null,
    is_async: false,
    decorators: [],
    params: [{ name: 'key', kind: 'positional', annotation: 'bytes', default: null }],
    returns: 'bytes',
    returns_value: true,
    single_return: null,
    is_generator: false,
    yields: null,
    raises: [],
    attributes: [],
    base_classes: [],
  };
  const text = 'Derive the key.\n\n:param key: The secret key.';
  const parsed = parseDocstring(text);
  const current: CurrentDocstring = {
    has_docstring: true,
    docstring: text,
    detected_style: parsed.style,
    documented: parsed.documented,
  } as CurrentDocstring;

  it('is not asked for them; one that does is', () => {
    const rules = (documentsReturns: boolean) =>
      reviewDocstring(signature, current, 'sphinx', { documentsReturns }).problems.map(
        (p) => p.rule,
      );
    expect(rules(false)).toEqual([]);
    expect(rules(true)).toEqual(['docstring.undocumented-return']);
  });
});
