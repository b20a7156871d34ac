import type { Node } from 'web-tree-sitter';
import { allDefinitions, ownerOf, tryDocstringOf } from './python-syntax.js';
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
 * Why a definition without a docstring is not asked for one, if it is not:
 * a method of a class with bases whose name the project documents on some
 * method (an override: documentation tools show the inherited docstring),
 * or a file whose own public functions and methods are mostly undocumented
 * (the project's choice there, not a gap); a file with too few of its own
 * to say is judged by the code around it (`around`: an example script in a
 * folder of undocumented examples is not asked for one).
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
): string | undefined {
  const name = definition.childForFieldName('name')?.text ?? '';
  const owner = enclosingClass(definition);
  if (owner?.childForFieldName('superclasses') && documentedMethods.has(name))
    return 'it overrides a documented method of the same name';
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
  return { functions: publicFunctions(root).map(fact), classes: publicClasses(root).map(fact) };
}

function mostlyBare(docs: FunctionDocs): boolean {
  return docs.documented * 2 < docs.total;
}

function isPublic(node: Node): boolean {
  if ((node.childForFieldName('name')?.text ?? '').startsWith('_')) return false;
  return !(enclosingClass(node)?.childForFieldName('name')?.text ?? '').startsWith('_');
}

function publicFunctions(root: Node): Node[] {
  return allDefinitions(root).filter(
    (node) => node.type === 'function_definition' && isPublic(node),
  );
}

function publicClasses(root: Node): Node[] {
  return allDefinitions(root).filter((node) => node.type === 'class_definition' && isPublic(node));
}

function isDocumented(node: Node): boolean {
  return tryDocstringOf(ownerOf(node)) !== undefined;
}
