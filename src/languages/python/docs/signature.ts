import type { Node } from 'web-tree-sitter';
import type { CSTNode } from '../../../core/nodes.js';
import {
  oneLine,
  statementsOf,
  tryDocstringOf,
  walkOwnBody,
  type DocstringOwner,
} from './python-syntax.js';
import { stringLiteralValue, tryStringLiteral } from '../syntax/string-literal.js';
import { cleanDocstring } from './string-literal.js';
import { classAttributes } from './class-attributes.js';
import { paramsOf } from './parameters.js';
import type { RaisedException, Signature, SignatureParam } from './types.js';

// Longer single-return expressions make a poor summary line.
const MAX_SINGLE_RETURN = 60;

/**
 * Everything a docstring can say about a node, read from its syntax:
 * parameters with annotations and defaults (no self/cls), the return
 * annotation, whether it returns a value, generators and their yield type,
 * raised exceptions, and for a class the attributes `__init__` sets.
 */
export function readSignature(
  owner: DocstringOwner,
  node: Pick<CSTNode, 'node_type' | 'name' | 'full_name' | 'file_path'>,
): Signature {
  const base: Signature = {
    name: node.node_type === 'file' ? moduleName(node.file_path) : node.name,
    node_type: node.node_type,
    class_name: node.node_type === 'method' ? enclosingClassName(node.full_name) : null,
    is_async: owner.definition.children.some((child) => child.type === 'async'),
    decorators: decoratorsOf(owner),
    params: [],
    returns: null,
    returns_value: false,
    single_return: null,
    is_generator: false,
    yields: null,
    raises: [],
    attributes: [],
    base_classes: [],
  };
  if (owner.definition.type === 'class_definition')
    return { ...base, ...classFacts(owner.definition) };
  if (owner.definition.type !== 'function_definition' || !owner.body) return base;
  const returns = owner.definition.childForFieldName('return_type');
  const annotation = returns ? oneLine(returns.text) : null;
  const body = bodyFacts(owner);
  return {
    ...base,
    params: boundParamsDropped(paramsOf(owner.definition), base),
    returns: annotation,
    ...body,
    yields: body.is_generator && annotation ? yieldedType(annotation) : null,
  };
}

function moduleName(filePath: string): string {
  const parts = filePath.split('/');
  const file = (parts.pop() ?? filePath).replace(/\.pyi?$/, '');
  return file === '__init__' ? (parts.pop() ?? file) : file;
}

function enclosingClassName(fullName: string): string | null {
  const parts = fullName.replace(/#\d+$/, '').split('.');
  return parts.length > 1 ? (parts.at(-2) ?? null) : null;
}

function decoratorsOf(owner: DocstringOwner): string[] {
  if (owner.outer === owner.definition) return [];
  return owner.outer.namedChildren
    .filter((child) => child.type === 'decorator')
    .map((d) => oneLine(d.text.replace(/^@\s*/, '')));
}

/** Methods lose their bound first parameter (self, cls) unless they are static. */
function boundParamsDropped(params: SignatureParam[], base: Signature): SignatureParam[] {
  if (base.node_type !== 'method' || base.decorators.includes('staticmethod')) return params;
  const [first, ...rest] = params;
  return first && (first.kind === 'positional' || first.kind === 'positional_only') ? rest : params;
}

function bodyFacts(
  owner: DocstringOwner,
): Pick<Signature, 'returns_value' | 'single_return' | 'is_generator' | 'raises'> {
  const body = owner.body as Node;
  let returnsValue = false;
  let generator = false;
  const raises: RaisedException[] = [];
  walkOwnBody(body, (node) => {
    if (node.type === 'return_statement' && node.namedChildren.length > 0) returnsValue = true;
    if (node.type === 'yield') generator = true;
    if (node.type === 'raise_statement') {
      const raised = describeRaise(node);
      if (raised && !raises.some((r) => r.exception === raised.exception)) raises.push(raised);
    }
  });
  const docstring = tryDocstringOf(owner)?.statement;
  const statements = statementsOf(body).filter((s) => s.id !== docstring?.id);
  const only = statements.length === 1 ? statements[0] : undefined;
  const expression = only?.type === 'return_statement' ? only.namedChildren[0] : undefined;
  const single =
    expression && !expression.text.includes('\n') && expression.text.length <= MAX_SINGLE_RETURN
      ? expression.text
      : null;
  return { returns_value: returnsValue, single_return: single, is_generator: generator, raises };
}

function describeRaise(node: Node): RaisedException | undefined {
  const raised = node.namedChildren.find(
    (child) => child.type !== 'comment' && node.childForFieldName('cause')?.id !== child.id,
  );
  if (!raised) return undefined;
  const callee = raised.type === 'call' ? raised.childForFieldName('function') : raised;
  if (!callee || (callee.type !== 'identifier' && callee.type !== 'attribute')) return undefined;
  const exception = callee.text.replace(/\s+/g, '');
  // `raise error` re-raises a variable; only class names say what is raised.
  if (!/^[A-Z]/.test(exception.split('.').at(-1) ?? '')) return undefined;
  return {
    exception,
    message: raised.type === 'call' ? messageOf(raised) : null,
    condition: conditionOf(node),
  };
}

function messageOf(call: Node): string | null {
  const first = call.childForFieldName('arguments')?.namedChildren[0];
  if (first?.type !== 'string') return null;
  const literal = tryStringLiteral(first.text);
  if (!literal || literal.bytes || literal.interpolated) return null;
  const text = oneLine(cleanDocstring(stringLiteralValue(literal).text));
  return text.length > 0 ? text : null;
}

/** The test of the `if`/`elif` whose branch holds the raise, when it is the nearest enclosing branch. */
function conditionOf(raise: Node): string | null {
  for (let node = raise.parent; node; node = node.parent) {
    if (node.type === 'function_definition' || node.type === 'module') return null;
    if (
      node.type === 'else_clause' ||
      node.type === 'except_clause' ||
      node.type === 'finally_clause'
    )
      return null;
    if (node.type === 'if_statement' || node.type === 'elif_clause') {
      const test = node.childForFieldName('condition');
      return test ? oneLine(test.text) : null;
    }
  }
  return null;
}

const ITERATOR =
  /^(?:typing\.|collections\.abc\.|t\.)?(?:Iterator|Iterable|Generator|AsyncIterator|AsyncIterable|AsyncGenerator)\[(.*)\]$/;

/** `Iterator[int]`, `Generator[int, None, None]` -> `int`. */
function yieldedType(annotation: string): string | null {
  const inner = ITERATOR.exec(annotation)?.[1];
  if (!inner) return null;
  let depth = 0;
  for (let i = 0; i < inner.length; i++) {
    const char = inner[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ',' && depth === 0) return inner.slice(0, i).trim();
  }
  return inner.trim();
}

function classFacts(definition: Node): Pick<Signature, 'attributes' | 'base_classes'> {
  const superclasses = definition.childForFieldName('superclasses');
  const bases = superclasses
    ? statementsOf(superclasses)
        .filter((b) => b.type !== 'keyword_argument')
        .map((b) => oneLine(b.text))
    : [];
  return { attributes: classAttributes(definition), base_classes: bases };
}
