import { describe, expect, it } from 'vitest';
import { mergeExampleTestFiles } from '../../../../src/languages/typescript/testgen/merge-test-files.js';

const ADD = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add } from '../src/math.js';

test('add example 1', async () => {
  assert.deepStrictEqual(add(1, 2), 3);
});
`;

const MUL = `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mul } from '../src/math.js';

test('mul example 1', async () => {
  const product = mul(2, 3);

  assert.deepStrictEqual(product, 6);
});
`;

describe('two nodes’ new test files of one module', () => {
  it('merge into one file with both imports on one line and both tests', () => {
    expect(mergeExampleTestFiles('test/math.test.js', undefined, ADD, MUL)).toBe(
      `import { test } from 'node:test';
import assert from 'node:assert/strict';
import { add, mul } from '../src/math.js';

test('add example 1', async () => {
  assert.deepStrictEqual(add(1, 2), 3);
});

test('mul example 1', async () => {
  const product = mul(2, 3);

  assert.deepStrictEqual(product, 6);
});
`,
    );
  });

  it('joins CommonJS requires, and adds an import of another module on its own line', () => {
    const a = `const { expect, test } = require('vitest');\nconst { b, a } = require('./m');\n\ntest('a', () => {\n  expect(a()).toBe(1);\n});\n`;
    const c = `const { expect, test } = require('vitest');\nconst { c } = require('./m');\nconst d = require('./d');\n\ntest('c', () => {\n  expect(c(d)).toBe(2);\n});\n`;
    expect(mergeExampleTestFiles('m.test.js', undefined, a, c)).toBe(
      `const { expect, test } = require('vitest');\nconst { b, a, c } = require('./m');\nconst d = require('./d');\n\ntest('a', () => {\n  expect(a()).toBe(1);\n});\n\ntest('c', () => {\n  expect(c(d)).toBe(2);\n});\n`,
    );
  });

  it('keeps the conflict where both write one test differently, a file the package has, or a file that is no test', () => {
    const other = ADD.replace('3);', '4);');
    expect(mergeExampleTestFiles('test/math.test.js', undefined, ADD, other)).toBeUndefined();
    expect(mergeExampleTestFiles('test/math.test.js', '', ADD, MUL)).toBeUndefined();
    expect(mergeExampleTestFiles('src/math.js', undefined, ADD, MUL)).toBeUndefined();
    // The same test written twice is one test.
    expect(mergeExampleTestFiles('test/math.test.js', undefined, ADD, ADD)).toBe(ADD);
  });
});
