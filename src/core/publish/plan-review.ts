import { markdownCode, markdownMessage, markdownText } from '../report/inert-text.js';
import type { LineRange } from '../node-lines.js';
import { formatFileDiff } from '../workspace/unified-diff.js';
import { applySuggestions } from './anchor.js';
import { labelAuthors, normaliseAuthors, type AuthorLabels } from './authors.js';
import { applyHunksToText } from './change-hunks.js';
import { fingerprint, withTrailer } from './markers.js';
import { isRejected, type RejectedSet } from './rejections.js';
import { planPieces, type BodyPiece, type PlannedSuggestion } from './plan-pieces.js';
import type { PublishFinding, PublishWorkspace } from './publish-input.js';
import { BODY_LIMIT, renderReviewBody, type BodyEntry } from './review-body.js';
import { renderSuggestion } from './suggestion-fence.js';

/** The `max-comments` default: inline comments per review. */
export const DEFAULT_MAX_COMMENTS = 30;

/** Everything a review is planned from; nothing here is fetched or written. */
export interface PlanInput {
  /** The head SHA the pull request's diff was read at. */
  commit_id: string;
  /** The nodes' final workspaces, in merge order ({@link collectWorkspaces}). */
  workspaces: readonly PublishWorkspace[];
  findings: readonly PublishFinding[];
  /** RIGHT-side ranges GitHub takes comments on, per head path ({@link commentableRanges}). */
  commentable: ReadonlyMap<string, readonly LineRange[]>;
  /** The cap on inline comments; the rest go to the body. */
  maxComments: number;
  /** Whether a file still parses; each file is checked with each suggestion applied. */
  parses: (path: string, text: string) => boolean;
  /**
   * The encoding a file's text is written in (by its language: a Python file
   * may name another in its coding header); a suggestion with characters
   * outside ASCII in a file not in UTF-8 goes to the body.
   */
  encodingOf: (path: string, text: string) => string;
  /** Fingerprints an earlier run already posted: never posted again. */
  alreadyPosted?: ReadonlySet<string>;
  /** What reviewers rejected: never posted again while the node stays the same. */
  rejected?: RejectedSet;
  /** How many nodes were reviewed, for the headline. */
  nodes?: number;
}

/** One inline comment as `pulls.createReview` takes it (never `position`). */
export interface ReviewComment {
  path: string;
  line: number;
  side: 'RIGHT';
  start_line?: number;
  start_side?: 'RIGHT';
  body: string;
}

/** The request body of `pulls.createReview`. */
export interface ReviewRequest {
  commit_id: string;
  event: 'COMMENT';
  body: string;
  comments: ReviewComment[];
}

export interface PlannedReview {
  review: ReviewRequest;
  /** Changes in the body because GitHub cannot take them inline. */
  unanchored: BodyEntry[];
  /** Changes in the body because of the `max-comments` cap. */
  overflow: BodyEntry[];
  /** Body entries (workspace ids) and findings that did not fit in the body. */
  left_out: string[];
  /** Fingerprints left out because an earlier run posted them. */
  already_posted: string[];
  /** Fingerprints left out because a reviewer rejected their workspace on the same node. */
  rejected: string[];
  /** No new comment and no new body entry: a rerun should post no review. */
  nothing_new: boolean;
}

interface RenderedComment {
  comment: ReviewComment;
  planned: PlannedSuggestion;
  fingerprint: string;
  labels: AuthorLabels;
}

/**
 * Plans the one review a run posts: a suggestion per (node, op) change on
 * the pull request's diff, joined where changes overlap, checked to parse,
 * capped; everything else in the body, in the same form whatever the reason.
 */
