import type { PullRequestEvent } from '../adapters/github/pull-request-event.js';
import type { ChangedNode, FileDiff } from '../core/diff/index.js';
import type { Diagnostic } from '../core/errors.js';
import type { ReviewTrajectory } from '../core/feedback/review-trajectory.js';
import {
  commentableRanges,
  nodeContentHash,
  textSha256,
  workspaceVerdicts,
  type EarlierVerdicts,
  type RejectedSet,
  type Rejection,
  type ReviewVerdict,
} from '../core/publish/index.js';
import { markdownCode } from '../core/report/inert-text.js';
import type { ReviewerInstruction } from '../core/runner/opening-request.js';
import { describeError } from '../core/errors.js';
import type { Git } from '../ports.js';
import { selectChangedNodes, withoutLinkedFiles, type DiffedFile } from './changed-nodes.js';
import {
  narrowToChangedSince,
  type IncrementalTargets,
  type ReviewScope,
} from './incremental-targets.js';
import { prepareRun, type ChosenBackend, type PreparedRun, type RunVariant } from './prepare.js';
import { planPublication, type Publication } from './publication.js';
import type { ReviewReport } from './review.js';
import { publishedRuns } from './review-trajectories.js';
import type { Conversation, ResumePoint } from './run-operation.js';

/** What a review of a pull request may be narrowed to, by a comment command. */
export interface ReviewRunOptions {
  /** The ops to run instead of the configured ones: a list, or `all`. */
  ops?: readonly string[] | 'all';
  /** Only nodes in these repository paths (files, or folders ending in `/`). */
  paths?: readonly string[];
  /** Forces tools that run code off, whatever `allow-execute` says. */
  noExecute?: boolean;
  /**
   * `/remora retry`: only this node (with `ops` the one op), the reviewer's
   * instruction in its opening message, and its workspace planned even if a
   * reviewer rejected it before (the reviewer asked for it again).
   */
  retry?: { nodeId: string; instruction: ReviewerInstruction };
  /** Resumes one waiting op on one node with its answer, instead of starting the ops afresh. */
  resume?: ResumeRequest;
}

/** A waiting op to resume: its node as it was when it asked, and where to go on from. */
export interface ResumeRequest {
  node_id: string;
  /** SHA-256 of the node's text when the question was asked: the node at the head must match. */
  node_sha256: string;
  workspace_id: string;
  point: ResumePoint;
}

/** The pull request's files as read (listed, diffed, both versions' bytes), before discovery. */
export interface PullRequestFiles {
  files: DiffedFile[];
  /** What reading them said (a capped listing, a file missing at head). */
  diagnostics: Diagnostic[];
}

/** What earlier runs and reviewers left on the pull request, as far as the review needs it. */
export interface EarlierRead {
  /** Fingerprints earlier runs posted. */
  alreadyPosted: ReadonlySet<string>;
  /** What reviewers rejected: the plan leaves it out. */
  rejected: RejectedSet;
  /** Each earlier change judged against the head. */
  judged: Pick<EarlierVerdicts, 'accepted' | 'pending'>;
  rejections: readonly Rejection[];
}

/**
 * Everything a pull request's review needs, gathered once by the entry point
 * before the pipeline starts: the trusted settings and the backend chosen
 * for them, the files at base and head, the review's scope, and what earlier
 * runs left. Data only: the pipeline never calls back into the entry point.
 */
export interface PullRequestReviewInput {
  pr: PullRequestEvent;
  /** The base commit's remora.yaml and agents (loadTrustedConfig). */
  settings: PreparedRunSettings;
  requestedOps: RunVariant['requestedOps'];
  backend: ChosenBackend;
  git: Git;
  files: PullRequestFiles;
  /** What a push is reviewed against: `{}` for a whole review. */
  scope: ReviewScope;
  earlier: EarlierRead;
  options: ReviewRunOptions;
  maxComments: number;
  run: Pick<RunVariant, 'events' | 'processEnv' | 'allowExecute' | 'cleanups' | 'stop'>;
}

