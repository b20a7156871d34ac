import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Language, Parser } from 'web-tree-sitter';
import { definitionsOf } from '../../../../src/languages/typescript/docs/definitions.js';
import { grammarOf, type JsGrammar } from '../../../../src/languages/typescript/docs/grammar.js';
import {
  reviewJsDoc,
  type JsDocReview,
  type ReviewedNode,
} from '../../../../src/languages/typescript/docs/review-jsdoc.js';

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

/** The node discovery would give for the definition named `name` (the first, or the only one). */
export async function nodeNamed(
  filePath: string,
  source: string,
  name?: string,
): Promise<ReviewedNode> {
  const tree = (await parserFor(filePath)).parse(source);
  if (!tree) throw new Error('no tree');
  try {
    const all = definitionsOf(tree.rootNode);
    const definition = name === undefined ? all[0] : all.find((d) => d.name === name);
    if (!definition) throw new Error(`no definition ${name ?? ''}`);
    let start = definition.anchor.startPosition.row;
    let previous = definition.anchor.previousSibling;
    while (previous?.type === 'decorator') {
      start = previous.startPosition.row;
      previous = previous.previousSibling;
    }
    return {
      name: definition.name,
      file_path: filePath,
      start_line: start + 1,
      end_line: definition.anchor.endPosition.row + 1,
    };
  } finally {
    tree.delete();
  }
}

/** Reviews the definition `name` of `head` against `base` (null: new; undefined: unknown). */
export async function reviewIn(
  filePath: string,
  head: string,
  base: string | null | undefined,
  options: { name?: string; packageDocuments?: boolean } = {},
): Promise<JsDocReview> {
  const parser = await parserFor(filePath);
  const node = await nodeNamed(filePath, head, options.name);
  return reviewJsDoc({
    parser,
    filePath,
    source: head,
    node,
    base:
      base === undefined || base === null
        ? base
        : { source: base, node: await nodeNamed(filePath, base, options.name) },
    packageDocuments: options.packageDocuments ?? false,
  });
}
