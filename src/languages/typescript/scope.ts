import type { CSTNode } from '../../core/nodes.js';
import type { LanguageScope } from '../../core/signal/scope.js';
import { jsDocAbove } from './discovery/jsdoc-above.js';

/**
 * Test files as vitest, jest, mocha and node:test find them: `*.test.*` and
 * `*.spec.*` scripts, anything under a `__tests__/`, `test/` or `tests/` folder.
 */
const TEST_FILE = /(^|\/)(__tests__|tests?)\/|\.(test|spec)\.[cm]?[jt]sx?$/i;

/** The decorators and modifiers a class member's text may start with before its name. */
const LEADING =
  /^(?:\s*@[\w$.]+(?:\([^)]*\))?)*\s*(?:(?:public|static|readonly|override|async|abstract|declare|accessor)\s+)*/;

/** Whether a file path is test code as JavaScript's test runners find it. */
export function isTestPath(filePath: string): boolean {
  return TEST_FILE.test(filePath);
}

/** What a class member's text says after its decorators and its other modifiers. */
function memberHead(node: CSTNode): string {
  return node.text.replace(LEADING, '');
}

/**
 * Whether a JSDoc block (`/** … *\/`) stands right before the definition
 * starting on `startLine` of the text, past blank lines and one-line
 * decorators, as TypeScript attaches it.
 */
export function hasJsDocBefore(text: string, startLine: number): boolean {
  return jsDocAbove(text.split('\n'), startLine) !== undefined;
}

/**
 * TypeScript's and JavaScript's scope facts: test files, `#private` names
 * and `private`/`protected` members, setters, and a private member's JSDoc
 * (read from the file's text: it stands before the node's). Overload
 * signatures, `declare`d definitions and declaration files (`.d.ts`) are not
 * nodes at all.
 */
export const typescriptScope: LanguageScope = {
  isTestPath,
  whyAccessor: (node) =>
    node.node_type === 'method' && /^set(\s+[#\w$]|\s*\[)/.test(memberHead(node))
      ? `${node.full_name} is a property setter`
      : undefined,
  isPrivate: (node) =>
    node.full_name.split('.').some((part) => part.startsWith('#')) ||
    (node.node_type === 'method' && /^(private|protected)\b/.test(memberHead(node))),
  isDocumented: (node, fileText) =>
    fileText !== undefined && hasJsDocBefore(fileText, node.start_line),
};
