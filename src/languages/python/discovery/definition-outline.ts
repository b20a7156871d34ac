import type { Node } from 'web-tree-sitter';
import type { PlacedDefinition } from '../../../core/discovery/placed-definition.js';

/** One token, with the positions the offside rule compares. */
interface Token {
  node: Node;
  row: number;
  column: number;
  endRow: number;
  comment: boolean;
  /** The first token of its logical line (comments are never). */
  lineStart: boolean;
}

const DEFINITION_TYPES: Readonly<Record<string, PlacedDefinition['kind']>> = {
  function_definition: 'function',
  class_definition: 'class',
};
const KEYWORDS: Readonly<Record<string, PlacedDefinition['kind']>> = {
  def: 'function',
  class: 'class',
};

/** Whether a definition header, given alone with a body of `pass`, parses. */
export type HeaderCheck = (header: string) => boolean;

/**
 * The definitions of a file read by indentation, as Python's offside rule
 * reads them, when the tree lost a header: `def f(a, b:` or a `def` missing
 * its colon leaves tree-sitter with ERROR regions that drop the function, or
 * let it swallow the definitions after it, and its changed lines would
 * otherwise land on the file node or on the wrong function.
 *
 * Returns undefined when the tree holds every `def`/`class` header as a clean
 * definition: then its own definitions are right. Otherwise every definition
 * of the file comes from the outline — each starts at its `def`/`class` line
 * (decorators above included) and ends at its last token before the next line
 * indented no deeper — with the scope rules of docs/architecture.md §3. A definition
 * whose name cannot be read gets the placeholder name `<def at line N>`; one
 * whose header fails `headerParses` carries that line as `brokenHeaderLine`.
 */
export function tryOutlineDefinitions(
  root: Node,
  commentTypes: readonly string[],
  headerParses: HeaderCheck,
): PlacedDefinition[] | undefined {
  if (!root.hasError) return undefined;
  const tokens = tokensOf(root, commentTypes);
  const keywords = tokens.flatMap((token, index) =>
    definitionKeywordAt(tokens, index) ? [index] : [],
  );
  if (!keywords.some((index) => treeLostHeader(tokens, index))) return undefined;
  const text = root.text;
  return placeByIndentation(tokens, keywords).map(({ definition, keyword, opener, indent }) => {
    const header = headerText(tokens, { keyword, opener, indent }, text);
    const token = tokens[keyword] as Token;
    return header !== undefined && headerParses(header)
      ? definition
      : { ...definition, brokenHeaderLine: token.row + 1 };
  });
}

/**
 * Every token in document order; a string (with any f-string parts) is one
 * token. A line opens a logical line unless a backslash or a bracket the tree
 * closed cleanly carries the line before it on.
 */
function tokensOf(root: Node, commentTypes: readonly string[]): Token[] {
  const tokens: Token[] = [];
  let lastRow = -1;
  const cursor = root.walk();
  try {
    for (;;) {
      const node = cursor.currentNode;
      if (node.childCount > 0 && node.type !== 'string') {
        if (cursor.gotoFirstChild()) continue;
      } else if (node.type === 'line_continuation') {
        lastRow = node.endPosition.row;
      } else if (node.endIndex > node.startIndex) {
        const comment = commentTypes.includes(node.type);
        const row = node.startPosition.row;
        tokens.push({
          node,
          row,
          column: node.startPosition.column,
          endRow: node.endPosition.row,
          comment,
          lineStart: !comment && row > lastRow && !insideBrackets(node, row),
        });
        if (!comment) lastRow = node.endPosition.row;
      }
      while (!cursor.gotoNextSibling()) if (!cursor.gotoParent()) return tokens;
    }
  } finally {
    cursor.delete();
  }
}

const OPENING_BRACKETS = new Set(['(', '[', '{']);
const CLOSING_BRACKETS = new Set([')', ']', '}']);

/** Whether a token on `row` lies in brackets, without errors, opened on an earlier row. */
function insideBrackets(token: Node, row: number): boolean {
  for (let node = token.parent; node; node = node.parent) {
    if (node.startPosition.row === row) continue;
    const first = node.firstChild;
    const last = node.lastChild;
    if (
      first &&
      last &&
      OPENING_BRACKETS.has(first.type) &&
      CLOSING_BRACKETS.has(last.type) &&
      !node.hasError
    )
      return true;
  }
  return false;
}

/**
 * Whether the token at `index` is a `def` or `class` that opens its line
 * (after `async`). In an ERROR region tree-sitter may lex a keyword as an
 * identifier, so the text decides, not the type.
 */
