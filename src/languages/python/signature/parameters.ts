import type { Node } from 'web-tree-sitter';
import { readParameters as readPythonParameters } from '../syntax/parameters.js';
import type { Parameter } from '../testgen/signature.js';

/**
 * The parameters of a `parameters` node in order, as the signature analysis
 * reports them: bare names (`args` for `*args`), annotation and default only
 * when written.
 */
export function readParameters(node: Node | null): Parameter[] {
  return readPythonParameters(node).map(({ name, kind, annotation, default: value }) => ({
    name,
    kind,
    ...(annotation !== null ? { annotation } : {}),
    ...(value !== null ? { default: value } : {}),
  }));
}
