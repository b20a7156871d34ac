// The CLI as a process of its own, run from the TypeScript sources: what
// `dist/cli.js` does, without the bundle: a test of a change to src/ that runs
// before `npm run build` has rebuilt dist/.
import { useTypeScriptSources } from './typescript-hooks.mjs';

useTypeScriptSources();
globalThis[Symbol.for('remora.cli')] = true;
await import('../../src/index.ts');
