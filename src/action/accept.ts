import { mergeAcceptedChanges } from '../core/commands/accept-merge.js';
import {
  acceptCommitMessage,
  renderAlreadyInHead,
  renderCommitted,
  renderForkPatch,
  renderRefusal,
  type AcceptedChange,
  type AcceptRefusal,
  type Commenter,
} from '../core/commands/command-replies.js';
import {
  distrustedMarkersNaming,
  changesNaming,
  latestChangeOf,
  pendingChanges,
  placeChanges,
  workspaceIds,
  type PostedChange,
} from '../core/commands/posted-changes.js';
import { isRepositoryPath, rebaseChange } from '../core/commands/rebase-change.js';
import { reviewRecord } from '../core/feedback/review-record.js';
import { BUILTIN_STRUCTURAL_MERGE } from '../languages/registry.js';
import { pathsToRead, readEarlierRuns } from '../core/publish/reconcile.js';
import type { ReviewVerdict } from '../core/publish/verdicts.js';
import { acceptedVerdicts, withoutRejected } from './accept-verdicts.js';
import type { RejectionReader } from './earlier-runs.js';
import { encodeFileText } from '../languages/file-text.js';
import { formatUnifiedDiff } from '../core/workspace/unified-diff.js';
import type {
  BranchReader,
  BranchWriter,
  CommitFile,
  PostedComment,
  PostedReview,
  PullRequestInfo,
  RepositoryFiles,
  ReviewHistoryReader,
  ThreadSettler,
} from '../ports.js';
import { REMORA_AUTHOR } from './pull-request.js';
import { createTextsAt, type TextsAt } from './texts-at.js';
import { keepFeedback, type FeedbackPlace } from './feedback.js';
import { info } from './log.js';
import { ownTexts, resolveOpenThreads } from './posted-workspaces.js';

/** What an accept asks for, and who asked. */
export interface AcceptRequest {
  /** A workspace id, or `all` for every pending change. */
  target: string;
  commenter: Commenter;
  /** The command as typed, for the commit message. */
  command: string;
  /** Computes and logs the commit, and makes none. */
  dryRun: boolean;
  /** Where the accept's review records go (docs/feedback.md). */
  feedback: FeedbackPlace;
}

/** How an accept ended: the reply to post, and whether it did what was asked. */
export interface AcceptOutcome {
  ok: boolean;
  reply: string;
  /** The labelled verdicts of the workspaces now in the head, for the feedback records. */
  verdicts?: ReviewVerdict[];
}

type Refused = { refusal: AcceptRefusal };

/**
 * The GitHub calls `/remora accept` makes: Remora's comments and threads,
 * reviewers' rejections, the files at the head, the branch checked and moved
 * forward to the new commit, the accepted threads resolved.
 */
export type AcceptPort = ReviewHistoryReader &
  RejectionReader &
  Pick<RepositoryFiles, 'tryFileContent'> &
  Pick<BranchReader, 'isBranchProtected'> &
  Pick<BranchWriter, 'createCommit' | 'updateBranch'> &
  Pick<ThreadSettler, 'resolveThreads'>;

/**
 * `/remora accept <id>|all`: finds the changes in Remora's own markers,
 * carries each from the commit it was posted on to the pull request's
 * current head (read through the API), and commits the result to the pull
 * request's branch through the Git Data API, with the accepted threads
 * resolved. Refuses, with nothing changed, when a marker was edited, a
 * change no longer applies, changes overlap, the branch is a fork's, or it
 * is the repository's default branch or a protected one (BRANCH_001).
 */
