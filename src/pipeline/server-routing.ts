import { preflightServer } from '../adapters/model/server-preflight.js';
import { RemoraError } from '../core/errors.js';
import { routeModels, type AgentModel, type RoutedModels } from '../core/runner/model-routing.js';
import type { RemoraConfig } from '../config/config.js';
import { opsAskingModels } from '../ops/registry.js';

/**
 * The model each op asks a server for, from the server's own list: an op
 * whose model (its LoRA adapter) the server lacks runs on the base model the
 * server lists, unless `server.fallback` is false (`--no-fallback`), which
 * makes it a MODEL_001 naming every such op. `undefined` when the server
 * answered without a readable list: the ops then ask for their own models,
 * and fail by name. A server no connection can be made to fails the run
 * once, here, before any op waits on it (`AGENT_002`, pointing at
 * `remora doctor`).
 */
export async function tryRouteToServer(input: {
  serverUrl: string;
  apiKey?: string;
  config: RemoraConfig;
  agents: ReadonlyMap<string, AgentModel>;
  ops: readonly string[];
  /** Aborts when the run is told to stop: the list is not waited for. */
  stop?: AbortSignal;
}): Promise<RoutedModels | undefined> {
  // An op that needs no model never reaches the server: nothing to check for it.
  const ops = opsAskingModels(input.ops);
  if (ops.length === 0) return undefined;
  const preflight = await preflightServer({
    serverUrl: input.serverUrl,
    ...(input.apiKey ? { apiKey: input.apiKey } : {}),
    ...(input.stop ? { stop: input.stop } : {}),
  });
  if (!preflight.ok && preflight.unreachable)
    throw new RemoraError(
      'AGENT_002',
      `${preflight.message} No op was run; \`remora doctor --server ${shownUrl(input.serverUrl)}\` checks the server and what a review needs of it.`,
    );
  if (!preflight.ok) return undefined;
  const routed = routeModels({
    ops,
    config: input.config,
    agents: input.agents,
    available: preflight.models,
    bases: preflight.bases,
  });
  refuseFallbacks(routed, input.config);
  return routed;
}

/** MODEL_001 when fallback is off and an op would run on the base model. */
export function refuseFallbacks(routed: RoutedModels, config: RemoraConfig): void {
  if (config.server.fallback || routed.fallbacks.length === 0) return;
  throw new RemoraError(
    'MODEL_001',
    `the server does not list ${routed.fallbacks
      .map((f) => `'${f.model}' (the ${f.op} op's model)`)
      .join(', ')}, and fallback is off (--no-fallback, server.fallback: false); ` +
      `serve the adapter, or allow the ops to run on the base model '${routed.fallbacks[0]?.fallback ?? config.server.default_model}'`,
  );
}

/** The server's URL as it may be shown: without credentials. */
function shownUrl(serverUrl: string): string {
  try {
    const url = new URL(serverUrl);
    url.username = '';
    url.password = '';
    return url.href;
  } catch {
    return serverUrl;
  }
}
