import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import { preflightServer } from '../adapters/model/server-preflight.js';
import { runStopped } from './run-stop.js';
import type { RemoraConfig } from '../config/config.js';
import { routeModels } from '../core/runner/model-routing.js';
import type { ChosenBackend } from '../pipeline/prepare.js';
import { refuseFallbacks } from '../pipeline/server-routing.js';
import { opsAskingModels } from '../ops/registry.js';
import { info } from './log.js';

/**
 * The model backend of a run: the built-in policy without `server-url` and
 * for a pull request from a fork (`fork` set: it gets no secrets); else the
 * server, once its preflight answered. An unreachable server fails every op
 * with AGENT_002 at once. What the run should say about it lands in `notes`.
 */
export async function chooseActionBackend(
  settings: ActionSettings,
  fork: string | null | undefined,
  config: RemoraConfig,
  agents: Parameters<typeof routeModels>[0]['agents'],
  ops: readonly string[],
  notes: string[],
): Promise<ChosenBackend> {
  if (fork !== undefined) {
    notes.push(
      'The pull request comes from a fork: it gets no secrets, so the review used the built-in policy, with tools that run code off.',
    );
    return { backend: { kind: 'builtin' } };
  }
  if (!settings.serverUrl) {
    info('no server-url: the built-in policy reviews');
    return { backend: { kind: 'builtin' } };
  }
  const baseURL = settings.serverUrl;
  const backend = {
    kind: 'openai' as const,
    baseURL,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
  };
  // Ops that need no model never reach the server: with only those, it is not asked.
  const asking = opsAskingModels(ops);
  if (asking.length === 0) return { backend };
  const preflight = await preflightServer({
    serverUrl: baseURL,
    ...(settings.apiKey ? { apiKey: settings.apiKey } : {}),
    stop: runStopped,
  });
  // Told to stop while it asked: the run is cancelled at once, and the server is not to blame.
  if (!preflight.ok && runStopped.aborted)
    return { backend: { kind: 'unreachable', baseURL, reason: 'the run was stopped' } };
  if (!preflight.ok) {
    core.warning(preflight.message);
    notes.push(preflight.message);
    return { backend: { kind: 'unreachable', baseURL, reason: preflight.message } };
  }
  info(`${baseURL} answered in ${preflight.ms} ms with ${preflight.models.length} models`);
  const routed = routeModels({
    ops: asking,
    config,
    agents,
    available: preflight.models,
    bases: preflight.bases,
  });
  refuseFallbacks(routed, config);
  for (const warning of routed.warnings) {
    core.warning(warning);
    notes.push(warning);
  }
  return {
    backend,
    models: routed.models,
    fallbacks: routed.fallbacks,
  };
}
