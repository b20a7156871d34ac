import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as TreeSitter from 'web-tree-sitter';
import type { LoadedLanguage } from '../../core/discovery/discover-file.js';
import type { LanguagePack } from '../../core/discovery/language-packs.js';
import { assetPath } from '../files/assets.js';

type TreeSitterModule = typeof TreeSitter;

let runtime: Promise<TreeSitterModule> | undefined;

/**
 * web-tree-sitter, initialised once per thread. Its CommonJS build ships
 * beside the bundle as the package's own file and is loaded from there: the
 * ESM build's dynamic `import("module")` does not survive bundling, and the
 * bundled copy of the CommonJS build parses about 10% slower than the
 * original. Its .wasm is found through `locateFile` for the same reason.
 */
function loadRuntime(): Promise<TreeSitterModule> {
  runtime ??= (async () => {
    const module = createRequire(import.meta.url)(
      assetPath('web-tree-sitter.cjs'),
    ) as TreeSitterModule;
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
