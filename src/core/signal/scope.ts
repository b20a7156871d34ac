import type { CSTNode } from '../nodes.js';

/**
 * The kinds of node an agent may declare out of its scope (`skip:` in its
 * YAML). Each is a fact read from the node itself: where it lives, its name,
 * its decorators.
 */
export const SCOPE_RULES = [
  'test_code',
  'overload_stub',
  'accessor',
  'private',
  'undocumented_private',
  'stub',
] as const;
export type ScopeRule = (typeof SCOPE_RULES)[number];

/** What an op's configuration may switch back on (`operations.<op>.private: true`). */
export interface ScopeOptions {
  private?: boolean;
}

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

/** Why `rule` puts `node` out of scope, or undefined when it does not. */
function ruleReason(rule: ScopeRule, node: CSTNode, options: ScopeOptions): string | undefined {
  // A module's text starts with its first definition's decorators, which are not its own.
  const decorators = node.node_type === 'file' ? [] : leadingDecorators(node.text);
  switch (rule) {
    case 'test_code':
      if (isTestPath(node.file_path)) return `${node.file_path} is test code`;
      if (
        (node.node_type === 'function' || node.node_type === 'method') &&
        /^test(_|[A-Z]|$)/.test(node.name)
      )
        return `${node.full_name} is a test`;
      if (node.node_type === 'class' && /^Test[A-Z_]/.test(node.name))
        return `${node.full_name} is a test class`;
      return undefined;
    case 'overload_stub':
      return decorators.some((d) => d === 'overload' || d.endsWith('.overload'))
        ? `${node.full_name} is an @overload stub (its implementation is reviewed)`
        : undefined;
    case 'accessor': {
      const accessor = decorators.find((d) => /\.(setter|deleter)$/.test(d));
      return accessor ? `${node.full_name} is a property ${accessor.split('.').pop()}` : undefined;
    }
    case 'stub':
      if (node.file_path.endsWith('.pyi')) return `${node.file_path} is a type stub`;
      return (node.node_type === 'function' || node.node_type === 'method') &&
        isEllipsisBody(node.text)
        ? `${node.full_name} has no body but \`...\` (a stub or a protocol member)`
        : undefined;
    case 'private':
    case 'undocumented_private': {
      if (options.private || node.node_type === 'file' || !isPrivateName(node.full_name))
        return undefined;
      // A private definition its author documented is kept true to its docstring.
      if (rule === 'undocumented_private' && startsWithDocstring(node.text)) return undefined;
      return `${node.full_name} is private (set private: true for this op to include it)`;
    }
  }
}

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

/**
 * The reason the first of `rules` that applies puts `node` out of an op's
 * scope, or undefined when the op should review it.
 */
export function outOfScope(
  node: CSTNode,
  rules: readonly ScopeRule[],
  options: ScopeOptions = {},
): string | undefined {
  for (const rule of rules) {
    const reason = ruleReason(rule, node, options);
    if (reason) return reason;
  }
  return undefined;
}
