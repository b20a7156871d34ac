import type { OpStatus } from '../engine/op-graph.js';
import { changeHunks } from '../publish/change-hunks.js';
import { inRanges, type LineRange } from '../node-lines.js';
import type { ChatMessage } from '../runner/messages.js';
import type { FillerProblem } from '../signal/filler.js';
import type { FileChange } from '../workspace/overlay.js';
import type { CallTally } from './exchange.js';

/**
 * Why a teacher's run is not kept, in the order they are judged. The first
 * three are the op's own outcome; the rest are the gates a review applies to
 * a result, and what makes a conversation unfit to imitate.
 */
export const DROP_REASONS = [
  'out-of-scope', // the op never asked the model: node type, scope rule, a file that does not parse
  'skipped', // the agent ran and skipped the node
  'failed', // the op failed
  'history-fitted', // the requests do not grow one conversation
  'text-reply', // a reply without a tool call (the runner had to nudge)
  'invalid-call', // a call of an unknown tool or with arguments its schema refuses
  'tests-not-passing', // test: no generated test, or the last run did not pass
  'unparsable', // a changed file no longer parses in its language's grammar
  'outside-node', // an edit outside the node's own lines, or to another existing file
  'filler', // the change holds filler prose
  'invalid-format', // the line fails the trajectory schema
] as const;

export type DropReason = (typeof DROP_REASONS)[number];

/** What is known about one teacher run when it is judged. */
export interface RunEvidence {
  op: string;
  status: OpStatus;
  /** Model turns taken; 0 when the op never asked the model. */
  requests: number;
  /** Whether the requests grow one conversation (see tryConversation). */
  oneConversation: boolean;
  calls: CallTally;
  /** The conversation, for the test gate. */
  messages: readonly ChatMessage[];
  /** The op's own changes against the stable tree. */
  changes: readonly FileChange[];
  diff: string;
  /** The node's file, and the lines of it the op may change. */
  nodeFile: string;
  ownLines: readonly LineRange[];
  /** Changed files that no longer parse in their language's grammar. */
  unparsable: readonly string[];
  /** The filler its diff adds, as the languages of the diff's files find it. */
  filler: readonly FillerProblem[];
  /** Whether a file is test code, as the languages' test runners find tests. */
  isTestPath(filePath: string): boolean;
}

/** The first gate the run fails, or undefined when it is kept. */
export function judgeRun(run: RunEvidence): DropReason | undefined {
  if (run.status === 'skipped') return run.requests === 0 ? 'out-of-scope' : 'skipped';
  if (run.status === 'failed') return 'failed';
  if (!run.oneConversation) return 'history-fitted';
  if (run.calls.textReplies > 0) return 'text-reply';
  if (run.calls.valid < run.calls.attempts) return 'invalid-call';
  if (run.op === 'test' && (run.diff === '' || !lastTestRunPassed(run.messages)))
    return 'tests-not-passing';
  if (run.unparsable.length > 0) return 'unparsable';
  if (!changesStayInNode(run.changes, run.nodeFile, run.ownLines, run.isTestPath))
    return 'outside-node';
  if (run.filler.length > 0) return 'filler';
  return undefined;
}

/**
 * True when the last `run_tests` result of the conversation ran tests and
 * none failed or errored (an expected failure, xfail, is a pass).
 */
export function lastTestRunPassed(messages: readonly ChatMessage[]): boolean {
  const last = messages.findLast(
    (m): m is Extract<ChatMessage, { role: 'tool' }> => m.role === 'tool' && m.name === 'run_tests',
  );
  if (!last) return false;
  let result: Record<string, unknown>;
  try {
    result = JSON.parse(last.content) as Record<string, unknown>;
  } catch {
    return false;
  }
  const count = (key: string): number => (typeof result[key] === 'number' ? result[key] : 0);
  return (
    result.error === undefined &&
    count('failed') === 0 &&
    count('errors') === 0 &&
    count('passed') + count('xfailed') > 0
  );
}

/**
 * True when every change stays where the op may write: in the node's file,
 * only its own lines (an insertion may sit just after them); elsewhere, only
 * new files and test files (generated tests and fixtures) as `isTestPath`
 * tells them.
 */
export function changesStayInNode(
  changes: readonly FileChange[],
  nodeFile: string,
  ownLines: readonly LineRange[],
  isTestPath: (filePath: string) => boolean,
): boolean {
  return changes.every((change) => {
    if (change.path !== nodeFile) return change.before === undefined || isTestPath(change.path);
    if (change.before === undefined || change.after === undefined) return false;
    return changeHunks(change.before, change.after).every((hunk) => {
      if (hunk.count === 0)
        return inRanges(hunk.start, ownLines) || inRanges(hunk.start - 1, ownLines);
      for (let line = hunk.start; line < hunk.start + hunk.count; line++)
        if (!inRanges(line, ownLines)) return false;
      return true;
    });
  });
}
