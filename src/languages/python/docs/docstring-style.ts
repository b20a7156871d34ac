import type { Node } from 'web-tree-sitter';
import { allDefinitions, ownerOf, statementsOf, tryDocstringOf } from './python-syntax.js';
import type { DocstringStyle } from './types.js';

/** Every docstring of a parsed file: the module's, then each def's and class's. */
export function fileDocstrings(root: Node): string[] {
  const owners = [
    { definition: root, outer: root, body: root },
    ...allDefinitions(root).map(ownerOf),
  ];
  return owners.flatMap((owner) => {
    const found = tryDocstringOf(owner);
    return found ? [found.value] : [];
  });
}

const EXAMPLES: Readonly<Record<DocstringStyle, string>> = {
  google:
    'Summary line.\n\nArgs:\n    name (str): The name.\n\nReturns:\n    int: The count.\n\nRaises:\n    ValueError: If name is empty.',
  numpy:
    'Summary line.\n\nParameters\n----------\nname : str\n    The name.\n\nReturns\n-------\nint\n    The count.\n\nRaises\n------\nValueError\n    If name is empty.',
  sphinx:
    'Summary line.\n\n:param name: The name.\n:type name: str\n:returns: The count.\n:rtype: int\n:raises ValueError: If name is empty.',
  markdown:
    'Summary line.\n\n**Parameters:**\n\n* **name** - The name.\n* **limit** - *(optional)* How many, at most.',
};

/** A short example of a style, for the model's context. */
export function styleExample(style: DocstringStyle): string {
  return EXAMPLES[style];
}

/** The names of a file's methods that have a docstring: what an override inherits. */
export function documentedMethodNames(root: Node): string[] {
  return allDefinitions(root)
    .filter(
      (node) =>
        node.type === 'function_definition' &&
        enclosingClass(node) !== undefined &&
        tryDocstringOf(ownerOf(node)) !== undefined,
    )
    .map((node) => node.childForFieldName('name')?.text ?? '');
}

/** The class a def is a method of, if it is one. */
function enclosingClass(node: Node): Node | undefined {
  for (let up = node.parent; up; up = up.parent)
    if (up.type === 'class_definition') return up;
    else if (up.type === 'function_definition') return undefined;
  return undefined;
}

/**
 * A file of examples or of the documentation's own build (a Sphinx
 * extension's `setup`): rich's examples/ and imbalanced-learn's
 * doc/sphinxext/ are never documented, and are no part of the package's API.
 */
const EXAMPLES_OR_DOCS = /(^|\/)(examples?|docs?|demos?)\//;

/**
 * Why a definition without a docstring is not asked for one, if it is not:
 * a file of examples or documentation tooling; a method of a class with
 * bases whose name the project documents on some method, or that a standard
 * library base it names documents (an override: documentation tools show the
 * inherited docstring); a class whose `__init__` has a docstring; a def whose
 * decorator is called with a documented function of the file, whose
 * docstring it takes (jinja's async variants of filters); or a file
 * whose own public functions and methods are mostly undocumented (the
 * project's choice there, not a gap); a file with too few of its own to say
 * is judged by the code around it (`around`: an example script in a folder
 * of undocumented examples is not asked for one).
 */
