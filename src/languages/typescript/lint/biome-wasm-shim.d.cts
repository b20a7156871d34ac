import type * as BiomeWasm from '@biomejs/wasm-nodejs';
export declare function loadBiomeWasm(): typeof BiomeWasm;
