import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { preflightServer } from '../adapters/model/server-preflight.js';
import type { CliIo } from './io.js';
import type { RemoraConfig } from '../config/config.js';
import { RemoraError } from '../core/errors.js';
import { chooseModel } from '../core/runner/model-routing.js';
import type { EventBus } from '../core/events/event-bus.js';
import { chooseBackend, type Backend } from '../pipeline/review-env.js';
import { createRunEvents } from '../pipeline/run-events.js';
import { chooseOps, loadRunSettings, type RunSettings } from '../pipeline/prepare.js';

// Generating or evaluating a corpus takes longer than a review may.
const LONG_RUN = { runner: { deadline_s: 86_400 } };

/** What train-data and eval run with. */
export interface TrainingSetup {
  config: RemoraConfig;
  agents: RunSettings['agents'];
  agentProblems: RunSettings['problems'];
  backend: Backend;
  ops: string[];
  processEnv: NodeJS.ProcessEnv;
  events: EventBus;
  allowExecute: boolean;
}

/**
 * The configuration (the project's remora.yaml, with a long deadline), the
 * agents, the ops and the backend: the built-in policies, or a server that
 * answers its model list (asked first, so a wrong URL fails at once).
 */
export async function loadTrainingSetup(
  io: CliIo,
  root: string,
  server: string | undefined,
  opsFlag: string | undefined,
  /** One model for every op; else each op's own. */
  model?: string,
): Promise<TrainingSetup> {
  const flags = server ? { ...LONG_RUN, server: { base_url: server } } : LONG_RUN;
  const settings = await loadRunSettings(root, io.env, flags);
  const { config, agents, problems } = settings;
  const requested = opsFlag
    ?.split(',')
    .map((op) => op.trim())
    .filter(Boolean);
  const ops = chooseOps(settings, requested);
  const problem = ops.map((op) => problems.get(op)).find(Boolean);
  if (problem) throw problem;
  const backend: Backend = server ? chooseBackend(config, io.env) : { kind: 'builtin' };
  if (backend.kind === 'openai') {
    const preflight = await preflightServer({
      serverUrl: backend.baseURL,
      ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
    });
    if (!preflight.ok) throw new RemoraError('AGENT_002', preflight.message);
    // No fallback here: a missing adapter should show in the figures, and be said why.
    for (const op of ops) {
      const asked = model ?? chooseModel(op, config, agents.get(op)).model;
      if (!preflight.models.includes(asked) && !preflight.models.includes(`${asked}:latest`))
        io.stderr(
          `warning: the server does not list the model '${asked}'; every ${op} run will fail. It lists: ${preflight.models.join(', ') || 'no models'}\n`,
        );
    }
  }
  return {
    config,
    agents,
    agentProblems: problems,
    backend,
    ops,
    processEnv: io.env,
    events: createRunEvents(
      () => undefined,
      (text) => io.stderr(`warning: ${text}\n`),
    ),
    allowExecute: true,
  };
}

/** The folder a flag names, resolved; CLI_001 when it is not one. */
export function existingFolder(io: CliIo, path: string, flag: string): string {
  const absolute = resolve(io.cwd, path);
  if (!statSync(absolute, { throwIfNoEntry: false })?.isDirectory())
    throw new RemoraError('CLI_001', `${flag} ${path} is not a folder`);
  return absolute;
}

export function noPositionals(positionals: readonly string[]): void {
  if (positionals.length > 0)
    throw new RemoraError('CLI_001', `unexpected argument '${positionals[0]}'`);
}
