import { listTreeFiles } from '../adapters/files/workspace-tree.js';
import { firstPartyModules, RUFF_DEFAULT_SRC } from '../core/lint/first-party.js';
import { createBuiltinModel, withModelFreeOps } from '../ops/builtin-model.js';
import { createCommandToolRunner } from '../adapters/process/command-tool.js';
import { openSandbox } from '../adapters/process/sandbox.js';
import type { Discoverer } from '../adapters/python/discoverer.js';
import { createOpenAIModel } from '../adapters/model/openai-model.js';
import { createRuffLinter, prepareRuff } from '../adapters/python/ruff.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import type { RemoraError } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import { createRuffResolver, type RuffResolution } from '../core/lint/ruff-config.js';
import type { LintFinding, Linter, RuffSettings } from '../core/lint/types.js';
import { createTextMemo } from '../core/engine/memo.js';
import type { CSTNode } from '../core/nodes.js';
import { BUILTIN_REGISTRY, type OpRegistry } from '../ops/registry.js';
import { ModelError, type ModelClient } from '../core/runner/messages.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { RemoraConfig } from '../config/config.js';
import type { ToolServices } from '../ops/shared/tool-context.js';
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
  return withModelFreeOps(
    createOpenAIModel({
      baseURL: backend.baseURL,
      timeoutMs: config.server.timeout_ms,
      ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
    }),
    registry,
  );
}

export interface ReviewEnvOptions {
  /** The folder holding the stable tree's files, for materialised views. */
  stableRoot: string;
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

/** Wires the adapters an operation needs; `dispose()` frees what they hold (Ruff's wasm workspace). */
export function createReviewEnv(options: ReviewEnvOptions): { env: OperationEnv; dispose(): void } {
  const registry = options.registry ?? BUILTIN_REGISTRY;
  const resolver = createRuffResolver(options.stable);
  const resolutions = new Map<string, Promise<RuffResolution>>();
  // One Ruff workspace per distinct settings: most trees have one configuration.
  const linters = new Map<string, Promise<Linter & { dispose(): void }>>();
  let treeFiles: Promise<string[]> | undefined;
  const listFiles = (): Promise<string[]> =>
    (treeFiles ??= listTreeFiles(options.stableRoot).then((entries) =>
      entries.filter((entry) => entry.kind === 'file').map((entry) => entry.path),
    ));
  // Every tool call re-reads its node; most of them read a text already seen.
  const discoveries = createTextMemo<Promise<CSTNode[]>>(64);
  const checks = createTextMemo<LintFinding[]>(64);
  const services: ToolServices = {
    discoverText(path, text) {
      return discoveries(`${path}\0${text}`, async () => {
        const [found] = await options.discoverer.discover([
          { file_path: path, bytes: new TextEncoder().encode(text) },
        ]);
        return found?.nodes ?? [];
      });
    },
    ruffSettings(path) {
      let resolution = resolutions.get(path);
      if (!resolution) {
        resolution = resolver.settingsFor(path).then(async ({ settings, origin }) => ({
          settings: withFirstParty(settings, await listFiles()),
          origin,
        }));
        resolutions.set(path, resolution);
      }
      return resolution;
    },
    async linter(path) {
      const { settings } = await services.ruffSettings(path);
      const key = JSON.stringify(settings);
      let linter = linters.get(key);
      if (!linter) {
        // Waits for the compile a run that lints started early (prepareRun), if any.
        linter = prepareRuff().then(() => {
          const ruff = createRuffLinter(settings);
          return {
            check: (source: string, file: string) =>
              checks(`${key}\0${file}\0${source}`, () => ruff.check(source, file)),
            dispose: () => ruff.dispose(),
          };
        });
        linters.set(key, linter);
      }
      return linter;
    },
    stableRoot: options.stableRoot,
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
      for (const linter of linters.values())
        void linter.then(
          (l) => l.dispose(),
          () => undefined,
        );
    },
  };
}

/** Adds the repository's first-party modules, found in the settings' `src` folders of the stable tree. */
function withFirstParty(settings: RuffSettings, files: readonly string[]): RuffSettings {
  const firstParty = firstPartyModules(files, settings.src ?? RUFF_DEFAULT_SRC);
  return { ...settings, firstParty };
}
