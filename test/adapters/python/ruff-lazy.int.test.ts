import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { forgetLoadedModules } from '../../support/first-load.js';

const RUFF = '@astral-sh/ruff-wasm-nodejs';
const forget = forgetLoadedModules([RUFF]);

it('loads Ruff only when a linter is first created, not on import', async () => {
  forget();
  const require = createRequire(import.meta.url);
  const ruffEntry = require.resolve(RUFF);
  const { createRuffLinter } = await import('../../../src/adapters/python/ruff.js');
  expect(require.cache[ruffEntry]).toBeUndefined();
  const linter = createRuffLinter({ select: ['F'], ignore: [] });
  try {
    expect(require.cache[ruffEntry]).toBeDefined();
    expect(linter.check('import os\n', 'm.py').map((f) => f.code)).toEqual(['F401']);
  } finally {
    linter.dispose();
  }
});
