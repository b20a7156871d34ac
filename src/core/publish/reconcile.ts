import { parseGitDiff, type FileDiff } from '../diff/index.js';
import { RemoraError } from '../errors.js';
import { readTrailer, type ChangeMarker, type QuestionMarker, type Trailer } from './markers.js';
import { patchInHead, type HeadFile } from './patch-in-head.js';

/** What a rerun reads of a review comment already on the pull request (a `PostedComment`). */
export interface EarlierComment {
  id: number;
  body: string;
  path: string;
  user: string;
  in_reply_to_id?: number;
  /** The review it was posted with, when GitHub says. */
  review_id?: number;
}

/** What a rerun reads of a review already on the pull request (a `PostedReview`). */
export interface EarlierReview {
  id: number;
  body: string;
  user: string;
}

/** A review thread with its resolution state (a `ReviewThread`). */
export interface EarlierThread {
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  /** The REST ids of the thread's comments, first comment first. */
  commentIds: readonly number[];
  /** Who resolved it, when it is resolved and GitHub says. */
  resolvedBy?: string;
}

/** Everything earlier runs left on the pull request, as GitHub lists it. */
export interface EarlierRunsInput {
  comments: readonly EarlierComment[];
  reviews: readonly EarlierReview[];
  threads: readonly EarlierThread[];
  /**
   * The login Remora posts as (`github-actions[bot]` with the job's token).
   * When given, markers in anyone else's comments and reviews are problems,
   * not trusted: the integrity hash catches edits, not forgeries.
   */
  author?: string;
}

/** One change an earlier run posted, inline or in a review body. */
export interface EarlierChange {
  marker: ChangeMarker;
  /** The head commit the change was computed on, as its trailer says. */
  commit_id: string;
  /** The marker's workspace patch, parsed. */
  files: FileDiff[];
  /** The comment's own block, parsed, when the marker carries one: what judges it. */
  block?: FileDiff[];
  /** The inline comment that carries it; absent for a review-body entry. */
  comment_id?: number;
  /** The review whose body carries it; absent for an inline comment. */
  review_id?: number;
  /** The comment's thread, when GitHub listed one. */
  thread?: EarlierThread;
  /** The review it was posted with (one per run): its own for a body entry, the comment's for an inline one. */
  posted_in?: number;
}

/** A question an earlier run asked in an inline comment, waiting for an answer in its thread. */
export interface EarlierQuestion {
  marker: QuestionMarker;
  /** The head commit the op ran on, as its trailer says. */
  commit_id: string;
  comment_id: number;
  thread?: EarlierThread;
}

/** What earlier runs posted, read from their markers. */
export interface EarlierRuns {
  /** The questions Remora's own comments ask (docs/architecture.md §5), oldest first. */
  questions?: EarlierQuestion[];
  /** The first change read for each fingerprint (comments before review bodies). */
  posted: Map<string, EarlierChange>;
  /** Every change read, in order; a fingerprint posted twice appears twice. */
  changes: EarlierChange[];
  /** Every fingerprint already posted, for `planReview`: never posted again. */
  alreadyPosted: Set<string>;
  /** A line per marker that was not trusted, saying where it was and why. */
  problems: string[];
}

/**
 * Reads Remora's markers from the pull request's review comments and review
 * bodies: what earlier runs posted, with each inline change's thread. A
 * marker that is malformed, fails its integrity check or holds a patch that
 * does not parse is listed in `problems` and not trusted; it never fails the run.
 */
export function readEarlierRuns(input: EarlierRunsInput): EarlierRuns {
  const threadOf = new Map<number, EarlierThread>();
  for (const thread of input.threads) for (const id of thread.commentIds) threadOf.set(id, thread);
  const runs: EarlierRuns = {
    posted: new Map(),
    changes: [],
    alreadyPosted: new Set(),
    problems: [],
  };
  // Remora never replies: a reply that quotes a marker is someone else's text.
  for (const comment of input.comments.filter((c) => c.in_reply_to_id === undefined)) {
    const where = `review comment ${comment.id} on ${comment.path}`;
    const thread = threadOf.get(comment.id);
    const trailer = trustedMarkers(input, comment, where, runs.problems);
    for (const marker of trailer?.markers ?? [])
      addMarker(runs, marker, trailer?.commit_id ?? '', where, {
        comment_id: comment.id,
        ...(thread ? { thread } : {}),
        ...(comment.review_id === undefined ? {} : { posted_in: comment.review_id }),
      });
  }
  for (const review of input.reviews) {
    const where = `review ${review.id}`;
    const trailer = trustedMarkers(input, review, where, runs.problems);
    for (const marker of trailer?.markers ?? [])
      addMarker(runs, marker, trailer?.commit_id ?? '', where, {
        review_id: review.id,
        posted_in: review.id,
      });
  }
  return runs;
}

