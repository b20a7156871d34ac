import type { Discoverer } from '../adapters/tree-sitter/discoverer.js';
import type { ChangedNode } from '../core/diff/index.js';
import { describeError } from '../core/errors.js';
import type { Git } from '../ports.js';
import { findChangedNodes, type ChangedNodes } from './changed-nodes.js';

/** What a push is reviewed against. */
export interface ReviewScope {
  /** The last head Remora reviewed, an ancestor of the head: only what changed since is reviewed. */
  since?: string;
  /** Why a push is reviewed in full; undefined when nothing made it a question (not a push). */
  fullBecause?: string;
}

/** The nodes a push reviews, and the nodes that changed since the last reviewed head. */
export interface IncrementalTargets {
  targets: ChangedNode[];
  /** Node ids changed between the last reviewed head and the head; undefined for a full review. */
  changedSince?: Set<string>;
  /** The check's and summary's `Review` row; undefined when it was not a question (not a push). */
  scope?: string;
  /** What the narrowing did, for the job's log. */
  said?: string;
}

const short = (sha: string): string => sha.slice(0, 7);

/**
 * Narrows the pull request's changed nodes (base...head) to those whose own
 * code changed between the last reviewed head and the head, with the same
 * changed-node selection (docs/architecture.md §3); the others keep the
 * suggestions they have. When git cannot say, the push is reviewed in full.
 */
export async function narrowToChangedSince(
  changed: readonly ChangedNode[],
  scope: ReviewScope,
  head: string,
  deps: { git: Git; discoverer: Discoverer },
): Promise<IncrementalTargets> {
  const full = (reason: string): IncrementalTargets => ({
    targets: [...changed],
    scope: `full: ${reason}`,
    said: `full review: ${reason}`,
  });
  if (scope.since === undefined)
    return scope.fullBecause === undefined ? { targets: [...changed] } : full(scope.fullBecause);
  let since: ChangedNodes;
  try {
    since = await findChangedNodes(deps.git, scope.since, head, deps.discoverer);
  } catch (error) {
    return full(
      `the changes since ${short(scope.since)} could not be read: ${describeError(error)}`,
    );
  }
  const changedSince = new Set(since.nodes.map((c) => c.node.node_id));
  const targets = changed.filter((c) => changedSince.has(c.node.node_id));
  const kept = changed.length - targets.length;
  return {
    targets,
    changedSince,
    scope: `incremental: ${targets.length} of ${changed.length} changed nodes changed since ${short(scope.since)}, the last head Remora reviewed; the other ${kept} keep their earlier review`,
    said: `incremental review since ${scope.since}: ${targets.length} of ${changed.length} changed nodes changed since`,
  };
}