type PreparedRunSettings = RunVariant['settings'];

/** The pull request's changed nodes, as the review reads them. */
export interface PullRequestNodes {
  changed: ChangedNode[];
  /** The diff of every file read, for the lines GitHub takes comments on. */
  diffs: FileDiff[];
  diagnostics: Diagnostic[];
  /** Files a language pack reads that exist at head and whose diff was read. */
  reviewedFiles: number;
}

/** What the review made: the report and the publication planned from it. */
export interface PullRequestReviewed {
  narrowed: IncrementalTargets;
  report: ReviewReport;
  publication: Publication;
  /** Each workspace reviewers acted on, judged against this run's nodes. */
  verdicts: ReviewVerdict[];
  /** The runs behind the published suggestions, or why they could not be read. */
  trajectories: { lines: ReviewTrajectory[] } | { problem: string };
}

/** What the pipeline hands back: the entry point publishes it. */
export interface PullRequestReviewResult {
  prepared: PreparedRun;
  found: PullRequestNodes;
  /** For a resume: why the node the question was about no longer stands (nothing ran). */
  outdated?: string;
  /** Unset when nothing was reviewed (no changed node, or an outdated question). */
  reviewed?: PullRequestReviewed;
  /** What the pipeline has to say in the job's log, in order. */
  said: string[];
}

/**
 * Every pull request run's ops may ask (ask_user): the question waits for an
 * answer in its thread, and the op closes as waiting.
 */
export const ASK_IN_THREAD: Conversation['ask'] = () => async () => ({ waiting: true });

/**
 * The pipeline of a pull request's review, in one pass over what the entry
 * point gathered: the run prepared on the trusted settings, the changed
 * nodes found in the files read (narrowed as a command asks, and to what
 * changed since the last reviewed head), the review, and the publication
 * planned against what earlier runs posted and reviewers said.
 */
export async function reviewPullRequestChanges(
  input: PullRequestReviewInput,
): Promise<PullRequestReviewResult> {
  const { options, pr } = input;
  const said: string[] = [];
  const prepared = await prepareRun({
    ...input.run,
    settings: input.settings,
    requestedOps: input.requestedOps,
    backend: input.backend,
    checkSandbox: true,
    tree: { git: input.git, head: pr.headSha },
    conversation: {
      ask: ASK_IN_THREAD,
      ...(options.resume
        ? { resume: new Map([[options.resume.workspace_id, options.resume.point]]) }
        : {}),
    },
  });
  const found = await nodesToReview(input, prepared, said);
  if (options.resume) {
    const outdated = whyOutdated(found.changed, options.resume);
    if (outdated) return { prepared, found, outdated, said };
    const { node_id } = options.resume;
    found.changed = found.changed.filter((changed) => changed.node.node_id === node_id);
  }
  if (found.changed.length === 0) return { prepared, found, said };
  const reviewed = await reviewFound(input, prepared, found, said);
  return { prepared, found, reviewed, said };
}

/**
 * The nodes the pull request changed, found in the files read: only those
 * under a narrowed command's paths, only a retried node, never a node in a
 * linked file (its text is its target's path).
 */
async function nodesToReview(
  input: PullRequestReviewInput,
  prepared: PreparedRun,
  said: string[],
): Promise<PullRequestNodes> {
  const { options } = input;
  const { session } = prepared;
  const found = await changedNodesOf(input.files, session.discoverer, said);
  if (options.paths)
    found.changed = found.changed.filter((c) => inPaths(c.node.file_path, options.paths ?? []));
  if (options.retry) {
    const { nodeId } = options.retry;
    found.changed = found.changed.filter((c) => c.node.node_id === nodeId);
  }
  const files = await withoutLinkedFiles(found.changed, found.diagnostics, session.tree.root);
  found.changed = files.nodes;
  found.diagnostics = files.diagnostics;
  return found;
}