export function planReview(input: PlanInput): PlannedReview {
  const posted = input.alreadyPosted ?? new Set<string>();
  const { suggestions, pieces } = planPieces(input.workspaces, input.commentable);
  const alreadyPosted: string[] = [];
  const rejected: string[] = [];
  const fresh: RenderedComment[] = [];
  for (const planned of suggestions) {
    const head = input.workspaces[planned.authors[0]?.workspace ?? 0]?.head.get(planned.path) ?? '';
    if (!input.parses(planned.path, applySuggestions(head, [planned.suggestion]))) {
      pieces.push(toPiece(planned, 'unanchored', 'does not parse with the suggestion applied'));
      continue;
    }
    const notUtf8 = outsideUtf8(input.encodingOf(planned.path, head), planned.suggestion.lines);
    if (notUtf8) {
      pieces.push(toPiece(planned, 'unanchored', notUtf8));
      continue;
    }
    const rendered = renderComment(input.workspaces, planned, input.commit_id);
    if (isRejected(input.rejected, rendered.labels, rendered.fingerprint))
      rejected.push(rendered.fingerprint);
    else if (posted.has(rendered.fingerprint)) alreadyPosted.push(rendered.fingerprint);
    else if (rendered.comment.body.length >= BODY_LIMIT)
      pieces.push(toPiece(planned, 'unanchored', 'too long for a comment'));
    else fresh.push(rendered);
  }
  fresh.sort(
    (a, b) =>
      (a.comment.path < b.comment.path ? -1 : a.comment.path > b.comment.path ? 1 : 0) ||
      a.comment.line - b.comment.line,
  );
  const inline = fresh.slice(0, Math.max(0, input.maxComments));
  for (const extra of fresh.slice(inline.length))
    pieces.push(toPiece(extra.planned, 'overflow', 'over the max-comments cap'));
  const entries: BodyEntry[] = [];
  for (const entry of bodyEntries(input.workspaces, pieces)) {
    if (isRejected(input.rejected, entry, entry.fingerprint)) rejected.push(entry.fingerprint);
    else if (posted.has(entry.fingerprint)) alreadyPosted.push(entry.fingerprint);
    else entries.push(entry);
  }
  const body = renderReviewBody({
    headline: headline(input, inline.length, entries.length, alreadyPosted.length),
    commit_id: input.commit_id,
    entries,
    findings: input.findings,
    fingerprints: [...inline.map((c) => c.fingerprint), ...entries.map((e) => e.fingerprint)],
  });
  return {
    review: {
      commit_id: input.commit_id,
      event: 'COMMENT',
      body: body.body,
      comments: inline.map((c) => c.comment),
    },
    unanchored: entries.filter((e) => e.kind === 'unanchored'),
    overflow: entries.filter((e) => e.kind === 'overflow'),
    left_out: body.left_out,
    already_posted: alreadyPosted,
    rejected,
    nothing_new: inline.length === 0 && entries.length === 0,
  };
}

/**
 * Why a suggestion cannot be committed from GitHub's page, if it cannot: the
 * page commits a suggestion's lines as UTF-8, so in a file that declares
 * another encoding (a PEP 263 cookie: latin-1, cp1252, ...) lines holding
 * any character beyond ASCII would be written in the wrong encoding. Such a
 * change goes to the body, where `/remora accept` writes it in the file's own.
 */
function outsideUtf8(encoding: string, lines: readonly string[]): string | undefined {
  if (encoding === 'utf-8' || lines.every(isAscii)) return undefined;
  return `the file is in ${encoding}, and GitHub would commit the suggestion's lines as UTF-8`;
}

function isAscii(line: string): boolean {
  for (let i = 0; i < line.length; i++) if (line.charCodeAt(i) > 0x7f) return false;
  return true;
}

function toPiece(planned: PlannedSuggestion, kind: BodyPiece['kind'], reason: string): BodyPiece {
  return {
    kind,
    path: planned.path,
    authors: planned.authors,
    hunks: planned.suggestion.hunks,
    reason,
  };
}

