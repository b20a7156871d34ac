// Loads Biome's WebAssembly package on first use. A static require the bundler
// can follow (so the package and its .wasm travel inside the bundle), deferred
// until called: requiring it compiles a 45 MB module, which runs that lint no
// TypeScript or JavaScript should not pay for. The package is named literally.
'use strict';
/** The package, loaded once (require caches it). */
exports.loadBiomeWasm = () => require('@biomejs/wasm-nodejs');
