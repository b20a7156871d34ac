import type { Node, Query, Tree } from 'web-tree-sitter';
import type { Diagnostic } from '../errors.js';
import { computeNodeId, compareNodes, type CSTNode, type NodeType } from '../nodes.js';
import type { PlacedDefinition } from './placed-definition.js';
import type { LanguagePack } from './language-packs.js';
import { LineIndex, type SourceText } from './source-text.js';
import { placeTreeDefinitions } from './tree-definitions.js';

/** A file's nodes, with where the text of each lies in the decoded text. */
export interface ExtractedNodes {
  nodes: CSTNode[];
  /** `[start, end)` UTF-16 indices of each node's text, node by node. */
  spans: number[];
  diagnostics: Diagnostic[];
}

/**
 * Turns a parsed file into its CSTNodes under the scope rules of docs/architecture.md §3:
 * classes at module level or directly in a class body, functions at module
 * level, methods directly in a class body; anything inside a function body is
 * part of that function. Nodes come out in document order, the file node first.
 * Where the tree has errors, a language may read its definitions another way
 * (its pack's `recoverDefinitions`: Python's by indentation, when a `def` or
 * `class` header does not parse), so no definition's lines fall to the file
 * node or to a neighbour.
 */
export function extractNodes(
  tree: Tree,
  /** The definitions query, asked for only when the tree has errors. */
  query: () => Query,
  pack: LanguagePack,
  source: SourceText,
  filePath: string,
  /** Whether a text parses cleanly with the file's grammar. */
  parses: (text: string) => boolean,
): ExtractedNodes {
  const lines = new LineIndex(source.text, source.bomBytes);
  const definitions = pack.placeDefinitions
    ? pack.placeDefinitions(tree.rootNode, filePath)
    : (pack.recoverDefinitions?.(tree.rootNode, parses) ??
      placeTreeDefinitions(tree, query, pack, source.text));
  const placed: { node: CSTNode; start: number; end: number }[] = [
    { node: fileNode(source, lines, filePath), start: 0, end: source.text.length },
  ];
  const headerDiagnostics: Diagnostic[] = [];
  const seen = new Map<string, number>();

  for (const def of definitions) {
    const nodeType: NodeType =
      def.kind === 'class' ? 'class' : (def.method ?? def.scope.length > 0) ? 'method' : 'function';
    const dotted = [...def.scope, def.name].join('.');
    const count = (seen.get(dotted) ?? 0) + 1;
    seen.set(dotted, count);
    const fullName = count === 1 ? dotted : `${dotted}#${count}`;
    const startRow = lines.rowAt(def.start);
    const endRow = lines.rowAt(def.end);
    const node: CSTNode = {
      node_id: computeNodeId(filePath, nodeType, fullName),
      node_type: nodeType,
      name: def.name,
      full_name: fullName,
      file_path: filePath,
      start_line: startRow + 1,
      end_line: endRow + 1,
      start_byte: lines.byteAt(def.start, startRow),
      end_byte: lines.byteAt(def.end, endRow),
      text: source.text.slice(def.start, def.end),
    };
    placed.push({ node, start: def.start, end: def.end });
    if (def.brokenHeaderLine !== undefined)
      headerDiagnostics.push(brokenHeaderDiagnostic(def, node));
  }
  placed.sort((a, b) => compareNodes(a.node, b.node));
  // A broken header's own warning names the line to fix; the generic one may not.
  const diagnostics =
    headerDiagnostics.length > 0 ? headerDiagnostics : syntaxDiagnostics(tree.rootNode, filePath);
  return {
    nodes: placed.map((entry) => entry.node),
    spans: placed.flatMap((entry) => [entry.start, entry.end]),
    diagnostics,
  };
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
