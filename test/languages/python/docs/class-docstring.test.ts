import { beforeAll, describe, expect, it } from 'vitest';
import type { Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import {
  readClassContract,
  type ClassContract,
} from '../../../../src/languages/python/docs/class-contract.js';
import { ownerOf } from '../../../../src/languages/python/docs/python-syntax.js';
import { reviewNodeDocstring } from '../../../../src/languages/python/docs/review-node-docstring.js';
import { currentDocstring } from '../../../../src/languages/python/docstring/read-current-docstring.js';
import { readSignature } from '../../../../src/languages/python/docs/signature.js';
import type { DocstringStyle } from '../../../../src/languages/python/docs/types.js';

let parser: Parser;
beforeAll(async () => {
  parser = (await loadLanguage(PYTHON)).parser;
});

function contractOf(source: string): ClassContract {
  const definition = parser.parse(source)?.rootNode.descendantsOfType('class_definition')[0];
  if (!definition) throw new Error('no class');
  return readClassContract(definition);
}

/** Reviews the first class of `head` against the same class in `base` (null: new; undefined: unknown). */
function review(head: string, base: string | null | undefined, style: DocstringStyle = 'google') {
  const definition = parser.parse(head)?.rootNode.descendantsOfType('class_definition')[0];
  if (!definition) throw new Error('no class');
  const owner = ownerOf(definition);
  const name = definition.childForFieldName('name')?.text ?? '';
  const { current } = currentDocstring(owner, style);
  const node = { node_type: 'class' as const, name, full_name: name, file_path: 'm.py' };
  const before = base === null || base === undefined ? base : contractOf(base);
  return reviewNodeDocstring(readSignature(owner, node), current, style, {}, undefined, {
    now: readClassContract(definition),
    before,
  });
}

describe('readClassContract', () => {
  it("reads a dataclass's fields as its constructor's parameters, without ClassVars and init=False fields", () => {
    const contract = contractOf(`@dataclass(frozen=True)
class TrainingConfig:
    """Doc."""
    learning_rate: float = 1e-3
    steps: int = 100
    registry: ClassVar[dict] = {}
    cache: dict = field(init=False, default_factory=dict)

    def total(self):
        return self.steps * 2
`);
    expect(contract.params?.map((p) => p.name)).toEqual(['learning_rate', 'steps']);
    expect(contract.fields).toEqual(['learning_rate', 'steps', 'cache']);
    expect(contract.paramsComplete).toBe(true);
    expect(contract.complete).toBe(true);
    expect([...contract.names]).toContain('total');
  });

  it('reads attrs classes: attr.ib() fields of @attr.s (private names lose their underscore), annotated fields of @define', () => {
    expect(
      contractOf(`@attr.s
class Point:
    x = attr.ib()
    _y = attr.ib(default=0)
    label = "p"
`).params?.map((p) => p.name),
    ).toEqual(['x', 'y']);
    expect(
      contractOf(`@define
class Point:
    x: int
    y: int = 0
`).params?.map((p) => p.name),
    ).toEqual(['x', 'y']);
  });

  it('reads NamedTuple, TypedDict and pydantic fields, and an own __init__ over any base', () => {
    expect(
      contractOf(`class Pair(NamedTuple):
    left: int
    right: int
`).params?.map((p) => p.name),
    ).toEqual(['left', 'right']);
    expect(
      contractOf(`class Options(TypedDict, total=False):
    verbose: bool
`).params?.map((p) => p.name),
    ).toEqual(['verbose']);
    expect(
      contractOf(`class User(BaseModel):
    model_config = ConfigDict(frozen=True)
    name: str
    _secret: str = PrivateAttr()
`).params?.map((p) => p.name),
    ).toEqual(['name']);
    const client = contractOf(`class Client(BaseClient):
    def __init__(self, url, *, timeout=5.0):
        super().__init__()
        self.url = url
`);
    expect(client.params?.map((p) => p.name)).toEqual(['url', 'timeout']);
    expect(client.paramsComplete).toBe(true);
    expect(client.complete).toBe(false);
  });

  it('does not claim to know a constructor an unknown base or decorator may build', () => {
    expect(contractOf(`class Sub(Base):\n    x: int\n`).params).toBeNull();
    expect(contractOf(`@strawberry.type\nclass Q:\n    x: int\n`).params).toBeNull();
    const sub = contractOf(`@dataclass\nclass Sub(BaseConfig):\n    x: int\n`);
    expect(sub.params?.map((p) => p.name)).toEqual(['x']);
    expect(sub.paramsComplete).toBe(false);
  });
});

const CONFIG_BASE = `@dataclass
class DataConfig:
    """Where the data comes from.

    Args:
        data_path: Folder of the shards.
        batch_size: Examples per step.
        shuffle: Whether to shuffle.
    """

    data_path: str
    batch_size: int = 32
    shuffle: bool = True
`;

describe('a class docstring held to its class', () => {
  it('follows a dataclass field the change renamed, at the same place', () => {
    const head = CONFIG_BASE.replace('    data_path: str\n', '    data_dir: str\n');
    const result = review(head, CONFIG_BASE);
    expect(result.repairs).toEqual(['renamed the entry for data_path to data_dir']);
    expect(result.repaired).toContain('    data_dir: Folder of the shards.\n');
    expect(result.problems).toEqual([]);
  });

  it('removes the entry of a field the change removed', () => {
    const head = CONFIG_BASE.replace('    shuffle: bool = True\n', '');
    const result = review(head, CONFIG_BASE);
    expect(result.repairs).toEqual(['removed the entry for shuffle (no such parameter)']);
    expect(result.repaired).not.toContain('shuffle');
  });

  it('names the entries of a docstring copied from another class, without touching them', () => {
    const head = `@dataclass
class ModelConfig:
    """How the model is built.

    Args:
        data_path: Folder of the shards.
        batch_size: Examples per step.
        shuffle: Whether to shuffle.
    """

    hidden_size: int = 768
    num_layers: int = 12
    dropout: float = 0.1
`;
    const result = review(head, undefined);
    expect(result.repaired).toBeUndefined();
    expect(result.problems).toEqual([
      {
        rule: 'docstring.stale-entry',
        message:
          'The docstring of `ModelConfig` documents `data_path`, `batch_size` and `shuffle`, which are not parameters of its constructor.',
      },
    ]);
  });

  it('reports, not removes, a field removed from a dataclass whose base class may still have it', () => {
    const base = CONFIG_BASE.replace('class DataConfig:', 'class DataConfig(BaseConfig):');
    const head = base.replace('    shuffle: bool = True\n', '');
    const result = review(head, base);
    expect(result.repaired).toBeUndefined();
    expect(result.problems.map((p) => p.message)).toEqual([
      'The docstring of `DataConfig` documents `shuffle`, which is not a parameter of its constructor.',
    ]);
  });

  it('says nothing of entries an unknown base class may explain, when the change did not remove them', () => {
    const head = CONFIG_BASE.replace('class DataConfig:', 'class DataConfig(BaseConfig):').replace(
      '    shuffle: bool = True\n',
      '',
    );
    expect(review(head, undefined).problems).toEqual([]);
  });

  it('holds an Attributes section of a NamedTuple (NumPy style) to its fields', () => {
    const base = `class Span(NamedTuple):
    """A span of lines.

    Attributes
    ----------
    start : int
        First line.
    stop : int
        Line after the last.
    """

    start: int
    stop: int
`;
    const head = base.replace('    stop: int\n', '    end: int\n');
    const result = review(head, base, 'numpy');
    expect(result.repairs).toEqual(['renamed the entry for stop to end']);
    expect(result.repaired).toContain('end : int\n    Line after the last.');
  });

  it('holds reST :param entries of an attrs class to its attr.ib fields', () => {
    const base = `@attr.s(slots=True)
class Retry:
    """How to retry.

    :param attempts: How many times.
    :param backoff: Seconds between tries.
    """

    attempts = attr.ib(default=3)
    backoff = attr.ib(default=1.0)
`;
    const head = base.replace(
      '    backoff = attr.ib(default=1.0)\n',
      '    delay = attr.ib(default=1.0)\n',
    );
    const result = review(head, base, 'sphinx');
    expect(result.repaired).toContain(':param delay: Seconds between tries.');
  });

  it("holds an httpx-style Markdown parameter list to __init__'s parameters", () => {
    const base = `class Limits:
    """
    Configuration for limits to various client behaviors.

    **Parameters:**

    * **max_connections** - The maximum number of concurrent connections.
    * **keepalive_expiry** - Time limit on idle keep-alive connections in seconds.
    """

    def __init__(self, *, max_connections=None, keepalive_expiry=5.0):
        self.max_connections = max_connections
        self.keepalive_expiry = keepalive_expiry
`;
    const head = base.replace(/keepalive_expiry=5.0/, 'idle_timeout=5.0');
    const result = review(head, base, 'markdown');
    expect(result.repairs).toEqual(['renamed the entry for keepalive_expiry to idle_timeout']);
    expect(result.repaired).toContain('* **idle_timeout** - Time limit');
  });

  it('leaves alone a callable class without a constructor, *args documented by name, an overloaded __init__ and a header name', () => {
    // pytest's `_Exit`: the docstring documents what calling the instance takes.
    const callable = `class _Exit:
    """Exit testing process.

    :param reason: The message to show.
    :param returncode: Return code to be used when exiting pytest.
    """

    def __call__(self, reason: str = "", returncode: int | None = None) -> NoReturn:
        raise Exit(msg=reason, returncode=returncode)
`;
    expect(review(callable, undefined, 'sphinx')).toEqual({ repairs: [], problems: [] });
    // jinja2's `Cycler`: `*items` is documented as `items`.
    const star = `class Cycler:
    """Cycle through values.

    :param items: Each positional argument will be yielded in order.
    """

    def __init__(self, *items: t.Any) -> None:
        self.items = items
`;
    expect(review(star, undefined, 'sphinx')).toEqual({ repairs: [], problems: [] });
    const overloaded = `class RaisesGroup:
    """Expect an exception group.

    :param args: Any number of exception types.
    """

    @overload
    def __init__(self, expected: type[E], /) -> None: ...

    @overload
    def __init__(self, expected: type[E], /, *other: type[E]) -> None: ...

    def __init__(self, expected, /, *other):
        self.expected = (expected, *other)
`;
    expect(review(overloaded, undefined, 'sphinx')).toEqual({ repairs: [], problems: [] });
    const header = `class Unauthorized(HTTPException):
    """401 Unauthorized.

    :param www-authenticate: A header value.
    """

    def __init__(self, description=None, www_authenticate=None):
        self.www_authenticate = www_authenticate
`;
    expect(review(header, undefined, 'sphinx')).toEqual({ repairs: [], problems: [] });
  });

  it("names a stale entry of a plain class's constructor (prompt_toolkit's ConditionalKeyBindings)", () => {
    const head = `class ConditionalKeyBindings(_Proxy):
    """Wraps around a KeyBindings.

    :param registries: List of :class:\`.KeyBindings\` objects.
    :param filter: :class:\`~prompt_toolkit.filters.Filter\` object.
    """

    def __init__(self, key_bindings: KeyBindingsBase, filter: FilterOrBool = True) -> None:
        _Proxy.__init__(self)
        self.key_bindings = key_bindings
        self.filter = to_filter(filter)
`;
    expect(review(head, undefined, 'sphinx').problems.map((p) => p.message)).toEqual([
      'The docstring of `ConditionalKeyBindings` documents `registries`, which is not a parameter of its constructor.',
    ]);
  });

  it('leaves alone entries that name an attribute, a property or a kwargs key', () => {
    const head = `class Client:
    """A client.

    Args:
        url: Where to connect.
        verify: Passed on to the transport.

    Attributes:
        url: Where to connect.
        session: The open session.
        closed: Whether it is closed.
    """

    def __init__(self, url, **kwargs):
        self.url = url
        self.session = open_session(**kwargs)

    @property
    def closed(self):
        return self.session is None
`;
    expect(review(head, undefined)).toEqual({ repairs: [], problems: [] });
  });
});