function trustedMarkers(
  input: EarlierRunsInput,
  posted: { body: string; user: string },
  where: string,
  problems: string[],
): Trailer | undefined {
  const read = readTrailer(posted.body);
  if (!read.trailer && !read.problem) return undefined;
  if (input.author !== undefined && posted.user !== input.author) {
    problems.push(
      `${where} by ${posted.user} carries a remora marker, but Remora posts as ${input.author}: not trusted`,
    );
    return undefined;
  }
  if (read.problem) problems.push(`${where}: ${read.problem.message}`);
  return read.trailer;
}

function addMarker(
  runs: EarlierRuns,
  marker: Trailer['markers'][number],
  commitId: string,
  where: string,
  place: Pick<EarlierChange, 'comment_id' | 'review_id' | 'thread' | 'posted_in'>,
): void {
  // Rejections are Remora's replies to reviewers, read from its issue comments (rejections.ts).
  if (marker.kind === 'rejection') return;
  if (marker.kind === 'review') {
    for (const print of marker.fingerprints) runs.alreadyPosted.add(print);
    return;
  }
  if (marker.kind === 'question') {
    runs.alreadyPosted.add(marker.fingerprint);
    // A question is only ever asked inline: its thread is where the answer goes.
    if (place.comment_id !== undefined)
      (runs.questions ??= []).push({
        marker,
        commit_id: commitId,
        comment_id: place.comment_id,
        ...(place.thread ? { thread: place.thread } : {}),
      });
    return;
  }
  runs.alreadyPosted.add(marker.fingerprint);
  const label = `${where}: the patch of the marker of ${marker.workspace_id}`;
  let files: FileDiff[];
  try {
    files = parseGitDiff(marker.patch);
  } catch (error) {
    if (!(error instanceof RemoraError)) throw error;
    runs.problems.push(`${label} does not parse (${error.message}): not trusted`);
    return;
  }
  if (files.length === 0) {
    runs.problems.push(`${label} is empty: not trusted`);
    return;
  }
  let block: FileDiff[] | undefined;
  if (marker.block !== undefined) {
    try {
      block = parseGitDiff(marker.block);
    } catch (error) {
      if (!(error instanceof RemoraError)) throw error;
      // The workspace's patch still judges it, as for markers without a block.
      runs.problems.push(
        `${where}: the block of the marker of ${marker.workspace_id} does not parse (${error.message})`,
      );
    }
  }
  const change: EarlierChange = {
    marker,
    commit_id: commitId,
    files,
    ...(block && block.length > 0 ? { block } : {}),
    ...place,
  };
  runs.changes.push(change);
  if (!runs.posted.has(marker.fingerprint)) runs.posted.set(marker.fingerprint, change);
}

/** The paths whose head text {@link judgeEarlierChanges} asks for: read exactly these. */
export function pathsToRead(earlier: readonly EarlierChange[]): string[] {
  return [
    ...new Set(
      earlier.flatMap((change) =>
        [...change.files, ...(change.block ?? [])].map((file) => file.path),
      ),
    ),
  ].sort();
}

/** Where each earlier change stands at the new head. */
export interface EarlierVerdicts {
  /** The workspace's suggested result is in the head: the suggestion was committed. */
  accepted: EarlierChange[];
  /** Not accepted, and GitHub marks its thread outdated: its lines changed otherwise. */
  outdated: EarlierChange[];
  /** The rest: still open to commit. */
  pending: EarlierChange[];
  /** Threads to resolve (accepted or outdated), each once, none already resolved. */
  resolve: string[];
  /**
   * Distinct fingerprints of the changes judged, accepted of all, as the
   * check run shows them ("3 of 7 suggestions accepted").
   */
  counts: { accepted: number; posted: number };
}

