import { loadAgents } from '../ops/agent-files.js';
import { commandOptions } from './commands.js';
import { parseCommandArgs, type CliIo } from './io.js';
import { leaves, loadConfig } from '../config/config.js';
import { createGit } from '../adapters/git/git.js';
import { describeError, type RemoraError } from '../core/errors.js';
import { largest } from '../core/arrays.js';

/** The repository root when in a git repository, else the current folder. */
export async function projectRoot(io: CliIo): Promise<string> {
  return (await createGit(io.cwd, io.env).catch(() => undefined))?.root ?? io.cwd;
}

/** `remora config`: the merged configuration, each value with where it came from. */
export async function runConfigCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, commandOptions('config'));
  const { config, sources } = await loadConfig(await projectRoot(io), io.env);
  if (values.json) {
    io.stdout(`${JSON.stringify({ config, sources: Object.fromEntries(sources) }, null, 2)}\n`);
    return 0;
  }
  const rows = leaves(config).map(
    ([path, value]) =>
      [path, JSON.stringify(value) ?? 'null', sources.get(path) ?? 'default'] as const,
  );
  const width = largest(rows.map(([path, value]) => path.length + value.length + 3));
  for (const [path, value, source] of rows)
    io.stdout(`${`${path} = ${value}`.padEnd(width)}  # ${source}\n`);
  return 0;
}

/** `remora list-agents`: every agent with its source, node types and tools. */
export async function runListAgentsCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(args, commandOptions('list-agents'));
  const loaded = await loadAgents(await projectRoot(io));
  const agents = [...loaded.agents.values()];
  if (values.json) {
    const rows = agents.map((a) => ({
      op: a.op,
      name: a.name,
      source: a.source,
      model: a.model ?? null,
      node_types: a.node_types,
      tools: a.tools.map((t) => t.name),
    }));
    io.stdout(`${JSON.stringify(rows, null, 2)}\n`);
    return reportAgentProblems(loaded.problems, io) ? 2 : 0;
  }
  for (const agent of agents) {
    io.stdout(
      `${agent.op}  (${agent.name}, from ${agent.source})\n  node types: ${agent.node_types.join(', ')}\n`,
    );
    for (const tool of agent.tools) {
      const how = tool.command
        ? `command: ${tool.command.join(' ')}`
        : (tool.handler ?? 'ends the run');
      io.stdout(`  - ${tool.name}: ${tool.description} [${how}]\n`);
    }
  }
  return reportAgentProblems(loaded.problems, io) ? 2 : 0;
}

/** Writes each broken agent's AGENT_001 to stderr; true when there was one. */
export function reportAgentProblems(
  problems: ReadonlyMap<string, RemoraError>,
  io: CliIo,
): boolean {
  for (const problem of problems.values()) io.stderr(`remora: ${describeError(problem)}\n`);
  return problems.size > 0;
}
