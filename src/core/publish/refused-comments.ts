import { readTrailer, withTrailer, type Marker } from './markers.js';
import type { ReviewComment } from './plan-review.js';
import { htmlCode, htmlText, markdownCode } from '../report/inert-text.js';
import { BODY_LIMIT } from './review-body.js';
import { appendAll } from '../arrays.js';

/** An inline comment GitHub would not take on the review's commit, and why. */
export interface RefusedComment {
  comment: ReviewComment;
  reason: string;
}

/** The review body with the refused comments in it, and those that did not fit (by location). */
export interface BodyWithRefused {
  body: string;
  left_out: string[];
}

// Room kept for the closing "left out" line.
const LEFT_OUT_ROOM = 600;

const SUGGESTION_OPENER = /^(`{3,})suggestion$/;

/** Where a comment sits, as `path:line` or `path:start-end`: how a left-out one is named. */
export function refusedCommentName(comment: ReviewComment): string {
  const start = comment.start_line ?? comment.line;
  return `${comment.path}:${start === comment.line ? start : `${start}-${comment.line}`}`;
}

/**
 * One refused comment as a collapsible body entry: its path and lines, why
 * it is here, its prose, its suggested lines as a plain code block (a
 * suggestion block only works inline) and the accept hint; its markers, for
 * the body's trailer, so later runs count it as posted.
 */
export function renderRefusedComment({ comment, reason }: RefusedComment): {
  text: string;
  markers: Marker[];
} {
  const { text, trailer } = readTrailer(comment.body);
  const markers = trailer?.markers ?? [];
  const start = comment.start_line ?? comment.line;
  const lines = start === comment.line ? `line ${start}` : `lines ${start}–${comment.line}`;
  const workspaces = markers.flatMap((marker) =>
    marker.kind === 'change' ? [marker.workspace_id] : [],
  );
  return {
    text: [
      '<details>',
      `<summary><b>refused inline</b> · ${htmlCode(comment.path)} ${lines} — ${htmlText(reason)}</summary>`,
      '',
      withPlainFence(text.trim()),
      '',
      ...workspaces.map((id) => `Accept it with \`/remora accept ${id}\`.`),
      '</details>',
    ].join('\n'),
    markers,
  };
}

/**
 * Adds the comments GitHub refused inline to a review body, after what it
 * already holds, their markers joining the body's trailer. The body stays
 * under GitHub's limit: each refused comment that does not fit is named on a
 * closing line and in `left_out`.
 */
export function addRefusedComments(
  body: string,
  refused: readonly RefusedComment[],
): BodyWithRefused {
  if (refused.length === 0) return { body, left_out: [] };
  const own = readTrailer(body);
  // A planned review body always ends in its trailer: the commit its changes were computed on.
  const commitId = own.trailer?.commit_id ?? '';
  const markers: Marker[] = [...(own.trailer?.markers ?? [])];
  const heading =
    `**GitHub refused ${refused.length} inline comment${refused.length === 1 ? '' : 's'}** ` +
    'on this commit; here they are instead.';
  const budget = BODY_LIMIT - 1 - LEFT_OUT_ROOM;
  const parts = [own.text];
  let size = body.length;
  const leftOut: string[] = [];
  for (const item of refused) {
    const rendered = renderRefusedComment(item);
    const first = parts.length === 1;
    // The markers move from the comment's trailer to the body's: about the same size.
    const extra =
      (first ? 2 + heading.length : 0) +
      2 +
      rendered.text.length +
      item.comment.body.length -
      readTrailer(item.comment.body).text.length;
    // A large one left out does not stop a smaller one after it from fitting.
    if (size + extra > budget) {
      leftOut.push(refusedCommentName(item.comment));
      continue;
    }
    if (first) parts.push(heading);
    parts.push(rendered.text);
    appendAll(markers, rendered.markers);
    size += extra;
  }
  const line = leftOut.length > 0 ? leftOutLine(leftOut, BODY_LIMIT - 1 - size - 2) : undefined;
  if (line !== undefined) parts.push(line);
  return {
    body: withTrailer(parts.join('\n\n'), { commit_id: commitId, markers }),
    left_out: leftOut,
  };
}

/** The comment's text with its suggestion block turned into a plain code block. */
function withPlainFence(text: string): string {
  const lines = text.split('\n');
  const open = lines.findIndex((line) => SUGGESTION_OPENER.test(line));
  if (open < 0) return text;
  const fence = SUGGESTION_OPENER.exec(lines[open] ?? '')?.[1] ?? '```';
  // The fence is longer than any backtick run inside, so the first bare fence closes it.
  const close = lines.findIndex((line, index) => index > open && line === fence);
  if (close < 0) return text;
  const block =
    close === open + 1
      ? ['_The suggestion deletes these lines._']
      : [fence, ...lines.slice(open + 1, close + 1)];
  return [...lines.slice(0, open), ...block, ...lines.slice(close + 1)].join('\n');
}

function leftOutLine(names: readonly string[], room: number): string | undefined {
  for (let shown = names.length; shown >= 0; shown -= 1) {
    const more = names.length - shown;
    const listed = names.slice(0, shown).map(markdownCode).join(', ');
    const tail = more === 0 ? '' : `${shown > 0 ? ' and ' : ''}${more} more`;
    const line = `Refused inline and left out of this body (see the job summary / report): ${listed}${tail}.`;
    if (line.length <= room) return line;
  }
  return undefined;
}