/** What judges a change: its own block when its marker carries one, else its workspace's patch. */
export function judgedFiles(change: EarlierChange): readonly FileDiff[] {
  return change.block ?? change.files;
}

/**
 * Judges each earlier change against the head: accepted when the head holds
 * its block (a workspace posted as several suggestions is judged block by
 * block), or for older markers its workspace's suggested result; outdated when its thread is, pending
 * otherwise. Pass {@link EarlierRuns.changes} (every copy of a fingerprint
 * posted twice, so each thread is resolved); `headFile` answers for the
 * paths of {@link pathsToRead}.
 */
export function judgeEarlierChanges(
  earlier: readonly EarlierChange[],
  headFile: HeadFile,
): EarlierVerdicts {
  const verdicts: EarlierVerdicts = {
    accepted: [],
    outdated: [],
    pending: [],
    resolve: [],
    counts: { accepted: 0, posted: 0 },
  };
  const resolve = new Set<string>();
  // A block is committed when it is in the head, or when its whole workspace is: a block's
  // context may hold lines another block of the node rewrote once both are committed.
  const inHead = earlier.filter(
    (change) =>
      patchInHead(judgedFiles(change), headFile) ||
      (change.block !== undefined && patchInHead(change.files, headFile)),
  );
  for (const change of earlier) {
    const { thread } = change;
    if (inHead.includes(change) || committedWith(change, inHead, headFile))
      verdicts.accepted.push(change);
    // A later run suggested its workspace anew (a retry, a rerun on changed code): it stands no more.
    else if (thread?.isOutdated || supersededIn(change, earlier)) verdicts.outdated.push(change);
    else {
      verdicts.pending.push(change);
      continue;
    }
    if (thread && !thread.isResolved) resolve.add(thread.id);
  }
  verdicts.resolve = [...resolve];
  verdicts.counts = {
    accepted: distinctPrints(verdicts.accepted),
    posted: distinctPrints(earlier.filter((change) => !supersededIn(change, earlier))),
  };
  return verdicts;
}

/**
 * Whether a later run posted the change's workspace again with another
 * suggestion: runs are told apart by the review they posted with (GitHub's
 * review ids grow), so the blocks of one run never supersede each other.
 */
function supersededIn(change: EarlierChange, earlier: readonly EarlierChange[]): boolean {
  const run = change.posted_in;
  if (run === undefined) return false;
  return earlier.some(
    (other) =>
      other.marker.workspace_id === change.marker.workspace_id &&
      other.marker.fingerprint !== change.marker.fingerprint &&
      other.posted_in !== undefined &&
      other.posted_in > run,
  );
}

/**
 * Whether `change` was committed together with another change on the same
 * node that is in the head as it was posted. Ops chained on one node (lint,
 * then docstring forked from it) each post their own patch; once both are
 * committed, the earlier one's context holds lines the later one rewrote,
 * so it is judged by its edits alone: every hunk's added lines, in order,
 * in the head.
 */
function committedWith(
  change: EarlierChange,
  inHead: readonly EarlierChange[],
  headFile: HeadFile,
): boolean {
  const sibling = inHead.some(
    (other) => other !== change && other.marker.node_id === change.marker.node_id,
  );
  return (
    sibling &&
    judgedFiles(change).every((file) => {
      const text = headFile(file.path);
      if (text === undefined) return false;
      const lines = text.split(/\r?\n/);
      return file.hunks.every((hunk) => {
        const added = hunk.lines.filter((l) => l.kind === 'added').map((l) => l.text);
        return added.length > 0 && hasRun(lines, added);
      });
    })
  );
}

/** Whether `run` appears in `lines` as consecutive lines. */
function hasRun(lines: readonly string[], run: readonly string[]): boolean {
  for (let at = 0; at + run.length <= lines.length; at++)
    if (run.every((line, k) => lines[at + k] === line)) return true;
  return false;
}

function distinctPrints(changes: readonly EarlierChange[]): number {
  return new Set(changes.map((change) => change.marker.fingerprint)).size;
}
