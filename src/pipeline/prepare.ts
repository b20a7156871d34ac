import { loadAgents } from '../ops/agent-files.js';
import type { OpRegistry } from '../ops/registry.js';
import type { ReadLedger } from '../adapters/files/read-ledger.js';
import {
  checkConfiguredOps,
  loadConfig,
  type ConfigFile,
  type RemoraConfig,
} from '../config/config.js';
import { openSandbox } from '../adapters/process/sandbox.js';
import { whenIdle } from '../adapters/process/idle.js';
import { BUILTIN_LANGUAGES } from '../languages/registry.js';
import { runsCode, type AgentDefinition, type ToolDefinition } from '../core/agents/definition.js';
import { RemoraError } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import type { ModelFallback } from '../core/runner/model-routing.js';
import type { ModelClient } from '../core/runner/messages.js';
import type { Git } from '../ports.js';
import type { Backend } from './review-env.js';
import {
  openFolderSession,
  openReviewSession,
  resolveOps,
  type CleanupStack,
  type ReviewSession,
  type TreeSessionOptions,
} from './session.js';
import type { Conversation } from './run-operation.js';

/** What a run is configured with: remora.yaml's settings and the agents that loaded. */
export interface RunSettings {
  config: RemoraConfig;
  agents: ReadonlyMap<string, AgentDefinition>;
  /** An AGENT_001 error for each op whose agent did not load. */
  problems: ReadonlyMap<string, RemoraError>;
}

/**
 * The settings of the repository at `root`, as the CLI and a sweep read them:
 * its remora.yaml (under `flags` and `REMORA_*` from `env`) and its agents
 * beside the bundled ones. A pull request's review reads them from the base
 * commit instead (`loadTrustedConfig`).
 */
export async function loadRunSettings(
  root: string,
  env: NodeJS.ProcessEnv,
  flags: Record<string, unknown> = {},
  file?: ConfigFile,
  registry?: OpRegistry,
): Promise<RunSettings> {
  const { config } = await loadConfig(root, env, flags, file);
  const { agents, problems } = await loadAgents(root, registry);
  return { config, agents, problems };
}

/** The model backend of a run, and the model each op was routed to where the server's list was read. */
export interface ChosenBackend {
  backend: Backend;
  models?: ReadonlyMap<string, string>;
  /** The ops that run on the base model because the server lacks their own. */
  fallbacks?: readonly ModelFallback[];
}

/** The files a run reviews: a repository at a commit, or a folder as it is (a training corpus). */
export type RunTree = { git: Git; head: string; ledger?: ReadLedger } | { folder: string };

/**
 * What an entry point gathered for the set-up it wants, as data: the
 * settings, the ops asked for, the backend it chose for them
 * ({@link chooseOps} first, then its own backend choice); {@link prepareRun}
 * does the rest, the same way for every entry point.
 */
export interface RunVariant {
  settings: RunSettings;
  /** `all`, a list, or undefined for the ops remora.yaml enables. */
  requestedOps: 'all' | readonly string[] | undefined;
  /** The model backend for the chosen ops. */
  backend: ChosenBackend;
  /**
   * Whether to find out, before anything runs, if this machine can make the
   * sandbox that tools running the repository's code run in: a run that
   * cannot gets {@link PreparedRun.noSandbox}, and those tools fail.
   */
  checkSandbox?: boolean;
  tree: RunTree;
  events: EventBus;
  /** The environment subprocesses start from (scrubbed of secrets before any runs). */
  processEnv: NodeJS.ProcessEnv;
  /** Whether tools that run the repository's code (pytest) may run. */
  allowExecute: boolean;
  /** Wraps the backend's model client (training data records every exchange through it). */
  wrapModel?: (model: ModelClient) => ModelClient;
  /** Where everything the run opens is released; the entry point runs it. */
  cleanups: CleanupStack;
  /** The ops' tools and policies; the bundled ops unless given. */
  registry?: OpRegistry;
  /** Aborts when the run is told to stop (SIGTERM): its ops end within a turn. */
  stop?: AbortSignal;
  /**
   * Who answers the agents' `ask_user` questions (the terminal, a pull
   * request's thread), and the ops to resume with an answer. Without it
   * nobody can be asked: the agents are told so and go on.
   */
  conversation?: Conversation;
}

/** A prepared run: its settings, its ops and backend, and the open session that reviews. */
export interface PreparedRun extends RunSettings, ChosenBackend {
  ops: string[];
  session: ReviewSession;
  /** Each chosen op whose agent did not load, with its AGENT_001 error: it fails on every node. */
  brokenAgents: [op: string, problem: RemoraError][];
  /**
   * Set when chosen ops have tools that run code and this machine cannot make
   * their sandbox (SANDBOX_001): those tools fail, and their ops are skipped.
   */
  noSandbox?: { ops: string[]; problem: RemoraError };
}