/** The changed nodes of the files read: discovery at head (and base, where read), then selection. */
export async function changedNodesOf(
  read: PullRequestFiles,
  discoverer: Parameters<typeof selectChangedNodes>[1],
  said: string[] = [],
): Promise<PullRequestNodes> {
  const selected = await selectChangedNodes(read.files, discoverer);
  said.push(`${selected.nodes.length} changed nodes in ${read.files.length} files`);
  return {
    changed: selected.nodes,
    diffs: read.files.map((file) => file.diff),
    diagnostics: [...read.diagnostics, ...selected.diagnostics],
    reviewedFiles: read.files.length,
  };
}

/**
 * Reviews the nodes (those changed since the last whole review, on an
 * incremental push) and plans the publication against what earlier runs
 * posted and reviewers said.
 */
async function reviewFound(
  input: PullRequestReviewInput,
  prepared: PreparedRun,
  found: PullRequestNodes,
  said: string[],
): Promise<PullRequestReviewed> {
  const { pr, options, earlier } = input;
  const { config, session } = prepared;
  // A narrowed command run is never incremental: it reviews what it was asked to.
  const scope = options.ops || options.paths ? {} : input.scope;
  const narrowed = await narrowToChangedSince(found.changed, scope, pr.headSha, {
    git: input.git,
    discoverer: session.discoverer,
  });
  if (narrowed.said) said.push(narrowed.said);
  const { retry } = options;
  const targets = retry
    ? narrowed.targets.map((t) => ({ ...t, instruction: retry.instruction }))
    : narrowed.targets;
  const report = await session.review(targets);
  const nodeShas = new Map(report.nodes.map((n) => [n.node.node_id, nodeContentHash(n.node.text)]));
  const verdicts = workspaceVerdicts(earlier.judged, earlier.rejections, pr.number, nodeShas);
  const publication = await planPublication(report, {
    head: pr.headSha,
    config,
    commentable: commentableRanges(found.diffs),
    maxComments: input.maxComments,
    alreadyPosted: earlier.alreadyPosted,
    // A retry runs one op on one node, which the reviewer asked for again.
    ...(retry ? {} : { rejected: earlier.rejected }),
  });
  const trajectories = await trajectoriesOf(pr, prepared, report, publication);
  return { narrowed, report, publication, verdicts, trajectories };
}

/**
 * The runs behind the review's suggestions, for the run log's
 * `trajectories.jsonl`. Losing them costs training data, not the review: a
 * failure is said, not thrown.
 */
async function trajectoriesOf(
  pr: PullRequestEvent,
  prepared: PreparedRun,
  report: ReviewReport,
  publication: Publication,
): Promise<PullRequestReviewed['trajectories']> {
  try {
    const source = prepared.session.tree.source;
    const lines = await publishedRuns({
      repository: `${pr.owner}/${pr.repo}`,
      pullRequest: pr.number,
      head: pr.headSha,
      report,
      plan: publication.plan,
      config: prepared.config,
      agents: prepared.agents,
      ...(prepared.models ? { models: prepared.models } : {}),
      backend: prepared.backend,
      readFile: (path) => source.readFile(path),
    });
    return { lines };
  } catch (error) {
    return { problem: describeError(error) };
  }
}

/**
 * Why a waiting op cannot resume on the pull request's head: its node is no
 * longer among the changed nodes, or its code changed since the question.
 */
function whyOutdated(
  changed: readonly { node: { node_id: string; text: string; full_name: string } }[],
  resume: ResumeRequest,
): string | undefined {
  const node = changed.find((c) => c.node.node_id === resume.node_id)?.node;
  if (!node) return 'the node the question was about is no longer changed by the pull request';
  if (textSha256(node.text) !== resume.node_sha256)
    return `the code of ${markdownCode(node.full_name)} changed since the question was asked`;
  return undefined;
}

/** Whether a repository path is one of `paths` or inside a folder among them. */
function inPaths(path: string, paths: readonly string[]): boolean {
  return paths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}
