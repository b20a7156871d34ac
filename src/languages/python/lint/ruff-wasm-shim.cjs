// Loads Ruff's WebAssembly package on first use. A static require the bundler
// can follow (so the package and its .wasm travel inside dist/), deferred until
// called: requiring it compiles a 10 MB module. The package is named literally
// at each require, or the bundler would not carry it.
'use strict';
const fs = require('fs');

/**
 * The package, loaded once. Given `compiled` (its .wasm compiled beforehand,
 * off the main thread), the package's own synchronous
 * `new WebAssembly.Module(bytes)` is answered with that module instead of
 * compiling the bytes again, and its `readFileSync` of the 10 MB .wasm with
 * no bytes, which that constructor never looks at: both are swapped only
 * while the package's code runs, which is synchronous, so nothing else sees
 * them.
 */
exports.loadRuffWasm = (compiled) => {
  if (!compiled) return require('@astral-sh/ruff-wasm-nodejs');
  const wasm = globalThis.WebAssembly;
  const original = { Module: wasm.Module, readFileSync: fs.readFileSync };
  wasm.Module = function PrecompiledRuffModule() {
    return compiled;
  };
  fs.readFileSync = function readOnceCompiled(path, ...rest) {
    return String(path).endsWith('ruff_wasm_bg.wasm')
      ? new Uint8Array(0)
      : original.readFileSync.call(fs, path, ...rest);
  };
  try {
    return require('@astral-sh/ruff-wasm-nodejs');
  } finally {
    wasm.Module = original.Module;
    fs.readFileSync = original.readFileSync;
  }
};
