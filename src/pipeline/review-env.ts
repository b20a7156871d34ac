import { listTreeFiles, type TrackedFiles } from '../adapters/files/workspace-tree.js';
import { createBuiltinModel, withModelFreeOps } from '../ops/builtin-model.js';
import { createCommandToolRunner } from '../adapters/process/command-tool.js';
import { openSandbox } from '../adapters/process/sandbox.js';
import type { Discoverer } from '../adapters/tree-sitter/discoverer.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import type { RemoraError } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import { createTextMemo } from '../core/engine/memo.js';
import type { CSTNode } from '../core/nodes.js';
import { type OpRegistry } from '../ops/registry.js';
import { BUILTIN_REGISTRY } from '../languages/registry.js';
import { ModelError, type ModelClient } from '../core/runner/messages.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { RemoraConfig } from '../config/config.js';
import type { ToolServices } from '../ops/shared/tool-context.js';
import type { LinterHost, LinterSource } from '../ops/op-module.js';
import type { Conversation, OperationEnv } from './run-operation.js';

/**
 * Which model backend a run uses. `unreachable` is a server the run already
 * knows it cannot reach (its preflight failed): every request fails at once
 * with AGENT_002 and that reason, instead of each waiting for its timeout.
 */
export type Backend =
  | { kind: 'builtin' }
  | { kind: 'openai'; baseURL: string; apiKey?: string }
  | { kind: 'unreachable'; baseURL: string; reason: string };

/** The configured backend: the server when `server.base_url` is set, else the built-in policies. */
export function chooseBackend(config: RemoraConfig, env: NodeJS.ProcessEnv): Backend {
  const baseURL = config.server.base_url;
  if (!baseURL) return { kind: 'builtin' };
  const apiKey = env[config.server.api_key_env];
  return apiKey ? { kind: 'openai', baseURL, apiKey } : { kind: 'openai', baseURL };
}

export function createModel(
  backend: Backend,
  config: RemoraConfig,
  registry: OpRegistry = BUILTIN_REGISTRY,
): ModelClient {
  if (backend.kind === 'builtin') return createBuiltinModel(registry.policies);
  if (backend.kind === 'unreachable')
    return withModelFreeOps(
      {
        name: backend.baseURL,
        complete: () => Promise.reject(new ModelError(backend.reason, false)),
      },
      registry,
    );
  // The OpenAI SDK loads only for a run that talks to a server, while the run sets up.
  const model = import('../adapters/model/openai-model.js').then(({ createOpenAIModel }) =>
    createOpenAIModel({
      baseURL: backend.baseURL,
      timeoutMs: config.server.timeout_ms,
      ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
    }),
  );
  return withModelFreeOps(
    {
      name: backend.baseURL,
      complete: async (request, signal) => (await model).complete(request, signal),
    },
    registry,
  );
}

export interface ReviewEnvOptions {
  /** The folder holding the stable tree's files, for materialised views. */
  stableRoot: string;
  /** The files git tracks there, when it is a checkout that may hold others: the only ones copied. */
  trackedFiles?: () => Promise<TrackedFiles>;
  stable: FileSource;
  config: RemoraConfig;
  agents: ReadonlyMap<string, AgentDefinition>;
  agentProblems?: ReadonlyMap<string, RemoraError>;
  processEnv: NodeJS.ProcessEnv;
  backend: Backend;
  events: EventBus;
  allowExecute: boolean;
  discoverer: Discoverer;
  /** Op -> model from `routeModels`, when the server's model list was read. */
  models?: ReadonlyMap<string, string>;
  /** Wraps the backend's model client, e.g. to record every request and reply. */
  wrapModel?: (model: ModelClient) => ModelClient;
  /** The ops' tools and policies; the bundled ops unless given. */
  registry?: OpRegistry;
  /** Who answers the agents' questions, and the ops to resume with an answer. */
  conversation?: Conversation;
}

/** Wires the adapters an operation needs; `dispose()` frees what they hold (the linters' wasm workspaces). */
export function createReviewEnv(options: ReviewEnvOptions): { env: OperationEnv; dispose(): void } {
  const registry = options.registry ?? BUILTIN_REGISTRY;
  let treeFiles: Promise<string[]> | undefined;
  const listFiles = (): Promise<string[]> =>
    (treeFiles ??= (async () =>
      (await listTreeFiles(options.stableRoot, await options.trackedFiles?.()))
        .filter((entry) => entry.kind === 'file')
        .map((entry) => entry.path))());
  // Every tool call re-reads its node; most of them read a text already seen.
  const discoveries = createTextMemo<Promise<CSTNode[]>>(64);
  const host: LinterHost = {
    stable: options.stable,
    stableRoot: options.stableRoot,
    ...(options.trackedFiles ? { trackedFiles: options.trackedFiles } : {}),
    listFiles,
    ...(options.allowExecute
      ? {
          execute: {
            sandbox: () => openSandbox(options.processEnv),
            env: options.processEnv,
            timeoutMs: options.config.runner.command_timeout_ms,
          },
        }
      : {}),
  };
  // Each language's linters, made when a file of it is first linted.
  const linters = new Map<string, LinterSource | undefined>();
  const lintersOf = (path: string): LinterSource | undefined => {
    const language = registry.languages.of(path);
    if (!language) return undefined;
    if (!linters.has(language.id)) linters.set(language.id, language.createLinters?.(host));
    return linters.get(language.id);
  };
  const services: ToolServices = {
    discoverText(path, text) {
      return discoveries(`${path}\0${text}`, async () => {
        const [found] = await options.discoverer.discover([
          { file_path: path, bytes: new TextEncoder().encode(text) },
        ]);
        return found?.nodes ?? [];
      });
    },
    async linter(path) {
      return lintersOf(path)?.linterFor(path);
    },
    async describeLinter(path) {
      return lintersOf(path)?.describe(path);
    },
    stableRoot: options.stableRoot,
    trackedFiles: async () => options.trackedFiles?.(),
    listFiles,
    processEnv: options.processEnv,
    commandTimeoutMs: options.config.runner.command_timeout_ms,
    sandbox: () => openSandbox(options.processEnv),
  };
  const env: OperationEnv = {
    registry,
    agents: options.agents,
    ...(options.agentProblems ? { agentProblems: options.agentProblems } : {}),
    model: (options.wrapModel ?? ((model: ModelClient) => model))(
      createModel(options.backend, options.config, registry),
    ),
    config: options.config,
    services,
    runCommandTool: createCommandToolRunner({
      stableRoot: options.stableRoot,
      ...(options.trackedFiles ? { trackedFiles: options.trackedFiles } : {}),
      env: options.processEnv,
      timeoutMs: options.config.runner.command_timeout_ms,
    }),
    events: options.events,
    allowExecute: options.allowExecute,
    ...(options.models ? { models: options.models } : {}),
    ...options.conversation,
  };
  return {
    env,
    dispose() {
      for (const source of linters.values()) source?.dispose();
    },
  };
}
