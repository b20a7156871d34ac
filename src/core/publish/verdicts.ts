import type { EarlierChange, EarlierVerdicts } from './reconcile.js';
import { nodeShaOf, type Rejection, type RejectionSource } from './rejections.js';

/** What reviewers made of one workspace Remora posted. */
export type VerdictKind = 'accepted' | 'partly_accepted' | 'rejected';

/**
 * A reviewer's verdict on one workspace, as plain data: what the check run
 * and summary show, and what a labelled feedback record is written from.
 */
export interface ReviewVerdict {
  pull_request: number;
  op: string;
  node_id: string;
  workspace_id: string;
  /** The fingerprints of the workspace's blocks still standing (committed or pending). */
  fingerprints: string[];
  verdict: VerdictKind;
  /** Blocks committed, of the blocks posted and still standing. */
  blocks: { accepted: number; of: number };
  /** The reviewer's reason, for a rejection: their own words, untrusted text. */
  reason?: string;
  /** Who rejected it; a commit from GitHub's page does not say who committed. */
  actor?: string;
  /** How it was rejected. */
  how?: RejectionSource;
  /** The node's text hash the suggestion was made for, when its marker says. */
  node_sha?: string;
  /** The workspace's patch against the head it was posted on: the suggestion itself. */
  patch?: string;
  /** The head commit its latest posted change was computed on (the review that made it). */
  commit_id?: string;
}

/**
 * What a workspace's latest posted change says of the suggestion: the
 * node's text hash and, when the marker is the workspace's own (not joined
 * with another's), its patch.
 */
export function suggestionOf(
  naming: readonly EarlierChange[],
  id: string,
): Pick<ReviewVerdict, 'node_sha' | 'patch'> {
  const latest = naming[naming.length - 1];
  if (!latest) return {};
  const sha = nodeShaOf(latest, id);
  const own = [...naming].reverse().find((c) => c.marker.workspace_id === id);
  return {
    ...(sha === undefined ? {} : { node_sha: sha }),
    ...(own ? { patch: own.marker.patch } : {}),
  };
}

/** The op and node of a workspace id, `<op>-<node_id>` (op names hold no `-`). */
export function splitWorkspaceId(id: string): { op: string; node_id: string } {
  const at = id.lastIndexOf('-');
  return at < 0 ? { op: id, node_id: '' } : { op: id.slice(0, at), node_id: id.slice(at + 1) };
}

/**
 * Each workspace's verdict, from the earlier changes judged against the head
 * and the rejections read: rejected when a reviewer rejected it on the node
 * text (or, for older markers, the suggestions) it was posted for; accepted
 * when every standing block is in the head; partly accepted when some are.
 * Workspaces nobody acted on yet have no verdict. Outdated blocks do not
 * count: their lines changed otherwise.
 */
export function workspaceVerdicts(
  judged: Pick<EarlierVerdicts, 'accepted' | 'pending'>,
  rejections: readonly Rejection[],
  pullRequest: number,
  nodeShas: ReadonlyMap<string, string> = new Map(),
): ReviewVerdict[] {
  const standing = [...judged.accepted, ...judged.pending];
  const ids = [...new Set(standing.flatMap((c) => c.marker.workspace_id.split('+')))].sort();
  const verdicts: ReviewVerdict[] = [];
  for (const id of ids) {
    const naming = standing.filter((c) => c.marker.workspace_id.split('+').includes(id));
    const prints = distinct(naming);
    const accepted = distinct(judged.accepted.filter((c) => naming.includes(c)));
    const rejection = rejectionFor(rejections, id, naming, nodeShas);
    const verdict: VerdictKind | undefined = rejection
      ? 'rejected'
      : accepted.length === prints.length
        ? 'accepted'
        : accepted.length > 0
          ? 'partly_accepted'
          : undefined;
    if (!verdict) continue;
    verdicts.push({
      pull_request: pullRequest,
      ...splitWorkspaceId(id),
      workspace_id: id,
      fingerprints: prints,
      verdict,
      blocks: { accepted: accepted.length, of: prints.length },
      ...(rejection ? { reason: rejection.reason, actor: rejection.by, how: rejection.how } : {}),
      ...suggestionOf(naming, id),
      ...(naming.at(-1) ? { commit_id: (naming.at(-1) as EarlierChange).commit_id } : {}),
    });
  }
  return verdicts;
}

/**
 * The rejection that covers workspace `id`, if one does: one made on the
 * node's text as it is now (`nodeShas`, by node id, when the run knows it),
 * else on the text of a change posted for it; an older marker's rejection
 * covers the suggestions it names.
 */
export function rejectionFor(
  rejections: readonly Rejection[],
  id: string,
  naming: readonly EarlierChange[],
  nodeShas: ReadonlyMap<string, string> = new Map(),
): Rejection | undefined {
  const now = nodeShas.get(splitWorkspaceId(id).node_id);
  return rejections.find((r) => rejects(r, id, naming, now));
}

function rejects(
  rejection: Rejection,
  id: string,
  naming: readonly EarlierChange[],
  now: string | undefined,
): boolean {
  if (rejection.workspace_id !== id) return false;
  if (rejection.node_sha !== undefined)
    return now !== undefined
      ? rejection.node_sha === now
      : naming.some((c) => nodeShaOf(c, id) === rejection.node_sha);
  return naming.some((c) => rejection.fingerprints.includes(c.marker.fingerprint));
}

function distinct(changes: readonly EarlierChange[]): string[] {
  return [...new Set(changes.map((c) => c.marker.fingerprint))];
}

/** One line per verdict, for the check run and the job summary; `escape` makes reviewer text inert. */
export function describeVerdicts(
  verdicts: readonly ReviewVerdict[],
  escape: (text: string) => string,
): string[] {
  return verdicts.map((v) => {
    const blocks =
      v.blocks.of > 1 ? `, ${v.blocks.accepted} of ${v.blocks.of} blocks committed` : '';
    const id = `\`${v.workspace_id}\``;
    switch (v.verdict) {
      case 'accepted':
        return `- ${id}: accepted${blocks}`;
      case 'partly_accepted':
        return `- ${id}: partly accepted (${v.blocks.accepted} of ${v.blocks.of})`;
      case 'rejected': {
        const how =
          v.how === 'reaction' ? ' (👎)' : v.how === 'resolved' ? ' (thread resolved)' : '';
        const reason = v.reason ? `: ${escape(v.reason)}` : '';
        return `- ${id}: rejected by @${escape(v.actor ?? 'someone')}${how}${blocks}${reason}`;
      }
    }
  });
}
