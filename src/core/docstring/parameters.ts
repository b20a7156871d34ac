import type { Node } from 'web-tree-sitter';
import { oneLine, statementsOf } from './python-syntax.js';
import type { ParamKind, SignatureParam } from './types.js';

/** The parameters as written, each with the kind Python gives it. */
export function paramsOf(definition: Node): SignatureParam[] {
  const list = definition.childForFieldName('parameters');
  if (!list) return [];
  const params: SignatureParam[] = [];
  let kind: ParamKind = 'positional';
  for (const child of statementsOf(list)) {
    if (child.type === 'positional_separator') {
      for (const param of params) param.kind = 'positional_only';
      continue;
    }
    if (child.type === 'keyword_separator') {
      kind = 'keyword_only';
      continue;
    }
    const param = describeParam(child, kind);
    if (!param) continue;
    if (param.kind === 'var_positional') kind = 'keyword_only';
    params.push(param);
  }
  return params;
}

function describeParam(node: Node, kind: ParamKind): SignatureParam | undefined {
  const type = node.childForFieldName('type');
  const value = node.childForFieldName('value');
  const target =
    node.childForFieldName('name') ??
    (node.type === 'typed_parameter' ? node.namedChildren[0] : node);
  if (!target) return undefined;
  const name = target.text;
  const ownKind: ParamKind =
    target.type === 'list_splat_pattern'
      ? 'var_positional'
      : target.type === 'dictionary_splat_pattern'
        ? 'var_keyword'
        : kind;
  if (!/^\*{0,2}[\p{L}_][\p{L}\p{N}_]*$/u.test(name)) return undefined;
  return {
    name,
    kind: ownKind,
    annotation: type ? oneLine(type.text) : null,
    default: value ? oneLine(value.text) : null,
  };
}
