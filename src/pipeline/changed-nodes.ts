import type { Discoverer, SourceInput } from '../adapters/python/discoverer.js';
import { changedNodes, type ChangedNode, type FileDiff } from '../core/diff/index.js';
import type { Diagnostic } from '../core/errors.js';

/** One file of a change: its diff, its head bytes, and its base bytes where they help. */
export interface DiffedFile {
  diff: FileDiff;
  head: Uint8Array;
  /** The base version, read only where lines were deleted: it places deletions precisely. */
  base?: Uint8Array;
}

/** The nodes a change selects, and what discovery said about the files. */
export interface ChangedNodes {
  nodes: ChangedNode[];
  diagnostics: Diagnostic[];
}

/**
 * Discovers the head (and, where given, base) version of every file and
 * selects the nodes its diff changes (DESIGN.md §3), for the CLI and the
 * action alike, however they read the files. Base diagnostics describe code
 * the change did not write: they are not reported.
 */
export async function selectChangedNodes(
  files: readonly DiffedFile[],
  discoverer: Discoverer,
): Promise<ChangedNodes> {
  const heads = await discoverer.discover(
    files.map(({ diff, head }) => ({ file_path: diff.path, bytes: head })),
  );
  const baseInputs: SourceInput[] = files.flatMap(({ diff, base }) =>
    base === undefined ? [] : [{ file_path: diff.oldPath ?? diff.path, bytes: base }],
  );
  const bases = new Map(
    (await discoverer.discover(baseInputs)).map((found) => [found.file_path, found.nodes]),
  );
  const nodes: ChangedNode[] = [];
  const diagnostics: Diagnostic[] = [];
  files.forEach(({ diff }, index) => {
    const head = heads[index];
    if (!head) return;
    diagnostics.push(...head.diagnostics);
    // A file git calls binary has no hunks to place; discovery says why when it skipped it.
    if (diff.binary) {
      if (!head.skipped) diagnostics.push(binaryDiagnostic(diff.path));
      return;
    }
    nodes.push(...changedNodes(diff, head.nodes, bases.get(diff.oldPath ?? diff.path)));
  });
  return { nodes, diagnostics };
}

function binaryDiagnostic(path: string): Diagnostic {
  return {
    code: 'DISC_002',
    severity: 'warning',
    file: path,
    message: `${path}: skipped, git reports a binary file`,
  };
}
