// JSDoc entries and definition facts of TypeScript and JavaScript files, shared
// by bench/recall's TypeScript/JavaScript miner (mine-ts.mjs) and judge
// (judge-ts.mjs). The TypeScript compiler reads the code, so what counts as a
// definition and its JSDoc is what TypeScript itself sees.
import ts from 'typescript';

/** The file names the TypeScript/JavaScript part of the benchmark reads (declaration files are stubs). */
export const SOURCE_FILE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
export const isSource = (path) => SOURCE_FILE.test(path) && !/\.d\.[cm]?ts$/.test(path);

function scriptKind(path) {
  if (/\.tsx$/.test(path)) return ts.ScriptKind.TSX;
  if (/\.jsx$/.test(path)) return ts.ScriptKind.JSX;
  if (/\.[cm]?ts$/.test(path)) return ts.ScriptKind.TS;
  return ts.ScriptKind.JS;
}

const printer = ts.createPrinter({ removeComments: true });

const isFunctionValue = (node) =>
  node !== undefined && (ts.isArrowFunction(node) || ts.isFunctionExpression(node));

/** The JSDoc block written directly above a node (the last, if there are several), or undefined. */
function jsDocOf(host) {
  const blocks = host.jsDoc;
  return blocks && blocks.length > 0 ? blocks[blocks.length - 1] : undefined;
}

/**
 * The text of a tag's `{type}`, without its braces ('' without one). TypeScript
 * reads `@param {Object} options` followed by `@param ... options.x` lines as
 * one type literal spanning them all: that is written `Object` (`Object[]`).
 */
function typeText(expression) {
  if (!expression) return '';
  const literal = ts.isJSDocTypeExpression(expression) ? expression.type : expression;
  if (ts.isJSDocTypeLiteral(literal)) return literal.isArrayType ? 'Object[]' : 'Object';
  return expression
    .getSourceFile()
    .text.slice(expression.pos, expression.end)
    .replace(/^\{|\}$/g, '')
    .trim();
}

/**
 * The entries of a JSDoc block: `params` maps each top-level `@param` name to
 * its `{type}` ('' without one), in order (`options.x` members left out);
 * `returns` is the `@returns` tag as `{type} text`, or undefined without one.
 */
export function jsDocEntries(block) {
  const params = new Map();
  let returns;
  for (const tag of block?.tags ?? []) {
    if (ts.isJSDocParameterTag(tag) && ts.isIdentifier(tag.name) && tag.name.text !== '')
      params.set(tag.name.text, typeText(tag.typeExpression));
    else if (ts.isJSDocReturnTag(tag))
      returns = `${tag.typeExpression ? `{${typeText(tag.typeExpression)}}` : ''} ${
        typeof tag.comment === 'string'
          ? tag.comment
          : (ts.getTextOfJSDocComment(tag.comment) ?? '')
      }`.trim();
  }
  return { params, returns };
}

/** What a JSDoc's `@returns` says of the return: `none` without one, else its `{type}` or `untyped`. */
export const returnsShape = (doc) =>
  doc.returns === undefined ? 'none' : (doc.returns.match(/^\{.*?\}/)?.[0] ?? 'untyped');

/** Whether a function's own body returns a value (an arrow with an expression body does). */
function returnsValue(fn) {
  if (!fn.body) return false;
  if (!ts.isBlock(fn.body)) return true;
  let found = false;
  const visit = (node) => {
    if (found || ts.isFunctionLike(node) || ts.isClassLike(node)) return;
    if (ts.isReturnStatement(node) && node.expression) found = true;
    else ts.forEachChild(node, visit);
  };
  ts.forEachChild(fn.body, visit);
  return found;
}

/**
 * The facts of one function-like definition: its JSDoc entries, its
 * parameters in order (a destructured one as `{}`, `this` left out) with
 * their annotation and default, its return annotation, whether it returns a
 * value, and its code printed without comments (equal code, equal text).
 */