export function missingDocstringExcuse(
  root: Node,
  definition: Node,
  documentedMethods: ReadonlySet<string>,
  /**
   * How documented the public functions around the file are (its folder, then
   * the folders above), for a file with too few functions of its own to say.
   */
  around?: () => FunctionDocs | undefined,
  /** The file's path in the repository. */
  filePath = '',
): string | undefined {
  if (EXAMPLES_OR_DOCS.test(filePath))
    return 'examples and documentation tooling are not the package';
  const name = definition.childForFieldName('name')?.text ?? '';
  const owner = enclosingClass(definition);
  const bases = owner?.childForFieldName('superclasses');
  if (bases && documentedMethods.has(name))
    return 'it overrides a documented method of the same name';
  if (bases && overridesStandardLibrary(bases, name))
    return 'it overrides a method the standard library documents';
  if (definition.type === 'class_definition' && constructorDocumented(definition))
    return 'its __init__ has a docstring, which documents the class';
  const donor = documentedDecoratorArgument(root, definition);
  if (donor !== undefined)
    return `its decorator is given ${donor}, a documented function of this file, whose docstring it takes`;
  // A class is held to the file's classes where it has enough of them: data-shape
  // classes (TypedDicts, schemas) are often left bare beside documented functions.
  const facts = publicDefinitions(root);
  if (definition.type === 'class_definition') {
    const classes = facts.classes.filter((fact) => fact.id !== definition.id);
    if (classes.length >= LEAST_PEERS)
      return mostlyBare(docsOf(classes)) ? 'most public classes of this file have none' : undefined;
  }
  const mine = docsOf(facts.functions.filter((fact) => fact.id !== definition.id));
  if (mine.total >= LEAST_PEERS)
    return mostlyBare(mine) ? 'most public functions of this file have none' : undefined;
  const nearby = around?.();
  if (nearby && mostlyBare(nearby)) return `most public functions around this file have none`;
  return undefined;
}

const IO_METHODS = [
  'close',
  'detach',
  'fileno',
  'flush',
  'isatty',
  'read',
  'read1',
  'readable',
  'readall',
  'readinto',
  'readline',
  'readlines',
  'seek',
  'seekable',
  'tell',
  'truncate',
  'writable',
  'write',
  'writelines',
];

/**
 * Standard library base classes, as a class's bases name them, and the
 * methods of theirs a subclass overrides (a trailing `*`: any name with that
 * prefix). Bare names only where no project would name its own class so.
 */
const STANDARD_BASES: Readonly<Record<string, readonly string[]>> = {
  'io.IOBase': IO_METHODS,
  'io.RawIOBase': IO_METHODS,
  'io.BufferedIOBase': IO_METHODS,
  'io.TextIOBase': IO_METHODS,
  TextIOBase: IO_METHODS,
  RawIOBase: IO_METHODS,
  BufferedIOBase: IO_METHODS,
  'logging.Handler': ['emit', 'flush', 'close', 'handle', 'format', 'handleError'],
  'logging.StreamHandler': ['emit', 'flush', 'close', 'handle', 'format', 'setStream'],
  'logging.Formatter': ['format', 'formatTime', 'formatException', 'formatStack'],
  'logging.Filter': ['filter'],
  'threading.Thread': ['run'],
  'json.JSONEncoder': ['default', 'encode', 'iterencode'],
  JSONEncoder: ['default', 'encode', 'iterencode'],
  'ast.NodeVisitor': ['visit', 'generic_visit', 'visit_*'],
  'ast.NodeTransformer': ['visit', 'generic_visit', 'visit_*'],
  NodeVisitor: ['visit', 'generic_visit', 'visit_*'],
  NodeTransformer: ['visit', 'generic_visit', 'visit_*'],
  'html.parser.HTMLParser': ['handle_*', 'feed', 'close', 'reset'],
  HTMLParser: ['handle_*', 'feed', 'close', 'reset'],
};

/** Whether `name` is a method one of a class's standard library bases documents. */
function overridesStandardLibrary(bases: Node, name: string): boolean {
  return bases.namedChildren.some((base) =>
    (STANDARD_BASES[base.text] ?? []).some((method) =>
      method.endsWith('*') ? name.startsWith(method.slice(0, -1)) : method === name,
    ),
  );
}

/**
 * Whether a class's `__init__` has a docstring: rich writes a class's summary
 * and arguments there ("A single emoji character."), and Sphinx's autoclass
 * shows it as the class's documentation.
 */
function constructorDocumented(definition: Node): boolean {
  const body = definition.childForFieldName('body');
  return (body?.namedChildren ?? []).some((statement) => {
    const def =
      statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement;
    return (
      def?.type === 'function_definition' &&
      def.childForFieldName('name')?.text === '__init__' &&
      isDocumented(def)
    );
  });
}

