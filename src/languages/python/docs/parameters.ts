import type { Node } from 'web-tree-sitter';
import { readParameters, spelledName } from '../syntax/parameters.js';
import { oneLine } from './python-syntax.js';
import type { SignatureParam } from './types.js';

/** The parameters as written, each with the kind Python gives it; star names as spelled (`*args`). */
export function paramsOf(definition: Node): SignatureParam[] {
  return readParameters(definition.childForFieldName('parameters')).map((parameter) => ({
    name: spelledName(parameter),
    kind: parameter.kind,
    annotation: parameter.annotation === null ? null : oneLine(parameter.annotation),
    default: parameter.default === null ? null : oneLine(parameter.default),
  }));
}
