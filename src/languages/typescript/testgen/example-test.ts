import type { Node } from 'web-tree-sitter';
import type { JsDocExample } from './jsdoc-examples.js';
import { withParsedScript, type ScriptDialect } from './script-parser.js';
import { appendAll } from '../../../core/arrays.js';

/** One step of a test written from an example: its code as written, or a check of a result. */
export type ExampleStep =
  | { kind: 'code'; text: string }
  /** `subject` deeply equals the expression `expected`. */
  | { kind: 'equal'; subject: string; expected: string }
  /**
   * `String(subject)` starts with `expected`, a Date as JavaScript prints it
   * (`Thu Sep 11 2014 00:00:00`); milliseconds after it (`.999`) are its `getMilliseconds()`.
   */
  | { kind: 'date-text'; subject: string; expected: string };

/** A test of one example, or why the example gives none. */
export type ExampleTest =
  { index: number; steps: ExampleStep[]; uses: string[] } | { index: number; skipped: string };

/** What the example may use besides what it defines. */
export interface ExampleScope {
  /** The node's name, imported by the test. */
  name: string;
  /** Other names the node's module exports: imported when an example uses them. */
  exports: readonly string[];
}

// The globals of JavaScript and Node.js an example may use without defining them.
const GLOBALS = new Set(
  (
    'undefined NaN Infinity globalThis Object Function Array Number String Boolean Symbol BigInt ' +
    'Math JSON Date RegExp Error TypeError RangeError SyntaxError Map Set WeakMap WeakSet Promise ' +
    'Proxy Reflect Intl ArrayBuffer DataView Uint8Array Int8Array Uint16Array Int16Array ' +
    'Uint32Array Int32Array Float32Array Float64Array BigInt64Array BigUint64Array parseInt ' +
    'parseFloat isNaN isFinite encodeURIComponent decodeURIComponent encodeURI decodeURI console ' +
    'structuredClone setTimeout clearTimeout queueMicrotask URL URLSearchParams TextEncoder ' +
    'TextDecoder Buffer AbortController AbortSignal'
  ).split(' '),
);
/** Why an example with no result comment gives no test. */
export const NO_RESULT = 'it states no result to check';
const RESULT = /^\/\/\s*=>\s?(.*)$/;
// A value no prose reads as: a number, a quoted string, a boolean, null, undefined, NaN.
const LITERAL =
  /^(-?(\d[\d_]*(\.\d+)?([eE][+-]?\d+)?n?|Infinity)|'[^'\\]*'|"[^"\\]*"|true|false|null|undefined|NaN)$/;
const CONTINUATION = /^\/\/(?!\s*=>)\s?(.*)$/;
const DATE_TEXT =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{2} -?\d{4}( \d{2}:\d{2}:\d{2}(\.\d{3})?)?$/;

/**
 * The test an example makes: its statements in order, each one followed by
 * a check where a comment states its result — `expr //=> value` and
 * `expr // => value` on the statement's line or the line after it,
 * `const x = expr` then `//=> value`, and `console.log(x) // value`. The
 * value must read as one expression (or as a printed Date); an example with
 * no such result, an import of something other than the node, or a name it
 * neither defines nor gets from the node's module gives no test, and says
 * why. Nothing is evaluated: the example's text is only parsed.
 */
export async function exampleTest(
  example: JsDocExample,
  dialect: ScriptDialect,
  scope: ExampleScope,
): Promise<ExampleTest> {
  const parsed = await withParsedScript(example.code, dialect, (root) => readExample(root, scope));
  if ('skipped' in parsed) return { index: example.index, skipped: parsed.skipped };
  const steps: ExampleStep[] = [];
  for (const step of parsed.steps) {
    if (step.kind !== 'equal') {
      steps.push(step);
      continue;
    }
    if (DATE_TEXT.test(step.expected)) steps.push({ ...step, kind: 'date-text' });
    else if (await isOneExpression(step.expected, dialect)) steps.push(step);
    else
      return {
        index: example.index,
        skipped: `its result \`${short(step.expected)}\` is not a value`,
      };
  }
  if (!steps.some((step) => step.kind !== 'code'))
    return { index: example.index, skipped: NO_RESULT };
  return { index: example.index, steps, uses: parsed.uses };
}

type ReadExample = { steps: ExampleStep[]; uses: string[] } | { skipped: string };

