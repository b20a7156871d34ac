import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { forgetLoadedModules } from '../../../support/first-load.js';

const RUFF = '@astral-sh/ruff-wasm-nodejs';
const forget = forgetLoadedModules([RUFF]);

it('loads Ruff only when a linter is first created, not on import', async () => {
  forget();
  const require = createRequire(import.meta.url);
  const ruffEntry = require.resolve(RUFF);
  const { createRuffLinter } = await import('../../../../src/languages/python/lint/ruff.js');
  expect(require.cache[ruffEntry]).toBeUndefined();
  const linter = createRuffLinter({ select: ['F'], ignore: [] });
  try {
    expect(require.cache[ruffEntry]).toBeDefined();
    expect(linter.check('import os\n', 'm.py').map((f) => f.code)).toEqual(['F401']);
  } finally {
    linter.dispose();
  }
});

it('uses the module prepareRuff compiled in the background instead of compiling on load', async () => {
  forget();
  const wasm = (globalThis as unknown as { WebAssembly: { Module: new (b: Uint8Array) => object } })
    .WebAssembly;
  const original = wasm.Module;
  const compiledOnLoad: number[] = [];
  wasm.Module = new Proxy(original, {
    construct(target, args: [Uint8Array]) {
      compiledOnLoad.push(args[0].byteLength);
      return new target(args[0]);
    },
  });
  try {
    const { createRuffLinter, prepareRuff } =
      await import('../../../../src/languages/python/lint/ruff.js');
    await prepareRuff();
    const linter = createRuffLinter({ select: ['F'], ignore: [] });
    try {
      expect(linter.check('import os\n', 'm.py').map((f) => f.code)).toEqual(['F401']);
    } finally {
      linter.dispose();
    }
  } finally {
    wasm.Module = original;
  }
  expect(compiledOnLoad).toEqual([]);
});

it('warms Ruff (instantiates it and lints a line) only once the run says it waits', async () => {
  forget();
  const require = createRequire(import.meta.url);
  const ruffEntry = require.resolve(RUFF);
  const { prepareRuff } = await import('../../../../src/languages/python/lint/ruff.js');
  let waiting!: () => void;
  const idle = new Promise<void>((resolve) => (waiting = resolve));
  await prepareRuff(idle);
  // Compiled, and nothing of it on this thread yet: the set-up before the first requests goes on.
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(require.cache[ruffEntry]).toBeUndefined();
  waiting();
  await idle;
  await new Promise((resolve) => setImmediate(resolve));
  expect(require.cache[ruffEntry]).toBeDefined();
});
