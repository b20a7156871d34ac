export interface RecallCase {
  id: string;
  project: string;
  style: string;
  class: string;
  introduced: string;
  parent: string;
  file: string;
  definition: string;
  fix: string;
  entry: string;
  detail?: string;
}
export interface ReviewedFinding {
  rule: string;
  message: string;
}
export interface ReviewedOp {
  op: string;
  status: string;
  diff: string;
  summary: string;
  findings: ReviewedFinding[];
}
export interface ReviewedNode {
  node: { file_path: string; full_name: string; start_line: number };
  ops: ReviewedOp[];
}
export interface CaseOutcome {
  case: RecallCase;
  caught: boolean;
  byChange: boolean;
  byFinding: boolean;
  why: string;
}
export interface RecallRow {
  cases: number;
  caught: number;
  change: number;
  finding: number;
}
/** An output no case accounts for, with the key its judgement is kept under. */
export interface OtherOutput {
  key: string;
  op: string;
  rule: string;
  message: string;
  line: string;
}
export type Verdict = 'acted' | 'worth' | 'noise';
export interface Judgement {
  verdict: Verdict;
  why: string;
  fix?: string;
  message?: string;
}
export const VERDICTS: readonly Verdict[];
export function judgeFor(c: { file: string }): 'judge.py' | 'judge-ts.mjs';
export function isCaseNode(node: { file_path: string; full_name: string }, c: RecallCase): boolean;
export function namesEntry(finding: ReviewedFinding, c: RecallCase): boolean;
export function caseOutputs(
  group: RecallCase[],
  result: { nodes: ReviewedNode[] },
  verdicts: { fixed: boolean; why: string }[],
): { perCase: CaseOutcome[]; unmatched: OtherOutput[]; nodes: number; withOutput: number };
export function tallyRecall(outcomes: CaseOutcome[]): {
  byClass: [string, RecallRow][];
  byStyle: [string, RecallRow][];
  byProject: [string, RecallRow][];
  overall: RecallRow;
};
export function tallyPrecision(
  others: OtherOutput[],
  judgements: Record<string, Judgement>,
  reviewed: string[],
): {
  byVerdict: [Verdict | 'unjudged', number][];
  byRule: [string, Record<Verdict | 'unjudged', number>][];
  unjudged: OtherOutput[];
  gone: (Judgement & { key: string })[];
};
