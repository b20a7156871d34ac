import { tryHttpStatus } from '../core/errors.js';
import {
  addRefusedComments,
  type PlannedReview,
  type RefusedComment,
  type ReviewComment,
} from '../core/publish/index.js';
import type { ReviewPoster } from '../ports.js';

/** Why a refused comment is in the review body: what the body entry says. */
export const REFUSED_REASON = 'GitHub refused it as an inline comment on this commit (HTTP 422)';

/** The review that reached GitHub, and what had to move out of its inline comments. */
export interface PostedReviewResult {
  id: number;
  url: string;
  /** Comments GitHub refused inline: they are in the body now, or named in `left_out`. */
  refused: RefusedComment[];
  /** Everything the posted review leaves out: the plan's own, then refused comments that did not fit. */
  left_out: string[];
}

/**
 * Posts the planned review: one `createReview`. When GitHub answers 422,
 * the comments it refuses are found by bisection (each probe is a pending
 * review, deleted at once) and one review is posted with the rest inline and
 * the refused ones in its body, so nothing is lost. Any other failure, or a
 * failure of that second post, propagates.
 */
export async function postReview(
  github: ReviewPoster,
  pullNumber: number,
  planned: PlannedReview,
): Promise<PostedReviewResult> {
  const { review } = planned;
  try {
    const posted = await github.createReview(pullNumber, review);
    return { ...posted, refused: [], left_out: [...planned.left_out] };
  } catch (error) {
    if (tryHttpStatus(error) !== 422 || review.comments.length === 0) throw error;
    const refusedComments = await refusedAmong(
      github,
      pullNumber,
      review.commit_id,
      review.comments,
      review.comments.length > 1,
    );
    // Every comment passes on its own: the 422 was about something else, and it stands.
    if (refusedComments.length === 0) throw error;
    const refused = refusedComments.map((comment) => ({ comment, reason: REFUSED_REASON }));
    const body = addRefusedComments(review.body, refused);
    const posted = await github.createReview(pullNumber, {
      ...review,
      body: body.body,
      comments: review.comments.filter((comment) => !refusedComments.includes(comment)),
    });
    return { ...posted, refused, left_out: [...planned.left_out, ...body.left_out] };
  }
}

/**
 * The comments GitHub refuses, in order: a group it takes holds none; a
 * single comment it refuses is refused; any other group is split in halves.
 * `knownRefused` skips probing a group already refused as a whole.
 */
async function refusedAmong(
  github: Pick<ReviewPoster, 'acceptsComments'>,
  pullNumber: number,
  commitId: string,
  comments: readonly ReviewComment[],
  knownRefused: boolean,
): Promise<ReviewComment[]> {
  if (comments.length === 0) return [];
  if (!knownRefused && (await github.acceptsComments(pullNumber, commitId, comments))) return [];
  if (comments.length === 1) return [...comments];
  const half = Math.ceil(comments.length / 2);
  // One after the other: GitHub allows a user one pending review per pull request.
  const first = await refusedAmong(github, pullNumber, commitId, comments.slice(0, half), false);
  const second = await refusedAmong(github, pullNumber, commitId, comments.slice(half), false);
  return [...first, ...second];
}
