// The rooms of src/ and the floors they stand on, as ESLint rules: an import
// may only go to the same room or one on a lower floor, and imports form no
// cycle. docs/architecture.md explains the rooms; this file is their law.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Each room of src/, lowest floor first. Rooms on one floor may not import each other. */
export const FLOORS = [
  ['core'],
  // What discovery and remora.yaml read of a language: its manifest and its grammars (see roomOf).
  ['language-manifests'],
  ['ports'],
  ['adapters'],
  // ops below config: the configuration's schema is built from the op registry.
  ['ops'],
  // languages above ops: a language gives ops its own tools for its files.
  ['languages'],
  ['config'],
  ['pipeline'],
  ['action', 'cli'],
  ['entry'],
];

const ROOT_FILES = {
  'ports.ts': 'ports',
  'version.ts': 'core',
  'main.ts': 'entry',
  'index.ts': 'entry',
};

/** The room of a file under `src`, or undefined for files outside src/. */
export function roomOf(src, file) {
  const path = relative(src, file);
  if (path.startsWith('..') || path === '') return undefined;
  const [first, ...rest] = path.split(sep);
  if (rest.length === 0) return ROOT_FILES[first] ?? 'entry';
  if (first === 'languages' && isLanguageManifest(rest)) return 'language-manifests';
  return first;
}

/** Files of src/languages/ that stand low: the manifest types and listing, files' texts by their language, each folder's manifest and discovery. */
const MANIFEST_FILES = new Set([
  'language.ts',
  'manifests.ts',
  'bundled-language-manifests.ts',
  'file-text.ts',
]);

function isLanguageManifest(rest) {
  if (rest.length === 1) return MANIFEST_FILES.has(rest[0]);
  return rest[1] === 'manifest.ts' || rest[1] === 'discovery';
}

/** The language folder a file of src/ lies in (`python` for src/languages/python/...), or undefined. */
export function languageFolderOf(src, file) {
  const [first, folder, ...rest] = relative(src, file).split(sep);
  return first === 'languages' && folder !== undefined && rest.length > 0 ? folder : undefined;
}

/**
 * Why `file` may not import `target`'s language folder, or undefined when it
 * may: a language's code is its folder's own. Only the folder itself and the
 * files of src/languages/ that list the folders (the registry, the generated
 * lists) import it; everything else reaches a language through them, so
 * nothing outside a language's folder names the language. A language may
 * read another's grammar (its manifest and discovery: Starlark is parsed
 * with Python's), never its code.
 */
export function wrongLanguage(src, file, target) {
  const folder = languageFolderOf(src, target);
  if (folder === undefined) return undefined;
  const own = languageFolderOf(src, file);
  if (own === folder) return undefined;
  const [first, ...rest] = relative(src, file).split(sep);
  if (own === undefined && first === 'languages' && rest.length === 1) return undefined;
  if (own !== undefined && roomOf(src, target) === 'language-manifests') return undefined;
  return own === undefined
    ? `${relative(src, file).split(sep).join('/')} may not import the ${folder} language's folder: reach a language through src/languages/registry.ts or src/languages/manifests.ts`
    : `the ${own} language's folder may not import the ${folder} language's folder`;
}

function floorOf(room) {
  return FLOORS.findIndex((rooms) => rooms.includes(room));
}

/** Why `from` may not import `to`, or undefined when it may. */
export function wrongWay(fromRoom, toRoom) {
  if (fromRoom === toRoom) return undefined;
  const from = floorOf(fromRoom);
  const to = floorOf(toRoom);
  if (from < 0 || to < 0)
    return `room ${from < 0 ? fromRoom : toRoom} has no floor in scripts/eslint/layers.mjs`;
  if (to > from)
    return `${fromRoom} (floor ${from}) may not import ${toRoom} (floor ${to}): imports only go down`;
  if (to === from)
    return `${fromRoom} and ${toRoom} stand side by side and may not import each other`;
  return undefined;
}

function resolveImport(file, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  return resolve(dirname(file), specifier.replace(/\.js$/, '.ts').replace(/\.cjs$/, '.cts'));
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.c?ts$/.test(entry.name) && !/\.d\.c?ts$/.test(entry.name) ? [path] : [];
  });
}

const graphs = new Map();

/** The import graph of src/, read once per lint run; type-only imports count too. */
function importGraph(src) {
  let graph = graphs.get(src);
  if (graph) return graph;
  graph = new Map();
  const files = sourceFiles(src);
  const known = new Set(files);
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.map((f) => resolveImport(file, f.fileName)).filter((t) => t && known.has(t)),
    );
  }
  graphs.set(src, graph);
  return graph;
}

/** A path of imports from `start` back to `goal`, or undefined. */
function pathBack(graph, start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    if (file === goal) return path;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of graph.get(file) ?? []) stack.push([next, [...path, next]]);
  }
  return undefined;
}

function srcOf(context) {
  return join(context.cwd ?? process.cwd(), 'src');
}

function importSpecifiers(node) {
  if (node.source && typeof node.source.value === 'string') return node.source;
  return undefined;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'imports in src/ only go to the same room or a lower floor' },
    schema: [],
  },
  create(context) {
    const src = srcOf(context);
    const file = context.filename;
    const from = roomOf(src, file);
    if (!from) return {};
    const check = (node) => {
      const source = importSpecifiers(node);
      const target = source && resolveImport(file, source.value);
      if (!target) return;
      const to = roomOf(src, target);
      if (!to) {
        context.report({
          node: source,
          message: `src/ may not import ${source.value}: outside src/`,
        });
        return;
      }
      const why = wrongWay(from, to) ?? wrongLanguage(src, file, target);
      if (why) context.report({ node: source, message: why });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'imports in src/ form no cycle' },
    schema: [],
  },
  create(context) {
    const src = srcOf(context);
    const file = context.filename;
    if (!roomOf(src, file)) return {};
    const check = (node) => {
      const source = importSpecifiers(node);
      const target = source && resolveImport(file, source.value);
      if (!target) return;
      const back = pathBack(importGraph(src), target, file);
      if (back)
        context.report({
          node: source,
          message: `import cycle: ${[file, ...back].map((f) => relative(src, f)).join(' -> ')}`,
        });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The plugin: `remora/layers` and `remora/no-cycle`. */
export const remoraPlugin = { rules: { layers, 'no-cycle': noCycle } };
