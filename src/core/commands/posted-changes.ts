import { extractMarkers, readMarkers } from '../publish/markers.js';
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
    if (!found || found.review.commit_id === '') {
      problems.push(
        `the change of ${change.marker.workspace_id} ${change.comment_id === undefined ? '' : `in review comment ${change.comment_id} `}` +
          'has no review with the commit it was posted on: not used',
      );
      continue;
    }
    const node = nodeNames(comment?.body ?? found.review.body).get(change.marker.fingerprint);
    changes.push({
      change,
      commit: found.review.commit_id,
      order: found.order,
      ...(node === undefined ? {} : { node }),
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
 * `/remora accept all` commits. `headFile` answers for their paths.
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
  const latestOnes = [...byWorkspace.values()].flatMap((ofId) => latest(ofId) ?? []);
  const { pending } = judgeEarlierChanges(
    latestOnes.map((c) => c.change),
    headFile,
  );
  return latestOnes.filter((c) => pending.includes(c.change));
}

function latest(changes: readonly PostedChange[]): PostedChange | undefined {
  let found: PostedChange | undefined;
  for (const change of changes) if (!found || change.order > found.order) found = change;
  return found;
}

/**
 * Why markers that name the workspace `id` cannot be read, in texts Remora
 * wrote: one line each, for a marker that is malformed or fails its
 * integrity check (it was edited). Markers that name other workspaces are
 * not looked at.
 */
export function brokenMarkersNaming(
  texts: readonly { where: string; body: string }[],
  id: string,
): string[] {
  const found: string[] = [];
  for (const { where, body } of texts)
    for (const raw of extractMarkers(body).markers) {
      // Ids are lowercase letters, digits, `_` and `-`: never part of the base64 patch.
      if (!raw.includes(id)) continue;
      for (const problem of readMarkers(raw).problems) found.push(`${where}: ${problem.message}`);
    }
  return found;
}

// How Remora titles what it posts (plan-review's comment title, review-body's entry summary).
const COMMENT_TITLE = /^\*\*[^\n]*?\*\* on `([^`\n]+)`/;
const ENTRY_SUMMARY = /<summary><b>[^<]*<\/b> · <code>([^<]*)<\/code>/;

/** The node each change marker of a comment or review body is about, by fingerprint. */
function nodeNames(body: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of body.split('<details>')) {
    const name = COMMENT_TITLE.exec(part)?.[1] ?? unescapeHtml(ENTRY_SUMMARY.exec(part)?.[1]);
    if (name === undefined) continue;
    for (const marker of readMarkers(part).markers)
      if (marker.kind === 'change') names.set(marker.fingerprint, name);
  }
  return names;
}

function unescapeHtml(text: string | undefined): string | undefined {
  return text?.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}