/**
 * The name of a documented function of the file's top level that one of a
 * def's decorators is called with, if any: jinja's
 * `@async_variant(sync_do_first) async def do_first` is shown with the
 * docstring of `sync_do_first`, which the decorator copies (`functools.wraps`
 * over the function it is given), as a `singledispatch` register or a
 * `wraps(original)` does.
 */
function documentedDecoratorArgument(root: Node, definition: Node): string | undefined {
  const outer = ownerOf(definition).outer;
  if (outer === definition) return undefined;
  const given = outer.namedChildren
    .filter((child) => child.type === 'decorator')
    .flatMap((decorator) => {
      const call = decorator.namedChildren.find((child) => child.type !== 'comment');
      if (call?.type !== 'call') return [];
      return (call.childForFieldName('arguments')?.namedChildren ?? []).map((argument) =>
        argument.type === 'keyword_argument' ? argument.childForFieldName('value') : argument,
      );
    })
    .filter((argument) => argument?.type === 'identifier')
    .map((argument) => argument?.text ?? '');
  if (given.length === 0) return undefined;
  const documented = new Set(documentedTopLevelFunctions(root));
  return given.find((name) => documented.has(name));
}

/** The names of the documented functions at a file's top level. */
function documentedTopLevelFunctions(root: Node): string[] {
  return statementsOf(root)
    .map((statement) =>
      statement.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement,
    )
    .filter((def) => def?.type === 'function_definition' && isDocumented(def))
    .map((def) => def?.childForFieldName('name')?.text ?? '');
}

/** How many public functions a piece of code has, and how many of them have a docstring. */
export interface FunctionDocs {
  total: number;
  documented: number;
}

/** Fewer public functions than this say nothing of a habit. */
export const LEAST_PEERS = 2;

/** A file's public functions and how many have a docstring: what its habit is made of. */
export function functionDocs(root: Node): FunctionDocs {
  return docsOf(publicDefinitions(root).functions);
}

/** One public definition of a file: which node, and whether it has a docstring. */
interface DefinitionFact {
  readonly id: number;
  readonly documented: boolean;
}

function docsOf(facts: readonly DefinitionFact[]): FunctionDocs {
  return { total: facts.length, documented: facts.filter((fact) => fact.documented).length };
}

/**
 * A file's public functions and classes, found once per tree: every docstring
 * check of a node walks the whole file for them, and a module of thousands of
 * definitions is checked once per tool call. Trees are shared and never
 * changed (the tree cache edits copies), so a tree's facts stay true for it.
 */
const factsByTree = new WeakMap<object, Map<number, ReturnType<typeof findPublicDefinitions>>>();

function publicDefinitions(root: Node): ReturnType<typeof findPublicDefinitions> {
  let byRoot = factsByTree.get(root.tree);
  if (!byRoot) factsByTree.set(root.tree, (byRoot = new Map()));
  let facts = byRoot.get(root.id);
  if (!facts) byRoot.set(root.id, (facts = findPublicDefinitions(root)));
  return facts;
}

function findPublicDefinitions(root: Node): {
  functions: DefinitionFact[];
  classes: DefinitionFact[];
} {
  const fact = (node: Node): DefinitionFact => ({ id: node.id, documented: isDocumented(node) });
  const definitions = allDefinitions(root);
  return {
    functions: publicFunctions(definitions).map(fact),
    classes: publicClasses(definitions).map(fact),
  };
}

function mostlyBare(docs: FunctionDocs): boolean {
  return docs.documented * 2 < docs.total;
}

function isPublic(node: Node): boolean {
  if ((node.childForFieldName('name')?.text ?? '').startsWith('_')) return false;
  return !(enclosingClass(node)?.childForFieldName('name')?.text ?? '').startsWith('_');
}

function publicFunctions(definitions: readonly Node[]): Node[] {
  return definitions.filter((node) => node.type === 'function_definition' && isPublic(node));
}

function publicClasses(definitions: readonly Node[]): Node[] {
  return definitions.filter((node) => node.type === 'class_definition' && isPublic(node));
}

function isDocumented(node: Node): boolean {
  return tryDocstringOf(ownerOf(node)) !== undefined;
}