export async function acceptChanges(
  github: AcceptPort,
  pr: PullRequestInfo,
  request: AcceptRequest,
): Promise<AcceptOutcome> {
  const [comments, reviews, threads] = await Promise.all([
    github.listReviewComments(pr.number),
    github.listReviews(pr.number),
    github.listReviewThreads(pr.number),
  ]);
  const runs = readEarlierRuns({ comments, reviews, threads, author: REMORA_AUTHOR });
  const placed = placeChanges(runs, comments, reviews);
  for (const problem of [...runs.problems, ...placed.problems]) info(problem);
  const texts = createTextsAt(github);
  const selected = await select(
    github,
    request.target,
    placed.changes,
    { comments, reviews },
    pr,
    texts,
  );
  if ('refusal' in selected) return refuse(selected.refusal);
  const result = await carryOver(selected, pr, texts);
  if ('refusal' in result) return refuse(result.refusal);
  const accepted = selected.map(describeChange);
  const ids = selected.flatMap((c) => workspaceIds(c.change.marker.workspace_id));
  const verdicts = acceptedVerdicts(placed.changes, ids, pr.number, request.commenter.login);
  if (result.size === 0) {
    await resolveOpenThreads(
      github,
      changesNaming(placed.changes, ids),
      request.dryRun,
      'accepted changes',
    );
    if (!request.dryRun) recordAccepted(selected, pr, request);
    return { ok: true, reply: renderAlreadyInHead(ids, pr.headSha), verdicts };
  }
  if (pr.headRepo !== pr.baseRepo) {
    const head = texts.at(pr.headSha);
    const patch = formatUnifiedDiff(
      [...result].map(([path, after]) => ({ path, before: head(path), after })),
    );
    return { ok: false, reply: renderForkPatch(pr.headRepo, accepted, patch, pr.headSha) };
  }
  const closed = await whyBranchClosed(github, pr);
  if (closed) {
    const head = texts.at(pr.headSha);
    const patch = formatUnifiedDiff(
      [...result].map(([path, after]) => ({ path, before: head(path), after })),
    );
    return refuse({ kind: 'closed-branch', branch: pr.headRef, why: closed, patch });
  }
  const files = encode(result);
  if ('refusal' in files) return refuse(files.refusal);
  const message = acceptCommitMessage(accepted, request.commenter, request.command, pr.number);
  if (request.dryRun) {
    info(`dry run: the commit that would go on ${pr.headRef}:\n${message}`);
    return { ok: true, reply: `Dry run: nothing committed.\n\n${message}` };
  }
  const commit = await github.createCommit({ parent: pr.headSha, files, message });
  await github.updateBranch(pr.headRef, commit);
  info(`committed ${commit} to ${pr.headRef}: ${ids.join(', ')}`);
  await resolveOpenThreads(github, changesNaming(placed.changes, ids), false, 'accepted changes');
  recordAccepted(selected, pr, request);
  return { ok: true, reply: renderCommitted(accepted, commit, pr.headRef), verdicts };
}

/**
 * Why accept may not commit to the pull request's head branch: it is the
 * repository's default branch (a pull request from `main` into another
 * branch), or GitHub says it is protected. Asked of the API each time: what
 * the event or the comment says of the branch proves nothing.
 */
async function whyBranchClosed(
  github: Pick<BranchReader, 'isBranchProtected'>,
  pr: PullRequestInfo,
): Promise<'default' | 'protected' | undefined> {
  if (pr.headRef === pr.defaultBranch) return 'default';
  return (await github.isBranchProtected(pr.headRef)) ? 'protected' : undefined;
}

/**
 * A review record per accepted change: the reviewer took it whole. The
 * commit is made by then, so a record that cannot be written is a warning.
 */
function recordAccepted(
  changes: readonly PostedChange[],
  pr: PullRequestInfo,
  request: AcceptRequest,
): void {
  const at = new Date();
  for (const posted of changes) {
    keepFeedback(`the accept of ${posted.change.marker.workspace_id}`, request.feedback, () =>
      reviewRecord(
        {
          repository: pr.baseRepo,
          pullRequest: pr.number,
          commitId: posted.commit,
          marker: posted.change.marker,
        },
        { verdict: 'accepted', text: request.command, reviewer: request.commenter.login, at },
      ),
    );
  }
}

