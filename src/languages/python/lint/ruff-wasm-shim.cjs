// Loads Ruff's WebAssembly package on first use. A static require the bundler
// can follow (so the package and its .wasm travel inside dist/), deferred until
// called: requiring it compiles a 10 MB module. The package is named literally
// at each require, or the bundler would not carry it.
'use strict';
/**
 * The package, loaded once. Given `compiled` (its .wasm compiled beforehand,
 * off the main thread), the package's own synchronous
 * `new WebAssembly.Module(bytes)` is answered with that module instead of
 * compiling the bytes again: the constructor is swapped only while the
 * package's code runs, which is synchronous, so nothing else sees it.
 */
exports.loadRuffWasm = (compiled) => {
  if (!compiled) return require('@astral-sh/ruff-wasm-nodejs');
  const wasm = globalThis.WebAssembly;
  const original = wasm.Module;
  wasm.Module = function PrecompiledRuffModule() {
    return compiled;
  };
  try {
    return require('@astral-sh/ruff-wasm-nodejs');
  } finally {
    wasm.Module = original;
  }
};
