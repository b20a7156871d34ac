import { compareNodes, type CSTNode } from '../nodes.js';
import { addedLines, deletionPoints, isBlank, toRanges } from './line-sets.js';
import type { DeletionPoint, FileDiff, LineRange } from './types.js';
import { largest, smallest } from '../arrays.js';

/** A head node the diff touches, with the new-side lines that made it count. */
export interface ChangedNode {
  node: CSTNode;
  /** Merged ranges of the added lines, and deletion points, that selected this node. */
  changed_lines: LineRange[];
  /**
   * The node's text at the base revision, where the change rewrote or removed
   * lines of it (only then is the base read): what its signature was. `null`
   * when the change wrote every line of it: it is new.
   */
  before?: string | null;
}

/**
 * The nodes of one file that a diff changes (docs/architecture.md §3), in document
 * order.
 *
 * - An added line selects the smallest head node containing it: a method
 *   rather than its class, the class for a class-body line outside every
 *   method, the file node for a module-level line.
 * - A run of deleted lines selects a node too; see {@link nodeForDeletion}.
 *   It contributes the single line `afterLine` (the new-side line just before
 *   the gap), clamped into the node's range, since a deletion has no
 *   new-side line of its own. A run replaced by added lines contributes
 *   nothing to a node those added lines already selected.
 *
 * Blank lines, added or deleted, select nothing on their own: adding a
 * method with its separating blank lines must not make the class (or the
 * module) a changed node too.
 *
 * A line of a definition's documentation that stands above it (JSDoc; its
 * first line given by `docsAbove`) selects the definition, not the scope
 * around it, and contributes the definition's first line.
 *
 * `headNodes` are the nodes of the head version of the file and must include
 * its `file` node; `baseNodes`, those of the base version, make deletions
 * precise. A deleted file yields nothing.
 */
export function changedNodes(
  file: FileDiff,
  headNodes: readonly CSTNode[],
  baseNodes?: readonly CSTNode[],
  docsAbove?: (node: CSTNode) => number | undefined,
): ChangedNode[] {
  if (file.status === 'deleted' || headNodes.length === 0) return [];
  // Keyed by identity: Python may define the same name twice, giving two
  // nodes one node_id, and each must keep its own lines.
  const hits = new Map<CSTNode, number[]>();
  const hit = (node: CSTNode, line: number): void => {
    const lines = hits.get(node) ?? [];
    lines.push(line);
    hits.set(node, lines);
  };
  const docs = docsAbove ? documentationAbove(headNodes, docsAbove) : [];
  const documented = (line: number): CSTNode | undefined =>
    docs.find((doc) => doc.from <= line && line < doc.node.start_line)?.node;
  const added = new Set<number>();
  for (const line of addedLines(file, { skipBlank: true })) {
    added.add(line);
    const owner = documented(line);
    if (owner) {
      hit(owner, owner.start_line);
      continue;
    }
    const node = smallestContaining(headNodes, line, line);
    if (node) hit(node, line);
  }
  for (const point of deletionPoints(file)) {
    if (point.texts.every(isBlank)) continue;
    const owner = documented(point.afterLine);
    if (owner) {
      if (!hits.has(owner)) hit(owner, owner.start_line);
      continue;
    }
    const node = nodeForDeletion(point, headNodes, baseNodes);
    // A replaced run's added lines already say where the change is; the
    // line before the gap would only widen the range with an unchanged line.
    if (!node || (point.replaced && hits.has(node))) continue;
    hit(node, Math.min(Math.max(point.afterLine, node.start_line), node.end_line));
  }
  return [...hits]
    .map(([node, lines]): ChangedNode => {
      const before = baseNodes && baseCounterpart(node, baseNodes, headNodes);
      if (before) return { node, changed_lines: toRanges(lines), before: before.text };
      // A definition every line of which the change wrote is new.
      const isNew =
        node.node_type !== 'file' &&
        node.text
          .split('\n')
          .every((text, index) => isBlank(text) || added.has(node.start_line + index));
      return { node, changed_lines: toRanges(lines), ...(isNew ? { before: null } : {}) };
    })
    .sort((a, b) => compareNodes(a.node, b.node));
}

/** Each definition's documentation above it: from its first line to the line before the definition. */
function documentationAbove(
  nodes: readonly CSTNode[],
  docsAbove: (node: CSTNode) => number | undefined,
): { from: number; node: CSTNode }[] {
  return nodes.flatMap((node) => {
    if (node.node_type === 'file') return [];
    const from = docsAbove(node);
    return from === undefined || from >= node.start_line ? [] : [{ from, node }];
  });
}

/**
 * The file node spans the whole file by definition, so it contains every
 * line even if a parser stopped its range short of trailing blank lines.
 */
function contains(node: CSTNode, from: number, to: number): boolean {
  return node.node_type === 'file' || (node.start_line <= from && node.end_line >= to);
}

/** Whether `a` is a better (more specific) pick than `b` among nodes containing a line. */
function moreSpecific(a: CSTNode, b: CSTNode): boolean {
  const spanA = a.end_line - a.start_line;
  const spanB = b.end_line - b.start_line;
  if (spanA !== spanB) return spanA < spanB;
  if ((a.node_type === 'file') !== (b.node_type === 'file')) return b.node_type === 'file';
  // Same range: the one sorted later is nested inside the other.
  return compareNodes(a, b) > 0;
}

