import type { Git } from '../ports.js';
import type { RemoraConfig } from '../config/config.js';
import { parseGitDiff } from '../core/diff/index.js';
import { commentableRanges, DEFAULT_MAX_COMMENTS } from '../core/publish/index.js';
import { planPublication } from '../pipeline/publication.js';
import type { ReviewReport } from '../pipeline/review.js';

/** Where the review was computed: the revisions whose diff a pull request would show. */
export interface GithubReviewTarget {
  git: Git;
  base: string;
  /** The head commit SHA. */
  head: string;
  config: RemoraConfig;
}

/**
 * `--format github`: the exact request body the action sends to
 * `pulls.createReview` for this review, planned by the same code.
 */
export async function formatGithubReview(
  report: ReviewReport,
  target: GithubReviewTarget,
): Promise<string> {
  const { git, head } = target;
  const base = await git.mergeBase(await git.resolveCommit(target.base), head);
  const { plan } = await planPublication(report, {
    head,
    config: target.config,
    commentable: commentableRanges(parseGitDiff(await git.diff(base, head))),
    maxComments: DEFAULT_MAX_COMMENTS,
  });
  return `${JSON.stringify(plan.review, null, 2)}\n`;
}
