import { describe, expect, it } from 'vitest';
import { identifierWords } from '../../../src/core/docstring/phrasing.js';
import {
  deriveSummary,
  describeParam,
  describeRaise,
  describeReturn,
} from '../../../src/core/docstring/summaries.js';
import type { Signature, SignatureParam } from '../../../src/core/docstring/types.js';

const fn = (name: string, extra: Partial<Signature> = {}): Signature => ({
  name,
  node_type: 'function',
  class_name: null,
  is_async: false,
  decorators: [],
  params: [],
  returns: null,
  returns_value: false,
  single_return: null,
  is_generator: false,
  yields: null,
  raises: [],
  attributes: [],
  base_classes: [],
  ...extra,
});
const param = (name: string, extra: Partial<SignatureParam> = {}): SignatureParam => ({
  name,
  kind: 'positional',
  annotation: null,
  default: null,
  ...extra,
});

describe('summary lines', () => {
  it('reads names as verbs, predicates and nouns', () => {
    expect(deriveSummary(fn('get_user_name', { returns: 'str' }))).toBe('Get the user name.');
    expect(deriveSummary(fn('is_valid', { params: [param('email')], returns: 'bool' }))).toBe(
      'Return whether email is valid.',
    );
    expect(deriveSummary(fn('is_empty', { node_type: 'method', class_name: 'ShoppingCart' }))).toBe(
      'Return whether the shopping cart is empty.',
    );
    expect(deriveSummary(fn('load_all_users'))).toBe('Load all users.');
    expect(deriveSummary(fn('to_json'))).toBe('Convert to JSON.');
    expect(deriveSummary(fn('iter_lines', { is_generator: true }))).toBe('Iterate over lines.');
    expect(deriveSummary(fn('_fetch_api_url'))).toBe('Fetch the API URL.');
  });

  it('describes a body that is one return, and falls back on the name', () => {
    expect(
      deriveSummary(
        fn('total', { params: [param('items')], single_return: 'sum(items)', returns_value: true }),
      ),
    ).toBe('Return sum(items).');
    expect(deriveSummary(fn('user_count', { returns: 'int' }))).toBe('Return the user count.');
    expect(deriveSummary(fn('chunks', { is_generator: true }))).toBe('Yield the chunks.');
    expect(deriveSummary(fn('parse', { params: [param('text')] }))).toBe('Parse the text.');
    expect(deriveSummary(fn('start', { node_type: 'method', class_name: 'Server' }))).toBe(
      'Start the server.',
    );
    expect(deriveSummary(fn('main'))).toBe('Run the program.');
    expect(deriveSummary(fn('setup'))).not.toMatch(/TODO/);
  });

  it('names classes, exceptions, dunders, properties and modules', () => {
    expect(deriveSummary(fn('HTTPClient', { node_type: 'class' }))).toBe('An HTTP client.');
    expect(deriveSummary(fn('Empty', { node_type: 'class', base_classes: ['Exception'] }))).toBe(
      'An empty error.',
    );
    expect(deriveSummary(fn('__init__', { node_type: 'method', class_name: 'Order' }))).toBe(
      'Initialize the order.',
    );
    expect(
      deriveSummary(
        fn('__eq__', { node_type: 'method', class_name: 'Order', params: [param('other')] }),
      ),
    ).toBe('Return whether the order equals other.');
    expect(
      deriveSummary(
        fn('full_name', { node_type: 'method', class_name: 'User', decorators: ['property'] }),
      ),
    ).toBe('The full name.');
    expect(deriveSummary(fn('order_lines', { node_type: 'file' }))).toBe('Order lines module.');
  });

  it('describes parameters, returns and raises', () => {
    expect(describeParam(param('user_id'))).toBe('The user ID.');
    expect(describeParam(param('use_cache', { default: 'True' }))).toBe(
      'Whether to use the cache.',
    );
    expect(describeParam(param('verbose', { annotation: 'bool' }))).toBe(
      'Whether verbose is enabled.',
    );
    expect(describeParam(param('*args', { kind: 'var_positional' }))).toBe(
      'Additional positional arguments.',
    );
    expect(describeParam(param('**options', { kind: 'var_keyword' }))).toBe(
      'Additional keyword arguments.',
    );
    expect(describeReturn(fn('is_valid', { params: [param('email')] }))).toBe(
      'True if email is valid, else False.',
    );
    expect(describeReturn(fn('from_csv', { class_name: 'Order' }))).toBe('The new order.');
    expect(
      describeRaise({ exception: 'ValueError', message: 'must be positive', condition: 'x < 0' }),
    ).toBe('Must be positive.');
    expect(describeRaise({ exception: 'ValueError', message: null, condition: 'x < 0' })).toBe(
      'If x < 0.',
    );
    expect(identifierWords('parseHTTPResponse2')).toEqual(['parse', 'HTTP', 'response', '2']);
  });
});
