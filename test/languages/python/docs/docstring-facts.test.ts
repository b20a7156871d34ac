import { beforeAll, describe, expect, it } from 'vitest';
import type { Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import { readBodyFacts } from '../../../../src/languages/python/docs/body-facts.js';
import {
  ownerOf,
  type DocstringOwner,
} from '../../../../src/languages/python/docs/python-syntax.js';
import { reviewNodeDocstring } from '../../../../src/languages/python/docs/review-node-docstring.js';
import { currentDocstring } from '../../../../src/languages/python/docstring/read-current-docstring.js';
import { readSignature } from '../../../../src/languages/python/docs/signature.js';
import type { DocstringStyle, Signature } from '../../../../src/languages/python/docs/types.js';

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

/** Reviews the first function of `head`, its base read from `base` (null: new; undefined: unknown). */
function review(head: string, base?: string | null, style: DocstringStyle = 'google') {
  const { owner, signature } = functionOf(head);
  const { current } = currentDocstring(owner, style);
  const before = base === null || base === undefined ? base : functionOf(base).signature;
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

const READ_ROWS = `def read_rows(path: str) -> list:
    """Read the rows of a file.

    Args:
        path: The file.

    Returns:
        The rows, in order.
    """
    with open(path) as handle:
        return handle.readlines()
`;

describe('a docstring held to the rest of what the code says', () => {
  it('names a Returns section on a function the change made a generator', () => {
    const head = `def read_rows(path: str):
    """Read the rows of a file.

    Args:
        path: The file.

    Returns:
        The rows, in order.
    """
    with open(path) as handle:
        yield from handle
`;
    expect(review(head, READ_ROWS).problems).toEqual([
      {
        rule: 'docstring.contradicted',
        message:
          'The docstring of `read_rows` has a Returns section, but it is a generator: what it gives belongs in a Yields section.',
      },
    ]);
    // A generator that always was one is not this change's doing.
    expect(review(head, head).problems).toEqual([]);
  });

  it('names a Returns section on a function annotated to return None, or whose return value the change took away', () => {
    const annotated = READ_ROWS.replace('-> list:', '-> None:').replace(
      '        return handle.readlines()',
      '        handle.readlines()',
    );
    expect(review(annotated).problems.map((p) => p.message)).toEqual([
      'The docstring of `read_rows` has a Returns section, but it returns nothing.',
    ]);
    const tookAway = READ_ROWS.replace(' -> list:', ':').replace(
      '        return handle.readlines()',
      '        print(handle.read())',
    );
    expect(review(tookAway, READ_ROWS).problems.map((p) => p.rule)).toEqual([
      'docstring.contradicted',
    ]);
    // Unannotated and never returning a value at the base either: nothing is claimed.
    expect(review(tookAway, tookAway).problems).toEqual([]);
  });

  it('leaves abstract methods, placeholders and "Returns: None" alone', () => {
    const placeholder = `def save(self) -> None:
    """Save it.

    Returns:
        The number of bytes written.
    """
    raise NotImplementedError
`;
    expect(review(placeholder).problems).toEqual([]);
    const none = `def save(self) -> None:
    """Save it.

    Returns:
        None
    """
    self.dirty = False
`;
    expect(review(none).problems).toEqual([]);
  });

  it('names a documented type the annotation contradicts, after Optional, | None, List and quotes', () => {
    const head = `def connect(host: str, port: "int", retries: Optional[List[int]] = None, timeout: float = 1) -> None:
    """Connect.

    Args:
        host (int): Where.
        port (int): Which port.
        retries (list of int, optional): Delays.
        timeout (int): Seconds.
    """
    self.open(host, port)
`;
    expect(review(head).problems).toEqual([
      {
        rule: 'docstring.contradicted',
        message: 'The docstring of `connect` documents `host` as `int`, but it is annotated `str`.',
      },
    ]);
  });

  it('takes "list" for any collection, and leaves *args alone (traitlets, real shapes)', () => {
    const head = `def _register_validator(handler: t.Callable[..., None], names: tuple[str, ...], *more: int) -> None:
    """Set up a validator.

    Parameters
    ----------
    handler : callable
        The handler.
    names : List of strings
        The names.
    more : tuple
        More names.
    """
    self._validators.update(names)
`;
    expect(review(head, undefined, 'numpy').problems).toEqual([]);
  });

  it('reads NumPy and reST types the same way', () => {
    const numpy = `def scale(values: dict, factor: float):
    """Scale.

    Parameters
    ----------
    values : list
        The values.
    factor : float
        How much.
    """
    self.apply(values, factor)
`;
    expect(review(numpy, undefined, 'numpy').problems.map((p) => p.message)).toEqual([
      'The docstring of `scale` documents `values` as `list`, but it is annotated `dict`.',
    ]);
    const sphinx = `def scale(values: dict, factor: float):
    """Scale.

    :param values: The values.
    :type values: dict
    :param str factor: How much.
    """
    self.apply(values, factor)
`;
    expect(review(sphinx, undefined, 'sphinx').problems.map((p) => p.message)).toEqual([
      'The docstring of `scale` documents `factor` as `str`, but it is annotated `float`.',
    ]);
  });

  it('removes a Raises entry for an exception the body no longer raises and cannot, calling nothing', () => {
    const head = `def check_port(port: int) -> int:
    """Check a port number.

    Args:
        port: The port.

    Returns:
        The port.

    Raises:
        PortInUseError: If something listens on it.
        ValueError: If it is out of range.
    """
    if not 0 < port < 65536:
        raise ValueError(port)
    return port
`;
    const result = review(head);
    expect(result.repairs).toEqual([
      'removed the Raises entry for PortInUseError (the body cannot raise it)',
    ]);
    expect(result.repaired).toContain('Raises:\n    ValueError: If it is out of range.');
    expect(result.repaired).not.toContain('PortInUseError');
  });

  it('stays silent on a Raises entry when the body calls anything that could raise it', () => {
    const calls = `def check_port(port: int) -> int:
    """Check a port number.

    Raises:
        PortInUseError: If something listens on it.
    """
    if probe(port):
        return port
    return 0
`;
    expect(review(calls)).toMatchObject({ repairs: [], problems: [] });
    const reraise = `def check_port(port: int) -> int:
    """Check a port number.

    Raises:
        PortInUseError: If something listens on it.
    """
    if port in BUSY:
        raise BUSY[port]
    return port
`;
    expect(review(reraise)).toMatchObject({ repairs: [], problems: [] });
    // A decorator's wrapper raises when it is called: the decorator documents it.
    const decorator = `def require_port(func):
    """Require a port.

    Raises:
        PortInUseError: If the wrapped call's port is taken.
    """
    def wrapper(port):
        raise PortInUseError(port)
    return wrapper
`;
    expect(review(decorator)).toMatchObject({ repairs: [], problems: [] });
    // KeyError needs no call: \`table[key]\` raises it.
    const lookup = `def port_of(name: str) -> int:
    """The port of a service.

    Raises:
        KeyError: If the service is unknown.
    """
    return PORTS[name]
`;
    expect(review(lookup)).toMatchObject({ repairs: [], problems: [] });
  });
});
