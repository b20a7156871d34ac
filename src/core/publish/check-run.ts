import type { OpStatus } from '../engine/op-graph.js';
import { totalTally, type RunTally } from '../events/run-tally.js';
import type { Finding } from '../findings.js';
import {
  annotationMessage,
  annotationTitle,
  markdownCode,
  markdownMessage,
  markdownText,
} from '../report/inert-text.js';
import { isOutage } from './fail-on.js';
import { describeVerdicts, type ReviewVerdict } from './verdicts.js';

/** The Checks API's limit on annotations per create or update request. */
export const ANNOTATIONS_PER_REQUEST = 50;

/** The check run's stable name: a required status check refers to it. */
export const CHECK_NAME = 'Remora';

/** One annotation as the Checks API takes it. */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'notice' | 'warning' | 'failure';
  message: string;
  title: string;
}

/** What the check run reports, taken from the review report and the planned review. */
export interface CheckRunInput {
  backend: string;
  ms: number;
  nodes: readonly {
    ops: readonly {
      op: string;
      status: OpStatus;
      error?: { code: string };
      ms: number;
      findings: readonly Finding[];
    }[];
  }[];
  /**
   * Suggestions on the head: posted by this run, inline and in the review
   * body, and posted by an earlier run on this head and still standing.
   */
  suggestions: { inline: number; body: number; earlier?: number };
  /** Suggestions of earlier runs committed since, out of all posted. */
  accepted?: { accepted: number; posted: number };
  /** The run's counts from its event records: the table's nodes, ops, findings and failures. */
  tally: RunTally;
  /** What was reviewed, when a push could have been reviewed in part: incremental, or full and why. */
  scope?: string;
  /** What reviewers made of each workspace they acted on: accepted, in part, or rejected. */
  verdicts?: readonly ReviewVerdict[];
  /** The questions this run's agents asked, each waiting for an answer in its thread. */
  questions?: readonly WaitingQuestionRow[];
}

/** One question the check run lists: which op asked it, on which node, and what. */
export interface WaitingQuestionRow {
  op: string;
  name: string;
  path: string;
  question: string;
}

/** The `output` of a check run: title, summary, and the annotations in batches of 50. */
export interface CheckRunOutput {
  title: string;
  summary: string;
  /** The first batch goes with the completing request, the rest with updates. */
  annotations: CheckAnnotation[][];
}

const LEVEL = { error: 'failure', warning: 'warning', notice: 'notice' } as const;
/** A finding as a check-run annotation, titled by its rule. */
export function toAnnotation(finding: Finding): CheckAnnotation {
  return {
    path: finding.path,
    start_line: finding.start_line,
    end_line: Math.max(finding.start_line, finding.end_line),
    annotation_level: LEVEL[finding.severity],
    message: annotationMessage(finding.message),
    title: annotationTitle(finding.rule),
  };
}

/** Splits a list into runs of at most `size`. */
export function inBatches<T>(items: readonly T[], size = ANNOTATIONS_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** The summary table's figures, also used for the job summary. */
export function checkRunFigures(input: CheckRunInput): [string, string][] {
  const ops = input.nodes.flatMap((node) => node.ops);
  const total = totalTally(input.tally);
  const ran = total.succeeded + total.failed + total.cancelled + total.waiting;
  const { inline, body, earlier = 0 } = input.suggestions;
  const accepted = input.accepted
    ? `${input.accepted.accepted} of ${plural(input.accepted.posted, 'suggestion')}`
    : '—';
  const verdicts = input.verdicts ?? [];
  const partly = verdicts.filter((v) => v.verdict === 'partly_accepted').length;
  const rejected = verdicts.filter((v) => v.verdict === 'rejected').length;
  const opTime = ops.reduce((sum, op) => sum + op.ms, 0);
  const cancelled = total.cancelled > 0 ? `, ${total.cancelled} cancelled` : '';
  const waiting = total.waiting > 0 ? `, ${total.waiting} waiting for an answer` : '';
  return [
    ...(input.scope ? [['Review', input.scope] as [string, string]] : []),
    ['Nodes', `${input.tally.nodes}`],
    ['Ops', `${ran} run, ${total.skipped} skipped${waiting}${cancelled}`],
    [
      'Suggestions',
      `${inline + body + earlier} (${inline} inline, ${body} in the review body` +
        `${earlier > 0 ? `, ${earlier} posted earlier` : ''})`,
    ],
    ['Findings', `${total.findings}`],
    ['Accepted', partly > 0 ? `${accepted}; ${plural(partly, 'change')} in part` : accepted],
    ...(rejected > 0 ? [['Rejected', plural(rejected, 'change')] as [string, string]] : []),
    ['Failed ops', total.failed === 0 ? '0' : `${total.failed} (${total.codes.join(', ')})`],
    ['Time', `${(input.ms / 1000).toFixed(1)} s (ops ${(opTime / 1000).toFixed(1)} s)`],
    ['Backend', input.backend],
  ];
}

/** Every suggestion standing on the head: this run's and the earlier runs' still open. */
export function openSuggestions(input: Pick<CheckRunInput, 'suggestions'>): number {
  const { inline, body, earlier = 0 } = input.suggestions;
  return inline + body + earlier;
}

/** The check run's title, summary table and annotation batches. */
export function checkRunOutput(input: CheckRunInput): CheckRunOutput {
  const ops = input.nodes.flatMap((node) => node.ops);
  const findings = ops.flatMap((op) => op.findings);
  const suggestions = openSuggestions(input);
  const title = isOutage(ops)
    ? 'Remora could not reach its model server'
    : `${plural(suggestions, 'suggestion')}, ${plural(findings.length, 'finding')}`;
  const table = [
    '| | |',
    '| --- | --- |',
    ...checkRunFigures(input).map(([name, value]) => `| ${name} | ${value} |`),
  ];
  const verdicts = describeVerdicts(input.verdicts ?? [], markdownText);
  const summary =
    verdicts.length > 0
      ? [...table, '', "**Reviewers' verdicts**", '', ...verdicts].join('\n')
      : table.join('\n');
  return {
    title,
    summary: [summary, ...questionList(input.questions ?? [])].join('\n\n'),
    annotations: inBatches(findings.map(toAnnotation)),
  };
}

/**
 * The questions waiting for an answer, under the table: a reply in the
 * question's thread by someone with write access resumes the op. The text is
 * the model's, shown as a quote on one line, so it cannot shape the summary.
 */
export function questionList(questions: readonly WaitingQuestionRow[]): string[] {
  if (questions.length === 0) return [];
  const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim().slice(0, 300);
  return [
    `**Waiting for an answer** (reply in the question's thread to resume the op):`,
    questions
      .map(
        (q) =>
          `- ${markdownCode(q.op)} on ${markdownCode(oneLine(q.name))} (${markdownCode(oneLine(q.path))}): ${markdownMessage(oneLine(q.question))}`,
      )
      .join('\n'),
  ];
}
