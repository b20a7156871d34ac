import type { Query, Tree, TreeCursor } from 'web-tree-sitter';
import type { PlacedDefinition } from './placed-definition.js';
import type { LanguagePack, StatementWalk } from './language-packs.js';
import { placeQueryDefinitions } from './query-definitions.js';

/**
 * The definitions the tree holds, each with the classes around it, in
 * document order, under the scope rules of docs/architecture.md §3.
 *
 * A tree without errors is walked with one cursor through the statements
 * that can hold a definition — module, class bodies, compound statements —
 * skipping expressions and function bodies unvisited (see the pack's
 * {@link StatementWalk}): a handful of calls into WebAssembly per statement
 * instead of a query run over every node. A tree with errors can hold
 * definitions anywhere (inside ERROR nodes too), so there, and for a pack
 * that cannot be walked, the query over the whole tree decides.
 */
export function placeTreeDefinitions(
  tree: Tree,
  /** Asked for only when the tree has errors or the pack cannot be walked. */
  query: () => Query,
  pack: LanguagePack,
  text: string,
): PlacedDefinition[] {
  const { comments, walkable } = tablesOf(pack);
  if (!walkable || tree.rootNode.hasError)
    return placeQueryDefinitions(query(), tree.rootNode, comments);
  const walk: Walk = {
    ...walkable,
    cursor: tree.walk(),
    nameField: tree.language.fieldIdForName(walkable.spec.nameField) ?? -1,
    comments,
    text,
    placed: [],
  };
  try {
    if (walk.cursor.gotoFirstChild()) walkStatements(walk, []);
  } finally {
    walk.cursor.delete();
  }
  return walk.placed;
}

/** A pack's node types and characters as the walk looks them up, made once per pack. */
interface PackTables {
  comments: ReadonlySet<string>;
  walkable?: { spec: StatementWalk; containers: ReadonlySet<string>; lexical?: Lexical };
}

const tables = new WeakMap<LanguagePack, PackTables>();

function tablesOf(pack: LanguagePack): PackTables {
  let made = tables.get(pack);
  if (!made) {
    const spec = pack.statements;
    const lexical = spec?.lexical;
    made = {
      comments: new Set(pack.commentTypes),
      walkable: spec && {
        spec,
        containers: new Set(spec.containers),
        lexical: lexical && {
          comment: lexical.lineComment.charCodeAt(0),
          continuation: lexical.continuation.charCodeAt(0),
          quotes: new Set([...lexical.quotes].map((quote) => quote.charCodeAt(0))),
        },
      },
    };
    tables.set(pack, made);
  }
  return made;
}

interface Walk {
  spec: StatementWalk;
  cursor: TreeCursor;
  nameField: number;
  containers: ReadonlySet<string>;
  comments: ReadonlySet<string>;
  lexical?: Lexical | undefined;
  text: string;
  placed: PlacedDefinition[];
}

/** A pack's lexical characters, as UTF-16 code units. */
interface Lexical {
  comment: number;
  continuation: number;
  quotes: ReadonlySet<number>;
}

/** Places the definitions among the cursor's node and its following siblings. */
function walkStatements(walk: Walk, scope: readonly string[]): void {
  const { cursor, spec } = walk;
  do {
    const type = cursor.nodeType;
    if (spec.definitions[type] !== undefined) {
      const start = cursor.startIndex;
      placeDefinition(walk, scope, start, lastTokenEnd(walk, start));
    } else if (type === spec.decorated) {
      // It starts at its first decorator; its definition is its last child.
      const start = cursor.startIndex;
      const end = lastTokenEnd(walk, start);
      if (cursor.gotoLastChild()) {
        if (spec.definitions[cursor.nodeType] !== undefined)
          placeDefinition(walk, scope, start, end);
        cursor.gotoParent();
      }
    } else if (walk.containers.has(type) && cursor.gotoFirstChild()) {
      walkStatements(walk, scope);
      cursor.gotoParent();
    }
  } while (cursor.gotoNextSibling());
}

