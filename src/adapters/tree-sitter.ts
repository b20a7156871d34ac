import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TreeSitter from 'web-tree-sitter';
import type { LoadedLanguage } from '../core/discovery/discover-file.js';
import type { LanguagePack } from '../core/discovery/language-packs.js';
import { assetPath } from './assets.js';
import { loadWebTreeSitter } from './web-tree-sitter-shim.cjs';

type TreeSitterModule = typeof TreeSitter;

let runtime: Promise<TreeSitterModule> | undefined;

/**
 * web-tree-sitter, initialised once per thread. It is loaded through its
 * CommonJS build: the ESM build's dynamic `import("module")` does not survive
 * bundling, and the CommonJS build needs `locateFile` to find its .wasm beside
 * the bundle (the copy a bundler makes of it is not usable).
 */
function loadRuntime(): Promise<TreeSitterModule> {
  runtime ??= (async () => {
    // Its CommonJS build reads __dirname at load, which an ESM bundle lacks;
    // the value only seeds a default that locateFile overrides.
    const scope = globalThis as { __dirname?: string };
    scope.__dirname ??= dirname(fileURLToPath(import.meta.url));
    const module = loadWebTreeSitter();
    const wasm = assetPath('web-tree-sitter.wasm');
    await module.Parser.init({ locateFile: () => wasm });
    return module;
  })();
  return runtime;
}

/** Loads a language pack's grammar and compiles its queries. */
export async function loadLanguage(pack: LanguagePack): Promise<LoadedLanguage> {
  const { Parser, Language, Query } = await loadRuntime();
  const grammar = await Language.load(await readFile(assetPath(pack.grammarWasm)));
  const sources = await Promise.all(
    pack.queryFiles.map((file) => readFile(assetPath(`queries/${pack.id}/${file}`), 'utf8')),
  );
  const parser = new Parser();
  parser.setLanguage(grammar);
  return { pack, parser, query: new Query(grammar, sources.join('\n')) };
}
