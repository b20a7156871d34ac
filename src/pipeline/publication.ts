import { encodingOfText } from '../languages/file-text.js';
import { loadLanguage } from '../adapters/tree-sitter/tree-sitter.js';
import type { RemoraConfig } from '../config/config.js';
import { tryPackFor as tryLanguageFor } from '../languages/manifests.js';
import type { LoadedLanguage } from '../core/discovery/discover-file.js';
import type { LineRange } from '../core/node-lines.js';
import {
  collectFindings,
  collectWorkspaces,
  planQuestions,
  planReview,
  type PlannedQuestions,
  type PlannedReview,
  type PublishFinding,
  type PublishWorkspace,
  type RejectedSet,
} from '../core/publish/index.js';
import { finalWorkspaces, type ReviewReport } from './review.js';
import { appendAll } from '../core/arrays.js';

/** Where a review is published: the head commit and the lines GitHub takes comments on. */
export interface PublicationTarget {
  /** The head commit SHA the pull request's diff was read at. */
  head: string;
  config: RemoraConfig;
  /** RIGHT-side ranges per head path (`commentableRanges` of the pull request's diff). */
  commentable: ReadonlyMap<string, readonly LineRange[]>;
  maxComments: number;
  /** Fingerprints earlier runs posted. */
  alreadyPosted?: ReadonlySet<string>;
  /** What reviewers rejected on earlier runs. */
  rejected?: RejectedSet;
}

/** The planned review and the run's findings, from a review report. */
export interface Publication {
  plan: PlannedReview;
  findings: PublishFinding[];
  /** The questions waiting ops asked: their comments are in `plan.review.comments`. */
  questions: PlannedQuestions;
}

/**
 * Plans the one review a report becomes, for the action and for
 * `remora review --format github` alike: the nodes' final workspaces, each
 * suggested file checked to parse with the suggestion applied.
 */
export async function planPublication(
  report: ReviewReport,
  target: PublicationTarget,
): Promise<Publication> {
  const workspaces = await collectReportWorkspaces(report);
  const parses = await createParseCheck(workspaces.flatMap((w) => [...w.head.keys()]));
  const findings = collectFindings(report.nodes);
  const plan = planReview({
    commit_id: target.head,
    workspaces,
    findings,
    commentable: target.commentable,
    maxComments: target.maxComments,
    parses,
    encodingOf: encodingOfText,
    nodes: report.nodes.length,
    ...(target.alreadyPosted ? { alreadyPosted: target.alreadyPosted } : {}),
    ...(target.rejected ? { rejected: target.rejected } : {}),
  });
  const questions = planQuestions({
    commit_id: target.head,
    waiting: report.nodes.flatMap(({ node, ops }) =>
      ops.flatMap((op) =>
        op.status === 'waiting' && op.waiting
          ? [{ ...op, node, transcript: op.transcript ?? [], waiting: op.waiting }]
          : [],
      ),
    ),
    commentable: target.commentable,
    ...(target.alreadyPosted ? { alreadyPosted: target.alreadyPosted } : {}),
  });
  // A question asks in the review like a suggestion, but never counts against max-comments.
  appendAll(plan.review.comments, questions.comments);
  if (questions.comments.length > 0) plan.nothing_new = false;
  return { plan, findings, questions };
}

/** Every node's final workspaces, with the chains of ops that built them, as plain data. */
export function collectReportWorkspaces(report: ReviewReport): Promise<PublishWorkspace[]> {
  return collectWorkspaces(
    report.nodes.map((node) => ({ ...node, finals: finalWorkspaces(node, report.graph) })),
  );
}

/** A tree-sitter check for every language among `paths`; files no pack reads pass. */
async function createParseCheck(
  paths: readonly string[],
): Promise<(path: string, text: string) => boolean> {
  const languages = new Map<string, LoadedLanguage>();
  for (const path of paths) {
    const pack = tryLanguageFor(path);
    if (pack && !languages.has(pack.id)) languages.set(pack.id, await loadLanguage(pack));
  }
  return (path, text) => {
    const pack = tryLanguageFor(path);
    const language = pack && languages.get(pack.id);
    if (!language) return true;
    const tree = language.parser.parse(text);
    const parses = tree !== null && !tree.rootNode.hasError;
    tree?.delete();
    return parses;
  };
}
