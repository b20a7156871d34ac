/**
 * The engine's ports: everything a run reads or writes outside its own
 * memory goes through one of these. Adapters implement them (Octokit, git,
 * the OpenAI SDK, tree-sitter); tests pass their own at the network edges.
 */
import type { AgentDefinition, ToolDefinition } from './core/agents/definition.js';
import type { GitHubFileEntry } from './core/diff/index.js';
import type { FileDiscovery } from './core/discovery/discover-file.js';
import type { WorkspaceOverlay } from './core/workspace/overlay.js';
import type { CheckAnnotation } from './core/publish/check-run.js';
import type { ReviewComment, ReviewRequest } from './core/publish/plan-review.js';

export type { ModelClient } from './core/runner/messages.js';

/**
 * The git operations Remora needs, on one repository: the one git interface.
 * Methods named `try*` return undefined where git says no; the others throw
 * `GIT_001` (or `CLI_001` for a revision the user named).
 */
export interface Git {
  /** The repository's top-level folder. */
  readonly root: string;
  /** The commit a revision names; CLI_001 when it names none. */
  resolveCommit(revision: string): Promise<string>;
  /** The best common ancestor of two commits; GIT_001 when they share none. */
  mergeBase(a: string, b: string): Promise<string>;
  /** `git diff` between two commits, with renames, in the standard a/ b/ form. */
  diff(base: string, head: string, paths?: readonly string[]): Promise<string>;
  /** The bytes of files at a commit, by repository path; absent paths are left out. */
  readFiles(commit: string, paths: readonly string[]): Promise<Map<string, Buffer>>;
  /** True when the working tree and index match HEAD (untracked files aside). */
  isClean(): Promise<boolean>;
  /** The tracked files whose working tree or index differs from HEAD, sorted. */
  changedTrackedFiles(): Promise<string[]>;
  /** Which of `paths` git tracks (is in the index). */
  trackedFiles(paths: readonly string[]): Promise<Set<string>>;
  /** Every path git tracks in the checkout (`git ls-files`), repository-relative. */
  listTrackedFiles(): Promise<Set<string>>;
  /** The repository's git folder shared by all its worktrees, absolute. */
  commonDir(): Promise<string>;
  /** The merge base of two commits; undefined when the repository lacks them (a shallow clone). */
  tryMergeBase(a: string, b: string): Promise<string | undefined>;
  /** `git diff -M base...head -- paths`; undefined when git cannot produce it. */
  tryDiffRange(base: string, head: string, paths: readonly string[]): Promise<string | undefined>;
  /** A file's bytes at a commit; undefined when it does not exist there or git cannot tell. */
  tryShow(commit: string, path: string): Promise<Uint8Array | undefined>;
  /**
   * The commits of `head`'s first-parent line, newest first, `head` itself
   * first, at most `count`; undefined when the repository lacks `head`.
   */
  tryFirstParents(head: string, count: number): Promise<string[] | undefined>;
  /** A temporary detached worktree at a commit, for a revision that is not checked out. */
  addWorktree(commit: string, dir: string): Promise<{ dir: string; remove(): Promise<void> }>;
}

/**
 * Runs a `command:` tool of an agent: the program gets the arguments as
 * JSON on stdin, in a materialised copy of the workspace, with a scrubbed
 * environment; its changes come back into the workspace.
 */
export type CommandToolRunner = (
  tool: ToolDefinition,
  definition: AgentDefinition,
  args: Record<string, unknown>,
  workspace: WorkspaceOverlay,
  /** Aborts when the run is cancelled: the command is killed with its process group. */
  signal?: AbortSignal,
) => Promise<unknown>;

/** A file to discover: its display path, and its bytes or where to read them. */
export type SourceInput = { file_path: string } & (
  { bytes: Uint8Array } | { absolute_path: string }
);

/** Finds the nodes of many files; results come back in input order. */
export interface Discoverer {
  discover(inputs: readonly SourceInput[]): Promise<FileDiscovery[]>;
  close(): Promise<void>;
}

/** GitHub stops listing a pull request's files after this many. */
export const PULL_FILES_LIMIT = 3000;

