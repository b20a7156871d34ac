// The action as a process of its own, run from the TypeScript sources: what
// `node dist/index.js` does, without the bundle: a test of a change to src/ that
// runs before `npm run build` has rebuilt dist/.
import { useTypeScriptSources } from './typescript-hooks.mjs';

useTypeScriptSources();
await import('../../src/index.ts');
