import { describe, expect, it } from 'vitest';
import {
  detectDocstringStyle,
  parseDocstring,
} from '../../../../src/languages/python/docs/parse-docstring.js';

const GOOGLE = `Fetch rows.

Runs the query with retries.

Args:
    query (str): The SQL.
    *params: Values, bound
        in order.
    timeout (float, optional): Seconds. Defaults to 5.

Returns:
    list[dict[str, int]]: The rows,
    one dict each.

Raises:
    TimeoutError: When it takes too long.

Examples:
    >>> fetch("select 1")
    [1]`;

const NUMPY = `Mean of values.

Parameters
----------
values : list[float]
    The values.
weights : list[float], optional
    Weights.

Yields
------
float
    Running means.

Attributes
----------
count : int
    How many.`;

const SPHINX = `Ratio.

:param int a: The numerator.
:param \\*rest: More.
:type rest: tuple
:returns: The ratio.
:rtype: float
:raises ZeroDivisionError: If b is 0.
:ivar cache: A cache.

.. note:: Kept as it is.`;

describe('parseDocstring', () => {
  it('reads a Google docstring', () => {
    const parsed = parseDocstring(GOOGLE);
    expect(parsed).toMatchObject({
      summary: 'Fetch rows.',
      description: 'Runs the query with retries.',
      style: 'google',
    });
    expect(parsed.documented.params).toEqual([
      { name: 'query', type: 'str', description: 'The SQL.' },
      { name: '*params', type: null, description: 'Values, bound in order.' },
      { name: 'timeout', type: 'float, optional', description: 'Seconds. Defaults to 5.' },
    ]);
    expect(parsed.documented.returns).toEqual({
      name: '',
      type: 'list[dict[str, int]]',
      description: 'The rows, one dict each.',
    });
    expect(parsed.documented.raises).toEqual([
      { name: 'TimeoutError', type: null, description: 'When it takes too long.' },
    ]);
    expect(parsed.other_sections).toEqual([
      { title: 'Examples', body: '>>> fetch("select 1")\n[1]' },
    ]);
  });

  it('reads a prose line that ends in a word Object.prototype has (`constructor:`) as prose', () => {
    // NetworkX's `isolates`: "use the :class:`list`\n constructor:" before a doctest.
    const parsed = parseDocstring(
      'Iterator over isolates.\n\nParameters\n----------\nG : NetworkX graph\n\nExamples\n--------\nTo get a list, use the list\nconstructor:\n\n>>> list(nx.isolates(G))',
    );
    expect(parsed.style).toBe('numpy');
    expect(parsed.documented.params.map((p) => p.name)).toEqual(['G']);
  });

  it('reads a NumPy docstring', () => {
    const parsed = parseDocstring(NUMPY);
    expect(parsed.style).toBe('numpy');
    expect(parsed.documented.params.map((p) => [p.name, p.type])).toEqual([
      ['values', 'list[float]'],
      ['weights', 'list[float], optional'],
    ]);
    expect(parsed.documented.yields).toEqual({
      name: '',
      type: 'float',
      description: 'Running means.',
    });
    expect(parsed.documented.attributes).toEqual([
      { name: 'count', type: 'int', description: 'How many.' },
    ]);
    expect(parsed.documented.returns).toBeNull();
  });

  it('reads a Sphinx docstring, keeping text after the fields', () => {
    const parsed = parseDocstring(SPHINX);
    expect(parsed.style).toBe('sphinx');
    expect(parsed.documented.params).toEqual([
      { name: 'a', type: 'int', description: 'The numerator.' },
      { name: '*rest', type: 'tuple', description: 'More.' },
    ]);
    expect(parsed.documented.returns).toEqual({
      name: '',
      type: 'float',
      description: 'The ratio.',
    });
    expect(parsed.documented.raises[0]?.name).toBe('ZeroDivisionError');
    expect(parsed.documented.attributes[0]).toMatchObject({
      name: 'cache',
      description: 'A cache.',
    });
    expect(parsed.other_sections).toEqual([{ title: null, body: '.. note:: Kept as it is.' }]);
  });

  it('reads a Markdown parameter list, its continuation lines unindented', () => {
    const parsed = parseDocstring(
      'Sends a request.\n\n**Parameters:**\n\n* **method** - HTTP method for the new `Request` object:\n`GET`, `POST`.\n* **url** - URL for the new `Request` object.\n* **params** - *(optional)* Query parameters.\n\n**Returns:** `Response`\n\nUsage:\n\n```\n>>> import httpx\n```',
    );
    expect(parsed.style).toBe('markdown');
    expect(parsed.documented.params).toEqual([
      {
        name: 'method',
        type: null,
        description: 'HTTP method for the new `Request` object: `GET`, `POST`.',
      },
      { name: 'url', type: null, description: 'URL for the new `Request` object.' },
      { name: 'params', type: null, description: '*(optional)* Query parameters.' },
    ]);
    expect(parsed.documented.returns).toEqual({ name: '', type: null, description: '`Response`' });
    // `**Parameters**: See httpx.request.` is prose, not a list.
    expect(detectDocstringStyle('Send it.\n\n**Parameters**: See `httpx.request`.')).toBeNull();
  });

  it('tells the style only by the sections Remora writes', () => {
    expect(detectDocstringStyle('Summary only.')).toBeNull();
    expect(detectDocstringStyle('Summary.\n\nExample:\n    f()')).toBeNull();
    expect(detectDocstringStyle('Summary.\n\nReturns:\n    int: One.')).toBe('google');
    expect(detectDocstringStyle(':param x: X.')).toBe('sphinx');
    expect(parseDocstring('Two line\nsummary.\n\nMore.').summary).toBe('Two line\nsummary.');
  });

  it('reads Markdown bullets under a bare Arguments line as Markdown', () => {
    // httpx's ASGIDispatch: Markdown bullets under a bare `Arguments:` line are Markdown.
    const asgi =
      'A custom AsyncDispatcher.\n\nArguments:\n\n* `app` - The ASGI application.\n* `root_path` - The root path.';
    expect(detectDocstringStyle(asgi)).toBe('markdown');
    expect(detectDocstringStyle(asgi.replace(/`(\w+)`/g, '**$1**'))).toBe('markdown');
    // Google's own entries, even as a dashed list, stay Google.
    expect(detectDocstringStyle('Summary.\n\nArgs:\n    - app: The application.')).toBe('google');
    expect(detectDocstringStyle('Summary.\n\nArgs:\n    app: The application.')).toBe('google');
  });
});
