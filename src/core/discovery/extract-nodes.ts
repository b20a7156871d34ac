import type { Node, Query, Tree } from 'web-tree-sitter';
import type { Diagnostic } from '../errors.js';
import { computeNodeId, compareNodes, type CSTNode, type NodeType } from '../nodes.js';
import {
  tryOutlineDefinitions,
  type HeaderCheck,
  type PlacedDefinition,
} from './definition-outline.js';
import type { LanguagePack } from './language-packs.js';
import { LineIndex, type SourceText } from './source-text.js';

interface Definition {
  kind: 'class' | 'function';
  /** The whole definition: decorators included. */
  outer: Node;
  /** The definition proper (the name's parent). */
  inner: Node;
  name: string;
}

/**
 * Turns a parsed file into its CSTNodes under the scope rules of DESIGN.md §3:
 * classes at module level or directly in a class body, functions at module
 * level, methods directly in a class body; anything inside a function body is
 * part of that function. Nodes come out in document order, the file node first.
 * When a `def` or `class` header does not parse, the definitions are read by
 * indentation instead (see {@link tryOutlineDefinitions}), so no definition's
 * lines fall to the file node or to a neighbour.
 */
export function extractNodes(
  tree: Tree,
  query: Query,
  pack: LanguagePack,
  source: SourceText,
  filePath: string,
  headerParses: HeaderCheck,
): { nodes: CSTNode[]; diagnostics: Diagnostic[] } {
  const lines = new LineIndex(source.text, source.bomBytes);
  const definitions =
    tryOutlineDefinitions(tree.rootNode, pack.commentTypes, headerParses) ??
    placeTreeDefinitions(query, tree.rootNode, pack);
  const nodes: CSTNode[] = [fileNode(source, lines, filePath)];
  const headerDiagnostics: Diagnostic[] = [];
  const seen = new Map<string, number>();

  for (const def of definitions) {
    const nodeType: NodeType =
      def.kind === 'class' ? 'class' : def.scope.length > 0 ? 'method' : 'function';
    const dotted = [...def.scope, def.name].join('.');
    const count = (seen.get(dotted) ?? 0) + 1;
    seen.set(dotted, count);
    const fullName = count === 1 ? dotted : `${dotted}#${count}`;
    const { first, last } = def;
    const node: CSTNode = {
      node_id: computeNodeId(filePath, nodeType, fullName),
      node_type: nodeType,
      name: def.name,
      full_name: fullName,
      file_path: filePath,
      start_line: first.startPosition.row + 1,
      end_line: last.endPosition.row + 1,
      start_byte: lines.byteOffset(first.startPosition.row, first.startPosition.column),
      end_byte: lines.byteOffset(last.endPosition.row, last.endPosition.column),
      text: source.text.slice(first.startIndex, last.endIndex),
    };
    nodes.push(node);
    if (def.brokenHeaderLine !== undefined)
      headerDiagnostics.push(brokenHeaderDiagnostic(def, node));
  }
  nodes.sort(compareNodes);
  // A broken header's own warning names the line to fix; the generic one may not.
  const diagnostics =
    headerDiagnostics.length > 0 ? headerDiagnostics : syntaxDiagnostics(tree.rootNode, filePath);
  return { nodes, diagnostics };
}

/** The definitions the tree holds, each with the classes around it. */
function placeTreeDefinitions(query: Query, root: Node, pack: LanguagePack): PlacedDefinition[] {
  const definitions = collectDefinitions(query, root);
  const byInner = new Map<number, Definition>(definitions.map((d) => [d.inner.id, d]));
  return definitions.flatMap((def) => {
    const scope = enclosingScope(def, byInner);
    if (scope === undefined) return [];
    const last = lastSignificantToken(def.outer, pack.commentTypes);
    return [{ kind: def.kind, scope, name: def.name, first: def.outer, last }];
  });
}

