import type * as RuffWasm from '@astral-sh/ruff-wasm-nodejs';
export declare function loadRuffWasm(compiled?: object): typeof RuffWasm;
