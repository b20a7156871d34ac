import { describe, expect, test } from 'vitest';
import { jsDocExamples } from '../../../../src/languages/typescript/testgen/jsdoc-examples.js';

const SIZE = Number(process.env.REMORA_UNTRUSTED_SIZE ?? 1 << 20);

describe('jsDocExamples reads a pull request’s comment in time linear in its length', () => {
  test('a fence followed by a long run of spaces', () => {
    const comment = `/**\n * @example\n * \`\`\`${' '.repeat(SIZE)}!\n * x //=> 1\n */`;
    expect(jsDocExamples(comment)).toHaveLength(1);
  });

  test('a line of captions that never close', () => {
    const comment = `/**\n * @example ${'<caption>'.repeat(SIZE / 9)}\n * x //=> 1\n */`;
    expect(jsDocExamples(comment)[0]?.code).toContain('x //=> 1');
  });
});

test('a closed caption is dropped, and fences other than a script’s are not code', () => {
  const comment = [
    '/**',
    ' * @example <caption>Two ways</caption>',
    ' * ~~~js',
    ' * a() //=> 1',
    ' * ~~~',
    ' * ``` json',
    ' * {"a": 1}',
    ' * ```',
    ' */',
  ].join('\n');
  expect(jsDocExamples(comment)).toEqual([{ index: 1, code: 'a() //=> 1' }]);
});
