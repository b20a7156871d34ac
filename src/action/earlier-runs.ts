import {
  judgeEarlierChanges,
  pathsToRead,
  readEarlierRuns,
  readRejections,
  rejectedSet,
  rejectionOf,
  workspaceVerdicts,
  type EarlierChange,
  type EarlierVerdicts,
  type RejectedSet,
  type Rejection,
  type ReviewVerdict,
} from '../core/publish/index.js';
import { describeError } from '../core/errors.js';
import type {
  Permission,
  PermissionReader,
  PostedComment,
  ReviewerActsReader,
  ReviewHistoryReader,
} from '../ports.js';
import { info } from './log.js';
import { appendAll } from '../core/arrays.js';

/** The login the job's GITHUB_TOKEN posts as. */
export const REMORA_AUTHOR = 'github-actions[bot]';

/** The permissions whose holders' 👎 and resolved threads count: those who may run commands. */
export const MAY_RUN: readonly Permission[] = ['admin', 'maintain', 'write'];

/** The GitHub reads of what reviewers did without a command: recorded rejections, 👎, permissions. */
export type RejectionReader = ReviewerActsReader & PermissionReader;

/** What earlier runs and reviewers left on the pull request, as a review run uses it. */
export interface Earlier {
  alreadyPosted: Set<string>;
  resolve: string[];
  /** Each earlier change judged against the head: accepted, outdated, pending. */
  judged: EarlierVerdicts;
  counts: { accepted: number; posted: number };
  problems: string[];
  /** What reviewers rejected: the plan leaves it out. */
  rejected: RejectedSet;
  /** Each rejection read: with the reviewed nodes' hashes, what the verdicts are made of. */
  rejections: Rejection[];
  /** Each workspace reviewers acted on: accepted, in part, or rejected. */
  verdicts: ReviewVerdict[];
}

/** Logs each workspace's verdict, one line each. */
export function logEarlierVerdicts(verdicts: readonly ReviewVerdict[]): void {
  for (const verdict of verdicts)
    info(
      `${verdict.workspace_id}: ${verdict.verdict.replace('_', ' ')} (${verdict.blocks.accepted} of ${verdict.blocks.of} blocks committed)`,
    );
}

/**
 * Our earlier comments, reviews and threads, and what reviewers did with
 * them: what was posted, accepted (block by block), rejected (by command,
 * 👎 or a thread resolved without committing), and which threads to resolve.
 * `nodeShas` are the text hashes of the nodes this run reviewed, by node id:
 * a rejection holds only while its node's text is the same.
 */
export async function readEarlier(
  github: ReviewHistoryReader & RejectionReader,
  pullNumber: number,
  head: { readFile(path: string): Promise<string | undefined> },
  nodeShas: ReadonlyMap<string, string> = new Map(),
): Promise<Earlier> {
  const [comments, reviews, threads] = await Promise.all([
    github.listReviewComments(pullNumber),
    github.listReviews(pullNumber),
    github.listReviewThreads(pullNumber),
  ]);
  // Anyone can write a well-formed marker; only the job's own are trusted.
  const earlier = readEarlierRuns({ comments, reviews, threads, author: REMORA_AUTHOR });
  const texts = new Map<string, string | undefined>();
  for (const path of pathsToRead(earlier.changes)) texts.set(path, await head.readFile(path));
  const judged = judgeEarlierChanges(earlier.changes, (path) => texts.get(path));
  if (earlier.changes.length > 0)
    info(
      `earlier runs posted ${judged.counts.posted} suggestions: ${judged.accepted.length} accepted, ` +
        `${judged.outdated.length} outdated, ${judged.pending.length} pending`,
    );
  const problems = [...earlier.problems];
  const rejections = await readRejectionsOn(github, pullNumber, {
    all: earlier.changes,
    pending: judged.pending,
    comments,
    problems,
  });
  return {
    alreadyPosted: earlier.alreadyPosted,
    resolve: judged.resolve,
    judged,
    counts: judged.counts,
    problems,
    rejected: rejectedSet(rejections),
    rejections,
    verdicts: workspaceVerdicts(judged, rejections, pullNumber, nodeShas),
  };
}

