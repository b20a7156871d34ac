import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseAgentDefinition, type AgentDefinition } from '../core/agents/definition.js';
import { RemoraError } from '../core/errors.js';
import { yamlErrorPlace } from '../core/yaml-error-place.js';
import { compileToolSchemas } from '../core/runner/tool-arguments.js';
import { toolSchemaDisagreements } from '../core/agents/tool-schema-agreement.js';
import { BUILTIN_REGISTRY, type OpRegistry } from './registry.js';
import { assetPath } from '../adapters/files/assets.js';
import { readConfinedFile } from '../adapters/files/confined-file.js';

/** The folder, inside a reviewed repository, where it keeps its own agents. */
export const REPO_AGENTS_DIR = '.remora/agents';

/** The agents that loaded, and an AGENT_001 error for each op whose definition did not. */
export interface LoadedAgents {
  agents: Map<string, AgentDefinition>;
  problems: Map<string, RemoraError>;
}

/**
 * Loads every agent: the bundled ones, then the repository's own
 * (`.remora/agents/<op>/<op>_subagent.yaml`), which override a bundled agent
 * of the same op. An invalid definition is an AGENT_001 problem for its op
 * only: one broken agent must not stop the others. Built-in handlers are
 * looked up in `registry`.
 */
export async function loadAgents(
  repoRoot?: string,
  registry: OpRegistry = BUILTIN_REGISTRY,
): Promise<LoadedAgents> {
  const loaded: LoadedAgents = { agents: new Map(), problems: new Map() };
  const folders: [string, string, string | undefined][] = [
    [assetPath('agents'), 'agents', undefined],
  ];
  if (repoRoot) folders.push([join(repoRoot, REPO_AGENTS_DIR), REPO_AGENTS_DIR, repoRoot]);
  for (const [folder, label, confinedTo] of folders) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const op of entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()) {
      const definition = await loadAgentFile(folder, label, op, confinedTo, registry).catch(
        (error: unknown) => {
          if (!(error instanceof RemoraError)) throw error;
          return error;
        },
      );
      if (definition === undefined) continue;
      if (definition instanceof RemoraError) {
        loaded.problems.set(op, definition);
        loaded.agents.delete(op);
      } else {
        loaded.agents.set(op, definition);
        loaded.problems.delete(op);
      }
    }
  }
  return loaded;
}

async function loadAgentFile(
  folder: string,
  label: string,
  op: string,
  confinedTo: string | undefined,
  registry: OpRegistry,
): Promise<AgentDefinition | undefined> {
  const source = `${label}/${op}/${op}_subagent.yaml`;
  // A repository's own agent files are read only inside it; the bundled ones are ours.
  const read = await readConfinedFile(
    confinedTo ?? folder,
    join(folder, op, `${op}_subagent.yaml`),
  );
  if (read.kind === 'missing') return undefined;
  if (read.kind === 'outside')
    throw new RemoraError(
      'AGENT_001',
      `${source} is a symbolic link leading outside the repository; it is not read`,
    );
  let document: unknown;
  try {
    document = parseYaml(read.bytes.toString('utf8'));
  } catch (error) {
    throw new RemoraError('AGENT_001', `${source}: not valid YAML${yamlErrorPlace(error)}`);
  }
  const definition = parseAgentDefinition(document, op, source, join(folder, op));
  checkHandlers(definition, registry);
  compileToolSchemas(definition);
  return definition;
}

function checkHandlers(definition: AgentDefinition, registry: OpRegistry): void {
  definition.tools.forEach((tool, index) => {
    const id = tool.handler?.slice('builtin:'.length);
    if (id && !registry.tools.has(id)) {
      throw new RemoraError(
        'AGENT_001',
        `${definition.source}: tools.${index}.handler: no built-in tool '${id}'`,
      );
    }
    const handlerArguments = id ? registry.tools.get(id)?.arguments : undefined;
    const disagreements = handlerArguments
      ? toolSchemaDisagreements(tool.parameters, handlerArguments)
      : [];
    if (disagreements.length > 0) {
      throw new RemoraError(
        'AGENT_001',
        `${definition.source}: tools.${index}.parameters do not match builtin:${id}: ${disagreements.join('; ')}`,
      );
    }
    tool.context_providers.forEach((provider, p) => {
      if (!registry.contextProviders.has(provider.slice('builtin:'.length))) {
        throw new RemoraError(
          'AGENT_001',
          `${definition.source}: tools.${index}.context_providers.${p}: no built-in provider '${provider}'`,
        );
      }
    });
  });
}
