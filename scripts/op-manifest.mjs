// The op registry as plain data, for the build's generators: each op's name,
// agent, whether it asks a served model, and whether it is on by default. It
// is read from src/languages/registry.ts itself (run by Node's TypeScript support
// in a child process), so the generated files list exactly the ops Remora runs.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** A Node that runs TypeScript: the pinned one of node_modules, else this one. */
function typeScriptNode() {
  const pinned = join(root, 'node_modules', 'node', 'bin', 'node');
  return existsSync(pinned) ? pinned : process.execPath;
}

// Imports of `./x.js` inside src/ name `./x.ts`: the child resolves them so.
const RESOLVE_HOOK = `
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
    const js = new URL(specifier, context.parentURL);
    const ts = new URL(specifier.replace(/\\.js$/, '.ts'), context.parentURL);
    if (!existsSync(fileURLToPath(js)) && existsSync(fileURLToPath(ts))) return next(ts.href, context);
  }
  return next(specifier, context);
}`;

/** The program the child runs: the registry's ops, as JSON on stdout. */
function manifestProgram(registryUrl) {
  return `
import { register } from 'node:module';
register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(RESOLVE_HOOK)}));
const { BUILTIN_REGISTRY } = await import(${JSON.stringify(registryUrl)});
const ops = [...BUILTIN_REGISTRY.ops.values()].map((op) => ({
  name: op.name,
  agent: op.agent,
  needsModel: op.needsModel !== false,
  enabledByDefault: op.enabledByDefault,
}));
process.stdout.write(JSON.stringify(ops));
`;
}

/** The ops of the registry under `repoRoot` (this repository unless given). */
export function readOpManifest(repoRoot = root) {
  const registry = pathToFileURL(join(repoRoot, 'src', 'languages', 'registry.ts')).href;
  const out = execFileSync(
    typeScriptNode(),
    [
      '--experimental-transform-types',
      '--no-warnings',
      '--input-type=module',
      '--eval',
      manifestProgram(registry),
    ],
    { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  console.log(JSON.stringify(readOpManifest(), null, 2));