/**
 * Places the definition under the cursor (its name must have the pack's name
 * type, as the query asks), then the definitions of its body when it is a
 * class; those in a function body are part of that function.
 */
function placeDefinition(walk: Walk, scope: readonly string[], start: number, end: number): void {
  const { cursor, spec } = walk;
  const kind = spec.definitions[cursor.nodeType] as PlacedDefinition['kind'];
  if (!cursor.gotoFirstChild()) return;
  let name: string | undefined;
  do {
    if (cursor.currentFieldId !== walk.nameField) continue;
    if (cursor.nodeType === spec.nameType)
      name = walk.text.slice(cursor.startIndex, cursor.endIndex);
    break;
  } while (cursor.gotoNextSibling());
  if (name !== undefined) {
    walk.placed.push({ kind, scope: [...scope], name, start, end });
    if (kind === 'class') {
      while (cursor.gotoNextSibling());
      if (cursor.nodeType === spec.body && cursor.gotoFirstChild()) {
        walkStatements(walk, [...scope, name]);
        cursor.gotoParent();
      }
    }
  }
  cursor.gotoParent();
}

/**
 * Where the last token of the cursor's node that is neither a comment nor
 * empty ends: where Python's `ast` ends a definition (tree-sitter puts
 * trailing comments inside the block). The text nearly always tells (see
 * {@link tokenEndInText}); otherwise the cursor goes down to that token and
 * back. Leaves the cursor where it was.
 */
function lastTokenEnd(walk: Walk, start: number): number {
  const { cursor } = walk;
  let end = cursor.endIndex;
  const fromText = walk.lexical && tokenEndInText(walk.text, start, end, walk.lexical);
  if (fromText !== undefined) return fromText;
  let depth = 0;
  descend: while (cursor.gotoLastChild()) {
    depth++;
    do {
      if (walk.comments.has(cursor.nodeType)) continue;
      const childEnd = cursor.endIndex;
      if (childEnd === cursor.startIndex) continue;
      end = childEnd;
      continue descend;
    } while (cursor.gotoPreviousSibling());
    break;
  }
  for (; depth > 0; depth--) cursor.gotoParent();
  return end;
}

/** ASCII whitespace: what the grammar skips and no token ends with. */
function isSpace(code: number): boolean {
  return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}

/**
 * Where the last token of `text[start, end)` ends, read from the text alone;
 * undefined when the text cannot tell. Sound only for a tree without errors,
 * where every character that is not whitespace or in a comment belongs to a
 * token. Going back from `end` over whitespace and over lines that are a
 * comment alone, the first other line ends with the last token — unless it
 * holds a comment opener (a trailing comment, or one inside a string), ends
 * in a line continuation (itself a token that ends past the newline) or in a
 * non-ASCII character (tree-sitter counts some of those as whitespace). A
 * comment line can only be inside a string that closes on a later line,
 * which would hold a quote; so a comment line holding a quote stops the
 * reading too.
 */
function tokenEndInText(
  text: string,
  start: number,
  end: number,
  lexical: Lexical,
): number | undefined {
  let at = end;
  for (;;) {
    while (at > start && isSpace(text.charCodeAt(at - 1))) at--;
    if (at <= start) return undefined;
    const lineStart = Math.max(start, text.lastIndexOf('\n', at - 1) + 1);
    let comment = lineStart;
    while (comment < at && text.charCodeAt(comment) !== lexical.comment) comment++;
    if (comment === at) {
      const last = text.charCodeAt(at - 1);
      return last === lexical.continuation || last >= 0x80 ? undefined : at;
    }
    for (let i = lineStart; i < comment; i++) if (!isSpace(text.charCodeAt(i))) return undefined;
    for (let i = comment; i < at; i++) if (lexical.quotes.has(text.charCodeAt(i))) return undefined;
    at = lineStart;
  }
}
