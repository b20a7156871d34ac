// The JSDoc engine's TypeScript sources and the three grammars, for the scripts of this folder.
import { createRequire } from 'node:module';
import { useTypeScriptSources } from '../../test/support/typescript-hooks.mjs';
import { dirname, join } from 'node:path';

useTypeScriptSources();

/** The engine (src/languages/typescript/docs) and one parser per grammar. */
export async function loadEngine() {
  const docs = await import('../../src/languages/typescript/docs/index.ts');
  const { Language, Parser } = await import('web-tree-sitter');
  const require = createRequire(import.meta.url);
  const wasm = (pkg, file) => join(dirname(require.resolve(`${pkg}/package.json`)), file);
  await Parser.init();
  const parsers = {};
  for (const [grammar, pkg, file] of [
    ['typescript', 'tree-sitter-typescript', 'tree-sitter-typescript.wasm'],
    ['tsx', 'tree-sitter-typescript', 'tree-sitter-tsx.wasm'],
    ['javascript', 'tree-sitter-javascript', 'tree-sitter-javascript.wasm'],
  ]) {
    const parser = new Parser();
    parser.setLanguage(await Language.load(wasm(pkg, file)));
    parsers[grammar] = parser;
  }
  return { docs, parserFor: (path) => parsers[docs.grammarOf(path)] };
}
