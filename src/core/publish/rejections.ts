import { readTrailer, type RejectionMarker } from './markers.js';
import type { EarlierChange } from './reconcile.js';

/** How a reviewer rejected a workspace. */
export type RejectionSource = 'command' | 'reaction' | 'resolved';

/** One workspace a reviewer rejected, with who, why and how. */
export interface Rejection {
  workspace_id: string;
  /** The node's text hash the rejected suggestion was made for; absent for older markers. */
  node_sha?: string;
  /** The fingerprints posted for the workspace when it was rejected. */
  fingerprints: string[];
  /** The reviewer's own words, or what their act says (`👎`, a resolved thread): untrusted text. */
  reason: string;
  by: string;
  how: RejectionSource;
}

/** What a plan leaves out: workspaces rejected on a node's text, and fingerprints of older markers. */
export interface RejectedSet {
  /** `<workspace_id>@<node_sha>`: rejected while the node's text stays the same. */
  keys: ReadonlySet<string>;
  /** Fingerprints of rejections whose marker named no node text: that exact suggestion. */
  fingerprints: ReadonlySet<string>;
}

function rejectionKey(workspaceId: string, nodeSha: string): string {
  return `${workspaceId}@${nodeSha}`;
}

/** The set a plan filters by, from every rejection read. */
export function rejectedSet(rejections: readonly Rejection[]): RejectedSet {
  const keys = new Set<string>();
  const fingerprints = new Set<string>();
  for (const rejection of rejections) {
    if (rejection.node_sha === undefined)
      for (const print of rejection.fingerprints) fingerprints.add(print);
    else keys.add(rejectionKey(rejection.workspace_id, rejection.node_sha));
  }
  return { keys, fingerprints };
}

/**
 * Whether a suggestion is rejected: one of the workspaces it carries was
 * rejected on the same node text, or (older markers) this very suggestion was.
 */
export function isRejected(
  set: RejectedSet | undefined,
  labels: { workspace_id: string; node_sha?: string },
  print: string,
): boolean {
  if (!set) return false;
  if (set.fingerprints.has(print)) return true;
  if (labels.node_sha === undefined) return false;
  const shas = labels.node_sha.split('+');
  return labels.workspace_id
    .split('+')
    .some((id, i) => set.keys.has(rejectionKey(id, shas[i] ?? '')));
}

/** The node text hash a change's marker gives the workspace `id`, if it gives one. */
export function nodeShaOf(change: EarlierChange, id: string): string | undefined {
  const { workspace_id, node_sha } = change.marker;
  if (node_sha === undefined) return undefined;
  const at = workspace_id.split('+').indexOf(id);
  return at < 0 ? undefined : node_sha.split('+')[at];
}

/**
 * The rejection of workspace `id` from the changes posted for it (latest
 * last): the node text of the latest, and every fingerprint posted for it.
 */
export function rejectionOf(
  changes: readonly EarlierChange[],
  id: string,
  act: { by: string; reason: string; how: RejectionSource },
): Rejection {
  const naming = changes.filter((c) => c.marker.workspace_id.split('+').includes(id));
  const latest = naming[naming.length - 1];
  const nodeSha = latest && nodeShaOf(latest, id);
  return {
    workspace_id: id,
    ...(nodeSha === undefined ? {} : { node_sha: nodeSha }),
    fingerprints: [...new Set(naming.map((c) => c.marker.fingerprint))],
    reason: act.reason,
    by: act.by,
    how: act.how,
  };
}

/** A rejection as the trailer of Remora's reply records it. */
export function rejectionMarker(rejection: Rejection): RejectionMarker {
  return {
    kind: 'rejection',
    workspace_id: rejection.workspace_id,
    ...(rejection.node_sha === undefined ? {} : { node_sha: rejection.node_sha }),
    fingerprints: rejection.fingerprints,
    reason: rejection.reason,
    by: rejection.by,
  };
}

/**
 * The rejections Remora recorded in its own replies (issue comments): only
 * comments by `author`, only their trailer. A reviewer's comment that quotes
 * or forges a rejection marker is never read; a broken trailer is a problem.
 */
export function readRejections(
  comments: readonly { id: number; body: string; user: string }[],
  author: string,
): { rejections: Rejection[]; problems: string[] } {
  const rejections: Rejection[] = [];
  const problems: string[] = [];
  for (const comment of comments) {
    if (comment.user !== author) continue;
    const read = readTrailer(comment.body);
    if (read.problem) problems.push(`issue comment ${comment.id}: ${read.problem.message}`);
    for (const marker of read.trailer?.markers ?? [])
      if (marker.kind === 'rejection')
        rejections.push({
          workspace_id: marker.workspace_id,
          ...(marker.node_sha === undefined ? {} : { node_sha: marker.node_sha }),
          fingerprints: marker.fingerprints,
          reason: marker.reason,
          by: marker.by,
          how: 'command',
        });
  }
  return { rejections, problems };
}
