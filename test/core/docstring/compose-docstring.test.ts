import { describe, expect, it } from 'vitest';
import {
  missingFromDocstring,
  planDocstring,
} from '../../../src/core/docstring/compose-docstring.js';
import { parseDocstring } from '../../../src/core/docstring/parse-docstring.js';
import type { CurrentDocstring, Signature } from '../../../src/core/docstring/types.js';

const signature: Signature = {
  name: 'fetch_rows',
  node_type: 'function',
  class_name: null,
  is_async: true,
  decorators: [],
  params: [
    { name: 'query', kind: 'positional', annotation: 'str', default: null },
    { name: '*params', kind: 'var_positional', annotation: null, default: null },
    { name: 'timeout', kind: 'keyword_only', annotation: 'float', default: '5.0' },
    { name: '**options', kind: 'var_keyword', annotation: null, default: null },
  ],
  returns: '"Rows"',
  returns_value: true,
  single_return: null,
  is_generator: false,
  yields: null,
  raises: [
    { exception: 'ValueError', message: 'query must not be empty', condition: 'not query' },
    { exception: 'TimeoutError', message: null, condition: null },
  ],
  attributes: [],
  base_classes: [],
};

function current(
  docstring: string | null,
  style: CurrentDocstring['style'] = 'google',
): CurrentDocstring {
  const parsed = docstring === null ? undefined : parseDocstring(docstring);
  return {
    has_docstring: docstring !== null,
    docstring,
    summary: parsed?.summary ?? null,
    description: parsed?.description ?? null,
    other_sections: parsed?.other_sections ?? [],
    detected_style: parsed?.style ?? null,
    style,
    documented: parsed?.documented ?? {
      params: [],
      returns: null,
      yields: null,
      raises: [],
      attributes: [],
    },
  };
}

describe('planDocstring', () => {
  it('writes a Google docstring: summary, every parameter with type and default, returns, raises', () => {
    expect(planDocstring(signature, current(null), 'google')).toEqual({
      action: 'added',
      missing: ['docstring'],
      docstring: `Fetch the rows.

Args:
    query (str): The query.
    *params: Additional positional arguments.
    timeout (float, optional): The timeout. Defaults to 5.0.
    **options: Additional keyword arguments.

Returns:
    Rows: The rows.

Raises:
    ValueError: Query must not be empty.
    TimeoutError: On failure.`,
    });
  });

  it('writes the NumPy and Sphinx forms of the same content', () => {
    const numpy = planDocstring(signature, current(null), 'numpy');
    expect(numpy.action === 'added' && numpy.docstring).toBe(`Fetch the rows.

Parameters
----------
query : str
    The query.
*params
    Additional positional arguments.
timeout : float, optional
    The timeout. Defaults to 5.0.
**options
    Additional keyword arguments.

Returns
-------
Rows
    The rows.

Raises
------
ValueError
    Query must not be empty.
TimeoutError
    On failure.`);
    const sphinx = planDocstring(signature, current(null), 'sphinx');
    expect(sphinx.action === 'added' && sphinx.docstring).toBe(`Fetch the rows.

:param query: The query.
:type query: str
:param \\*params: Additional positional arguments.
:param timeout: The timeout. Defaults to 5.0.
:type timeout: float, optional
:param \\*\\*options: Additional keyword arguments.
:returns: The rows.
:rtype: Rows
:raises ValueError: Query must not be empty.
:raises TimeoutError: On failure.`);
  });

  it('keeps the summary, description, known descriptions and other sections when updating, and drops stale parameters', () => {
    const existing = `Run a query.

Talks to the primary.

Args:
    query: The SQL text.
    gone: No longer a parameter.

Raises:
    ConnectionError: When the server is down.

Example:
    fetch_rows("select 1")`;
    const plan = planDocstring(signature, current(existing), 'google');
    expect(plan.action).toBe('updated');
    expect(plan.missing).toEqual([
      'parameter *params',
      'parameter timeout',
      'parameter **options',
      'return value',
    ]);
    const text = plan.action === 'updated' ? plan.docstring : '';
    expect(
      text.startsWith(
        'Run a query.\n\nTalks to the primary.\n\nArgs:\n    query (str): The SQL text.\n',
      ),
    ).toBe(true);
    expect(text).not.toContain('gone');
    expect(text).toContain(
      'Raises:\n    ValueError: Query must not be empty.\n    TimeoutError: On failure.\n    ConnectionError: When the server is down.\n\nExample:\n    fetch_rows("select 1")',
    );
  });

  it('skips a docstring that documents every parameter and the return, in any style', () => {
    const numpy = planDocstring(signature, current(null), 'numpy');
    const written = numpy.action === 'added' ? numpy.docstring : '';
    expect(missingFromDocstring(signature, current(written, 'google'))).toEqual([]);
    expect(planDocstring(signature, current(written, 'google'), 'google')).toEqual({
      action: 'skipped',
      missing: [],
    });
  });

  it('asks generators for yields and classes for attributes, and nothing of a documented None function', () => {
    const gen = {
      ...signature,
      returns: 'Iterator[int]',
      returns_value: false,
      is_generator: true,
      yields: 'int',
    };
    expect(
      missingFromDocstring(
        gen,
        current(
          'Fetch.\n\nArgs:\n    query: Q.\n    *params: P.\n    timeout: T.\n    **options: O.',
        ),
      ),
    ).toEqual(['yielded values']);
    const cls: Signature = {
      ...signature,
      name: 'Order',
      node_type: 'class',
      params: [],
      returns: null,
      returns_value: false,
      raises: [],
      attributes: [{ name: 'items', annotation: 'list' }],
    };
    expect(missingFromDocstring(cls, current('An order.'))).toEqual(['attribute items']);
    const plain: Signature = { ...signature, params: [], returns: 'None', raises: [] };
    expect(missingFromDocstring(plain, current('Do it.'))).toEqual([]);
  });
});
