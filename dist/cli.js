#!/usr/bin/env node
// The remora CLI: the same bundle as the action, told to act as the CLI.
globalThis[Symbol.for('remora.cli')] = true;
await import('./index.js');
