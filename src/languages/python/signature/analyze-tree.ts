import type { Node } from 'web-tree-sitter';
import type { CSTNode } from '../../../core/nodes.js';
import { parseDoctestExamples } from '../testgen/doctest.js';
import type { Parameter, SignatureAnalysis, TypeInfo } from '../testgen/signature.js';
import { parseAnnotation, referencedNames } from '../testgen/type-expr.js';
import { stringLiteralValue, tryStringLiteral } from '../syntax/string-literal.js';
import { collectClasses, decoratorsOf, TRANSPARENT_BLOCKS } from './class-table.js';
import { readParameters } from './parameters.js';
import { sideEffects } from './side-effects.js';
import { appendAll } from '../../../core/arrays.js';

/** Where the target is imported from, as the tool worked it out. */
export type ModuleInfo = { module: string } | { module: null; issue: string };

/**
 * Reads a node's signature from its file's tree: parameters, return
 * annotation, decorators, docstring examples, side effects, and the classes
 * of the file its annotations use. Doctest examples come back unclassified
 * (`expression: false`); the caller classifies them.
 */
export function analyzeTree(
  root: Node,
  node: CSTNode,
  module: ModuleInfo,
): { analysis: SignatureAnalysis; topLevelNames: string[] } {
  const classes = collectClasses(root);
  const definition = node.node_type === 'file' ? root : findDefinition(root, node);
  if (!definition) throw new Error(`no definition of ${node.full_name} at line ${node.start_line}`);
  const target = {
    name: node.name,
    full_name: node.full_name,
    kind: node.node_type,
    file: node.file_path,
    line: node.start_line,
  };
  const base: SignatureAnalysis = {
    target,
    module: module.module,
    ...(module.module === null ? { module_issue: module.issue } : {}),
    signature: '',
    is_async: false,
    is_generator: false,
    decorators: [],
    parameters: [],
    doctests: [],
    module_names: [],
    side_effects: [],
    types: {},
  };
  const body = definition.type === 'module' ? definition : definition.childForFieldName('body');
  const docstring = body ? docstringOf(body) : undefined;
  if (docstring)
    base.doctests = parseDoctestExamples(docstring.text, docstring.line).map((e) => ({
      ...e,
      expression: false,
    }));
  if (definition.type === 'function_definition')
    Object.assign(base, describeFunction(definition, node));
  if (definition.type === 'class_definition') base.signature = header(definition);
  base.types = selectTypes(base, classes);
  return { analysis: base, topLevelNames: topLevelNames(root) };
}

function describeFunction(definition: Node, node: CSTNode): Partial<SignatureAnalysis> {
  const outer = definition.parent?.type === 'decorated_definition' ? definition.parent : definition;
  const decorators = decoratorsOf(outer);
  const isMethod = node.node_type === 'method';
  const method_kind = !isMethod
    ? undefined
    : decorators.includes('staticmethod')
      ? 'static'
      : decorators.includes('classmethod')
        ? 'class'
        : decorators.some((d) => /^(property|(functools\.)?cached_property)$/.test(d))
          ? 'property'
          : 'instance';
  const all = readParameters(definition.childForFieldName('parameters'));
  const parameters = isMethod && method_kind !== 'static' ? all.slice(1) : all;
  const body = definition.childForFieldName('body');
  const returns = definition.childForFieldName('return_type')?.text;
  const is_async = definition.children[0]?.type === 'async';
  const is_generator = body ? containsYield(body) : false;
  return {
    signature: header(definition),
    is_async,
    is_generator,
    // A decorator may return anything in the function's place: only plain ones are read.
    ...(body &&
    !is_async &&
    !is_generator &&
    decorators.every((d) => d === 'staticmethod' || d === 'classmethod') &&
    !returnsValue(body)
      ? { returns_nothing: true as const }
      : {}),
    decorators,
    ...(method_kind
      ? { method_kind, owner: node.full_name.split('.').slice(0, -1).join('.') }
      : {}),
    parameters,
    ...(returns !== undefined ? { returns } : {}),
    side_effects: body ? sideEffects(body, new Set(all.map((p) => p.name))) : [],
  };
}

/** The definition whose first line (decorators included) and name match the node. */
function findDefinition(root: Node, node: CSTNode): Node | undefined {
  const type = node.node_type === 'class' ? 'class_definition' : 'function_definition';
  const startOf = (d: Node): number =>
    (d.parent?.type === 'decorated_definition' ? d.parent : d).startPosition.row + 1;
  const named = (d: Node | null): d is Node => d?.childForFieldName('name')?.text === node.name;
  // First within the node's own lines, where it is unless the text moved: a module of
  // thousands of definitions is not searched whole for each tool call.
  const here = root
    .descendantsOfType(
      type,
      { row: node.start_line - 1, column: 0 },
      { row: node.end_line, column: 0 },
    )
    .filter(named)
    .find((d) => startOf(d) === node.start_line);
  if (here) return here;
  const candidates = root.descendantsOfType(type).filter(named);
  return (
    candidates.find((d) => startOf(d) === node.start_line) ??
    candidates.sort(
      (a, b) => Math.abs(startOf(a) - node.start_line) - Math.abs(startOf(b) - node.start_line),
    )[0]
  );
}

