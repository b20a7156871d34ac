import { beforeAll, describe, expect, it } from 'vitest';
import type { Node, Parser } from 'web-tree-sitter';
import { loadLanguage } from '../../../../src/adapters/tree-sitter/tree-sitter.js';
import { paramsOf } from '../../../../src/languages/python/docs/parameters.js';
import { PYTHON } from '../../../../src/languages/python/discovery/pack.js';
import { readParameters, spelledName } from '../../../../src/languages/python/syntax/parameters.js';
import { readParameters as signatureParameters } from '../../../../src/languages/python/signature/parameters.js';

let parser: Parser;
beforeAll(async () => {
  parser = (await loadLanguage(PYTHON)).parser;
});

/** The first function definition in `source`. */
function definitionOf(source: string): Node {
  const tree = parser.parse(source);
  const found = tree?.rootNode.descendantsOfType('function_definition')[0];
  if (!found) throw new Error('no function definition');
  return found;
}

const SIGNATURES = [
  'def f(a, b: int = 1, /, c=2, *args: str, d, e: "E" = None, **kw: object): pass',
  'def f(self, *, key, value=(1,\n    2),  # a comment\n  **options): pass',
  'async def f(x: list[int], /): pass',
  'def f(*, flag: bool = False): pass',
  'def f(): pass',
  // Headers tree-sitter reads with errors: both views must drop the same pieces.
  'def f(a, (b, c)): pass',
  'def f(a, b c=1): pass',
  'def f(a, *, **k): pass',
  'def f(a: int=, b): pass',
  'def f(print, 1x): pass',
];

describe('readParameters', () => {
  it('reads names, kinds, annotations and defaults as written', () => {
    const list = definitionOf(SIGNATURES[0]!).childForFieldName('parameters');
    expect(readParameters(list)).toEqual([
      { name: 'a', kind: 'positional_only', annotation: null, default: null },
      { name: 'b', kind: 'positional_only', annotation: 'int', default: '1' },
      { name: 'c', kind: 'positional', annotation: null, default: '2' },
      { name: 'args', kind: 'var_positional', annotation: 'str', default: null },
      { name: 'd', kind: 'keyword_only', annotation: null, default: null },
      { name: 'e', kind: 'keyword_only', annotation: '"E"', default: 'None' },
      { name: 'kw', kind: 'var_keyword', annotation: 'object', default: null },
    ]);
  });

  it('leaves out comments and keeps a bare * as a marker only', () => {
    const list = definitionOf(SIGNATURES[1]!).childForFieldName('parameters');
    expect(readParameters(list).map((p) => [spelledName(p), p.kind])).toEqual([
      ['self', 'positional'],
      ['key', 'keyword_only'],
      ['value', 'keyword_only'],
      ['**options', 'var_keyword'],
    ]);
  });

  it.each(SIGNATURES)('the docstring and signature views of %j agree', (source) => {
    const definition = definitionOf(source);
    const docstring = paramsOf(definition);
    const signature = signatureParameters(definition.childForFieldName('parameters'));
    expect(docstring.map((p) => [p.name.replace(/^\*{1,2}/, ''), p.kind])).toEqual(
      signature.map((p) => [p.name, p.kind]),
    );
  });
});
