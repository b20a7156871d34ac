import type { RemoraConfig } from '../config/config.js';
import type { AgentDefinition } from '../core/agents/definition.js';
import type { RemoraError } from '../core/errors.js';

/** A configuration and its agents, with a fingerprint of each repository op's files. */
export interface DataDestinations {
  config: RemoraConfig;
  agents: Map<string, AgentDefinition>;
  problems: Map<string, RemoraError>;
  /** Op -> SHA-256 of its files under `.remora/agents/<op>/`; absent for a bundled agent. */
  fingerprints: ReadonlyMap<string, string>;
}

/** What a pull request is reviewed with once the data destinations are the default branch's. */
export interface PinnedSettings {
  config: RemoraConfig;
  agents: Map<string, AgentDefinition>;
  problems: Map<string, RemoraError>;
  /** One CONFIG_002 sentence per setting the base branch chose otherwise. */
  warnings: string[];
}

/**
 * A pull request's base branch may be one its author pushed: its
 * configuration is theirs, not the workflow owner's. What chooses where data
 * goes — the model server (`server.*`: its address and the variable holding
 * its key) and agents whose `command:` tools run programs — is therefore
 * taken from the default branch when the base branch says otherwise, with a
 * CONFIG_002 warning naming each difference. Everything else (prompts, ops,
 * limits) stays the base commit's.
 */
export function pinDataDestinations(
  base: DataDestinations,
  main: DataDestinations,
  branches: { base: string; default: string },
): PinnedSettings {
  const warnings: string[] = [];
  const differ = (what: string): void => {
    warnings.push(
      `CONFIG_002: the base branch ${branches.base} sets ${what} otherwise than the default ` +
        `branch ${branches.default}; a pull request into a branch other than the default cannot ` +
        "choose where data goes, so the default branch's is used",
    );
  };
  const changed = serverKeysChanged(base.config.server, main.config.server);
  if (changed.length > 0) differ(changed.map((key) => `server.${key}`).join(', '));
  const agents = new Map(base.agents);
  const problems = new Map(base.problems);
  for (const [op, agent] of base.agents) {
    if (!hasCommandTools(agent)) continue;
    if (base.fingerprints.get(op) === main.fingerprints.get(op)) continue;
    differ(`the agent of ${op} (it has command tools)`);
    const theirs = main.agents.get(op);
    const problem = main.problems.get(op);
    agents.delete(op);
    problems.delete(op);
    if (theirs) agents.set(op, theirs);
    if (problem) problems.set(op, problem);
  }
  return { config: { ...base.config, server: main.config.server }, agents, problems, warnings };
}

function serverKeysChanged(base: RemoraConfig['server'], main: RemoraConfig['server']): string[] {
  const keys = [...new Set([...Object.keys(base), ...Object.keys(main)])].sort();
  return keys.filter(
    (key) =>
      JSON.stringify(base[key as keyof typeof base]) !==
      JSON.stringify(main[key as keyof typeof main]),
  );
}

function hasCommandTools(agent: AgentDefinition): boolean {
  return agent.tools.some((tool) => tool.command !== undefined);
}