/** A review comment already on the pull request, as GitHub lists it. */
export interface PostedComment {
  /** The REST id (`databaseId` in GraphQL). */
  id: number;
  body: string;
  path: string;
  /** The line it sits on now; null when GitHub marks it outdated. */
  line: number | null;
  /** The author's login; `github-actions[bot]` for the job's own token. */
  user: string;
  in_reply_to_id?: number;
  /** The review it was posted with (`pull_request_review_id`), when GitHub gives one. */
  review_id?: number;
  /** How many 👎 reactions it has (the `reactions` rollup), when GitHub gives the rollup. */
  thumbsDown?: number;
}

/** A comment on an issue or pull request's conversation, as GitHub lists it. */
export interface PostedIssueComment {
  id: number;
  body: string;
  user: string;
}

/** A review already on the pull request. */
export interface PostedReview {
  id: number;
  body: string;
  user: string;
  /** The commit the review was posted on. */
  commit_id: string;
}

/** A review thread, from GraphQL: the resolution state the REST API does not give. */
export interface ReviewThread {
  /** The GraphQL node id that `resolveReviewThread` takes. */
  id: string;
  isResolved: boolean;
  isOutdated: boolean;
  /** The REST ids of the thread's comments, first comment first. */
  commentIds: number[];
  /** The login of who resolved it, when it is resolved. */
  resolvedBy?: string;
}

/** A check run's completion or an update that adds a batch of annotations. */
export interface CheckRunUpdate {
  status?: 'in_progress' | 'completed';
  conclusion?: 'success' | 'failure' | 'neutral' | 'skipped' | 'cancelled';
  output?: { title: string; summary: string; text?: string; annotations?: CheckAnnotation[] };
  /** Link from the check to the review, when one was posted. */
  details_url?: string;
  /** What the run tells later runs through its check (`REVIEWED_HEAD_MARK`). */
  external_id?: string;
}

/** A check run of a commit, as GitHub lists it. */
export interface ListedCheckRun {
  head_sha: string;
  status: string;
  conclusion: string | null;
  external_id: string | null;
  /** The slug of the app that wrote it: `github-actions` for the job's token; null when GitHub gives none. */
  app: string | null;
}

/** A reply to post in a review thread, which is then resolved. */
export interface ThreadAnswer {
  /** The thread's GraphQL node id. */
  threadId: string;
  body: string;
}

// Each consumer of GitHub takes the narrow interface it uses (a few calls);
// GitHubPort and GitHubCommandPort are their unions, and the Octokit adapter
// (adapters/github/github-port.ts) implements every one. Conventions for all:
// a 403 or 404 on a write is a `GH_002` error naming the permission the job
// lacks; other failures are `GH_001`.

/** The reads that find a pull request's changed nodes (action/pull-request-files.ts). */
export interface PullRequestReader {
  /** Every file entry GitHub lists for the pull request, in its order (at most 3000). */
  listPullFiles(pullNumber: number): Promise<GitHubFileEntry[]>;
  /** A file's exact bytes at `ref`; undefined when the file does not exist there. */
  tryFileContent(path: string, ref: string): Promise<Uint8Array | undefined>;
  /** The merge base of `base` and `head`: the commit the PR's diff is taken against. */
  compareBase(base: string, head: string): Promise<string>;
}

/** Files of a commit, read through the API (action/trusted-config.ts, action/base-files.ts). */
export interface RepositoryFiles {
  /** A file's exact bytes at `ref`; undefined when the file does not exist there. */
  tryFileContent(path: string, ref: string): Promise<Uint8Array | undefined>;
  /**
   * The repository-relative paths (`dir/...`) of every regular file (blob) under
   * the folder `dir` at `ref`, recursively; [] when there is no such folder.
   * Symbolic links and submodules are left out: what is listed is read as is.
   */
  listTreeFiles(ref: string, dir: string): Promise<string[]>;
}

/** The `Remora` check run, started and completed (action/check-run.ts). */
export interface CheckReporter {
  /** Creates the check run `name` on `headSha`, in progress; returns its id. */
  createCheckRun(name: string, headSha: string): Promise<number>;
  /** Updates a check run: more annotations, or its completion. */
  updateCheckRun(id: number, update: CheckRunUpdate): Promise<void>;
}

/** Earlier check runs: where a push finds the last head reviewed (action/incremental-review.ts). */
export interface CheckHistory {
  /**
   * The check runs named `name` on the commit `ref`, every attempt (one
   * page, newest first); none for a commit GitHub does not know (404, 422).
   */
  listCheckRuns(ref: string, name: string): Promise<ListedCheckRun[]>;
}

