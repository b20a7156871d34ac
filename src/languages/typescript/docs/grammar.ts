/** The three grammars that read TypeScript and JavaScript files. */
export type JsGrammar = 'typescript' | 'tsx' | 'javascript';

/**
 * The grammar a file is parsed with, by its name: `.ts`, `.mts`, `.cts` with
 * TypeScript's; `.tsx` with TSX's; `.js`, `.jsx`, `.mjs`, `.cjs` with
 * JavaScript's, which reads JSX too.
 */
export function grammarOf(filePath: string): JsGrammar {
  const lower = filePath.toLowerCase();
  if (lower.endsWith('.tsx')) return 'tsx';
  if (/\.[mc]?ts$/.test(lower)) return 'typescript';
  return 'javascript';
}
