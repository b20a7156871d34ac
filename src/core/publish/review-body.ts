import {
  htmlCode,
  htmlText,
  markdownCode,
  markdownMessage,
  markdownText,
} from '../report/inert-text.js';
import { renderTrailer, type ChangeMarker, type Marker } from './markers.js';
import type { PublishFinding } from './publish-input.js';
import { renderFenced } from './suggestion-fence.js';

/** GitHub refuses a review or comment body longer than this. */
export const BODY_LIMIT = 65_536;

/** A change the review body carries instead of an inline suggestion. */
export interface BodyEntry {
  /** `unanchored`: GitHub cannot take it inline; `overflow`: over the `max-comments` cap. */
  kind: 'unanchored' | 'overflow';
  op: string;
  node_id: string;
  workspace_id: string;
  /** The node text hashes of its workspaces, as markers carry them. */
  node_sha?: string;
  full_name: string;
  paths: string[];
  /** Why it is not inline, one per reason (`new file`, `outside the diff`, ...). */
  reasons: string[];
  /** The change this entry shows, as a git-style diff against the head. */
  diff: string;
  /** The workspace's whole patch against the head, for its marker. */
  workspace_patch: string;
  fingerprint: string;
}

/** What the body says, in the order it says it. */
export interface ReviewBodyInput {
  headline: string;
  commit_id: string;
  entries: readonly BodyEntry[];
  findings: readonly PublishFinding[];
  /**
   * Every fingerprint the review carries, comments included, for the review's
   * own marker; those of entries left out of the body are dropped from it, so
   * a later run posts them again.
   */
  fingerprints: readonly string[];
}

/** The rendered body, and the entries (by workspace id) and findings that did not fit. */
export interface ReviewBody {
  body: string;
  left_out: string[];
}

// Room kept for the closing "left out" line, which is itself capped below this.
const LEFT_OUT_RESERVE = 1_200;

/** One collapsible patch with the command that accepts it; its marker goes in the trailer. */
export function renderEntry(entry: BodyEntry): string {
  const paths = entry.paths.map(htmlCode).join(', ');
  return [
    '<details>',
    `<summary><b>${htmlText(entry.op)}</b> · ${htmlCode(entry.full_name)} · ${paths} — ${htmlText(entry.reasons.join(', '))}</summary>`,
    '',
    renderFenced('diff', entry.diff.replace(/\n$/, '').split('\n')),
    '',
    `Accept it with \`/remora accept ${entry.workspace_id}\`.`,
    '</details>',
  ].join('\n');
}

/** The marker of a body entry, for the body's trailer. */
export function entryMarker(entry: BodyEntry): ChangeMarker {
  return {
    kind: 'change',
    op: entry.op,
    node_id: entry.node_id,
    name: entry.full_name,
    workspace_id: entry.workspace_id,
    fingerprint: entry.fingerprint,
    patch: entry.workspace_patch,
    block: entry.diff,
    ...(entry.node_sha === undefined ? {} : { node_sha: entry.node_sha }),
  };
}

/**
 * One finding as a compact list item. The path, the node's name, the rule
 * and the message all come from the pull request (a message quotes its
 * code), so each is inert: the names as code spans, the rest as text.
 */
export function renderFinding({ op, full_name, finding }: PublishFinding): string {
  const message = markdownMessage(finding.message.replace(/\s+/g, ' ').trim());
  const where =
    finding.start_line === finding.end_line
      ? `${finding.path}:${finding.start_line}`
      : `${finding.path}:${finding.start_line}-${finding.end_line}`;
  return `- ${markdownCode(where)} **${markdownText(finding.rule)}** ${message} (${markdownText(op)}, ${markdownCode(full_name)})`;
}

/**
 * The review body: the headline, one `<details>` patch per entry, the
 * findings as a compact list. It stays under GitHub's limit: whatever does
 * not fit is named on a closing line, never dropped silently.
 */
export function renderReviewBody(input: ReviewBodyInput): ReviewBody {
  const trailer = (fingerprints: readonly string[], changes: readonly Marker[]): string =>
    renderTrailer({
      commit_id: input.commit_id,
      markers: [{ kind: 'review', fingerprints: [...fingerprints] }, ...changes],
    });
  // Sized with every fingerprint, and each entry's marker as a trailer of its own: the
  // trailer written at the end, without the left-out ones and with one envelope, is shorter.
  const parts = [input.headline];
  let size = input.headline.length + 1 + trailer(input.fingerprints, []).length;
  const budget = BODY_LIMIT - 1 - LEFT_OUT_RESERVE;
  const fits = (text: string): boolean => size + 2 + text.length <= budget;
  const leftOutEntries: string[] = [];
  const leftOutPrints = new Set<string>();
  const changes: ChangeMarker[] = [];
  for (const entry of input.entries) {
    const rendered = renderEntry(entry);
    const marker = entryMarker(entry);
    const markerSize = renderTrailer({ commit_id: input.commit_id, markers: [marker] }).length;
    if (leftOutEntries.length === 0 && size + 2 + rendered.length + markerSize <= budget) {
      parts.push(rendered);
      changes.push(marker);
      size += 2 + rendered.length + markerSize;
    } else {
      leftOutEntries.push(entry.workspace_id);
      leftOutPrints.add(entry.fingerprint);
    }
  }
  let leftOutFindings = 0;
  if (input.findings.length > 0) {
    const title = '**Findings** (also annotations on the `Remora` check run)';
    if (fits(title)) {
      const lines = [title];
      size += 2 + title.length;
      for (const finding of input.findings) {
        const line = renderFinding(finding);
        if (leftOutFindings === 0 && fits(line)) {
          lines.push(line);
          size += 1 + line.length;
        } else leftOutFindings += 1;
      }
      parts.push(lines.join('\n'));
    } else leftOutFindings = input.findings.length;
  }
  const leftOut = [
    ...leftOutEntries,
    ...(leftOutFindings > 0
      ? [`${leftOutFindings} finding${leftOutFindings === 1 ? '' : 's'}`]
      : []),
  ];
  if (leftOut.length > 0) parts.push(leftOutLine(leftOut));
  const kept = input.fingerprints.filter((print) => !leftOutPrints.has(print));
  return { body: `${parts.join('\n\n')}\n${trailer(kept, changes)}`, left_out: leftOut };
}

function leftOutLine(names: readonly string[]): string {
  const shown: string[] = [];
  let length = 0;
  for (const name of names) {
    if (length + name.length > LEFT_OUT_RESERVE - 200) break;
    shown.push(`\`${name}\``);
    length += name.length + 4;
  }
  const more = names.length - shown.length;
  return `Left out of this body (see the job summary / report): ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`;
}