function refuse(refusal: AcceptRefusal): AcceptOutcome {
  const reply = renderRefusal(refusal);
  info(reply);
  return { ok: false, reply };
}

/** The changes to commit: the named workspace's latest, or every pending one. */
async function select(
  github: RejectionReader,
  target: string,
  changes: readonly PostedChange[],
  posted: { comments: readonly PostedComment[]; reviews: readonly PostedReview[] },
  pr: PullRequestInfo,
  texts: TextsAt,
): Promise<PostedChange[] | Refused> {
  if (target !== 'all') {
    const { broken, quoted } = distrustedMarkersNaming(ownTexts(posted), target);
    // An edited trailer refuses the id outright: an older sound copy is not what was shown last.
    if (broken.length > 0)
      return { refusal: { kind: 'broken-marker', id: target, problems: broken } };
    const chosen = latestChangeOf(changes, target);
    if (chosen) return [chosen];
    // Quoted text cannot block a change Remora did post; it only explains an unknown id.
    return quoted.length > 0
      ? { refusal: { kind: 'quoted-marker', id: target, problems: quoted } }
      : { refusal: { kind: 'unknown', id: target } };
  }
  await texts.load(pr.headSha, pathsToRead(changes.map((c) => c.change)).filter(isRepositoryPath));
  const pending = await withoutRejected(
    github,
    pr,
    changes,
    pendingChanges(changes, texts.at(pr.headSha)),
    posted.comments,
  );
  return pending.length > 0 ? pending : { refusal: { kind: 'none-pending' } };
}

/** Each change carried to the head, and merged into one set of files. */
async function carryOver(
  changes: readonly PostedChange[],
  pr: PullRequestInfo,
  texts: TextsAt,
): Promise<Map<string, string | undefined> | Refused> {
  const rebased = [];
  for (const posted of changes) {
    const { marker, files } = posted.change;
    const paths = [...new Set(files.map((f) => f.path))].filter(isRepositoryPath);
    await texts.load(posted.commit, paths);
    await texts.load(pr.headSha, paths);
    const result = rebaseChange(
      files,
      texts.at(posted.commit),
      texts.at(pr.headSha),
      BUILTIN_STRUCTURAL_MERGE,
    );
    if (!result.ok) {
      const id = marker.workspace_id;
      return {
        refusal:
          result.kind === 'stale'
            ? { kind: 'stale', id, path: result.path, posted: posted.commit, head: pr.headSha }
            : {
                kind: 'unfit',
                id,
                path: result.path,
                reason: result.reason,
                posted: posted.commit,
              },
      };
    }
    rebased.push({ id: marker.workspace_id, files: result.files });
  }
  if (rebased.length === 1) return rebased[0]?.files ?? new Map();
  const merged = await mergeAcceptedChanges(
    texts.at(pr.headSha),
    rebased,
    BUILTIN_STRUCTURAL_MERGE,
  );
  return merged.ok
    ? merged.files
    : {
        refusal: {
          kind: 'conflict',
          conflicts: merged.conflicts.map((c) => ({ path: c.path, workspaces: c.workspaces })),
        },
      };
}

function encode(files: ReadonlyMap<string, string | undefined>): CommitFile[] | Refused {
  const encoded: CommitFile[] = [];
  for (const [path, text] of files) {
    if (text === undefined) {
      encoded.push({ path, content: null });
      continue;
    }
    const bytes = encodeFileText(path, text);
    if (!bytes.ok) return { refusal: { kind: 'unwritable', path, reason: bytes.reason } };
    encoded.push({ path, content: bytes.bytes });
  }
  return encoded;
}

function describeChange(posted: PostedChange): AcceptedChange {
  const { marker, files } = posted.change;
  return {
    op: marker.op,
    workspaceId: marker.workspace_id,
    ...(posted.node === undefined ? {} : { node: posted.node }),
    paths: [...new Set(files.map((f) => f.path))],
  };
}
