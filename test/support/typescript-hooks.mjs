// Module hooks that let Node run the TypeScript sources as they are, for
// tests that start the CLI as a process of its own: a `.js` import next to a
// `.ts` file means the `.ts` file, and `.ts` files lose their types on load.
// `useTypeScriptSources()` installs them; `register()` of this file still
// works, for a process that chains hooks of its own on the hooks thread.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

function resolveSync(specifier, context, nextResolve) {
  if (
    specifier.startsWith('.') &&
    specifier.endsWith('.js') &&
    context.parentURL?.endsWith('.ts')
  ) {
    const source = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(source))) return { url: source.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

/**
 * Node's own type stripping where it has it (Node 24, which the npm scripts
 * run under): a fraction of the TypeScript compiler's start-up and
 * transpiling, which every start of the CLI would pay again. `transform`
 * mode also rewrites parameter properties. The compiler is the fallback.
 */
function stripTypes(source, url) {
  const { stripTypeScriptTypes } = nodeModule;
  if (stripTypeScriptTypes) {
    // Node calls the function experimental on stderr, where the tests read the CLI's own words.
    const { emitWarning } = process;
    process.emitWarning = () => {};
    try {
      return stripTypeScriptTypes(source, { mode: 'transform', sourceUrl: url });
    } finally {
      process.emitWarning = emitWarning;
    }
  }
  const ts = nodeModule.createRequire(import.meta.url)('typescript');
  return ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      isolatedModules: true,
    },
  }).outputText;
}

/**
 * Stripped sources, by a hash of the source, its URL, this file and this Node: each
 * process that starts from the sources would otherwise strip the same few
 * hundred files again (a third of a second of every action or CLI start).
 * Kept in node_modules/.cache, where tools keep theirs: not in the temporary
 * folder, which tests of the processes' leftovers look at.
 * A new name per write, renamed into place, so concurrent processes never
 * read half a file.
 */
const CACHE = join(
  import.meta.dirname,
  '..',
  '..',
  'node_modules',
  '.cache',
  `stripped-ts-${process.version}`,
);

/** This file's own text: a change to how sources are stripped makes new keys. */
const STRIPPER = readFileSync(fileURLToPath(import.meta.url), 'utf8');

function strippedSource(url) {
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const key = createHash('sha256')
    .update(STRIPPER)
    .update('\0')
    .update(url)
    .update('\0')
    .update(source)
    .digest('hex');
  const cached = join(CACHE, `${key}.js`);
  try {
    return readFileSync(cached, 'utf8');
  } catch {
    // Not stripped yet.
  }
  const stripped = stripTypes(source, url);
  try {
    mkdirSync(CACHE, { recursive: true });
    const partial = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, stripped);
    renameSync(partial, cached);
  } catch {
    // A cache that cannot be written only costs the next process the same stripping.
  }
  return stripped;
}

function loadSync(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  return { format: 'module', source: strippedSource(url), shortCircuit: true };
}

export async function resolve(specifier, context, nextResolve) {
  return resolveSync(specifier, context, nextResolve);
}

export async function load(url, context, nextLoad) {
  return loadSync(url, context, nextLoad);
}

/**
 * Lets this process import the TypeScript sources. Where Node has
 * synchronous hooks (`registerHooks`), they run on this thread: hooks
 * registered with `register()` run on a thread of their own, and each of the
 * hundreds of modules an action run loads is then a round trip to it (1.5 s
 * of a start that loads the action, most of it both threads waiting).
 */
export function useTypeScriptSources() {
  if (nodeModule.registerHooks) nodeModule.registerHooks({ resolve: resolveSync, load: loadSync });
  else nodeModule.register('./typescript-hooks.mjs', import.meta.url);
}
