/**
 * How a review reaches GitHub (docs/architecture.md §7), as pure functions: collect the
 * nodes' workspaces, plan the one `createReview` request (anchoring, fences,
 * markers, caps, body), the check run's output and its conclusion, and what
 * a rerun makes of earlier runs' markers. The action and `remora review
 * --format github` call the same code.
 */
export {
  anchorChange,
  applySuggestions,
  type AnchoredChange,
  type InlineSuggestion,
} from './anchor.js';
export {
  ANNOTATIONS_PER_REQUEST,
  CHECK_NAME,
  checkRunFigures,
  checkRunOutput,
  inBatches,
  openSuggestions,
  toAnnotation,
  type CheckAnnotation,
  type CheckRunInput,
  type CheckRunOutput,
  type WaitingQuestionRow,
} from './check-run.js';
export { commentableRanges } from './commentable-lines.js';
export {
  conclusionFor,
  FAIL_ON_VALUES,
  isOutage,
  parseFailOn,
  parseOnOutage,
  ON_OUTAGE_VALUES,
  type OnOutage,
  type Conclusion,
  type FailOn,
} from './fail-on.js';
export {
  fingerprint,
  nodeContentHash,
  readTrailer,
  renderTrailer,
  withTrailer,
  textSha256,
  type ChangeMarker,
  type Marker,
  type QuestionMarker,
  type ReadTrailer,
  type RejectionMarker,
  type ReviewMarker,
  type Trailer,
} from './markers.js';
export { patchInHead, type HeadFile } from './patch-in-head.js';
export {
  DEFAULT_MAX_COMMENTS,
  planReview,
  type PlanInput,
  type PlannedReview,
  type ReviewComment,
  type ReviewRequest,
} from './plan-review.js';
export {
  collectFindings,
  collectWorkspaces,
  type PublishFinding,
  type PublishWorkspace,
} from './publish-input.js';
export {
  ACTIONS_APP,
  isReviewedHead,
  outdatedReply,
  reviewedHeadMark,
  sortEarlierByNode,
  type EarlierByNode,
} from './incremental.js';
export {
  judgeEarlierChanges,
  pathsToRead,
  readEarlierRuns,
  type EarlierChange,
  type EarlierComment,
  type EarlierQuestion,
  type EarlierReview,
  type EarlierRuns,
  type EarlierRunsInput,
  type EarlierThread,
  type EarlierVerdicts,
} from './reconcile.js';
export {
  addRefusedComments,
  refusedCommentName,
  renderRefusedComment,
  type BodyWithRefused,
  type RefusedComment,
} from './refused-comments.js';
export { BODY_LIMIT, type BodyEntry } from './review-body.js';
export {
  planQuestions,
  questionMarker,
  type PlannedQuestions,
  type WaitingOp,
} from './questions.js';
export {
  readRejections,
  rejectedSet,
  rejectionMarker,
  rejectionOf,
  type Rejection,
  type RejectedSet,
  type RejectionSource,
} from './rejections.js';
export {
  describeVerdicts,
  workspaceVerdicts,
  type ReviewVerdict,
  type VerdictKind,
} from './verdicts.js';
export { renderSuggestion } from './suggestion-fence.js';
