import { markdownCode, markdownMessage } from '../report/inert-text.js';
import type { LineRange } from '../node-lines.js';
import type { ChatMessage } from '../runner/messages.js';
import type { WaitingQuestionRow } from './check-run.js';
import {
  deflated,
  fingerprint,
  MAX_RESUME_STATE_CHARS,
  textSha256,
  withTrailer,
  type QuestionMarker,
} from './markers.js';
import type { ReviewComment } from './plan-review.js';

/** An op that asked a question and waits (an `OpResult` with status `waiting`), with its node. */
export interface WaitingOp {
  op: string;
  workspace_id: string;
  turns: number;
  transcript: readonly ChatMessage[];
  waiting: { question: string; call_id: string; patch: string };
  node: {
    node_id: string;
    full_name: string;
    file_path: string;
    start_line: number;
    end_line: number;
    text: string;
  };
}

/** The questions of a run as inline comments, and what the check run lists. */
export interface PlannedQuestions {
  comments: ReviewComment[];
  /** Every question this run asked, posted now or earlier: the check run lists them. */
  rows: WaitingQuestionRow[];
  /** Questions an earlier run already asked (same node, op and question): not asked again. */
  already_asked: string[];
  /** Questions with no line of the diff in their node to sit on: listed, not posted. */
  unanchored: string[];
}

/**
 * Plans one inline comment per question: on the first line of its node that
 * the pull request's diff lets a comment sit on, ending in a question marker
 * that holds the state to resume from. A question already asked (its
 * fingerprint posted) is not asked again.
 */
export function planQuestions(input: {
  commit_id: string;
  waiting: readonly WaitingOp[];
  commentable: ReadonlyMap<string, readonly LineRange[]>;
  alreadyPosted?: ReadonlySet<string>;
}): PlannedQuestions {
  const planned: PlannedQuestions = { comments: [], rows: [], already_asked: [], unanchored: [] };
  for (const waiting of input.waiting) {
    const { node } = waiting;
    const marker = questionMarker(waiting);
    planned.rows.push({
      op: waiting.op,
      name: node.full_name,
      path: node.file_path,
      question: marker.question,
    });
    if (input.alreadyPosted?.has(marker.fingerprint)) {
      planned.already_asked.push(marker.fingerprint);
      continue;
    }
    const line = firstCommentableLine(input.commentable.get(node.file_path) ?? [], node);
    if (line === undefined) {
      planned.unanchored.push(waiting.workspace_id);
      continue;
    }
    planned.comments.push({
      path: node.file_path,
      line,
      side: 'RIGHT',
      body: withTrailer(renderQuestion(waiting.op, node.full_name, marker), {
        commit_id: input.commit_id,
        markers: [marker],
      }),
    });
  }
  return planned;
}

/**
 * The question's marker. Its resume state (the conversation and the patch)
 * is bounded: past {@link MAX_RESUME_STATE_CHARS} compressed, the
 * conversation is left out, and an answer is then told the op cannot
 * resume and how to run it afresh.
 */
export function questionMarker(waiting: WaitingOp): QuestionMarker {
  const { node } = waiting;
  const transcript = JSON.stringify(waiting.transcript);
  const nodeSha = textSha256(node.text);
  const size = deflated(transcript).length + deflated(waiting.waiting.patch).length;
  return {
    kind: 'question',
    op: waiting.op,
    node_id: node.node_id,
    name: node.full_name,
    workspace_id: waiting.workspace_id,
    // The node's text is in it: once the code changes, the question is asked anew, with a
    // state that can resume, and the old one's answers are told it is outdated.
    fingerprint: fingerprint(
      node.file_path,
      node.full_name,
      waiting.op,
      `ask_user\0${nodeSha}\0${waiting.waiting.question}`,
    ),
    node_sha256: nodeSha,
    question: waiting.waiting.question,
    call_id: waiting.waiting.call_id,
    turns: waiting.turns,
    patch: waiting.waiting.patch,
    transcript: size <= MAX_RESUME_STATE_CHARS ? transcript : '',
  };
}

/** The comment's text: who asks, the question as a quote, and how to answer. */
function renderQuestion(op: string, name: string, marker: QuestionMarker): string {
  // The model's words, read from the pull request's code: quoted line by line, inert.
  const quoted = marker.question
    .split(/\r?\n|\r/)
    .map((line) => `> ${markdownMessage(line)}`)
    .join('\n');
  const how =
    marker.transcript === ''
      ? `This op's conversation was too long to keep here, so an answer cannot resume it; ` +
        `run \`/remora ${op}\` on the file again instead.`
      : `Reply in this thread to answer: Remora then goes on from here with your answer and ` +
        `suggests what it makes of it. Only replies by people with write access are read. ` +
        `Unanswered, this question blocks nothing.`;
  return [`**${op}** on ${markdownCode(name)} asks:`, '', quoted, '', how].join('\n');
}

/** The first line of the node's span that GitHub takes a comment on, if any. */
function firstCommentableLine(
  ranges: readonly LineRange[],
  node: { start_line: number; end_line: number },
): number | undefined {
  let first: number | undefined;
  for (const range of ranges) {
    const start = Math.max(range.start, node.start_line);
    if (start > Math.min(range.end, node.end_line)) continue;
    if (first === undefined || start < first) first = start;
  }
  return first;
}
