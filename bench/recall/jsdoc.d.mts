/** A JSDoc block's entries: each top-level `@param` with its `{type}`, and the `@returns` tag. */
export interface JsDocEntries {
  params: Map<string, string>;
  returns: string | undefined;
}
/** One function-like definition of a TypeScript or JavaScript file. */
export interface JsDefinition {
  hasDoc: boolean;
  doc: JsDocEntries;
  docText: string;
  parameters: Map<string, { annotation: string; initializer: string; rest: boolean }>;
  returnAnnotation: string;
  returnsValue: boolean;
  code: string;
  line: number;
}
export const SOURCE_FILE: RegExp;
export function isSource(path: string): boolean;
export function returnsShape(doc: JsDocEntries): string;
export function definitions(source: string, path: string): Map<string, JsDefinition> | undefined;
