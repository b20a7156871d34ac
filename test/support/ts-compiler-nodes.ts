import ts from 'typescript';

/** One definition as the TypeScript compiler's syntax tree shows it. */
export interface CompilerNode {
  node_type: 'class' | 'function' | 'method';
  full_name: string;
  start_line: number;
  end_line: number;
}

/**
 * The definitions of a TypeScript or JavaScript file read from the TypeScript
 * compiler's own parser (`ts.createSourceFile`), under the scope rules of
 * docs/architecture.md §3, written here a second time against a different
 * tree: the oracle Remora's tree-sitter discovery is checked against.
 * Lines count `\n` only, as Remora's do (the compiler's own line map also
 * breaks at `\r` and U+2028).
 */
export function compilerNodes(
  filePath: string,
  text: string,
): { nodes: CompilerNode[]; syntaxErrors: number } {
  const file = ts.createSourceFile(
    filePath,
    text,
    ts.ScriptTarget.Latest,
    false,
    scriptKindOf(filePath),
  );
  const syntaxErrors = (file as unknown as { parseDiagnostics: readonly ts.Diagnostic[] })
    .parseDiagnostics.length;
  if (/\.d\.[cm]?ts$/i.test(filePath)) return { nodes: [], syntaxErrors };
  const newlines: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) newlines.push(at);
  const lineOf = (position: number): number => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((newlines[middle] ?? 0) < position) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
  const found: CompilerNode[] = [];
  const seen = new Map<string, number>();
  const add = (
    type: CompilerNode['node_type'],
    scope: readonly string[],
    name: string,
    node: ts.Node,
  ): void => {
    const dotted = [...scope, name].join('.');
    const count = (seen.get(dotted) ?? 0) + 1;
    seen.set(dotted, count);
    found.push({
      node_type: type,
      full_name: count === 1 ? dotted : `${dotted}#${count}`,
      start_line: lineOf(node.getStart(file)),
      end_line: lineOf(node.end - 1),
    });
  };
  walkStatements(file.statements, [], { file, add });
  return { nodes: found, syntaxErrors };
}

/** How the compiler reads a file, by its ending. */
export function scriptKindOf(filePath: string): ts.ScriptKind {
  if (/\.[cm]?js$/i.test(filePath)) return ts.ScriptKind.JS;
  if (/\.jsx$/i.test(filePath)) return ts.ScriptKind.JSX;
  if (/\.tsx$/i.test(filePath)) return ts.ScriptKind.TSX;
  return ts.ScriptKind.TS;
}

interface Context {
  file: ts.SourceFile;
  add: (
    type: CompilerNode['node_type'],
    scope: readonly string[],
    name: string,
    node: ts.Node,
  ) => void;
}

function hasModifier(node: ts.Node, kind: ts.SyntaxKind): boolean {
  return (
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((mod) => mod.kind === kind)
  );
}

function isFunctionValue(node: ts.Node | undefined): boolean {
  return node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));
}

function walkStatements(
  statements: readonly ts.Statement[],
  scope: readonly string[],
  context: Context,
): void {
  for (const statement of statements) {
    if (hasModifier(statement, ts.SyntaxKind.DeclareKeyword)) continue;
    if (ts.isClassDeclaration(statement)) {
      addClass(statement, statement.name?.text ?? 'default', statement, scope, context);
    } else if (ts.isFunctionDeclaration(statement)) {
      if (statement.body)
        context.add('function', scope, statement.name?.text ?? 'default', statement);
    } else if (ts.isVariableStatement(statement)) {
      addVariables(statement, scope, context);
    } else if (ts.isModuleDeclaration(statement)) {
      addNamespace(statement, scope, context);
    } else if (ts.isExpressionStatement(statement)) {
      addAssignment(statement, scope, context);
    } else if (ts.isExportAssignment(statement) && !statement.isExportEquals) {
      const value = statement.expression;
      if (isFunctionValue(value)) context.add('function', scope, 'default', statement);
      else if (ts.isClassExpression(value)) addClass(value, 'default', statement, scope, context);
    }
  }
}

function addClass(
  node: ts.ClassLikeDeclaration,
  name: string,
  extent: ts.Node,
  scope: readonly string[],
  context: Context,
): void {
  context.add('class', scope, name, extent);
  const inner = [...scope, name];
  for (const member of node.members) {
    const isMethod =
      (ts.isMethodDeclaration(member) ||
        ts.isGetAccessorDeclaration(member) ||
        ts.isSetAccessorDeclaration(member) ||
        ts.isConstructorDeclaration(member)) &&
      member.body !== undefined;
    const isFunctionField = ts.isPropertyDeclaration(member) && isFunctionValue(member.initializer);
    if (!isMethod && !isFunctionField) continue;
    const memberName = ts.isConstructorDeclaration(member)
      ? 'constructor'
      : nameText(member.name, context.file);
    if (memberName !== undefined) context.add('method', inner, memberName, member);
  }
}

function addVariables(
  statement: ts.VariableStatement,
  scope: readonly string[],
  context: Context,
): void {
  const list = statement.declarationList;
  const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
  const declarations = list.declarations;
  for (const declaration of declarations) {
    const value = declaration.initializer;
    if (!ts.isIdentifier(declaration.name) || !value) continue;
    const name = declaration.name.text;
    const extent = declarations.length === 1 ? statement : declaration;
    if (isFunctionValue(value)) context.add('function', scope, name, extent);
    else if (ts.isClassExpression(value)) addClass(value, name, extent, scope, context);
    else if (isConst) {
      let object: ts.Expression = value;
      while (ts.isAsExpression(object) || ts.isSatisfiesExpression(object))
        object = object.expression;
      if (!ts.isObjectLiteralExpression(object)) continue;
      for (const property of object.properties) {
        const isFunction =
          ts.isMethodDeclaration(property) ||
          ts.isGetAccessorDeclaration(property) ||
          ts.isSetAccessorDeclaration(property) ||
          (ts.isPropertyAssignment(property) && isFunctionValue(property.initializer));
        if (!isFunction) continue;
        const memberName = nameText(property.name, context.file);
        if (memberName !== undefined)
          context.add('function', [...scope, name], memberName, property);
      }
    }
  }
}

/** `a.b.c = function () {}`: a function named by its dotted target. */
function addAssignment(
  statement: ts.ExpressionStatement,
  scope: readonly string[],
  context: Context,
): void {
  const assignment = statement.expression;
  if (!ts.isBinaryExpression(assignment)) return;
  if (assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return;
  if (!isFunctionValue(assignment.right)) return;
  const parts: string[] = [];
  let target: ts.Expression = assignment.left;
  while (ts.isPropertyAccessExpression(target) && ts.isIdentifier(target.name)) {
    parts.unshift(target.name.text);
    target = target.expression;
  }
  if (!ts.isIdentifier(target) || parts.length === 0) return;
  const name = parts.pop() as string;
  context.add('function', [...scope, target.text, ...parts], name, statement);
}

function addNamespace(
  node: ts.ModuleDeclaration,
  scope: readonly string[],
  context: Context,
): void {
  if (!ts.isIdentifier(node.name)) return;
  const inner = [...scope, node.name.text];
  const body = node.body;
  if (!body) return;
  if (ts.isModuleBlock(body)) walkStatements(body.statements, inner, context);
  else if (ts.isModuleDeclaration(body)) addNamespace(body, inner, context);
}

/** A member's name as written; a string key without its quotes. */
function nameText(name: ts.PropertyName, file: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(name)) return name.getText(file).slice(1, -1);
  return name.getText(file);
}
