import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AgentDefinition } from '../core/agents/definition.js';
import { RemoraError } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import type { ModelClient } from '../core/runner/messages.js';
import { createCachedSource, type FileSource } from '../core/workspace/file-source.js';
import { createDiscoverer, type Discoverer } from '../adapters/tree-sitter/discoverer.js';
import { cleanupOnSignal } from '../adapters/process/exit-cleanup.js';
import type { Git } from '../ports.js';
import type { ReadLedger } from '../adapters/files/read-ledger.js';
import { createDirectorySource } from '../adapters/files/workspace-files.js';
import type { TrackedFiles } from '../adapters/files/workspace-tree.js';
import { discoveryOptions, type RemoraConfig } from '../config/config.js';
import type { OpRegistry } from '../ops/registry.js';
import { createReviewEnv, type Backend } from './review-env.js';
import { runReview, type ReviewReport, type ReviewTarget } from './review.js';
import type { Conversation } from './run-operation.js';

/** Async cleanups run last-in, first-out, every one of them, whatever happened before. */
export class CleanupStack {
  readonly #steps: (() => Promise<void>)[] = [];

  push(step: () => Promise<void>): void {
    this.#steps.push(step);
  }

  async run(): Promise<void> {
    const errors: unknown[] = [];
    for (const step of this.#steps.splice(0).reverse()) await step().catch((e) => errors.push(e));
    if (errors.length > 0) throw errors[0];
  }
}

/** The head's files, as the review reads them. */
export interface StableTree {
  root: string;
  source: FileSource;
  /**
   * The files git tracks at `root`: the only ones copied for code from the
   * repository to run on. Absent where `root` holds nothing else (a worktree
   * of the head) or is no checkout (a folder session: every file counts).
   */
  trackedFiles?: () => Promise<TrackedFiles>;
}

/**
 * The head's files: the checkout when it is exactly the head (its reads
 * recorded in `ledger` when given), else a temporary worktree that `cleanups`
 * removes, temporary folder and all, also when the run is interrupted.
 */
export async function openStableTree(
  git: Git,
  head: string,
  ledger: ReadLedger | undefined,
  cleanups: CleanupStack,
): Promise<StableTree> {
  // Asked together: one wait on git instead of two in a row.
  const [checkedOutHead, clean] = await Promise.all([
    git.resolveCommit('HEAD').catch(() => ''),
    git.isClean().catch(() => false),
  ]);
  const checkedOut = checkedOutHead === head && clean;
  if (checkedOut || ledger) {
    // Earlier workflow steps write in the checkout (a cloud credential, a `.env`); git's list leaves them out.
    let tracked: Promise<TrackedFiles> | undefined;
    const trackedFiles = () => (tracked ??= git.listTrackedFiles());
    const directory = createDirectorySource(git.root, (path, bytes) => ledger?.record(path, bytes));
    return {
      root: git.root,
      // The review, its tools and its agents read only the commit's files: an untracked one is
      // not there. A review applied to the user's own working tree (the ledger) reads the user's files.
      source: createCachedSource(
        ledger
          ? directory
          : {
              readFile: async (path) =>
                (await trackedFiles()).has(path) ? directory.readFile(path) : undefined,
            },
      ),
      trackedFiles,
    };
  }
  const folder = mkdtempSync(join(tmpdir(), 'remora-head-'));
  const forget = cleanupOnSignal(() => rmSync(folder, { recursive: true, force: true }));
  cleanups.push(async () => {
    forget();
    await rm(folder, { recursive: true, force: true });
  });
  const worktree = await git.addWorktree(head, join(folder, 'tree'));
  cleanups.push(() => worktree.remove());
  return { root: worktree.dir, source: createCachedSource(createDirectorySource(worktree.dir)) };
}

/** What a review session is opened on: one repository at one head commit, with its settings. */
export interface SessionOptions extends TreeSessionOptions {
  git: Git;
  /** The commit under review. */
  head: string;
  /** Set when the review will be applied to the checkout: its reads are recorded. */
  ledger?: ReadLedger;
}

/** A session's settings apart from where its files come from. */
export interface TreeSessionOptions {
  config: RemoraConfig;
  agents: ReadonlyMap<string, AgentDefinition>;
  agentProblems: ReadonlyMap<string, RemoraError>;
  backend: Backend;
  processEnv: NodeJS.ProcessEnv;
  events: EventBus;
  /** Whether tools that run code (generated tests) may run. */
  allowExecute: boolean;
  /** Model names per op, where routing replaced the configured one. */
  models?: ReadonlyMap<string, string>;
  /** Wraps the backend's model client (training data records every exchange through it). */
  wrapModel?: (model: ModelClient) => ModelClient;
  /** Where the session's resources are released; the caller runs it. */
  cleanups: CleanupStack;
  /** The ops `review` runs when it is given none. */
  ops?: readonly string[];
  /** The ops' tools and policies; the bundled ops unless given. */
  registry?: OpRegistry;
  /** Aborts when the run is told to stop (SIGTERM): its ops end within a turn. */
  stop?: AbortSignal;
  /** Who answers the agents' questions, and the ops to resume with an answer. */
  conversation?: Conversation;
}

/** An open review: the head's files, a discoverer, and the engine wired to the backend. */
export interface ReviewSession {
  head: string;
  tree: StableTree;
  discoverer: Discoverer;
  /** Runs `ops` (the run's own, when it was prepared with them) on the targets. */
  review(targets: readonly ReviewTarget[], ops?: readonly string[]): Promise<ReviewReport>;
}

/**
 * The one way a review is run, by the CLI and the action alike: the head's
 * files, discovery, the agents' environment and the engine. Everything it
 * opens is released by `options.cleanups`.
 */
export async function openReviewSession(options: SessionOptions): Promise<ReviewSession> {
  const tree = await openStableTree(options.git, options.head, options.ledger, options.cleanups);
  return openTreeSession(tree, options.head, options);
}

/**
 * A session over a folder that is not a commit (a corpus, a rebuilt task):
 * the same discovery and engine as a review, on the folder's files as they are.
 */
export function openFolderSession(
  root: string,
  options: TreeSessionOptions,
): Promise<ReviewSession> {
  const tree = { root, source: createCachedSource(createDirectorySource(root)) };
  return openTreeSession(tree, 'working tree', options);
}

async function openTreeSession(
  tree: StableTree,
  head: string,
  options: TreeSessionOptions,
): Promise<ReviewSession> {
  const { cleanups } = options;
  const discoverer = await createDiscoverer(discoveryOptions(options.config));
  cleanups.push(() => discoverer.close());
  const { env, dispose } = createReviewEnv({
    stableRoot: tree.root,
    ...(tree.trackedFiles ? { trackedFiles: tree.trackedFiles } : {}),
    stable: tree.source,
    config: options.config,
    agents: options.agents,
    agentProblems: options.agentProblems,
    processEnv: options.processEnv,
    backend: options.backend,
    events: options.events,
    allowExecute: options.allowExecute,
    discoverer,
    ...(options.models ? { models: options.models } : {}),
    ...(options.wrapModel ? { wrapModel: options.wrapModel } : {}),
    ...(options.registry ? { registry: options.registry } : {}),
    ...(options.conversation ? { conversation: options.conversation } : {}),
  });
  cleanups.push(async () => dispose());
  return {
    head,
    tree,
    discoverer,
    review: (targets, ops = options.ops ?? []) =>
      runReview({
        targets,
        ops,
        stable: tree.source,
        env,
        ...(options.stop ? { stop: options.stop } : {}),
      }),
  };
}

/**
 * The ops to run: `all` (every agent), a list, or — when none is asked for —
 * the ops remora.yaml enables that have an agent. An op no agent has is
 * CLI_001 listing the available ones.
 */
export function resolveOps(
  requested: 'all' | readonly string[] | undefined,
  config: RemoraConfig,
  available: readonly string[],
): string[] {
  if (requested === 'all') return [...available].sort();
  if (requested && requested.length > 0) {
    const unknown = requested.find((op) => !available.includes(op));
    if (unknown)
      throw new RemoraError(
        'CLI_001',
        `no agent for op '${unknown}'; available: ${available.join(', ')}`,
      );
    return [...requested];
  }
  return available.filter((op) => config.operations[op]?.enabled ?? false).sort();
}