function readExample(root: Node, scope: ExampleScope): ReadExample {
  if (root.hasError) return { skipped: 'its code does not parse' };
  const imported = new Set<string>();
  const steps: ExampleStep[] = [];
  const statements = root.namedChildren.filter((child): child is Node => child !== null);
  const comments = root.descendantsOfType('comment').filter((c): c is Node => c !== null);
  for (const [index, statement] of statements.entries()) {
    if (statement.type === 'comment') continue;
    if (statement.type === 'import_statement') {
      const names = importedNames(statement);
      if (!names.includes(scope.name) || isRelativeImport(statement))
        return { skipped: `it imports ${short(statement.text)}` };
      names.forEach((name) => imported.add(name));
      continue;
    }
    const codeEnd = lastCodeRow(statement);
    const nextStart = statements.slice(index + 1).find((s) => s.type !== 'comment')
      ?.startPosition.row;
    const result = resultOf(comments, codeEnd, nextStart ?? Infinity, plainResultOf(statement));
    appendAll(steps, stepsOf(statement, result));
  }
  const free = freeNames(root).filter(
    (name) => name !== scope.name && !imported.has(name) && !GLOBALS.has(name),
  );
  const unknown = free.filter((name) => !scope.exports.includes(name));
  if (unknown.length > 0)
    return {
      skipped: `it uses ${unknown.map((n) => `\`${n}\``).join(', ')}, which it does not define`,
    };
  return { steps, uses: free };
}

/** The statement as steps: itself, or itself then a check, or only the check. */
function stepsOf(statement: Node, result: string | undefined): ExampleStep[] {
  const code = codeText(statement);
  if (result === undefined) return [{ kind: 'code', text: code }];
  if (statement.type === 'lexical_declaration' || statement.type === 'variable_declaration') {
    const declarators = statement.namedChildren.filter((c) => c?.type === 'variable_declarator');
    const name = declarators.length === 1 ? declarators[0]?.childForFieldName('name') : undefined;
    if (name?.type !== 'identifier') return [{ kind: 'code', text: code }];
    return [
      { kind: 'code', text: code },
      { kind: 'equal', subject: name.text, expected: result },
    ];
  }
  if (statement.type !== 'expression_statement') return [{ kind: 'code', text: code }];
  const expression = statement.namedChildren.find((c) => c !== null && c.type !== 'comment');
  if (!expression) return [{ kind: 'code', text: code }];
  if (isConsoleLog(statement)) {
    const argument = expression.childForFieldName('arguments')?.namedChildren[0];
    return argument ? [{ kind: 'equal', subject: argument.text, expected: result }] : [];
  }
  if (expression.type === 'assignment_expression') {
    const left = expression.childForFieldName('left');
    return left
      ? [
          { kind: 'code', text: code },
          { kind: 'equal', subject: left.text, expected: result },
        ]
      : [{ kind: 'code', text: code }];
  }
  return [{ kind: 'equal', subject: expression.text, expected: result }];
}

/**
 * The result a comment states for a statement whose code ends on row
 * `codeEnd`: `//=> value` on that row or on the rows after it (before the
 * next statement), continued by the plain `//` lines that follow it; a
 * plain `// value` on that row after `console.log(x)`, or after a bare
 * expression when the value is a literal (vue's `toValue(1) // 1`: prose
 * there, `// does NOT trigger change`, is a comment).
 */
function resultOf(
  comments: readonly Node[],
  codeEnd: number,
  nextStart: number,
  plain: 'any' | 'literal' | undefined,
): string | undefined {
  const sameRow = comments.find((c) => c.startPosition.row === codeEnd);
  const after = comments.filter(
    (c) => c.startPosition.row > codeEnd && c.startPosition.row < nextStart,
  );
  const head =
    sameRow && RESULT.test(sameRow.text) ? sameRow : after.find((c) => RESULT.test(c.text));
  if (!head) {
    if (plain === undefined || !sameRow) return undefined;
    const value = CONTINUATION.exec(sameRow.text)?.[1]?.trim() || undefined;
    return plain === 'any' || (value !== undefined && LITERAL.test(value)) ? value : undefined;
  }
  const lines = [RESULT.exec(head.text)?.[1] ?? ''];
  let row = head.startPosition.row;
  // A value that opens a bracket goes on over the plain `//` lines that follow, until it closes.
  let depth = bracketDepth(lines[0] ?? '');
  for (const comment of after.filter((c) => c.startPosition.row > head.startPosition.row)) {
    const more = CONTINUATION.exec(comment.text);
    if (depth <= 0 || comment.startPosition.row !== row + 1 || !more) break;
    lines.push(more[1] ?? '');
    depth += bracketDepth(more[1] ?? '');
    row++;
  }
  const value = lines.join('\n').trim();
  return value === '' ? undefined : value;
}