/**
 * The pipeline's first step, for every entry point: the ops (checked against
 * the configuration and the agents), the backend, the stable tree, discovery
 * and the engine wired to them.
 */
export async function prepareRun(variant: RunVariant): Promise<PreparedRun> {
  const { settings } = variant;
  const ops = chooseOps(settings, variant.requestedOps);
  // Linters' wasm compiles in the background while git and discovery run, not at the first
  // lint; what the compile leaves for the main thread waits until requests are out.
  if (ops.some((op) => settings.agents.get(op)?.tools.some(lints))) {
    const idle = whenIdle(
      new Promise<void>((resolve) => {
        const off = variant.events.on('model:request', () => {
          off();
          resolve();
        });
      }),
    );
    for (const language of BUILTIN_LANGUAGES) language.prepareLinters?.(idle);
  }
  const brokenAgents = ops.flatMap((op): [string, RemoraError][] => {
    const problem = settings.problems.get(op);
    return problem ? [[op, problem]] : [];
  });
  const noSandbox =
    variant.allowExecute && variant.checkSandbox ? await trySandbox(variant, ops) : undefined;
  const chosen = variant.backend;
  for (const fallback of chosen.fallbacks ?? []) variant.events.emit('model:fallback', fallback);
  const options = {
    config: settings.config,
    agents: settings.agents,
    agentProblems: settings.problems,
    backend: chosen.backend,
    processEnv: variant.processEnv,
    events: variant.events,
    allowExecute: variant.allowExecute,
    cleanups: variant.cleanups,
    ops,
    ...(chosen.models ? { models: chosen.models } : {}),
    ...(variant.wrapModel ? { wrapModel: variant.wrapModel } : {}),
    ...(variant.registry ? { registry: variant.registry } : {}),
    ...(variant.stop ? { stop: variant.stop } : {}),
    ...(variant.conversation ? { conversation: variant.conversation } : {}),
  };
  const { tree } = variant;
  const session =
    'folder' in tree
      ? await openFolderSession(tree.folder, options)
      : await openReviewSession({
          ...options,
          git: tree.git,
          head: tree.head,
          ...(tree.ledger ? { ledger: tree.ledger } : {}),
        });
  return {
    ...settings,
    ...chosen,
    ops,
    session,
    brokenAgents,
    ...(noSandbox ? { noSandbox } : {}),
  };
}

/** Whether a tool is one of the lint op's built-in tools, which lint with Ruff. */
function lints(tool: ToolDefinition): boolean {
  return tool.handler?.startsWith('builtin:lint.') ?? false;
}

/** The chosen ops that run code, and why, when this machine cannot make their sandbox. */
async function trySandbox(
  variant: RunVariant,
  ops: readonly string[],
): Promise<PreparedRun['noSandbox']> {
  const executing = ops.filter((op) => variant.settings.agents.get(op)?.tools.some(runsCode));
  if (executing.length === 0) return undefined;
  try {
    await openSandbox(variant.processEnv);
    return undefined;
  } catch (problem) {
    if (!(problem instanceof RemoraError)) throw problem;
    return { ops: executing, problem };
  }
}

/**
 * The ops a run runs: every op remora.yaml names must have an agent
 * (CONFIG_001), and every op asked for too (CLI_001).
 */
export function chooseOps(
  settings: RunSettings,
  requested: 'all' | readonly string[] | undefined,
): string[] {
  const available = [...settings.agents.keys(), ...settings.problems.keys()];
  checkConfiguredOps(settings.config, available);
  return resolveOps(requested, settings.config, available);
}

/**
 * {@link prepareRun} over a folder as it is, with settings, ops and backend
 * already chosen (train-data and eval: their CLI commands choose them): the
 * session that replays or records each task.
 */
export async function prepareFolderRun(
  folder: string,
  ops: readonly string[],
  options: TreeSessionOptions,
): Promise<ReviewSession> {
  const { session } = await prepareRun({
    settings: {
      config: options.config,
      agents: options.agents,
      problems: options.agentProblems,
    },
    // Their commands refuse a broken agent before anything runs.
    requestedOps: ops,
    backend: {
      backend: options.backend,
      ...(options.models ? { models: options.models } : {}),
    },
    tree: { folder },
    events: options.events,
    processEnv: options.processEnv,
    allowExecute: options.allowExecute,
    cleanups: options.cleanups,
    ...(options.wrapModel ? { wrapModel: options.wrapModel } : {}),
  });
  return session;
}
