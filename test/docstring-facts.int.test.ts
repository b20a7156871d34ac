import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli } from './support/cli.js';
import { GitRepo } from './support/git-repo.js';

interface JsonReview {
  nodes: {
    node: { full_name: string };
    ops: {
      op: string;
      status: string;
      summary: string;
      diff: string;
      findings: { rule: string; message: string; start_line: number }[];
    }[];
  }[];
}

/** The docstring op's result per node of a review of `feature` against `main` with the built-in policy. */
async function reviewDocstrings(dir: string) {
  const result = await cli(dir, [
    'review',
    '--base',
    'main',
    '--format',
    'json',
    '--ops',
    'docstring',
    '--model',
    'builtin',
  ]);
  expect(result.code, result.stderr).toBe(0);
  const report = JSON.parse(result.stdout) as JsonReview;
  return Object.fromEntries(
    report.nodes.map((n) => [n.node.full_name, n.ops.find((o) => o.op === 'docstring')]),
  );
}

/** A repository whose `feature` branch changes `path` from `base` to `head`. */
function changeOf(path: string, base: string, head: string): GitRepo {
  const repo = new GitRepo();
  repo.write(path, base);
  repo.commit('base');
  repo.git('checkout', '-q', '-b', 'feature');
  repo.write(path, head);
  repo.commit('head');
  return repo;
}

describe('remora review --ops docstring: class docstrings held to their class', () => {
  const BASE = `"""Configuration."""
from dataclasses import dataclass


@dataclass
class DataConfig:
    """Where the training data comes from.

    Args:
        data_path: Folder of the shards.
        batch_size: Examples per step.
    """

    data_path: str
    batch_size: int = 32


@dataclass
class ModelConfig:
    """How the model is built.

    Args:
        hidden_size: Width of each layer.
    """

    hidden_size: int = 768
`;
  const HEAD = BASE.replace('    data_path: str\n', '    data_dir: str\n')
    .replace(
      '    hidden_size: int = 768\n',
      '    hidden_size: int = 768\n    num_layers: int = 12\n',
    )
    .replace(
      `    """How the model is built.

    Args:
        hidden_size: Width of each layer.
    """`,
      `    """How the model is built.

    Args:
        data_path: Folder of the shards.
        batch_size: Examples per step.
    """`,
    );
  let repo: GitRepo;
  beforeAll(() => {
    repo = changeOf('config.py', BASE, HEAD);
  });
  afterAll(() => repo.dispose());

  it('follows a renamed dataclass field in the class docstring, and names the entries copied from another class', async () => {
    const ops = await reviewDocstrings(repo.dir);
    expect(ops.DataConfig).toMatchObject({
      status: 'succeeded',
      summary: 'In the docstring of DataConfig: renamed the entry for data_path to data_dir.',
      findings: [],
    });
    expect(ops.DataConfig?.diff).toContain(
      '-        data_path: Folder of the shards.\n+        data_dir: Folder of the shards.\n',
    );
    expect(ops.ModelConfig?.diff).toBe('');
    expect(ops.ModelConfig?.findings).toEqual([
      {
        rule: 'docstring.stale-entry',
        message:
          'The docstring of `ModelConfig` documents `data_path` and `batch_size`, which are not parameters of its constructor.',
        start_line: 20,
        end_line: 25,
        path: 'config.py',
        severity: 'warning',
      },
    ]);
  });
});

describe('remora review --ops docstring: overloaded functions, **kwargs and constructors documented on their class', () => {
  const BASE = `"""Client."""
import typing as t


class Client:
    """Talks to the server.

    **Parameters:**

    * **base_url** - Where requests go.
    * **timeout** - Seconds to wait.
    """

    def __init__(self, base_url="", timeout=5.0):
        self.base_url = base_url
        self.timeout = timeout

    @t.overload
    def get(self, x: int) -> int: ...

    @t.overload
    def get(self, x: str) -> str: ...

    def get(self, x, default=None):
        """Get a value.

        **Parameters:**

        * **x** - The key.
        * **default** - What to return when the key is missing.
        """
        return x

    def send(self, request, stream=False, retries=0, **kwargs):
        """Send a request.

        **Parameters:**

        * **request** - The request.
        * **stream** - Whether to stream the body.
        * **retries** - How many times to retry.
        * **verify** - Passed on to the transport.
        """
        return request
`;
  const HEAD = BASE.replace(
    'def __init__(self, base_url="", timeout=5.0)',
    'def __init__(self, base_url="", deadline=5.0)',
  )
    .replace('self.timeout = timeout', 'self.deadline = deadline')
    .replace(
      'def get(self, x: int) -> int: ...',
      'def get(self, key: int) -> int: ...\n\n    @t.overload\n    def get(self, key: bytes) -> bytes: ...',
    )
    .replace('def get(self, x: str) -> str: ...', 'def get(self, key: str) -> str: ...')
    .replace('def get(self, x, default=None):', 'def get(self, key, default=None):')
    .replace('        return x\n', '        return key\n')
    .replace(
      'def send(self, request, stream=False, retries=0, **kwargs)',
      'def send(self, request, stream=False, attempts=0, **kwargs)',
    );
  let repo: GitRepo;
  beforeAll(() => {
    repo = changeOf('client.py', BASE, HEAD);
  });
  afterAll(() => repo.dispose());

  it('repairs the implementation after its overloads, a rename beside **kwargs, and the class docstring of a changed __init__', async () => {
    const ops = await reviewDocstrings(repo.dir);
    // The change added an overload: the implementation is still the one at the base.
    expect(ops['Client.get#4']?.summary).toBe(
      'In the docstring of Client.get#4: renamed the entry for x to key.',
    );
    expect(ops['Client.get#4']?.diff).toContain(
      '-        * **x** - The key.\n+        * **key** - The key.\n',
    );
    for (const stub of ['Client.get', 'Client.get#2', 'Client.get#3'])
      expect(ops[stub]?.summary).toMatch(/is an @overload stub/);
    // `verify` was never a parameter: it may be a key of **kwargs, and stays.
    expect(ops['Client.send']?.summary).toBe(
      'In the docstring of Client.send: renamed the entry for retries to attempts.',
    );
    expect(ops['Client.send']?.diff).not.toContain('-        * **verify**');
    // __init__ documents nothing itself: its class's docstring does, and follows the rename.
    expect(ops['Client.__init__']?.summary).toBe(
      'In the docstring of Client.__init__: renamed the entry for timeout to deadline.',
    );
    expect(ops['Client.__init__']?.diff).toContain(
      '-    * **timeout** - Seconds to wait.\n+    * **deadline** - Seconds to wait.\n',
    );
  });
});

