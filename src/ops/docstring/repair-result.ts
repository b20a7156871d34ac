import type { Finding } from '../../core/findings.js';
import type { CSTNode } from '../../core/nodes.js';

/**
 * What `repair_docstring` answers in every language: whether the node had
 * documentation, whether the repair changed it (and how), and what the op's
 * coverage check still lists after it.
 */
export function repairResult<Repair>(
  node: Pick<CSTNode, 'file_path' | 'full_name'>,
  repair: { has_docstring: boolean; changed: boolean; repairs: readonly Repair[] },
  left: readonly Finding[],
) {
  return {
    file: node.file_path,
    node: node.full_name,
    has_docstring: repair.has_docstring,
    action: repair.changed ? 'updated' : 'unchanged',
    repairs: repair.changed ? repair.repairs : [],
    problems: left.map((finding) => finding.message),
  };
}
