import { docstringLayout } from './docstring-layout.js';
import { ownerOf, tryDocstringOf, type DocstringOwner } from './python-syntax.js';
import type { DocstringStyle } from './types.js';

const documentsParameters = (owner: DocstringOwner, style: DocstringStyle): boolean => {
  const value = tryDocstringOf(owner)?.value;
  return (
    value !== undefined &&
    docstringLayout(value.split('\n'), style).some((s) => s.kind === 'params')
  );
};

/**
 * The class whose docstring documents a constructor's parameters: for an
 * `__init__` or `__new__` whose own docstring documents none, the class it
 * belongs to when the class's docstring does (Google's habit, and httpx's
 * Markdown lists). Undefined for any other definition.
 */
export function tryConstructorDocumentedOnClass(
  owner: DocstringOwner,
  style: DocstringStyle,
): DocstringOwner | undefined {
  const name = owner.definition.childForFieldName('name')?.text;
  if (
    owner.definition.type !== 'function_definition' ||
    (name !== '__init__' && name !== '__new__')
  )
    return undefined;
  const block = owner.outer.parent;
  const definition = block?.type === 'block' ? block.parent : null;
  if (definition?.type !== 'class_definition') return undefined;
  const classOwner = ownerOf(definition);
  return !documentsParameters(owner, style) && documentsParameters(classOwner, style)
    ? classOwner
    : undefined;
}
