/**
 * A definition placed in its file: what it is, the classes around it, and its
 * extent as UTF-16 indices into the text (plain numbers: rows, byte offsets
 * and the node's text all follow from them without touching the tree again).
 */
export interface PlacedDefinition {
  kind: 'class' | 'function';
  /** The names of the classes it stands in, outermost first. */
  scope: string[];
  name: string;
  /** Where the node starts: its first decorator, or `async`/`def`/`class`. */
  start: number;
  /** Where its last token that is not a comment ends: where Python's `ast` ends it. */
  end: number;
  /** The line (1-based) of its header when the parser could not read it. */
  brokenHeaderLine?: number;
  /**
   * Whether a function is a method; when absent, a function is one when it
   * stands in a scope (Python's only scopes are classes).
   */
  method?: boolean;
}
