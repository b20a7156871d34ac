import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import { grammarOf, type JsGrammar } from '../../../../src/languages/typescript/docs/grammar.js';

const require = createRequire(import.meta.url);

const WASM: Record<JsGrammar, string> = {
  typescript: join(
    dirname(require.resolve('tree-sitter-typescript/package.json')),
    'tree-sitter-typescript.wasm',
  ),
  tsx: join(
    dirname(require.resolve('tree-sitter-typescript/package.json')),
    'tree-sitter-tsx.wasm',
  ),
  javascript: join(
    dirname(require.resolve('tree-sitter-javascript/package.json')),
    'tree-sitter-javascript.wasm',
  ),
};

let parsers: Promise<Record<JsGrammar, Parser>> | undefined;

async function load(grammar: JsGrammar): Promise<Parser> {
  const parser = new Parser();
  parser.setLanguage(await Language.load(WASM[grammar]));
  return parser;
}

/** One parser per grammar (TypeScript, TSX, JavaScript), loaded once for the test file's worker. */
export function loadJsParsers(): Promise<Record<JsGrammar, Parser>> {
  parsers ??= (async () => {
    await Parser.init();
    return {
      typescript: await load('typescript'),
      tsx: await load('tsx'),
      javascript: await load('javascript'),
    };
  })();
  return parsers;
}

/** The parser for a file, by its name. */
export async function parserFor(filePath: string): Promise<Parser> {
  return (await loadJsParsers())[grammarOf(filePath)];
}
