import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type * as TreeSitter from 'web-tree-sitter';
import type { LoadedLanguage } from '../../core/discovery/discover-file.js';
import type { LanguagePack } from '../../core/discovery/language-packs.js';
import { LANGUAGE_MANIFESTS } from '../../languages/manifests.js';
import { assetPath } from '../files/assets.js';
import { holdingLoop } from '../process/hold-loop.js';
import { createTreeCache } from './tree-cache.js';

type TreeSitterModule = typeof TreeSitter;

/** A compiled WebAssembly module, opaque here: the project's TypeScript `lib` has no WebAssembly types. */
type WasmModule = object;

/** The part of the WebAssembly global used here. */
interface WasmApi {
  Module: new (bytes: Uint8Array) => WasmModule;
  instantiate(module: WasmModule, imports: unknown): Promise<unknown>;
}

const wasmApi = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/**
 * The runtime's and the grammars' WebAssembly, compiled once in the process
 * and handed to its discovery workers: V8 shares a module's code between the
 * threads that instantiate it, so the functions are compiled, and tiered up
 * once hot, once in all rather than once per thread.
 */
export interface CompiledWasm {
  runtime: WasmModule;
  /** By language pack id. */
  grammars: Record<string, WasmModule>;
}

let compiled: CompiledWasm | undefined;

/** Compiles (once per thread) the WebAssembly of the runtime and of these packs' grammars. */
export function compileWasm(packs: readonly LanguagePack[]): CompiledWasm {
  const compile = (name: string, fromPackage?: string): WasmModule =>
    new wasmApi.Module(readFileSync(assetPath(name, fromPackage)));
  compiled ??= { runtime: compile('web-tree-sitter.wasm'), grammars: {} };
  for (const pack of packs)
    compiled.grammars[pack.id] ??= compile(pack.grammarWasm, pack.grammarPackage);
  return compiled;
}

/** Makes this thread load from WebAssembly another thread compiled; call before any load. */
export function useCompiledWasm(wasm: CompiledWasm): void {
  compiled = wasm;
}

let runtime: Promise<TreeSitterModule> | undefined;

/**
 * web-tree-sitter, initialised once per thread. Its CommonJS build ships
 * beside the bundle as the package's own file and is loaded from there: the
 * ESM build's dynamic `import("module")` does not survive bundling, and the
 * bundled copy of the CommonJS build parses about 10% slower than the
 * original. Its .wasm is found through `locateFile` for the same reason, or
 * instantiated from the compiled module when there is one.
 */
function loadRuntime(): Promise<TreeSitterModule> {
  runtime ??= (async () => {
    const module = createRequire(import.meta.url)(
      assetPath('web-tree-sitter.cjs'),
    ) as TreeSitterModule;
    const shared = compiled?.runtime;
    if (!shared) {
      const wasm = assetPath('web-tree-sitter.wasm');
      await module.Parser.init({ locateFile: () => wasm });
      return module;
    }
    // Emscripten's hook hands over the instance we make; it has no way to
    // report a failure, so one rejects the race instead of leaving init hanging.
    let fail: (error: unknown) => void = () => undefined;
    const failed = new Promise<never>((_, reject) => (fail = reject));
    await Promise.race([
      module.Parser.init({
        instantiateWasm: (imports: unknown, receive: (...made: unknown[]) => void) => {
          wasmApi
            .instantiate(shared, imports)
            .then((instance) => receive(instance, shared))
            .catch(fail);
          return {};
        },
      }),
      failed,
    ]);
    return module;
  })();
  return runtime;
}

/**
 * Loads a language pack's grammar and reads its queries, compiled when first
 * used. The runtime's and the grammar's instantiation hold the event loop
 * open ({@link holdingLoop}).
 */
export function loadLanguage(pack: LanguagePack): Promise<LoadedLanguage> {
  return holdingLoop(loadLanguageHeld(pack));
}

async function loadLanguageHeld(pack: LanguagePack): Promise<LoadedLanguage> {
  const { Parser, Language, Query } = await loadRuntime();
  const shared = compiled?.grammars[pack.id];
  const grammar = shared
    ? Language.loadSync(shared)
    : await Language.load(await readFile(assetPath(pack.grammarWasm, pack.grammarPackage)));
  const sources = await Promise.all(
    pack.queryFiles.map((file) => readFile(assetPath(`${pack.queryDir}/${file}`), 'utf8')),
  );
  const parser = new Parser();
  parser.setLanguage(grammar);
  // Compiled on first use: only trees with syntax errors need the query (see
  // placeTreeDefinitions), and compiling it costs each thread 5 to 15 ms of
  // start-up.
  let query: TreeSitter.Query | undefined;
  return {
    pack,
    label: labelOf(pack),
    parser,
    get query() {
      query ??= new Query(grammar, sources.join('\n'));
      return query;
    },
    trees: createTreeCache(parser),
  };
}

/** The label of the language whose manifest holds the pack; the pack's id for a pack no manifest holds. */
function labelOf(pack: LanguagePack): string {
  return LANGUAGE_MANIFESTS.find((m) => m.packs.some((p) => p.id === pack.id))?.label ?? pack.id;
}

const threadLanguages = new Map<string, Promise<LoadedLanguage>>();

/**
 * This thread's one loaded language for a pack: the grammar is loaded and the
 * parser created once, then shared by every discoverer and tool on the thread
 * (parsing is synchronous, so sharing is safe). It lives as long as the
 * thread; nobody deletes it.
 */
export function sharedLanguage(pack: LanguagePack): Promise<LoadedLanguage> {
  let loaded = threadLanguages.get(pack.id);
  if (!loaded) {
    loaded = loadLanguage(pack);
    threadLanguages.set(pack.id, loaded);
    // A failed load may succeed later (a missing asset restored); do not keep the failure.
    loaded.catch(() => threadLanguages.delete(pack.id));
  }
  return loaded;
}
