import type { Node } from 'web-tree-sitter';
import { detectDocstringStyle } from './parse-docstring.js';
import { allDefinitions, ownerOf, tryDocstringOf } from './python-syntax.js';
import { DOCSTRING_STYLES, type DocstringStyle } from './types.js';

/** The style a project writes, and where that came from. */
export interface ResolvedStyle {
  style: DocstringStyle;
  source: 'config' | 'file' | 'default';
}

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

/**
 * `operations.docstring.style` when set; else the style most of the file's
 * docstrings use (the first seen wins a tie); else google.
 */
export function resolveDocstringStyle(
  configured: unknown,
  docstrings: readonly string[],
): ResolvedStyle {
  const fromConfig = DOCSTRING_STYLES.find((style) => style === configured);
  if (fromConfig) return { style: fromConfig, source: 'config' };
  const counts = new Map<DocstringStyle, number>();
  for (const text of docstrings) {
    const style = detectDocstringStyle(text);
    if (style) counts.set(style, (counts.get(style) ?? 0) + 1);
  }
  let best: DocstringStyle | undefined;
  for (const [style, count] of counts) if (!best || count > (counts.get(best) ?? 0)) best = style;
  return best ? { style: best, source: 'file' } : { style: 'google', source: 'default' };
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