function definition(fn, host, sourceFile) {
  const block = jsDocOf(host);
  const parameters = new Map();
  fn.parameters.forEach((p, index) => {
    if (ts.isIdentifier(p.name) && p.name.text === 'this') return;
    const name = ts.isIdentifier(p.name) ? p.name.text : `{}${index}`;
    parameters.set(name, {
      annotation: p.type ? p.type.getText(sourceFile) : '',
      initializer: p.initializer ? p.initializer.getText(sourceFile) : '',
      rest: p.dotDotDotToken !== undefined,
    });
  });
  return {
    hasDoc: block !== undefined,
    doc: jsDocEntries(block),
    docText: block ? block.getText(sourceFile) : '',
    parameters,
    returnAnnotation: fn.type ? fn.type.getText(sourceFile) : '',
    returnsValue: returnsValue(fn) || fn.asteriskToken !== undefined,
    code: printer.printNode(ts.EmitHint.Unspecified, host, sourceFile),
    line: sourceFile.getLineAndCharacterOfPosition(fn.getStart(sourceFile)).line + 1,
  };
}

const nameOf = (name) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name))
    ? name.text
    : undefined;

/**
 * The function-like definitions of a module, by qualified name: functions,
 * functions and arrow functions bound to a name, class methods, accessors,
 * constructors and function-valued properties (`Class.name`), members of an
 * object literal bound at module level (`object.name`), a function assigned
 * to a property at module level (`app.use = function use() {}`: `app.use`),
 * and the members of namespaces (`A.B.name`). Only definitions with a body:
 * overload signatures and declarations are stubs. Anything inside a
 * function's body is part of that function. Undefined for a file that does
 * not parse.
 */
export function definitions(source, path) {
  const sourceFile = ts.createSourceFile(
    path,
    source,
    ts.ScriptTarget.Latest,
    true,
    scriptKind(path),
  );
  if (sourceFile.parseDiagnostics?.length > 0) return undefined;
  const out = new Map();
  const add = (name, fn, host) => {
    if (name !== undefined && fn.body && !out.has(name))
      out.set(name, definition(fn, host, sourceFile));
  };
  const classMembers = (node, prefix) => {
    for (const member of node.members) {
      const name = ts.isConstructorDeclaration(member) ? 'constructor' : nameOf(member.name);
      if (name === undefined) continue;
      if (
        ts.isMethodDeclaration(member) ||
        ts.isAccessor(member) ||
        ts.isConstructorDeclaration(member)
      )
        add(`${prefix}${name}`, member, member);
      else if (ts.isPropertyDeclaration(member) && isFunctionValue(member.initializer))
        add(`${prefix}${name}`, member.initializer, member);
    }
  };
  const objectMembers = (object, prefix) => {
    for (const property of object.properties) {
      const name = nameOf(property.name);
      if (ts.isMethodDeclaration(property) || ts.isAccessor(property))
        add(`${prefix}${name}`, property, property);
      else if (ts.isPropertyAssignment(property) && isFunctionValue(property.initializer))
        add(`${prefix}${name}`, property.initializer, property);
    }
  };
  const statements = (list, prefix) => {
    for (const node of list) {
      if (ts.isFunctionDeclaration(node))
        add(node.name && `${prefix}${node.name.text}`, node, node);
      else if (ts.isClassDeclaration(node) && node.name)
        classMembers(node, `${prefix}${node.name.text}.`);
      else if (ts.isModuleDeclaration(node)) {
        let body = node.body;
        let name = `${prefix}${nameOf(node.name)}.`;
        while (body && ts.isModuleDeclaration(body)) {
          name += `${nameOf(body.name)}.`;
          body = body.body;
        }
        if (body && ts.isModuleBlock(body)) statements(body.statements, name);
      } else if (ts.isVariableStatement(node))
        for (const declaration of node.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name)) continue;
          const name = `${prefix}${declaration.name.text}`;
          const value = declaration.initializer;
          // The JSDoc of `const f = () => {}` is written above the whole statement.
          if (isFunctionValue(value)) add(name, value, node);
          else if (value && ts.isClassExpression(value)) classMembers(value, `${name}.`);
          else if (value && ts.isObjectLiteralExpression(value) && prefix === '')
            objectMembers(value, `${name}.`);
        }
      else if (
        prefix === '' &&
        ts.isExpressionStatement(node) &&
        ts.isBinaryExpression(node.expression) &&
        node.expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
        ts.isPropertyAccessExpression(node.expression.left) &&
        isFunctionValue(node.expression.right)
      )
        add(node.expression.left.getText(sourceFile), node.expression.right, node);
    }
  };
  statements(sourceFile.statements, '');
  return out;
}
