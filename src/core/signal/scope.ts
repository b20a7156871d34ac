import type { CSTNode } from '../nodes.js';

/**
 * The kinds of node an agent may declare out of its scope (`skip:` in its
 * YAML). Each is a fact read from the node itself: where it lives, its name,
 * its decorators; what each fact looks like in a language's code is that
 * language's to say (its {@link LanguageScope}).
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

/**
 * The facts the scope rules read, as one language's code shows them. A fact
 * it leaves out is never true of its nodes: a language without setters
 * names no accessor.
 */
export interface LanguageScope {
  /** Whether a file is test code, as the language's test runners find tests. */
  isTestPath(filePath: string): boolean;
  /** Why a node in a file that is not test code is itself a test (its name), or undefined. */
  whyTest?(node: CSTNode): string | undefined;
  /** Why a node is an overload signature whose implementation is reviewed, or undefined. */
  whyOverloadStub?(node: CSTNode): string | undefined;
  /** Why a node is the setting or deleting half of a property, or undefined. */
  whyAccessor?(node: CSTNode): string | undefined;
  /** Why a node has nothing to review but its signature (a type stub, a protocol member), or undefined. */
  whyStub?(node: CSTNode): string | undefined;
  /** Whether a definition, or one it is nested in, is private to its module or class. */
  isPrivate?(node: CSTNode): boolean;
  /**
   * Whether a definition carries its own documentation; `fileText` is its
   * file's text, for a language whose documentation stands before the
   * definition (a JSDoc block), outside its node's text.
   */
  isDocumented?(node: CSTNode, fileText: string | undefined): boolean;
}

/** Why `rule` puts `node` out of scope, or undefined when it does not. */
function ruleReason(
  rule: ScopeRule,
  node: CSTNode,
  scope: LanguageScope,
  options: ScopeOptions,
  fileText: string | undefined,
): string | undefined {
  switch (rule) {
    case 'test_code':
      if (scope.isTestPath(node.file_path)) return `${node.file_path} is test code`;
      return scope.whyTest?.(node);
    case 'overload_stub':
      return scope.whyOverloadStub?.(node);
    case 'accessor':
      return scope.whyAccessor?.(node);
    case 'stub':
      return scope.whyStub?.(node);
    case 'private':
    case 'undocumented_private': {
      if (options.private || node.node_type === 'file' || !scope.isPrivate?.(node))
        return undefined;
      // A private definition its author documented is kept true to its documentation.
      if (rule === 'undocumented_private' && scope.isDocumented?.(node, fileText)) return undefined;
      return `${node.full_name} is private (set private: true for this op to include it)`;
    }
  }
}

/**
 * The reason the first of `rules` that applies puts `node` out of an op's
 * scope, read with the facts of the node's language (and, where the language
 * needs it, the text of the node's file), or undefined when the op should
 * review it. A node of a language that states no scope facts is in
 * every op's scope.
 */
export function outOfScope(
  node: CSTNode,
  rules: readonly ScopeRule[],
  scope: LanguageScope | undefined,
  options: ScopeOptions = {},
  fileText?: string,
): string | undefined {
  if (!scope) return undefined;
  for (const rule of rules) {
    const reason = ruleReason(rule, node, scope, options, fileText);
    if (reason) return reason;
  }
  return undefined;
}
