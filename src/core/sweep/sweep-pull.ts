import { createHash } from 'node:crypto';
import { fenceFor } from '../publish/suggestion-fence.js';
import { htmlCode, htmlText, markdownCode, markdownText } from '../report/inert-text.js';
import { describePatterns, renderOpTable, type OpTotals } from './sweep-report.js';

/** The trailer that marks a commit as a sweep's own; its value is the sweep's hash. */
export const SWEEP_TRAILER = 'Remora-Sweep';
/** The trailer that records what a sweep's commit changed, so a rerun with nothing new commits nothing. */
export const CHANGES_TRAILER = 'Remora-Changes';

/** GitHub refuses a pull request body longer than this. */
export const MAX_PULL_BODY = 65_536;

// Matched only from the start of a run of line ends: from inside it, `\n*` would scan it again.
const COMMIT_RECORD = /(?<!\n)\n*<!-- remora:sweep-commit ([0-9a-f]{40}) -->\s*$/;
/** Room the record of the sweep's commit takes at the end of its pull request's body. */
export const COMMIT_RECORD_ROOM = 80;

/**
 * The pull request body with the commit the sweep made recorded at its end,
 * hidden: the one commit of its branch a later sweep may move the branch from.
 */
export function recordSweepCommit(body: string, sha: string): string {
  return `${body.replace(COMMIT_RECORD, '')}\n\n<!-- remora:sweep-commit ${sha} -->`;
}

/** The commit a sweep's pull request body records as the sweep's own, if any. */
export function recordedSweepCommit(body: string): string | undefined {
  return COMMIT_RECORD.exec(body)?.[1];
}

/** The branch a sweep of these patterns commits to. */
export function sweepBranch(hash: string): string {
  return `remora/sweep-${hash}`;
}

/** A hash of the files a commit writes (path and bytes, or deletion), in path order. */
export function changesHash(
  files: readonly { path: string; content: Uint8Array | null }[],
): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    hash.update(`${file.path}\0${file.content === null ? 'deleted' : file.content.byteLength}\0`);
    if (file.content) hash.update(file.content);
  }
  return hash.digest('hex').slice(0, 16);
}

/** What a sweep's commit says about itself. */
export interface SweepCommit {
  hash: string;
  changes: string;
  patterns: readonly string[];
  ops: readonly string[];
  files: number;
  changeCount: number;
}

/** The title of a sweep's pull request, and the subject of its commit. */
export function sweepTitle(ops: readonly string[], patterns: readonly string[]): string {
  return `Remora sweep: ${ops.join(', ')} on ${plainPatterns(patterns)}`;
}

/** The commit message, ending with the trailers that mark the commit as the sweep's own. */
export function sweepCommitMessage(commit: SweepCommit): string {
  return [
    sweepTitle(commit.ops, commit.patterns),
    '',
    `${commit.changeCount} change${commit.changeCount === 1 ? '' : 's'} in ${commit.files} ` +
      `file${commit.files === 1 ? '' : 's'}, by the ops marked auto_accept.`,
    '',
    `${SWEEP_TRAILER}: ${commit.hash}`,
    `${CHANGES_TRAILER}: ${commit.changes}`,
  ].join('\n');
}

/** The trailers of a commit message (its last paragraph's `Key: value` lines). */
export function readTrailers(message: string): Map<string, string> {
  const paragraphs = message.trim().split(/\n\s*\n/);
  const trailers = new Map<string, string>();
  for (const line of (paragraphs.at(-1) ?? '').split('\n')) {
    const trailer = trailerOf(line);
    if (trailer) trailers.set(trailer[0], trailer[1]);
  }
  return trailers;
}

function plainPatterns(patterns: readonly string[]): string {
  return patterns.length === 0 ? 'the whole repository' : patterns.join(', ');
}

/** One committed change, as the pull request shows it. */
export interface PullChange {
  path: string;
  full_name: string;
  op: string;
  diff: string;
}

/** What the pull request's body is made of. */
export interface SweepPullBody {
  patterns: readonly string[];
  /** The ops whose changes are committed. */
  ops: readonly string[];
  totals: readonly OpTotals[];
  changes: readonly PullChange[];
  /** Changes not committed, one sentence each (overlaps, encodings, lineage). */
  notCommitted: readonly string[];
  /** Where the full report is, such as the workflow run's page. */
  reportUrl?: string;
}

