import { describe, expect, it } from 'vitest';
import { isJsDocText, parseJsDoc } from '../../../../src/languages/typescript/docs/jsdoc.js';

const block = (lines: string[]): string => lines.join('\n');

describe('parseJsDoc', () => {
  it('reads the description and each form of @param', () => {
    const doc = parseJsDoc(
      block([
        '/**',
        ' * Adds the days.',
        ' *',
        ' * More words.',
        ' *',
        ' * @param {Date} date - The date',
        ' * @param amount The amount',
        ' * @param {Object} [options] - Options',
        ' * @param {string} [options.locale=en-US] - The locale',
        ' * @arg {number} [count=1]',
        ' * @argument rest',
        ' */',
      ]),
      10,
      0,
    );
    expect(doc.description).toBe('Adds the days.\n\nMore words.');
    expect(
      doc.params.map((p) => [p.name, p.parameter, p.type, p.optional, p.default, p.description]),
    ).toEqual([
      ['date', 'date', 'Date', false, undefined, 'The date'],
      ['amount', 'amount', undefined, false, undefined, 'The amount'],
      ['options', 'options', 'Object', true, undefined, 'Options'],
      ['options.locale', 'options', 'string', true, 'en-US', 'The locale'],
      ['count', 'count', 'number', true, '1', ''],
      ['rest', 'rest', undefined, false, undefined, ''],
    ]);
    // Where each name stands in the file, for a rename in place.
    expect(doc.params[0]?.nameAt).toEqual({ row: 15, column: ' * @param {Date} '.length });
    expect(doc.params[3]?.nameAt).toEqual({ row: 18, column: ' * @param {string} ['.length });
  });

  it('reads @returns, @throws, @example and keeps other tags verbatim', () => {
    const doc = parseJsDoc(
      block([
        '/**',
        ' * @name addDays',
        ' * @returns {Date} The new date',
        ' * @throws {RangeError} When the amount is not finite',
        ' * @example',
        ' * ```ts',
        ' * @Component() class A {}',
        ' * addDays(new Date(), 1)',
        ' * ```',
        ' * @see {@link subDays}',
        ' */',
      ]),
      0,
      2,
    );
    expect(doc.returns).toMatchObject({
      tag: 'returns',
      type: 'Date',
      description: 'The new date',
    });
    expect(doc.throws.map((t) => [t.type, t.description])).toEqual([
      ['RangeError', 'When the amount is not finite'],
    ]);
    // A decorator inside a fenced example opens no tag.
    expect(doc.examples).toEqual(['```ts\n@Component() class A {}\naddDays(new Date(), 1)\n```']);
    expect(doc.tags.map((t) => [t.tag, t.text])).toEqual([
      ['name', 'addDays'],
      ['returns', '{Date} The new date'],
      ['throws', '{RangeError} When the amount is not finite'],
      ['example', '```ts\n@Component() class A {}\naddDays(new Date(), 1)\n```'],
      ['see', '{@link subDays}'],
    ]);
  });

  it('reads a one-line block and a type that runs over lines', () => {
    const one = parseJsDoc('/** @param a - the a */', 0, 0);
    expect(one.params.map((p) => [p.name, p.description])).toEqual([['a', 'the a']]);
    const long = parseJsDoc(
      block(['/**', ' * @param {{', ' *   a: string', ' * }} value', ' */']),
      0,
      0,
    );
    expect(long.params[0]?.name).toBe('value');
    // The name is not on the tag's first line: it is not edited in place.
    expect(long.params[0]?.nameAt).toBeUndefined();
  });

  it('tells a doc block from other block comments', () => {
    expect(isJsDocText('/** doc */')).toBe(true);
    expect(isJsDocText('/* plain */')).toBe(false);
    expect(isJsDocText('/*** banner ***/')).toBe(false);
    expect(isJsDocText('/**/')).toBe(false);
  });
});
