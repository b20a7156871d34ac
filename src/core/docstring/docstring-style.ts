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
 * (the project's choice there, not a gap).
 */
export function missingDocstringExcuse(
  root: Node,
  definition: Node,
  documentedMethods: ReadonlySet<string>,
): string | undefined {
  const name = definition.childForFieldName('name')?.text ?? '';
  const owner = enclosingClass(definition);
  if (owner?.childForFieldName('superclasses') && documentedMethods.has(name))
    return 'it overrides a documented method of the same name';
  const documented = (node: Node): boolean => tryDocstringOf(ownerOf(node)) !== undefined;
  const isPublic = (node: Node): boolean => {
    if ((node.childForFieldName('name')?.text ?? '').startsWith('_')) return false;
    return !(enclosingClass(node)?.childForFieldName('name')?.text ?? '').startsWith('_');
  };
  const peers = allDefinitions(root).filter(
    (node) => node.type === 'function_definition' && node.id !== definition.id && isPublic(node),
  );
  if (peers.length >= 2 && peers.filter(documented).length * 2 < peers.length)
    return 'most public functions of this file have none';
  return undefined;
}
