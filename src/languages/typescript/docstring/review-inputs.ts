import type { Parser } from 'web-tree-sitter';
import { tryPackFor } from '../../manifests.js';
import type { ToolContext } from '../../../ops/shared/tool-context.js';
import type { JsDocReviewInput, ReviewedNode } from '../docs/review-jsdoc.js';
import {
  documentsExports,
  exportDocCounts,
  isExcusedFile,
  packageFolderOf,
} from '../docs/doc-asked.js';
import { parserFor } from './parsers.js';

/** How many files of a package are read to learn whether it documents its exports. */
const MAX_PACKAGE_FILES = 300;

/** Whether each package documents its exports, learned once per run (per stable tree). */
const learned = new WeakMap<object, Map<string, Promise<boolean>>>();

/** What reviewing the node's doc comment needs: its file as it is now, its code at the base, its package's habit. */
export async function jsdocReviewInputs(context: ToolContext): Promise<JsDocReviewInput> {
  const here = await context.locate();
  const parser = await parserFor(here.node.file_path);
  const node: ReviewedNode = here.node;
  const base = context.before === undefined ? undefined : baseOf(parser, context);
  return {
    parser,
    filePath: here.node.file_path,
    source: here.text,
    node,
    ...(base === undefined ? {} : { base }),
    packageDocuments: await packageDocuments(context),
  };
}

/**
 * The node at the base revision, from its text there: a member's text is
 * read inside a class, or an object literal, as it stood.
 */
function baseOf(
  parser: Parser,
  context: ToolContext,
): { source: string; node: ReviewedNode } | null | undefined {
  const before = context.before;
  if (before === null) return null;
  if (before === undefined) return undefined;
  const lines = before.split('\n').length;
  const { name, file_path, node_type } = context.node;
  const shapes = [
    { source: before, start: 1 },
    { source: `class RemoraBase {\n${before}\n}\n`, start: 2 },
    { source: `const remoraBase = {\n${before}\n};\n`, start: 2 },
  ];
  for (const shape of shapes) {
    const tree = parser.parse(shape.source);
    const parses = tree !== null && !tree.rootNode.hasError;
    tree?.delete();
    if (parses)
      return {
        source: shape.source,
        node: {
          name,
          file_path,
          node_type,
          start_line: shape.start,
          end_line: shape.start + lines - 1,
        },
      };
  }
  return undefined;
}

/** Whether the package of the node's file documents its exported definitions (most of them, five or more). */
async function packageDocuments(context: ToolContext): Promise<boolean> {
  const path = context.node.file_path;
  if (isExcusedFile(path)) return false;
  const files = await context.services.listFiles();
  const manifests = new Set(
    files.filter((file) => file === 'package.json' || file.endsWith('/package.json')),
  );
  const folder = packageFolderOf(path, (dir) =>
    manifests.has(dir === '' ? 'package.json' : `${dir}/package.json`),
  );
  let byFolder = learned.get(context.services);
  if (!byFolder) learned.set(context.services, (byFolder = new Map()));
  let habit = byFolder.get(folder);
  if (!habit) {
    habit = learnHabit(context, files, folder);
    byFolder.set(folder, habit);
  }
  return habit;
}

async function learnHabit(
  context: ToolContext,
  files: readonly string[],
  folder: string,
): Promise<boolean> {
  const prefix = folder === '' ? '' : `${folder}/`;
  const sources = files
    .filter((file) => file.startsWith(prefix) && !file.includes('node_modules/'))
    .filter((file) => tryPackFor(file) !== undefined && !file.endsWith('.d.ts'))
    .filter((file) => !isExcusedFile(file))
    .slice(0, MAX_PACKAGE_FILES);
  const counts = [];
  for (const file of sources) {
    const text = await context.workspace.readFile(file);
    if (text === undefined) continue;
    const parser = await parserFor(file);
    const tree = parser.parse(text);
    if (!tree) continue;
    try {
      counts.push(exportDocCounts(tree.rootNode, file));
    } finally {
      tree.delete();
    }
  }
  return documentsExports(counts);
}
