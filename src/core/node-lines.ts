import type { CSTNode } from './nodes.js';

/** An inclusive range of 1-based line numbers. */
export interface LineRange {
  start: number;
  end: number;
}

/**
 * The lines an operation on `node` may change (docs/architecture.md §3): its own lines,
 * minus those of the nodes nested in it. For a class, its lines outside its
 * methods (and nested classes); for a file node, the module-level lines
 * outside every class and function.
 */
export function ownLineRanges(node: CSTNode, fileNodes: readonly CSTNode[]): LineRange[] {
  const children = fileNodes
    .filter((other) => other !== node && other.node_type !== 'file' && contains(node, other))
    .filter(
      (child, _, all) =>
        !all.some((outer) => outer !== child && contains(outer, child) && outer !== node),
    )
    .sort((a, b) => a.start_line - b.start_line);
  const ranges: LineRange[] = [];
  let next = node.start_line;
  for (const child of children) {
    if (child.start_line > next) ranges.push({ start: next, end: child.start_line - 1 });
    next = Math.max(next, child.end_line + 1);
  }
  if (next <= node.end_line) ranges.push({ start: next, end: node.end_line });
  return ranges;
}

/** The node with this type and full name, if the file (still) has it. */
export function tryFindNode(
  nodes: readonly CSTNode[],
  like: Pick<CSTNode, 'node_type' | 'full_name'>,
): CSTNode | undefined {
  return nodes.find(
    (node) => node.node_type === like.node_type && node.full_name === like.full_name,
  );
}

/** True when a line falls in one of the ranges. */
export function inRanges(line: number, ranges: readonly LineRange[]): boolean {
  return ranges.some((range) => line >= range.start && line <= range.end);
}

function contains(outer: CSTNode, inner: CSTNode): boolean {
  if (outer.node_type === 'file') return inner.node_type !== 'file';
  return (
    inner.start_line >= outer.start_line &&
    inner.end_line <= outer.end_line &&
    (inner.start_line > outer.start_line || inner.end_line < outer.end_line)
  );
}
