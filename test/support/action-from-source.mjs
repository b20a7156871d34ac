// The action as a process of its own, run from the TypeScript sources: what
// `node dist/index.js` does, without the bundle: a test of a change to src/ that
// runs before `npm run build` has rebuilt dist/.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
await import('../../src/index.ts');
