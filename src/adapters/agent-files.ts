import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { parseAgentDefinition, type AgentDefinition } from '../core/agents/definition.js';
import { RemoraError } from '../core/errors.js';
import { compileToolSchemas } from '../core/runner/tool-arguments.js';
import { BUILTIN_CONTEXT_PROVIDERS, BUILTIN_TOOLS } from '../tools/registry.js';
import { assetPath } from './assets.js';

/** The folder, inside a reviewed repository, where it keeps its own agents. */
export const REPO_AGENTS_DIR = '.remora/agents';

/**
 * Loads every agent: the bundled ones, then the repository's own
 * (`.remora/agents/<op>/<op>_subagent.yaml`), which override a bundled agent
 * of the same op. Any invalid definition is an AGENT_001 error.
 */
export async function loadAgents(repoRoot?: string): Promise<Map<string, AgentDefinition>> {
  const agents = new Map<string, AgentDefinition>();
  for (const [folder, label] of [
    [assetPath('agents'), 'agents'],
    ...(repoRoot ? [[join(repoRoot, REPO_AGENTS_DIR), REPO_AGENTS_DIR] as const] : []),
  ] as const) {
    for (const definition of await loadAgentFolder(folder, label))
      agents.set(definition.op, definition);
  }
  return agents;
}

async function loadAgentFolder(folder: string, label: string): Promise<AgentDefinition[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const ops = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const definitions: AgentDefinition[] = [];
  for (const op of ops) {
    const file = join(folder, op, `${op}_subagent.yaml`);
    const source = `${label}/${op}/${op}_subagent.yaml`;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    let document: unknown;
    try {
      document = parseYaml(text);
    } catch (error) {
      throw new RemoraError(
        'AGENT_001',
        `${source}: not valid YAML: ${(error as Error).message.split('\n')[0]}`,
      );
    }
    const definition = parseAgentDefinition(document, op, source, join(folder, op));
    checkHandlers(definition);
    compileToolSchemas(definition);
    definitions.push(definition);
  }
  return definitions;
}

function checkHandlers(definition: AgentDefinition): void {
  definition.tools.forEach((tool, index) => {
    const id = tool.handler?.slice('builtin:'.length);
    if (id && !BUILTIN_TOOLS.has(id)) {
      throw new RemoraError(
        'AGENT_001',
        `${definition.source}: tools.${index}.handler: no built-in tool '${id}'`,
      );
    }
    tool.context_providers.forEach((provider, p) => {
      if (!BUILTIN_CONTEXT_PROVIDERS.has(provider.slice('builtin:'.length))) {
        throw new RemoraError(
          'AGENT_001',
          `${definition.source}: tools.${index}.context_providers.${p}: no built-in provider '${provider}'`,
        );
      }
    });
  });
}
