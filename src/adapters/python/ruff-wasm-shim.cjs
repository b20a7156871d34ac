// Loads Ruff's WebAssembly package on first use. A static require the bundler
// can follow (so the package and its .wasm travel inside dist/), deferred until
// called: requiring it compiles a 10 MB module.
'use strict';
exports.loadRuffWasm = () => require('@astral-sh/ruff-wasm-nodejs');