describe('remora review --ops docstring: the rest of what the code says', () => {
  const BASE = `"""Ports."""


class PortInUseError(Exception):
    """Something listens on the port."""


def check_port(port: int) -> int:
    """Check a port number.

    Args:
        port (int): The port.

    Returns:
        The port.

    Raises:
        PortInUseError: If something listens on it.
        ValueError: If it is out of range.
    """
    if not 0 < port < 65536:
        raise ValueError(port)
    if port in (80, 443):
        raise PortInUseError(port)
    return port


def read_rows(path):
    """Read the rows of a file.

    Args:
        path: The file.

    Returns:
        The rows, in order.
    """
    with open(path) as handle:
        return handle.readlines()
`;
  const HEAD = BASE.replace('    if port in (80, 443):\n        raise PortInUseError(port)\n', '')
    .replace('def check_port(port: int) -> int:', 'def check_port(port: str) -> int:')
    .replace('        return handle.readlines()', '        yield from handle');
  let repo: GitRepo;
  beforeAll(() => {
    repo = changeOf('ports.py', BASE, HEAD);
  });
  afterAll(() => repo.dispose());

  it('removes a Raises entry nothing can raise, and names a contradicted type and a Returns section on a generator', async () => {
    const ops = await reviewDocstrings(repo.dir);
    expect(ops.check_port?.summary).toBe(
      'In the docstring of check_port: removed the Raises entry for PortInUseError (the body cannot raise it).',
    );
    expect(ops.check_port?.diff).toContain(
      '-        PortInUseError: If something listens on it.\n',
    );
    expect(ops.check_port?.findings.map((f) => f.message)).toEqual([
      'The docstring of `check_port` documents `port` as `int`, but it is annotated `str`.',
    ]);
    expect(ops.read_rows?.diff).toBe('');
    expect(ops.read_rows?.findings.map((f) => [f.rule, f.message])).toEqual([
      [
        'docstring.contradicted',
        'The docstring of `read_rows` has a Returns section, but it is a generator: what it gives belongs in a Yields section.',
      ],
    ]);
  });
});

describe('remora review --ops docstring: parameters added to a documented list', () => {
  // rich's Console.print (30acd491) and Text.split (04f425e9) as they gained a parameter.
  const BASE = String.raw`"""Console output."""


class Console:
    """A terminal."""

    def print(self, *objects, sep=" ", end="\n", style=None, emoji=True):
        """Print to the console.

        Args:
            *objects: Arbitrary objects to print to the console.
            sep (str, optional): Separator to print between objects. Defaults to " ".
            end (str, optional): Character to end print with. Defaults to "\n".
            style (Union[str, Style], optional): A style to apply to output.
            emoji (bool): If True, emoji codes will be replaced.
        """
        self.objects = objects

    def split(self, separator="\n", *, include_separator=False):
        r"""Split rich text in to lines, preserving styles.

        Args:
            separator (str, optional): String to split on. Defaults to "\n".

        Returns:
            List[str]: A list of lines.
        """
        return str(self).split(separator)
`;
  const HEAD = BASE.replace('emoji=True):', 'emoji=True, highlight=None):').replace(
    'include_separator=False):',
    'include_separator=False, allow_blank=False):',
  );
  let repo: GitRepo;
  beforeAll(() => {
    repo = changeOf('console.py', BASE, HEAD);
  });
  afterAll(() => repo.dispose());

  it('names the new parameter past a `\\n` line break and beside parameters the docstring leaves out', async () => {
    const ops = await reviewDocstrings(repo.dir);
    expect(ops['Console.print']?.findings.map((f) => [f.rule, f.message])).toEqual([
      [
        'docstring.escaped-line-break',
        'The docstring of `print` writes `\\n` in a string that is not raw: Python reads a line break there, and the entries for `style` and `emoji` fall out of its section. Write `\\\\n`, or make the docstring raw (`r"""`).',
      ],
      ['docstring.undocumented-parameter', 'Parameter `highlight` of `print` is not documented.'],
    ]);
    expect(ops['Console.split']?.findings.map((f) => [f.rule, f.message])).toEqual([
      ['docstring.undocumented-parameter', 'Parameter `allow_blank` of `split` is not documented.'],
    ]);
    expect(ops['Console.print']?.diff).toBe('');
    expect(ops['Console.split']?.diff).toBe('');
  });
});
