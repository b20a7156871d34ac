import { createHash } from 'node:crypto';

/** The kinds of node Remora reviews (docs/architecture.md §3). */
export type NodeType = 'file' | 'class' | 'function' | 'method';

/**
 * One reviewable unit of code. Lines are 1-indexed and inclusive; bytes are
 * UTF-8 offsets into the file (end exclusive).
 */
export interface CSTNode {
  node_id: string;
  node_type: NodeType;
  name: string;
  full_name: string;
  file_path: string;
  start_line: number;
  end_line: number;
  start_byte: number;
  end_byte: number;
  text: string;
}

/**
 * `sha256("<file_path>:<node_type>:<full_name>")[:16]`. It does not depend on
 * line numbers, so a node keeps its id when code above it moves.
 */
export function computeNodeId(filePath: string, nodeType: NodeType, fullName: string): string {
  return createHash('sha256')
    .update(`${filePath}:${nodeType}:${fullName}`)
    .digest('hex')
    .slice(0, 16);
}

/** Orders nodes by file, then position, outer before inner: the order every output uses. */
export function compareNodes(a: CSTNode, b: CSTNode): number {
  if (a.file_path !== b.file_path) return a.file_path < b.file_path ? -1 : 1;
  return a.start_line - b.start_line || b.end_line - a.end_line || a.start_byte - b.start_byte;
}