// What the list of changes left out may take at most, so it always fits.
const LEFT_OUT_ROOM = 6_000;
const LISTED_NOT_COMMITTED = 30;

/**
 * The pull request's body: what was swept, the op table, what was not
 * committed and why, then each change as a collapsed diff for as long as
 * they fit in `max` characters; the changes that do not fit are named at the
 * end (as many as fit, then a count).
 */
export function renderSweepPullBody(body: SweepPullBody, max: number = MAX_PULL_BODY): string {
  const head = [
    `Remora swept ${describePatterns(body.patterns)} and commits here what the ops marked ` +
      `\`auto_accept\` (${body.ops.map((op) => `\`${op}\``).join(', ')}) changed. ` +
      'Review it as any pull request. The next sweep of these paths rebuilds this branch ' +
      'on the default branch, unless someone else has pushed to it.',
    '',
    renderOpTable(body.totals.filter((t) => body.ops.includes(t.op))),
    ...notCommittedList(body.notCommitted),
  ];
  if (body.reportUrl) head.push('', `The full report: ${body.reportUrl}`);
  head.push('', `### Changes (${body.changes.length})`, '');
  let text = `${head.join('\n')}\n`;
  const budget = max - LEFT_OUT_ROOM;
  let shown = 0;
  for (const change of body.changes) {
    const section = `${renderChange(change)}\n`;
    if (text.length + section.length > budget) break;
    text += section;
    shown += 1;
  }
  const rest = body.changes.slice(shown);
  if (rest.length > 0) text += leftOutList(rest, max - text.length);
  return text.length <= max ? text : text.slice(0, max);
}

function notCommittedList(notes: readonly string[]): string[] {
  if (notes.length === 0) return [];
  const listed = notes.slice(0, LISTED_NOT_COMMITTED).map((note) => `- ${note}`);
  const more = notes.length - listed.length;
  return [
    '',
    '**Not committed:**',
    '',
    ...listed,
    ...(more > 0 ? [`- and ${more} more, in the report`] : []),
  ];
}

function renderChange(change: PullChange): string {
  const fence = fenceFor(change.diff);
  return [
    `<details><summary>${htmlCode(change.path)} ${htmlCode(change.full_name)} (${htmlText(change.op)})</summary>`,
    '',
    `${fence}diff`,
    change.diff.replace(/\n$/, ''),
    fence,
    '',
    '</details>',
    '',
  ].join('\n');
}

/** The changes that did not fit, named for as long as the room lasts, then counted. */
function leftOutList(rest: readonly PullChange[], room: number): string {
  const headline = `\n**Not shown, for want of room (${rest.length}):** `;
  // Room kept for the closing `, and N more in the report.`
  const reserve = 64;
  let listed = '';
  for (const [index, change] of rest.entries()) {
    const name = `${index === 0 ? '' : ', '}${markdownCode(change.path)} ${markdownCode(change.full_name)} (${markdownText(change.op)})`;
    if (headline.length + listed.length + name.length + reserve > room)
      return `${headline}${listed}${index === 0 ? '' : ', and '}${rest.length - index} more in the report.\n`;
    listed += name;
  }
  return `${headline}${listed}.\n`;
}

/**
 * `Key: value` with the value trimmed, as `^([A-Za-z][A-Za-z0-9-]*):\s*(.+?)\s*$` reads it, but
 * split at the colon and trimmed rather than matched: that pattern backtracks in cubic time on a
 * long line of spaces.
 */
function trailerOf(line: string): [string, string] | undefined {
  const key = /^[A-Za-z][A-Za-z0-9-]*:/.exec(line)?.[0];
  if (!key) return undefined;
  const rest = line.slice(key.length);
  const value = rest.trim();
  // A value all of spaces is its last one; a line end inside a value is no trailer.
  if (value === '') return rest === '' ? undefined : [key.slice(0, -1), rest.slice(-1)];
  return /[\r\u2028\u2029]/.test(value) ? undefined : [key.slice(0, -1), value];
}
