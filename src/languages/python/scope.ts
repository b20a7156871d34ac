import type { CSTNode } from '../../core/nodes.js';
import type { LanguageScope } from '../../core/signal/scope.js';

const TEST_FILE = /(^|\/)(tests?\/|test_[^/]*\.py$|[^/]*_test\.py$|conftest\.py$)/;
const DECORATOR = /^\s*@\s*([A-Za-z_][\w.]*)/;

/** The decorators a node's text starts with, as dotted names (`typing.overload`, `name.setter`). */
export function leadingDecorators(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    if (/^\s*(async\s+def|def|class)\b/.test(line)) break;
    const match = DECORATOR.exec(line);
    if (match?.[1]) names.push(match[1]);
  }
  return names;
}

/** Whether a file path is test code: under tests/ or test/, `test_*.py`, `*_test.py`, `conftest.py`. */
export function isTestPath(filePath: string): boolean {
  return TEST_FILE.test(filePath);
}

/** A node's own decorators: a module's text starts with its first definition's, which are not its own. */
function decoratorsOf(node: CSTNode): string[] {
  return node.node_type === 'file' ? [] : leadingDecorators(node.text);
}

const isFunction = (node: CSTNode): boolean =>
  node.node_type === 'function' || node.node_type === 'method';

/** Python's scope facts: pytest's test files and names, decorators, `...` bodies, `_private` names, docstrings. */
export const pythonScope: LanguageScope = {
  isTestPath,
  whyTest: (node) => {
    if (isFunction(node) && /^test(_|[A-Z]|$)/.test(node.name))
      return `${node.full_name} is a test`;
    if (node.node_type === 'class' && /^Test[A-Z_]/.test(node.name))
      return `${node.full_name} is a test class`;
    return undefined;
  },
  whyOverloadStub: (node) =>
    decoratorsOf(node).some((d) => d === 'overload' || d.endsWith('.overload'))
      ? `${node.full_name} is an @overload stub (its implementation is reviewed)`
      : undefined,
  whyAccessor: (node) => {
    const accessor = decoratorsOf(node).find((d) => /\.(setter|deleter)$/.test(d));
    return accessor ? `${node.full_name} is a property ${accessor.split('.').pop()}` : undefined;
  },
  whyStub: (node) => {
    if (node.file_path.endsWith('.pyi')) return `${node.file_path} is a type stub`;
    return isFunction(node) && isEllipsisBody(node.text)
      ? `${node.full_name} has no body but \`...\` (a stub or a protocol member)`
      : undefined;
  },
  isPrivate: (node) => isPrivateName(node.full_name),
  isDocumented: (node) => startsWithDocstring(node.text),
};

/**
 * Whether a definition's body is only `...`, after an optional docstring and
 * comments: a protocol member, an abstract signature, a stub.
 */
export function isEllipsisBody(text: string): boolean {
  if (!/^[ \t\f]*(?:async\s+)?def\b/m.test(text)) return false;
  const body = bodyOf(text);
  return body !== undefined && bodyIsEllipsis(body);
}
/** Whether a definition's body starts with a string: its docstring. */
export function startsWithDocstring(text: string): boolean {
  const body = bodyOf(text);
  return body !== undefined && /^\s*[rRuU]?("|')/.test(body.replace(/^[ \t\f]*#[^\n]*/gm, ''));
}

/** What follows the colon that ends a def's or class's signature, found outside brackets and strings. */
function bodyOf(text: string): string | undefined {
  const def = /^[ \t\f]*(?:async\s+)?(?:def|class)\b/m.exec(text);
  if (!def) return undefined;
  let depth = 0;
  let quote: string | undefined;
  for (let i = def.index; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      if (char === '\\') i++;
      else if (text.startsWith(quote, i)) {
        i += quote.length - 1;
        quote = undefined;
      }
    } else if (char === '"' || char === "'") {
      quote = text.startsWith(char.repeat(3), i) ? char.repeat(3) : char;
      i += quote.length - 1;
    } else if (char === '#') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) depth--;
    else if (char === ':' && depth === 0) return text.slice(i + 1);
  }
  return undefined;
}

function bodyIsEllipsis(body: string): boolean {
  const code = body
    .replace(/^\s*[rRuU]?("""[\s\S]*?"""|'''[\s\S]*?'''|"[^"\n]*"|'[^'\n]*')/, '')
    .replace(/#[^\n]*/g, '')
    .trim();
  return code === '...';
}

/** A name, or any name it is nested in, starts with one underscore (dunders are public). */
function isPrivateName(fullName: string): boolean {
  return fullName.split('.').some((part) => /^_(?!_.*__$)/.test(part));
}