/** One review posted (action/post-review.ts). */
export interface ReviewPoster {
  /** Posts one review; returns its id and page address. */
  createReview(pullNumber: number, review: ReviewRequest): Promise<{ id: number; url: string }>;
  /**
   * Whether GitHub takes these comments on `commitId`: posts them as a
   * pending review and deletes it at once. False on 422; other errors throw.
   */
  acceptsComments(
    pullNumber: number,
    commitId: string,
    comments: readonly ReviewComment[],
  ): Promise<boolean>;
}

/** What earlier reviews left on a pull request (action/earlier-runs.ts, action/posted-workspaces.ts). */
export interface ReviewHistoryReader {
  /** Every review comment on the pull request, oldest first. */
  listReviewComments(pullNumber: number): Promise<PostedComment[]>;
  /** Every review on the pull request, oldest first. */
  listReviews(pullNumber: number): Promise<PostedReview[]>;
  /** Every review thread of the pull request (GraphQL, paginated). */
  listReviewThreads(pullNumber: number): Promise<ReviewThread[]>;
}

/** Earlier threads tidied (action/incremental-review.ts, action/posted-workspaces.ts, action/retry.ts). */
export interface ThreadSettler {
  /** Resolves these threads in one GraphQL request; nothing is sent for none. */
  resolveThreads(threadIds: readonly string[]): Promise<void>;
  /** Replies in each thread, then resolves it, all in one GraphQL request; nothing is sent for none. */
  answerThreads(answers: readonly ThreadAnswer[]): Promise<void>;
}

/** Reviewers' acts without a command: recorded rejections and 👎 (action/earlier-runs.ts). */
export interface ReviewerActsReader {
  /** Every comment of the pull request's conversation, oldest first: where Remora records rejections. */
  listIssueComments(issueNumber: number): Promise<PostedIssueComment[]>;
  /** The logins that reacted 👎 (`-1`) to a review comment. */
  listThumbsDown(commentId: number): Promise<string[]>;
}

/** Who may do what: only people with write access run commands and reject (action/comment-command.ts). */
export interface PermissionReader {
  /** The user's permission on the repository; `none` when they have none. */
  getPermission(user: string): Promise<Permission>;
}

/** The GitHub API calls a pull request's run makes, on one repository: the union of its parts. */
export interface GitHubPort
  extends
    PullRequestReader,
    RepositoryFiles,
    CheckReporter,
    CheckHistory,
    ReviewPoster,
    ReviewHistoryReader,
    ThreadSettler,
    ReviewerActsReader,
    PermissionReader {}

/** A pull request as the API gives it, for events that do not carry one (comments). */
export interface PullRequestInfo {
  number: number;
  headSha: string;
  baseSha: string;
  /** The head branch's name, e.g. `feature/x`. */
  headRef: string;
  /** The base branch's name: the branch the pull request would merge into. */
  baseRef: string;
  /** The base repository's default branch, as GitHub reports it with the pull request. */
  defaultBranch: string;
  /** `owner/name` of the head repository; null when the fork was deleted. */
  headRepo: string | null;
  /** `owner/name` of the base repository. */
  baseRepo: string;
  draft: boolean;
  state: 'open' | 'closed';
  url: string;
}

/** A repository permission, as `GET /repos/{o}/{r}/collaborators/{user}/permission` gives it. */
export type Permission = 'admin' | 'maintain' | 'write' | 'triage' | 'read' | 'none';

/** One file of a commit made through the Git Data API: its new bytes, or null to delete it. */
export interface CommitFile {
  path: string;
  content: Uint8Array | null;
}

/** The pull request a comment is on (action/comment-command.ts). */
export interface PullRequestLookup {
  /** The pull request `number`. */
  getPullRequest(number: number): Promise<PullRequestInfo>;
}

/** Answers a command where it was given (action/comment-command.ts, action/answer-question.ts). */
export interface CommentReplier {
  /** Reacts to an issue comment, or to a review comment when `on` says so. */
  addReaction(
    commentId: number,
    content: 'eyes' | 'rocket' | 'confused' | '+1',
    on?: 'issue' | 'review',
  ): Promise<void>;
  /** Comments on an issue or pull request (a reply to a command). */
  createIssueComment(issueNumber: number, body: string): Promise<{ id: number; url: string }>;
  /**
   * Replies in the thread of a pull request's review comment `commentId`
   * (the thread's first comment), without resolving it.
   */
  replyToReviewComment(
    pullNumber: number,
    commentId: number,
    body: string,
  ): Promise<{ id: number; url: string }>;
}