function renderComment(
  workspaces: readonly PublishWorkspace[],
  planned: PlannedSuggestion,
  commitId: string,
): RenderedComment {
  const labels = labelAuthors(workspaces, planned.authors);
  const { suggestion, path } = planned;
  const print = fingerprint(path, labels.full_name, labels.op, suggestion.lines.join('\n'));
  const head = workspaces[planned.authors[0]?.workspace ?? 0]?.head.get(path) ?? '';
  const block = formatFileDiff({ path, before: head, after: applySuggestions(head, [suggestion]) });
  const body = withTrailer(
    [commentTitle(labels), '', renderSuggestion(suggestion.lines)].join('\n'),
    {
      commit_id: commitId,
      markers: [
        {
          kind: 'change',
          op: labels.op,
          node_id: labels.node_id,
          name: labels.full_name,
          workspace_id: labels.workspace_id,
          fingerprint: print,
          patch: labels.patch,
          block,
          ...(labels.node_sha === undefined ? {} : { node_sha: labels.node_sha }),
        },
      ],
    },
  );
  const range =
    suggestion.start_line < suggestion.line
      ? { start_line: suggestion.start_line, start_side: 'RIGHT' as const }
      : {};
  return {
    comment: { path, line: suggestion.line, side: 'RIGHT', ...range, body },
    planned,
    fingerprint: print,
    labels,
  };
}

function commentTitle(labels: AuthorLabels): string {
  const title = `**${markdownText(labels.ops.join(' + '))}** on ${markdownCode(labels.full_name)}`;
  const said = labels.summaries.filter((s) => s.summary.trim() !== '');
  if (said.length === 0) return title;
  if (labels.ops.length === 1 && said.length === 1)
    return `${title}: ${summaryText(said[0]?.summary)}`;
  return [title, ...said.map((s) => `- ${markdownText(s.op)}: ${summaryText(s.summary)}`)].join(
    '\n',
  );
}

/** An op's summary, one line and inert: it may quote the pull request's code or names. */
function summaryText(text: string | undefined): string {
  return markdownMessage((text ?? '').replace(/\s+/g, ' ').trim());
}

/** Pieces grouped per kind and authors into body entries, each with its diff and fingerprint. */
function bodyEntries(
  workspaces: readonly PublishWorkspace[],
  pieces: readonly BodyPiece[],
): BodyEntry[] {
  const groups = new Map<string, BodyPiece[]>();
  for (const piece of pieces) {
    const key = `${piece.kind} ${normaliseAuthors(piece.authors)
      .map((a) => `${a.workspace}:${a.step}`)
      .join('|')}`;
    groups.set(key, [...(groups.get(key) ?? []), piece]);
  }
  return [...groups.values()].map((group) => {
    const labels = labelAuthors(
      workspaces,
      group.flatMap((piece) => piece.authors),
    );
    const paths = [...new Set(group.map((piece) => piece.path))];
    const versions = paths.map((path) => {
      const ofPath = group.filter((piece) => piece.path === path);
      const head = headOf(workspaces, ofPath[0] as BodyPiece);
      const whole = ofPath.find((piece) => piece.whole)?.whole;
      const after = whole
        ? whole.after
        : applyHunksToText(
            head ?? '',
            ofPath.flatMap((piece) => piece.hunks),
          );
      return { path, before: head, after };
    });
    const diff = versions.map(formatFileDiff).join('');
    const content = versions.map((v) => `${v.path}\0${v.after ?? ''}`).join('\0');
    return {
      kind: (group[0] as BodyPiece).kind,
      op: labels.op,
      node_id: labels.node_id,
      workspace_id: labels.workspace_id,
      ...(labels.node_sha === undefined ? {} : { node_sha: labels.node_sha }),
      full_name: labels.full_name,
      paths,
      reasons: [...new Set(group.map((piece) => piece.reason))],
      diff,
      workspace_patch: labels.patch,
      fingerprint: fingerprint(paths.join('\0'), labels.full_name, labels.op, content),
    };
  });
}

function headOf(workspaces: readonly PublishWorkspace[], piece: BodyPiece): string | undefined {
  return workspaces[piece.authors[0]?.workspace ?? 0]?.head.get(piece.path);
}

function headline(
  input: PlanInput,
  inline: number,
  entries: number,
  alreadyPosted: number,
): string {
  const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;
  const parts = [
    `${count(inline, 'suggestion', 'suggestions')} inline`,
    `${count(entries, 'change', 'changes')} below`,
    count(input.findings.length, 'finding', 'findings'),
  ];
  if (alreadyPosted > 0) parts.push(`${alreadyPosted} already posted earlier`);
  const reviewed = input.nodes === undefined ? '' : ` ${count(input.nodes, 'node', 'nodes')}`;
  return `**Remora** reviewed${reviewed}: ${parts.join(', ')}.`;
}
