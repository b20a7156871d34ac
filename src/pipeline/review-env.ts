import { listTreeFiles } from '../adapters/files/workspace-tree.js';
import { firstPartyModules, RUFF_DEFAULT_SRC } from '../core/lint/first-party.js';
import { createBuiltinModel } from '../ops/builtin-model.js';
import { createCommandToolRunner } from '../adapters/process/command-tool.js';
import { openSandbox } from '../adapters/process/sandbox.js';
import type { Discoverer } from '../adapters/python/discoverer.js';
import { createOpenAIModel } from '../adapters/model/openai-model.js';
import { createRuffLinter } from '../adapters/python/ruff.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import type { RemoraError } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import { loadRuffSettings } from '../core/lint/ruff-config.js';
import type { LintFinding, Linter, RuffSettings } from '../core/lint/types.js';
import { createTextMemo } from '../core/engine/memo.js';
import type { CSTNode } from '../core/nodes.js';
import { BUILTIN_REGISTRY, type OpRegistry } from '../ops/registry.js';
import { withDeadline } from '../core/runner/deadline.js';
import { ModelError, type ModelClient } from '../core/runner/messages.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { RemoraConfig } from '../config/config.js';
import type { ToolServices } from '../ops/shared/tool-context.js';
import type { OperationEnv } from './run-operation.js';

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
    return {
      name: backend.baseURL,
      complete: () => Promise.reject(new ModelError(backend.reason, false)),
    };
  return createOpenAIModel({
    baseURL: backend.baseURL,
    timeoutMs: config.server.timeout_ms,
    ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
  });
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
  /** Aborts when the run is told to stop: every model request then fails at once. */
  stop?: AbortSignal;
}

/** Wires the adapters an operation needs; `dispose()` frees what they hold (Ruff's wasm workspace). */
export function createReviewEnv(options: ReviewEnvOptions): { env: OperationEnv; dispose(): void } {
  const registry = options.registry ?? BUILTIN_REGISTRY;
  let settings: Promise<{ settings: RuffSettings; origin: string }> | undefined;
  let linter: Promise<Linter & { dispose(): void }> | undefined;
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
    ruffSettings: () => (settings ??= withFirstParty(loadRuffSettings(options.stable), options)),
    linter: () =>
      (linter ??= services.ruffSettings().then(({ settings: s }) => {
        const ruff = createRuffLinter(s);
        return {
          check: (source, path) => checks(`${path}\0${source}`, () => ruff.check(source, path)),
          dispose: () => ruff.dispose(),
        };
      })),
    stableRoot: options.stableRoot,
    processEnv: options.processEnv,
    commandTimeoutMs: options.config.runner.command_timeout_ms,
    sandbox: () => openSandbox(options.processEnv),
  };
  const env: OperationEnv = {
    registry,
    agents: options.agents,
    ...(options.agentProblems ? { agentProblems: options.agentProblems } : {}),
    model: withDeadline(
      (options.wrapModel ?? ((model: ModelClient) => model))(
        createModel(options.backend, options.config, registry),
      ),
      Date.now() + options.config.runner.deadline_s * 1000,
      options.config.runner.deadline_s,
      options.stop ? { stop: options.stop } : {},
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
  };
  return {
    env,
    dispose() {
      void linter?.then(
        (l) => l.dispose(),
        () => undefined,
      );
    },
  };
}

/** Adds the repository's first-party modules, found in the stable tree's `src` folders. */
async function withFirstParty(
  loaded: Promise<{ settings: RuffSettings; origin: string }>,
  options: Pick<ReviewEnvOptions, 'stableRoot'>,
): Promise<{ settings: RuffSettings; origin: string }> {
  const { settings, origin } = await loaded;
  const files = (await listTreeFiles(options.stableRoot))
    .filter((entry) => entry.kind === 'file')
    .map((entry) => entry.path);
  const firstParty = firstPartyModules(files, settings.src ?? RUFF_DEFAULT_SRC);
  return { settings: { ...settings, firstParty }, origin };
}
