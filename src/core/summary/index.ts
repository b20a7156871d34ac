/** Job summary rendering: pure functions from results to markdown. */
export {
  changedNodeRows,
  formatChangedNodeLine,
  formatRange,
  formatRanges,
  renderChangedNodesTable,
  renderNotes,
  type ChangedNodeRow,
} from './changed-nodes-summary.js';
export { codeCell, markdownTable, textCell } from './markdown.js';
export { renderReviewSummary, type ReviewSummaryInput } from './review-summary.js';
