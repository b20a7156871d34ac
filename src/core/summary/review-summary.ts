import type { ReviewRequest } from '../publish/plan-review.js';
import type { ChangedNode } from '../diff/index.js';
import type { Diagnostic } from '../errors.js';
import { renderChangedNodesTable, renderNotes } from './changed-nodes-summary.js';
import { markdownCode } from '../report/inert-text.js';
import { markdownTable, textCell } from './markdown.js';

/** What the job summary of a reviewed pull request says. */
export interface ReviewSummaryInput {
  pullNumber: number;
  headSha: string;
  /** The check run's figures ({@link checkRunFigures}): the same table in both places. */
  figures: readonly (readonly [string, string])[];
  /** The posted review's page; absent when none was posted. */
  reviewUrl?: string;
  /** Why no review was posted, when none was. */
  notPosted?: string;
  /**
   * The review that could not be posted (dry run, a read-only token): shown
   * whole, so nothing the run found is lost.
   */
  unposted?: ReviewRequest;
  /** One line per workspace reviewers acted on ({@link describeVerdicts}), already escaped. */
  verdicts?: readonly string[];
  /** Everything worth telling the reader: fork, server, left-out entries, warnings. */
  notes: readonly string[];
  /** The nodes the pull request changed: what was reviewed. */
  changed: readonly ChangedNode[];
  /** What discovery and the diff reading said: skipped files, fallbacks, limits. */
  diagnostics: readonly Diagnostic[];
}

/**
 * The job summary of a pull request run: the figures of the check run, a link
 * to the review, notes, and — when the review was not posted — the review
 * itself.
 */
export function renderReviewSummary(input: ReviewSummaryInput): string {
  const parts = [
    '## Remora',
    `Pull request #${input.pullNumber} at \`${input.headSha.slice(0, 7)}\`.`,
    markdownTable(
      ['', ''],
      input.figures.map(([name, value]) => [textCell(name), textCell(value)]),
    ),
  ];
  if (input.verdicts && input.verdicts.length > 0)
    parts.push("### Reviewers' verdicts", input.verdicts.join('\n'));
  if (input.reviewUrl) parts.push(`[The review](${input.reviewUrl})`);
  else if (input.notPosted) parts.push(`No review was posted: ${textCell(input.notPosted)}.`);
  if (input.notes.length > 0 || input.diagnostics.length > 0)
    parts.push(
      '### Notes',
      [
        ...input.notes.map((note) => `- ${textCell(note)}`),
        ...(input.diagnostics.length > 0 ? [renderNotes(input.diagnostics)] : []),
      ].join('\n'),
    );
  if (input.changed.length > 0)
    parts.push(
      [
        `<details><summary>${input.changed.length} changed ${input.changed.length === 1 ? 'node' : 'nodes'}</summary>`,
        '',
        renderChangedNodesTable(input.changed),
        '',
        '</details>',
      ].join('\n'),
    );
  if (input.unposted) parts.push(renderUnposted(input.unposted));
  return `${parts.join('\n\n')}\n`;
}

function renderUnposted(review: ReviewRequest): string {
  const comments = review.comments.map((comment) => {
    const lines =
      comment.start_line === undefined
        ? `${comment.line}`
        : `${comment.start_line}-${comment.line}`;
    return `#### ${markdownCode(comment.path)} line ${lines}\n\n${comment.body}`;
  });
  return [
    '### The review',
    '<details><summary>Body and comments, as they would be posted</summary>',
    '',
    review.body,
    ...comments,
    '',
    '</details>',
  ].join('\n\n');
}
