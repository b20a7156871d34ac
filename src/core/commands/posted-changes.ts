import { quotesMarkerNaming, readTrailer } from '../publish/markers.js';
import { judgeEarlierChanges, type EarlierChange, type EarlierRuns } from '../publish/reconcile.js';
import type { HeadFile } from '../publish/patch-in-head.js';

/** A change an earlier run posted, with where and when: what `/remora accept` commits. */
export interface PostedChange {
  change: EarlierChange;
  /** The head commit of the review that carries it: the commit its patch was made against. */
  commit: string;
  /** Its review's place among the pull request's reviews, oldest first. */
  order: number;
  /** The node as its comment or review-body entry names it (`area`, `Shape.area`). */
  node?: string;
}

/** The parts of a comment that place a change: the review it was posted with. */
export interface PlacedComment {
  id: number;
  body: string;
  review_id?: number;
}

/** The parts of a review that place a change: the commit it was posted on. */
export interface PlacedReview {
  id: number;
  body: string;
  commit_id: string;
}

/**
 * Each change of {@link EarlierRuns} with the commit its review was posted on
 * and the node its text names. A change whose review GitHub does not list
 * (or lists without a commit) cannot be carried over, and is a problem.
 */
export function placeChanges(
  runs: EarlierRuns,
  comments: readonly PlacedComment[],
  reviews: readonly PlacedReview[],
): { changes: PostedChange[]; problems: string[] } {
  const commentById = new Map(comments.map((c) => [c.id, c]));
  const place = new Map(reviews.map((review, order) => [review.id, { review, order }]));
  const changes: PostedChange[] = [];
  const problems: string[] = [];
  for (const change of runs.changes) {
    const comment =
      change.comment_id === undefined ? undefined : commentById.get(change.comment_id);
    const reviewId = change.review_id ?? comment?.review_id;
    const found = reviewId === undefined ? undefined : place.get(reviewId);
    const which = `the change of ${change.marker.workspace_id} ${change.comment_id === undefined ? '' : `in review comment ${change.comment_id} `}`;
    if (!found || found.review.commit_id === '') {
      problems.push(`${which}has no review with the commit it was posted on: not used`);
      continue;
    }
    if (change.commit_id !== found.review.commit_id) {
      problems.push(
        `${which}was computed on ${change.commit_id.slice(0, 7) || 'no commit'}, but its review was posted on ${found.review.commit_id.slice(0, 7)}: not used`,
      );
      continue;
    }
    changes.push({
      change,
      commit: found.review.commit_id,
      order: found.order,
      ...(change.marker.name === '' ? {} : { node: change.marker.name }),
    });
  }
  return { changes, problems };
}

/** The workspace ids a marker names: one, or several joined with `+`. */
export function workspaceIds(workspaceId: string): string[] {
  return workspaceId.split('+');
}

/**
 * The latest posted change of the workspace `id`: a marker of that workspace
 * alone if there is one, else one that joins it with others (accepting it
 * accepts them too); of those, the one of the latest review.
 */
export function latestChangeOf(
  changes: readonly PostedChange[],
  id: string,
): PostedChange | undefined {
  const naming = changes.filter((c) => workspaceIds(c.change.marker.workspace_id).includes(id));
  const alone = naming.filter((c) => c.change.marker.workspace_id === id);
  return latest(alone.length > 0 ? alone : naming);
}

/** Every change that names one of `ids`, of any run: the threads an accept of them settles. */
export function changesNaming(
  changes: readonly PostedChange[],
  ids: readonly string[],
): PostedChange[] {
  return changes.filter((c) =>
    workspaceIds(c.change.marker.workspace_id).some((id) => ids.includes(id)),
  );
}

/**
 * The latest change of each workspace (by its marker's id) whose result the
 * head does not hold yet, and whose thread is not outdated: what
 * `/remora accept all` commits. A workspace posted as several blocks is
 * pending while any block of its latest review is. `headFile` answers for
 * their paths.
 */
export function pendingChanges(
  changes: readonly PostedChange[],
  headFile: HeadFile,
): PostedChange[] {
  const byWorkspace = new Map<string, PostedChange[]>();
  for (const change of changes) {
    const id = change.change.marker.workspace_id;
    byWorkspace.set(id, [...(byWorkspace.get(id) ?? []), change]);
  }
  const pending: PostedChange[] = [];
  for (const ofId of byWorkspace.values()) {
    const last = latest(ofId);
    if (!last) continue;
    const blocks = ofId.filter((c) => c.order === last.order);
    const judged = judgeEarlierChanges(
      blocks.map((c) => c.change),
      headFile,
    );
    if (judged.pending.length > 0) pending.push(last);
  }
  return pending;
}

function latest(changes: readonly PostedChange[]): PostedChange | undefined {
  let found: PostedChange | undefined;
  for (const change of changes) if (!found || change.order > found.order) found = change;
  return found;
}

/** Why markers that name a workspace are not believed, by kind. */
export interface DistrustedMarkers {
  /** A trailer Remora wrote that was edited or cut: its changes are not used. */
  broken: string[];
  /** Marker-like text before a trailer: quoted code or a copied marker, never Remora's own. */
  quoted: string[];
}

/**
 * Why markers that name the workspace `id` are not believed, in texts Remora
 * wrote: one line each. Markers that name other workspaces are not looked at.
 */
export function distrustedMarkersNaming(
  texts: readonly { where: string; body: string }[],
  id: string,
): DistrustedMarkers {
  const found: DistrustedMarkers = { broken: [], quoted: [] };
  for (const { where, body } of texts) {
    const read = readTrailer(body);
    // Ids are lowercase letters, digits, `_` and `-`: never part of the base64 patch.
    if (read.problem && read.raw.includes(id))
      found.broken.push(`${where}: ${read.problem.message}`);
    if (quotesMarkerNaming(read.text, id))
      found.quoted.push(
        `${where} quotes a remora marker naming ${id} in its text, not in the trailer Remora writes: quoted or copied text is never trusted`,
      );
  }
  return found;
}