function definitionKeywordAt(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index];
  if (!token || KEYWORDS[token.node.text] === undefined) return false;
  if (token.lineStart) return true;
  const before = tokens[index - 1];
  return (
    before !== undefined &&
    before.lineStart &&
    before.row === token.row &&
    before.node.text === 'async' &&
    token.node.text === 'def'
  );
}

/** Whether the tree fails to hold the definition this keyword opens as one clean header. */
function treeLostHeader(tokens: readonly Token[], index: number): boolean {
  const keyword = tokens[index]?.node;
  const definition = keyword?.parent;
  if (!keyword || !definition || DEFINITION_TYPES[definition.type] === undefined) return true;
  const name = definition.childForFieldName('name');
  const body = definition.childForFieldName('body');
  if (!name || !body || name.startIndex !== tokens[index + 1]?.node.startIndex) return true;
  for (const child of definition.children) {
    if (!child || child.id === body.id) break;
    if (child.hasError || child.isMissing) return true;
  }
  return false;
}

interface OpenDefinition {
  kind: PlacedDefinition['kind'];
  name: string;
  indent: number;
  /** Index of the first token past its end. */
  end: number;
}

/** Where a definition's header starts: its keyword, the token opening its line, that line's indent. */
interface HeaderPlace {
  keyword: number;
  opener: number;
  indent: number;
}

function placeByIndentation(
  tokens: readonly Token[],
  keywords: readonly number[],
): (HeaderPlace & { definition: PlacedDefinition })[] {
  const placed: (HeaderPlace & { definition: PlacedDefinition })[] = [];
  const open: OpenDefinition[] = [];
  for (const keyword of keywords) {
    const token = tokens[keyword] as Token;
    const kind = KEYWORDS[token.node.text] as PlacedDefinition['kind'];
    const opener = token.lineStart ? keyword : keyword - 1;
    const indent = (tokens[opener] as Token).column;
    const end = offsideEnd(tokens, keyword, indent);
    while (open.length > 0) {
      const top = open[open.length - 1] as OpenDefinition;
      if (top.end > keyword && top.indent < indent) break;
      open.pop();
    }
    const nameToken = tokens[keyword + 1];
    const name =
      nameToken?.node.type === 'identifier' && nameToken.row === token.row
        ? nameToken.node.text
        : `<${token.node.text} at line ${token.row + 1}>`;
    // Inside a function body it is part of that function, not a node.
    if (!open.some((outer) => outer.kind === 'function')) {
      const definition: PlacedDefinition = {
        kind,
        scope: open.map((outer) => outer.name),
        name,
        start: (tokens[firstDecorator(tokens, opener, indent)] as Token).node.startIndex,
        end: lastSignificant(tokens, end, keyword).node.endIndex,
      };
      placed.push({ definition, keyword, opener, indent });
    }
    open.push({ kind, name, indent, end });
  }
  return placed;
}

/** Index of the first line-opening token after `from` indented no deeper than `indent`. */
function offsideEnd(tokens: readonly Token[], from: number, indent: number): number {
  for (let i = from + 1; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.lineStart && token.column <= indent) return i;
  }
  return tokens.length;
}

/** The last token before `end` that is not a comment (at least the keyword itself). */
function lastSignificant(tokens: readonly Token[], end: number, keyword: number): Token {
  for (let i = end - 1; i > keyword; i--) {
    const token = tokens[i] as Token;
    if (!token.comment) return token;
  }
  return tokens[keyword] as Token;
}

/** The opener of the decorator lines, at the same indent, right above a definition. */
function firstDecorator(tokens: readonly Token[], opener: number, indent: number): number {
  let first = opener;
  for (let i = opener - 1; i >= 0; i--) {
    const token = tokens[i] as Token;
    if (!token.lineStart) continue;
    if (token.node.text !== '@' || token.column !== indent) break;
    first = i;
  }
  return first;
}

/**
 * A header's text, from the token opening its line through the colon that
 * opens its body; undefined when no such colon comes before the next line
 * outside brackets, or before a line indented no deeper than the header.
 */
function headerText(
  tokens: readonly Token[],
  place: HeaderPlace,
  text: string,
): string | undefined {
  let depth = 0;
  for (let i = place.keyword + 1; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.lineStart && (depth === 0 || token.column <= place.indent)) return undefined;
    const type = token.node.type;
    if (OPENING_BRACKETS.has(type)) depth++;
    else if (CLOSING_BRACKETS.has(type)) depth = Math.max(0, depth - 1);
    else if (type === ':' && depth === 0)
      return text.slice((tokens[place.opener] as Token).node.startIndex, token.node.endIndex);
  }
  return undefined;
}
