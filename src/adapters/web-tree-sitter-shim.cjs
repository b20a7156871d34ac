// Loads web-tree-sitter's CommonJS build on first use. A static require the
// bundler can follow (so the package travels inside dist/), deferred until
// called; the ESM build's dynamic import("module") does not survive bundling.
'use strict';
exports.loadWebTreeSitter = () => require('web-tree-sitter');