/** Brackets a line opens less those it closes (quotes aside: a rough count suffices to join lines). */
function bracketDepth(line: string): number {
  let depth = 0;
  for (const char of line) {
    if (char === '[' || char === '{' || char === '(') depth++;
    if (char === ']' || char === '}' || char === ')') depth--;
  }
  return depth;
}

/** Which plain `// value` comment after the statement states its result: any after `console.log(x)`, a literal after a bare expression. */
function plainResultOf(statement: Node): 'any' | 'literal' | undefined {
  if (isConsoleLog(statement)) return 'any';
  const expression = statement.type === 'expression_statement' ? statement.namedChildren[0] : null;
  if (!expression) return undefined;
  // An assignment or `x++` is a step; what a comment after it says is not its value.
  if (/^(assignment|augmented_assignment|update)_expression$/.test(expression.type))
    return undefined;
  return 'literal';
}

function isConsoleLog(statement: Node): boolean {
  const call = statement.type === 'expression_statement' ? statement.namedChildren[0] : undefined;
  if (call?.type !== 'call_expression') return false;
  return (
    call.childForFieldName('function')?.text === 'console.log' &&
    (call.childForFieldName('arguments')?.namedChildCount ?? 0) === 1
  );
}

/** A statement's text without the comments inside it (a result comment before a missing `;`). */
function codeText(statement: Node): string {
  let text = '';
  let at = statement.startIndex;
  for (const comment of statement.descendantsOfType('comment')) {
    if (!comment) continue;
    text += statement.text.slice(
      at - statement.startIndex,
      comment.startIndex - statement.startIndex,
    );
    at = comment.endIndex;
  }
  return (text + statement.text.slice(at - statement.startIndex)).trim();
}

function lastCodeRow(node: Node): number {
  for (let i = node.childCount - 1; i >= 0; i--) {
    const child = node.child(i);
    if (child && child.type !== 'comment') return lastCodeRow(child);
  }
  return node.endPosition.row;
}

function importedNames(statement: Node): string[] {
  return statement
    .descendantsOfType(['identifier'])
    .filter((n): n is Node => n !== null)
    .map((n) => n.text);
}

function isRelativeImport(statement: Node): boolean {
  return /^['"]\./.test(statement.childForFieldName('source')?.text ?? '');
}

/** Identifiers the example uses but never declares, in order of first use. */
function freeNames(root: Node): string[] {
  const declared = new Set<string>();
  const declaring = root.descendantsOfType([
    'variable_declarator',
    'function_declaration',
    'class_declaration',
    'formal_parameters',
    'arrow_function',
    'catch_clause',
    'import_statement',
  ]);
  for (const node of declaring) {
    if (!node) continue;
    const target =
      node.type === 'formal_parameters'
        ? node
        : node.type === 'catch_clause'
          ? node.childForFieldName('parameter')
          : node.type === 'arrow_function'
            ? node.childForFieldName('parameter')
            : node.childForFieldName('name');
    if (!target) continue;
    if (target.type === 'identifier') declared.add(target.text);
    for (const id of target.descendantsOfType([
      'identifier',
      'shorthand_property_identifier_pattern',
    ]))
      if (id) declared.add(id.text);
  }
  const used: string[] = [];
  for (const id of root.descendantsOfType('identifier'))
    if (id && !declared.has(id.text) && !used.includes(id.text)) used.push(id.text);
  return used;
}

/** Whether `text` reads as exactly one expression. */
async function isOneExpression(text: string, dialect: ScriptDialect): Promise<boolean> {
  return withParsedScript(`(${text}\n);`, dialect, (root) => {
    const only = root.namedChildren;
    return !root.hasError && only.length === 1 && only[0]?.type === 'expression_statement';
  });
}

/** `text` on one line (split, not matched: linear on any input), cut at 60 characters. */
function short(text: string): string {
  const line = text
    .split('\n')
    .map((part) => part.trim())
    .join(' ');
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}
