import { afterAll, expect, it, vi } from 'vitest';
import { forgetLoadedModules } from '../../../support/first-load.js';

// Files of this tier share a process: this one's mocked modules and Ruff go when it ends.
const forget = forgetLoadedModules(['@astral-sh/ruff-wasm-nodejs']);
afterAll(() => {
  vi.doUnmock('../../../../src/adapters/files/assets.js');
});

// A bundle without Ruff's .wasm where the run looks for it.
vi.mock('../../../../src/adapters/files/assets.js', () => ({
  assetPath: (name: string) => {
    throw new Error(`unknown asset ${name}`);
  },
  isBundled: () => false,
}));

it('prepares Ruff without failing when its .wasm is not found, and lints as before', async () => {
  forget();
  const { createRuffLinter, prepareRuff } =
    await import('../../../../src/languages/python/lint/ruff.js');
  await expect(prepareRuff()).resolves.toBeUndefined();
  const linter = createRuffLinter({ select: ['F'], ignore: [] });
  try {
    expect(linter.check('import os\n', 'm.py').map((f) => f.code)).toEqual(['F401']);
  } finally {
    linter.dispose();
  }
});