/** What a branch is (action/accept.ts, action/sweep-pull-request.ts). */
export interface BranchReader {
  /** The commit a branch points at; undefined when there is no such branch. */
  getBranchHead(branch: string): Promise<string | undefined>;
  /**
   * Whether `branch` is protected: `GET /branches/{branch}` says `protected`,
   * or an active ruleset requires a pull request, status checks or a merge
   * queue there, or restricts its updates (`GET /rules/branches/{branch}`).
   */
  isBranchProtected(branch: string): Promise<boolean>;
}

/** Commits made through the API and branches moved forward to them (`/remora accept`, sweeps). */
export interface BranchWriter {
  /**
   * Creates a commit on top of `parent` that changes `files` (blobs, a tree on
   * the parent's tree, the commit), without moving any branch; returns its SHA.
   * With `previous`, that commit is its second parent: a branch at `previous`
   * may then move to it as a fast-forward, and a branch that moved since may not.
   */
  createCommit(input: {
    parent: string;
    files: readonly CommitFile[];
    message: string;
    previous?: string;
  }): Promise<string>;
  /** Creates `branch` at `sha`. */
  createBranch(branch: string, sha: string): Promise<void>;
  /**
   * Moves `branch` to `sha`, only forward: a branch that moved since (a push
   * in between) is a GH_001 error saying so, never overwritten.
   */
  updateBranch(branch: string, sha: string): Promise<void>;
}

/** A sweep's pull request, opened or updated (action/sweep-pull-request.ts). */
export interface PullOpener {
  /**
   * The pull request from `head` (a branch of this repository) into `base`:
   * the open one if there is one, else the one opened last, if any.
   */
  findPull(
    head: string,
    base: string,
  ): Promise<{ number: number; url: string; body: string; open: boolean } | undefined>;
  /**
   * Opens a pull request from `head` into `base`. A 403 saying GitHub Actions
   * may not create pull requests is `GH_002` naming the repository setting.
   */
  createPull(input: {
    head: string;
    base: string;
    title: string;
    body: string;
  }): Promise<{ number: number; url: string }>;
  updatePull(number: number, input: { title: string; body: string }): Promise<void>;
}

/** A sweep's branch, moved on from the commit it was at (action/sweep-pull-request.ts). */
export interface SweepBranchMover {
  /** A commit's message and parents (the Git Data API's commit). */
  getCommit(sha: string): Promise<{ message: string; parents: string[] }>;
  /**
   * Moves a sweep's `branch` from `expected` to `sha`, which descends from
   * `expected` (its `previous` parent), as a fast-forward (`force: false`):
   * GitHub checks and moves the branch in one step, so a push since `expected`
   * is refused there, never overwritten, and is a WORK_001 error saying so.
   */
  resetBranch(branch: string, sha: string, expected: string): Promise<void>;
}

/**
 * The calls comment commands, `/remora accept` and sweeps make, beyond a
 * review's: the union of their parts (`contents: write`,
 * `pull-requests: write`, `issues: write` where they write).
 */
export interface GitHubCommandPort
  extends
    PullRequestLookup,
    CommentReplier,
    BranchReader,
    BranchWriter,
    PullOpener,
    SweepBranchMover {}

/**
 * The calls a comment command and `/remora accept` make (those of
 * {@link GitHubCommandPort} that open no pull request), as the Octokit
 * adapter gives them beside {@link GitHubPort}.
 */
export type CommentCommandPort = Pick<
  GitHubCommandPort,
  | 'getPullRequest'
  | 'addReaction'
  | 'createIssueComment'
  | 'replyToReviewComment'
  | 'getBranchHead'
  | 'isBranchProtected'
  | 'createCommit'
  | 'createBranch'
  | 'updateBranch'
>;

/**
 * The one GitHub interface: every call Remora makes, on one repository.
 * `createGitHubPort` builds it over one Octokit; each part of the run takes
 * only the calls it makes (a `Pick` of it).
 */
export interface GitHub extends GitHubPort, GitHubCommandPort {}