/** The smallest node containing lines `from..to`; ties go to a non-file node, then the innermost. */
export function smallestContaining(
  nodes: readonly CSTNode[],
  from: number,
  to: number,
): CSTNode | null {
  let best: CSTNode | null = null;
  for (const node of nodes) {
    if (contains(node, from, to) && (!best || moreSpecific(node, best))) best = node;
  }
  return best;
}

/**
 * The head node a run of deleted lines belongs to.
 *
 * 1. With `baseNodes`: the smallest base node holding all the deleted lines
 *    names the node (same `node_type` and `full_name` in head; any base
 *    `file` node maps to the head `file` node). If head has no such node, go on.
 * 2. The smallest head node containing both sides of the gap (`afterLine`
 *    and `afterLine + 1`).
 * 3. Unless a node nested in that one ends right at `afterLine` and the
 *    deleted lines are indented deeper than its first line: then the
 *    deletion cut the tail of its body, and it is selected instead.
 * 4. When step 2's node wins but the deleted lines were replaced by added
 *    lines, nothing is selected: the gap then lies at the boundary of the
 *    node those added lines select, and picking the enclosing class or file
 *    as well would flag every edited `def` line's parent.
 */
export function nodeForDeletion(
  point: DeletionPoint,
  headNodes: readonly CSTNode[],
  baseNodes?: readonly CSTNode[],
): CSTNode | null {
  if (baseNodes && baseNodes.length > 0 && point.oldLines.length > 0) {
    const from = smallest(point.oldLines);
    const to = largest(point.oldLines);
    const base = smallestContaining(baseNodes, from, to);
    const head = base ? headCounterpart(base, headNodes) : null;
    if (head) return head;
  }
  const k = point.afterLine;
  const container = smallestContaining(headNodes, k, k + 1);
  if (!container) return null;
  const tail = tailNode(point, headNodes, container);
  if (tail) return tail;
  return point.replaced ? null : container;
}

/** A redefined name's nodes are numbered (`edit#3`): the name they all share. */
const definedName = (node: CSTNode): string => node.full_name.replace(/#\d+$/, '');

/**
 * A name defined more than once (`@overload` stubs, then the implementation)
 * is what its last definition says: the last at the base is the same
 * definition, however many stubs the change added or removed before it.
 */
function lastDefinitionCounterpart(
  head: CSTNode,
  headNodes: readonly CSTNode[],
  baseNodes: readonly CSTNode[],
): CSTNode | undefined {
  const sameName = (n: CSTNode): boolean =>
    n.node_type === head.node_type && definedName(n) === definedName(head);
  const heads = headNodes.filter(sameName);
  const bases = baseNodes.filter(sameName);
  if (heads.length + bases.length <= 2 || heads.at(-1) !== head) return undefined;
  return bases.at(-1);
}

/** The same definition at the base revision: same type and full name, defined once there. */
function baseCounterpart(
  head: CSTNode,
  baseNodes: readonly CSTNode[],
  headNodes: readonly CSTNode[] = [],
): CSTNode | undefined {
  if (head.node_type === 'file') return undefined;
  const last = lastDefinitionCounterpart(head, headNodes, baseNodes);
  if (last) return last;
  const same = baseNodes.filter(
    (n) => n.node_type === head.node_type && n.full_name === head.full_name,
  );
  return same.length === 1 ? same[0] : undefined;
}

function headCounterpart(base: CSTNode, headNodes: readonly CSTNode[]): CSTNode | null {
  if (base.node_type === 'file') return headNodes.find((n) => n.node_type === 'file') ?? null;
  return (
    headNodes.find((n) => n.node_type === base.node_type && n.full_name === base.full_name) ?? null
  );
}

/** The innermost node ending at the deletion point whose body the deleted lines continued. */
function tailNode(
  point: DeletionPoint,
  headNodes: readonly CSTNode[],
  container: CSTNode,
): CSTNode | null {
  const indents = point.texts.filter((text) => text.trim() !== '').map(indentOf);
  if (indents.length === 0) return null;
  const deletedIndent = smallest(indents);
  const fileLines = fileLinesOf(headNodes);
  let best: CSTNode | null = null;
  for (const node of headNodes) {
    if (node === container || node.node_type === 'file' || node.end_line !== point.afterLine) {
      continue;
    }
    const inside = container.node_type === 'file' || moreSpecific(node, container);
    if (
      inside &&
      deletedIndent > firstLineIndent(node, fileLines) &&
      (!best || moreSpecific(node, best))
    ) {
      best = node;
    }
  }
  return best;
}

function indentOf(text: string): number {
  return /^[ \t]*/.exec(text)?.[0].length ?? 0;
}

/** The head file's lines, when the file node carries the file's text. */
function fileLinesOf(headNodes: readonly CSTNode[]): { first: number; lines: string[] } | null {
  const fileNode = headNodes.find((n) => n.node_type === 'file');
  return fileNode && fileNode.text !== ''
    ? { first: fileNode.start_line, lines: fileNode.text.split('\n') }
    : null;
}

/**
 * A node's text starts at its first character, so its own first line has
 * lost its indentation; the file's text still has it. Without that, 0 is the
 * honest guess for a top-level definition.
 */
function firstLineIndent(node: CSTNode, file: { first: number; lines: string[] } | null): number {
  const line = file?.lines[node.start_line - file.first];
  return indentOf(line ?? node.text);
}