/** `def f(x: int) -> int` on one line, however it was wrapped. */
function header(definition: Node): string {
  const body = definition.childForFieldName('body');
  const text = body
    ? definition.text.slice(0, body.startIndex - definition.startIndex)
    : definition.text;
  const trimmed = text.trimEnd();
  // The colon that ends the header, cut without a pattern: `\s*:\s*$` rescans a run of spaces.
  const flat = (trimmed.endsWith(':') ? trimmed.slice(0, -1).trimEnd() : text)
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/,?\s*\)/g, ')');
  return flat.length > 400 ? `${flat.slice(0, 399)}…` : flat;
}

function docstringOf(body: Node): { text: string; line: number } | undefined {
  const first = body.namedChildren.find((c) => c.type !== 'comment');
  const string =
    first?.type === 'expression_statement' && first.namedChildren.length === 1
      ? first.namedChildren[0]
      : undefined;
  if (string?.type !== 'string') return undefined;
  const literal = tryStringLiteral(string.text);
  if (!literal || literal.bytes || literal.interpolated) return undefined;
  const value = stringLiteralValue(literal);
  return { text: value.unresolved ? literal.body : value.text, line: string.startPosition.row + 1 };
}

/** Whether a `return` with a value other than None is in the body, outside the definitions nested in it. */
function returnsValue(node: Node): boolean {
  for (const child of node.namedChildren) {
    if (
      child.type === 'return_statement' &&
      child.namedChildren.some((value) => value.type !== 'comment' && value.type !== 'none')
    )
      return true;
    if (['function_definition', 'lambda', 'class_definition'].includes(child.type)) continue;
    if (returnsValue(child)) return true;
  }
  return false;
}

function containsYield(node: Node): boolean {
  for (const child of node.namedChildren) {
    if (child.type === 'yield') return true;
    if (['function_definition', 'lambda', 'class_definition'].includes(child.type)) continue;
    if (containsYield(child)) return true;
  }
  return false;
}

/** The classes the annotations need, following fields and __init__ parameters to the classes they use. */
function selectTypes(
  analysis: SignatureAnalysis,
  classes: Map<string, TypeInfo>,
): Record<string, TypeInfo> {
  const pending: string[] = [];
  const fromAnnotation = (text: string | undefined): void => {
    if (text !== undefined) appendAll(pending, referencedNames(parseAnnotation(text)));
  };
  analysis.parameters.forEach((p) => fromAnnotation(p.annotation));
  fromAnnotation(analysis.returns);
  if (analysis.owner) pending.push(analysis.owner);
  if (analysis.target.kind === 'class') pending.push(analysis.target.full_name);
  const selected: Record<string, TypeInfo> = {};
  while (pending.length > 0) {
    const name = pending.shift() as string;
    const info = classes.get(name);
    if (!info || selected[name]) continue;
    selected[name] = info;
    [...info.fields, ...((info.init ?? []) as Parameter[])].forEach((f) =>
      fromAnnotation(f.annotation),
    );
  }
  return selected;
}

/**
 * Names a module binds at its top level when it is imported: definitions,
 * assignment targets, imports; not those under `if TYPE_CHECKING:`, which
 * only a type checker sees (jinja2.meta imports Environment there), nor
 * those under `if __name__ == "__main__":`, bound only when it runs as a
 * script (smtplib's `msg`).
 */
function topLevelNames(root: Node): string[] {
  const names = new Set<string>();
  const walk = (container: Node): void => {
    for (const child of container.namedChildren) {
      const definition =
        child.type === 'decorated_definition' ? child.childForFieldName('definition') : child;
      const name = definition?.childForFieldName('name');
      if (
        (definition?.type === 'function_definition' || definition?.type === 'class_definition') &&
        name
      )
        names.add(name.text);
      else if (child.type === 'expression_statement') {
        for (const assignment of child.namedChildren.filter((c) => c.type === 'assignment')) {
          const left = assignment.childForFieldName('left');
          if (left?.type === 'identifier') names.add(left.text);
        }
      } else if (child.type === 'import_statement' || child.type === 'import_from_statement')
        importedNames(child).forEach((n) => names.add(n));
      else if (
        child.type === 'if_statement' &&
        (isTypeChecking(child.childForFieldName('condition')) ||
          isMainGuard(child.childForFieldName('condition')))
      )
        child.childrenForFieldName('alternative').forEach(walk);
      else if (TRANSPARENT_BLOCKS.has(child.type)) walk(child);
    }
  };
  walk(root);
  return [...names];
}

/** `__name__ == "__main__"` either way round: false when the module is imported, as a test imports it. */
function isMainGuard(condition: Node | null): boolean {
  const text = (condition?.text ?? '').replace(/\s+/g, ' ');
  return /^(__name__ == (['"])__main__\2|(['"])__main__\3 == __name__)$/.test(text);
}

/** `TYPE_CHECKING`, `typing.TYPE_CHECKING` or `t.TYPE_CHECKING`: false when the module runs. */
function isTypeChecking(condition: Node | null): boolean {
  const text = condition?.text ?? '';
  return text === 'TYPE_CHECKING' || /^[A-Za-z_]\w*\.TYPE_CHECKING$/.test(text);
}

/** The names an import statement binds. */
export function importedNames(statement: Node): string[] {
  const names: string[] = [];
  for (const child of statement.childrenForFieldName('name')) {
    if (child.type === 'aliased_import') names.push(child.childForFieldName('alias')?.text ?? '');
    else
      names.push(
        statement.type === 'import_statement' ? (child.text.split('.')[0] as string) : child.text,
      );
  }
  return names.filter(Boolean);
}