/** One definition per name node; a decorated definition keeps its decorators. */
function collectDefinitions(query: Query, root: Node): Definition[] {
  const byName = new Map<number, Definition>();
  for (const match of query.matches(root)) {
    let outer: Node | undefined;
    let nameNode: Node | undefined;
    let kind: Definition['kind'] | undefined;
    for (const capture of match.captures) {
      if (capture.name === 'name') nameNode = capture.node;
      else if (capture.name.startsWith('definition.')) {
        outer = capture.node;
        kind = capture.name === 'definition.class' ? 'class' : 'function';
      }
    }
    const inner = nameNode?.parent;
    if (!outer || !nameNode || !kind || !inner) continue;
    const known = byName.get(nameNode.id);
    if (known && known.outer.startIndex <= outer.startIndex) continue;
    byName.set(nameNode.id, { kind, outer, inner, name: nameNode.text });
  }
  return [...byName.values()].sort((a, b) => a.outer.startIndex - b.outer.startIndex);
}

/**
 * The class names around a definition, outermost first; undefined when the
 * definition sits inside a function body and so belongs to that function.
 */
function enclosingScope(def: Definition, byInner: Map<number, Definition>): string[] | undefined {
  const scope: string[] = [];
  for (let node = def.inner.parent; node; node = node.parent) {
    const enclosing = byInner.get(node.id);
    if (!enclosing) continue;
    if (enclosing.kind === 'function') return undefined;
    scope.unshift(enclosing.name);
  }
  return scope;
}

/**
 * The last token of a node that is not a comment: where Python's `ast` ends a
 * definition. Tree-sitter puts trailing comments inside the block.
 */
function lastSignificantToken(node: Node, commentTypes: readonly string[]): Node {
  let current = node;
  for (;;) {
    let next: Node | null = null;
    for (let i = current.childCount - 1; i >= 0; i--) {
      const child = current.child(i);
      if (!child || commentTypes.includes(child.type) || child.startIndex === child.endIndex)
        continue;
      next = child;
      break;
    }
    if (!next) return current;
    current = next;
  }
}

function fileNode(source: SourceText, lines: LineIndex, filePath: string): CSTNode {
  const name =
    filePath
      .split('/')
      .pop()
      ?.replace(/\.[^.]*$/, '') ?? filePath;
  return {
    node_id: computeNodeId(filePath, 'file', filePath),
    node_type: 'file',
    name,
    full_name: filePath,
    file_path: filePath,
    start_line: 1,
    end_line: Math.max(1, lines.lineCount),
    start_byte: 0,
    end_byte: lines.totalBytes,
    text: source.text,
  };
}

/** A DISC_001 warning naming the first place the parser had to recover. */
function syntaxDiagnostics(root: Node, filePath: string): Diagnostic[] {
  if (!root.hasError) return [];
  const problem = firstProblem(root);
  const line = (problem ?? root).startPosition.row + 1;
  const what = problem?.isMissing ? `missing ${problem.type}` : 'a syntax error';
  return [
    {
      code: 'DISC_001',
      severity: 'warning',
      message: `${filePath}:${line}: ${what}; nodes were recovered where the parser could`,
      file: filePath,
      line,
    },
  ];
}

/** A DISC_001 warning naming a definition whose header the parser could not read, and where its lines went. */
function brokenHeaderDiagnostic(def: PlacedDefinition, node: CSTNode): Diagnostic {
  const keyword = def.kind === 'class' ? 'class' : 'def';
  const line = def.brokenHeaderLine ?? node.start_line;
  return {
    code: 'DISC_001',
    severity: 'warning',
    message: `${node.file_path}:${line}: a \`${keyword}\` header that does not parse; its lines ${node.start_line}-${node.end_line} stay with ${node.node_type} ${node.full_name}`,
    file: node.file_path,
    line,
  };
}

function firstProblem(node: Node): Node | undefined {
  if (node.isError || node.isMissing) return node;
  for (const child of node.children) {
    if (child && (child.hasError || child.isMissing)) {
      const found = firstProblem(child);
      if (found) return found;
    }
  }
  return undefined;
}