/**
 * Every rejection of the pull request's changes: those Remora recorded in
 * its replies to `/remora reject`, and the 👎 and resolved threads of
 * people with write access on the `pending` ones. What cannot be read is
 * added to `problems`, never fatal: the review still stands.
 */
export async function readRejectionsOn(
  github: RejectionReader,
  pullNumber: number,
  read: {
    all: readonly EarlierChange[];
    pending: readonly EarlierChange[];
    comments: readonly PostedComment[];
    problems: string[];
  },
): Promise<Rejection[]> {
  const issueComments = await github.listIssueComments(pullNumber).catch((error: unknown) => {
    read.problems.push(
      `the pull request's comments could not be read, so rejections by /remora reject are not known: ${describeError(error)}`,
    );
    return [];
  });
  const recorded = readRejections(issueComments, REMORA_AUTHOR);
  appendAll(read.problems, recorded.problems);
  const acts = await reviewerActs(github, read.all, read.pending, read.comments, read.problems);
  return [...recorded.rejections, ...acts];
}

/**
 * Rejections said without a command: a 👎 on Remora's comment, or its thread
 * resolved by someone other than Remora while its block is not in the head.
 * GitHub sends no event for either, so each run reads them; only people with
 * write permission count, as for commands.
 */
async function reviewerActs(
  github: RejectionReader,
  all: readonly EarlierChange[],
  pending: readonly EarlierChange[],
  comments: readonly PostedComment[],
  problems: string[],
): Promise<Rejection[]> {
  const may = permissionGate(github, problems);
  const thumbs = new Map(comments.map((c) => [c.id, c.thumbsDown ?? 0]));
  const rejections: Rejection[] = [];
  for (const change of pending) {
    const ids = change.marker.workspace_id.split('+');
    const reject = (by: string, reason: string, how: Rejection['how']): void => {
      for (const id of ids) rejections.push(rejectionOf(all, id, { by, reason, how }));
    };
    const { comment_id: commentId, thread } = change;
    if (commentId !== undefined && (thumbs.get(commentId) ?? 0) > 0) {
      const logins = await github.listThumbsDown(commentId).catch((error: unknown) => {
        problems.push(
          `the 👎 of review comment ${commentId} could not be read: ${describeError(error)}`,
        );
        return [];
      });
      const by = await firstAllowed(logins, may);
      if (by) reject(by, '👎 on the suggestion', 'reaction');
    }
    if (thread?.isResolved && thread.resolvedBy && thread.resolvedBy !== REMORA_AUTHOR) {
      if (await may(thread.resolvedBy))
        reject(
          thread.resolvedBy,
          'resolved the thread without committing the suggestion',
          'resolved',
        );
    }
  }
  return rejections;
}

async function firstAllowed(
  logins: readonly string[],
  may: (login: string) => Promise<boolean>,
): Promise<string | undefined> {
  for (const login of logins) if (login !== REMORA_AUTHOR && (await may(login))) return login;
  return undefined;
}

/** Whether a login has write permission, asked once per login; unsure is no. */
function permissionGate(
  github: PermissionReader,
  problems: string[],
): (login: string) => Promise<boolean> {
  const asked = new Map<string, Promise<boolean>>();
  return (login) => {
    let answer = asked.get(login);
    if (!answer) {
      answer = github.getPermission(login).then(
        (permission) => MAY_RUN.includes(permission),
        (error: unknown) => {
          problems.push(
            `${login}'s permission could not be read, so their act is not counted: ${describeError(error)}`,
          );
          return false;
        },
      );
      asked.set(login, answer);
    }
    return answer;
  };
}
