import { describe, expect, it } from 'vitest';
import { definitionsOf } from '../../../../src/languages/typescript/docs/definitions.js';
import {
  readSignature,
  type JsSignature,
} from '../../../../src/languages/typescript/docs/signature.js';
import { parserFor } from './grammars.js';

async function signatureOf(
  path: string,
  source: string,
  name: string,
): Promise<JsSignature | undefined> {
  const tree = (await parserFor(path)).parse(source);
  if (!tree) throw new Error('no tree');
  try {
    const definition = definitionsOf(tree.rootNode).find((d) => d.name === name);
    return definition && readSignature(definition);
  } finally {
    tree.delete();
  }
}

describe('readSignature', () => {
  it('reads each kind of TypeScript parameter, `this` left out', async () => {
    const signature = await signatureOf(
      'a.ts',
      'class A {\n  constructor(private readonly x: number, y?: string) {}\n  m(this: A, { a, b: c }: O, [d]: T, e = 1, ...rest: number[]): void {}\n}',
      'm',
    );
    expect(signature?.params).toEqual([
      {
        members: ['a', 'b'],
        rest: false,
        optional: false,
        hasDefault: false,
        property: false,
        type: 'O',
      },
      {
        members: ['d'],
        rest: false,
        optional: false,
        hasDefault: false,
        property: false,
        type: 'T',
      },
      { name: 'e', members: [], rest: false, optional: true, hasDefault: true, property: false },
      {
        name: 'rest',
        members: [],
        rest: true,
        optional: false,
        hasDefault: false,
        property: false,
        type: 'number[]',
      },
    ]);
    expect(signature?.returnType).toBe('void');
    const constructor = await signatureOf(
      'a.ts',
      'export class A {\n  constructor(private readonly x: number, y?: string) {}\n}',
      'A',
    );
    expect(constructor?.params.map((p) => [p.name, p.property, p.optional])).toEqual([
      ['x', true, false],
      ['y', false, true],
    ]);
  });

  it('reads JavaScript parameters, and a lone arrow parameter', async () => {
    const signature = await signatureOf(
      'a.js',
      'exports.f = function (a, [b], {c}, d = 1, ...e) {}',
      'f',
    );
    expect(signature?.params.map((p) => [p.name, p.members, p.rest, p.optional])).toEqual([
      ['a', [], false, false],
      [undefined, ['b'], false, false],
      [undefined, ['c'], false, false],
      ['d', [], false, true],
      ['e', [], true, false],
    ]);
    const arrow = await signatureOf('a.js', 'const f = x => x', 'f');
    expect(arrow?.params.map((p) => p.name)).toEqual(['x']);
    expect(arrow?.returns).toBe('value');
  });

  it('reads whether a function returns a value from its own body, not its nested functions', async () => {
    const returns = async (source: string): Promise<[string | undefined, boolean | undefined]> => {
      const signature = await signatureOf('a.ts', source, 'f');
      return [signature?.returns, signature?.throws];
    };
    expect(await returns('function f() { return 1 }')).toEqual(['value', false]);
    expect(await returns('function f() { return }')).toEqual(['none', false]);
    expect(
      await returns(
        'function f() { [1].map(function () { return 2 }); const g = () => { return 3 } }',
      ),
    ).toEqual(['none', false]);
    expect(await returns('function f() { class A { m() { return 1 } } }')).toEqual(['none', false]);
    expect(await returns('function f(): never { throw new Error() }')).toEqual(['none', true]);
    expect(await returns('declare function f(): number')).toEqual([undefined, undefined]);
    const generator = await signatureOf('a.ts', 'async function* f() { yield 1 }', 'f');
    expect([generator?.async, generator?.generator]).toEqual([true, true]);
    const reads = await signatureOf('a.js', 'function f() { return arguments.length }', 'f');
    expect(reads?.readsArguments).toBe(true);
    // Testing an argument's type takes nothing from `arguments` (mongoose's rejected callbacks).
    const tests = await signatureOf(
      'a.js',
      "function f(a) { if (typeof arguments[1] === 'function') throw new Error() }",
      'f',
    );
    expect(tests?.readsArguments).toBe(false);
    const takes = await signatureOf(
      'a.js',
      "function f(a) { if (typeof arguments[1] === 'function') return arguments[1]() }",
      'f',
    );
    expect(takes?.readsArguments).toBe(true);
  });
});
