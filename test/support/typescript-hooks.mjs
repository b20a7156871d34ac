// Module hooks that let Node run the TypeScript sources as they are, for
// tests that start the CLI as a process of its own: a `.js` import next to a
// `.ts` file means the `.ts` file, and `.ts` files lose their types on load.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import * as nodeModule from 'node:module';
import { fileURLToPath } from 'node:url';

export async function resolve(specifier, context, nextResolve) {
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
async function stripTypes(source, url) {
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
  const { default: ts } = await import('typescript');
  return ts.transpileModule(source, {
    fileName: fileURLToPath(url),
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      isolatedModules: true,
    },
  }).outputText;
}

export async function load(url, context, nextLoad) {
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = await stripTypes(await readFile(fileURLToPath(url), 'utf8'), url);
  return { format: 'module', source, shortCircuit: true };
}
