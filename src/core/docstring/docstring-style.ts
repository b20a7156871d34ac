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
};

/** A short example of a style, for the model's context. */
export function styleExample(style: DocstringStyle): string {
  return EXAMPLES[style];
}
