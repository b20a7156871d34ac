import { describe, expect, it } from 'vitest';
import { PYTHON } from '../../../src/languages/python/discovery/pack.js';
import { forgetLoadedModules } from '../../support/first-load.js';

const forget = forgetLoadedModules(['web-tree-sitter']);

// A module importing `x.y`, which the runtime's imports do not hold: it compiles, and fails to link.
const UNLINKABLE = Uint8Array.from([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00, 0x01, 0x04, 0x01, 0x60, 0x00, 0x00, 0x02, 0x07,
  0x01, 0x01, 0x78, 0x01, 0x79, 0x00, 0x00,
]);

// The runtime is set up once per process, and here it must not be yet.
describe('a runtime module that cannot be instantiated', () => {
  it('fails the load instead of leaving it waiting', async () => {
    forget();
    const { loadLanguage, useCompiledWasm } =
      await import('../../../src/adapters/tree-sitter/tree-sitter.js');
    const { Module } = (
      globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => object } }
    ).WebAssembly;
    useCompiledWasm({ runtime: new Module(UNLINKABLE), grammars: {} });
    await expect(loadLanguage(PYTHON)).rejects.toThrow();
  });
});
