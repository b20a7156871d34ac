import { loadAgents } from '../ops/agent-files.js';
import {
  DEFAULT_SERVE_HOST,
  DEFAULT_SERVE_PORT,
  isLoopbackHost,
  startBuiltinServer,
} from '../adapters/model/builtin-server.js';
import { untilStopSignal } from '../adapters/process/stop-signal.js';
import { projectRoot, reportAgentProblems } from './info.js';
import { parseCommandArgs, type CliIo } from './io.js';
import { commandOptions } from './commands.js';
import { loadConfig } from '../config/config.js';
import { RemoraError } from '../core/errors.js';
import { BUILTIN_REGISTRY } from '../languages/registry.js';
import { builtinModelTable } from '../core/serve/served-models.js';

/**
 * `remora serve --policy builtin`: an OpenAI-compatible server on loopback
 * answered by the built-in policies, under the model names a deployed server
 * lists (the agents' adapters and `server.default_model`), until SIGINT or
 * SIGTERM. `stopped` is when to stop; tests pass their own.
 */
export async function runServeCommand(
  args: readonly string[],
  io: CliIo,
  stopped: () => Promise<string> = untilStopSignal,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('serve'));
  if (positionals.length > 0)
    throw new RemoraError('CLI_001', `unexpected argument '${positionals[0]}'`);
  if (values.policy !== 'builtin')
    throw new RemoraError(
      'CLI_001',
      values.policy === undefined
        ? 'serve needs --policy builtin'
        : `--policy takes 'builtin' (the only policy there is), not '${values.policy}'`,
    );
  const port = parsePort(values.port);
  const host = values.host ?? DEFAULT_SERVE_HOST;
  const root = await projectRoot(io);
  const { config } = await loadConfig(root, io.env);
  const loaded = await loadAgents(root);
  reportAgentProblems(loaded.problems, io);
  const table = builtinModelTable(
    [...loaded.agents.values()],
    config.server.default_model,
    (name) => BUILTIN_REGISTRY.policies.has(name),
  );
  const server = await startBuiltinServer({
    table,
    policies: BUILTIN_REGISTRY.policies,
    host,
    port,
    exposed: values.host !== undefined,
  });
  if (!isLoopbackHost(host))
    io.stderr(
      `warning: listening on ${host}, beyond this machine, because --host says so; ` +
        'anyone who can reach the port can use it (there is no API key)\n',
    );
  const stop = stopped();
  io.stdout(
    `Serving the built-in policies at ${server.url}\n` +
      `models: ${table.models.map((m) => m.id).join(', ')}\n` +
      'Ctrl-C (SIGINT) or SIGTERM stops it.\n',
  );
  const signal = await stop;
  await server.close();
  const n = server.completions;
  io.stderr(`remora serve: stopped on ${signal} after ${n} chat completion${n === 1 ? '' : 's'}\n`);
  return 0;
}

function parsePort(flag: string | undefined): number {
  if (flag === undefined) return DEFAULT_SERVE_PORT;
  const port = /^\d+$/.test(flag) ? Number(flag) : NaN;
  if (!(port >= 0 && port <= 65_535))
    throw new RemoraError(
      'CLI_001',
      `--port takes a port number from 0 to 65535 (0: any free port), not '${flag}'`,
    );
  return port;
}
