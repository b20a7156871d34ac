/**
 * Which model (adapter) each op asks the server for. Structural types, so this
 * stays pure: `RemoraConfig` and `AgentDefinition` fit them.
 */

/** The parts of the configuration that name models. */
export interface ModelSettings {
  operations: Readonly<Record<string, { model?: string | undefined }>>;
  server: { default_model: string };
}

/** The part of an agent definition that names a model. */
export interface AgentModel {
  model?: string | undefined;
}

/** The model an op asks for, and the setting that named it. */
export interface ModelChoice {
  model: string;
  from: string;
}

/** The op's `model`, else its agent's, else `server.default_model`: docs/architecture.md §4. */
export function chooseModel(
  op: string,
  config: ModelSettings,
  agent: AgentModel | undefined,
): ModelChoice {
  const configured = config.operations[op]?.model;
  if (configured) return { model: configured, from: `operations.${op}.model` };
  if (agent?.model) return { model: agent.model, from: `the ${op} agent's model` };
  return { model: config.server.default_model, from: 'server.default_model' };
}

/** An op that runs on another model than its own, because the server does not list its own. */
export interface ModelFallback {
  op: string;
  /** The model the op asks for. */
  model: string;
  /** The model it runs on instead. */
  fallback: string;
}

export interface RoutedModels {
  /** Op -> the model its requests name. */
  models: Map<string, string>;
  /** One sentence per model the server does not serve. */
  warnings: string[];
  /** The ops that run on the base model instead of their own. */
  fallbacks: ModelFallback[];
}

/**
 * Routes each op to a model the server lists (`available`, from `GET
 * /models`): an op whose model is not there falls back to the base model,
 * `server.default_model`, or, when the server does not list that name, the
 * one base model it lists (`bases`: what vLLM names as its adapters'
 * parent), with a warning naming the model and the op, so a missing LoRA
 * adapter costs quality, not the op. When no base model is served either,
 * the warning says so: those requests will fail.
 */
export function routeModels(input: {
  ops: readonly string[];
  config: ModelSettings;
  agents: ReadonlyMap<string, AgentModel>;
  available: readonly string[];
  bases?: readonly string[];
}): RoutedModels {
  const served = new Set(input.available);
  const configured = input.config.server.default_model;
  const [onlyBase, ...otherBases] = input.bases ?? [];
  const listedBase = !isServed(served, configured) && onlyBase && otherBases.length === 0;
  const fallback = listedBase ? onlyBase : configured;
  const named = listedBase
    ? `the base model '${fallback}' the server lists`
    : `server.default_model '${fallback}'`;
  const fallbackServed = isServed(served, fallback);
  const models = new Map<string, string>();
  const warnings: string[] = [];
  const fallbacks: ModelFallback[] = [];
  const stranded: string[] = [];
  for (const op of input.ops) {
    const choice = chooseModel(op, input.config, input.agents.get(op));
    if (isServed(served, choice.model)) {
      models.set(op, choice.model);
      continue;
    }
    models.set(op, fallback);
    if (!fallbackServed) stranded.push(op);
    if (choice.model !== fallback) {
      fallbacks.push({ op, model: choice.model, fallback });
      warnings.push(
        `the model '${choice.model}' (${choice.from}) is not on the server; ` +
          `the ${op} op uses ${named} instead`,
      );
    }
  }
  if (stranded.length > 0)
    warnings.push(
      `server.default_model '${fallback}' is not on the server either; ` +
        `requests of ${stranded.join(', ')} will fail. The server lists: ${listed(input.available)}`,
    );
  return { models, warnings, fallbacks };
}

/** Whether a server listing `served` serves `model`; Ollama lists `name:tag` and serves `name` as `name:latest`. */
export function isServed(served: ReadonlySet<string>, model: string): boolean {
  return served.has(model) || (!model.includes(':') && served.has(`${model}:latest`));
}

function listed(available: readonly string[]): string {
  return available.length === 0 ? 'no models' : available.join(', ');
}
