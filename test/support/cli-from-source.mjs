// The CLI as a process of its own, run from the TypeScript sources: what
// `dist/cli.js` does, without the bundle (which is rebuilt only on main).
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
globalThis[Symbol.for('remora.cli')] = true;
await import('../../src/index.ts');
