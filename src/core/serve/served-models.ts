import { ASK_TOOL } from '../runner/ask-user.js';

/**
 * Which model names a server of the built-in policies answers, and which
 * agent's policy answers each: the same names a deployed server lists (one
 * LoRA adapter per agent, plus the base model as `server.default_model`).
 */

/** The parts of an agent that decide how it is served. */
export interface ServedAgent {
  name: string;
  /** Its adapter's name; absent, the agent runs on the default model. */
  model?: string | undefined;
  tools: readonly { name: string }[];
  /** Whether the runner offers it its own `ask_user` tool as well. */
  ask_user?: boolean;
}

/**
 * One model name and the agents it may answer for. An adapter answers for
 * its agent; the default model, like a base model serving every agent, for
 * each agent that has no adapter of its own, chosen by the request's tools.
 */
export interface ServedModel {
  id: string;
  agents: readonly string[];
}

/** The model list of a server of the built-in policies, and each agent's tool names. */
export interface ModelTable {
  models: readonly ServedModel[];
  tools: ReadonlyMap<string, readonly string[]>;
}

/**
 * The model table for `agents` (only those a policy answers for): the
 * default model first, then each adapter an agent names, in agent order.
 * The default model answers for every such agent: a review falls back to it
 * when an adapter is missing, so every agent must be able to reach it.
 */
export function builtinModelTable(
  agents: readonly ServedAgent[],
  defaultModel: string,
  hasPolicy: (agent: string) => boolean,
): ModelTable {
  const served = agents.filter((agent) => hasPolicy(agent.name));
  const byModel = new Map<string, string[]>([[defaultModel, served.map((a) => a.name)]]);
  for (const agent of served) {
    if (!agent.model || agent.model === defaultModel) continue;
    byModel.set(agent.model, [...(byModel.get(agent.model) ?? []), agent.name]);
  }
  return {
    models: [...byModel].map(([id, names]) => ({ id, agents: names })),
    // The tools the runner offers the agent: its own, and ask_user when it may ask.
    tools: new Map(
      served.map((agent) => [
        agent.name,
        [...agent.tools.map((tool) => tool.name), ...(agent.ask_user ? [ASK_TOOL] : [])],
      ]),
    ),
  };
}

/** What a request's model and tools select: one agent, or why none. */
export type AgentChoice =
  | { ok: true; agent: string }
  | { ok: false; reason: 'unknown-model' | 'no-agent-for-tools'; message: string };

/**
 * The agent that answers a request: the only one its model answers for, or,
 * when the model answers for several, the one whose tools are exactly the
 * tools the request offers (the runner always sends an agent's full set).
 */
export function chooseAgent(
  table: ModelTable,
  model: string,
  offered: readonly string[],
): AgentChoice {
  const entry = table.models.find((m) => m.id === model);
  if (!entry)
    return {
      ok: false,
      reason: 'unknown-model',
      message: `The model '${model}' does not exist on this server; it serves ${listed(table.models.map((m) => m.id))}.`,
    };
  const [only] = entry.agents;
  if (entry.agents.length === 1 && only !== undefined) return { ok: true, agent: only };
  const wanted = [...new Set(offered)].sort().join(',');
  const match = entry.agents.find(
    (agent) => [...(table.tools.get(agent) ?? [])].sort().join(',') === wanted,
  );
  if (match) return { ok: true, agent: match };
  return {
    ok: false,
    reason: 'no-agent-for-tools',
    message:
      `The model '${model}' answers for ${listed(entry.agents)}, each chosen by its tools; ` +
      `the request offers ${offered.length === 0 ? 'no tools' : listed(offered)}, which are no agent's tools.`,
  };
}

function listed(names: readonly string[]): string {
  return names.length === 0 ? 'nothing' : names.join(', ');
}
