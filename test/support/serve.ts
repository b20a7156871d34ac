import { loadAgents } from '../../src/adapters/agent-files.js';
import { startBuiltinServer, type BuiltinServer } from '../../src/adapters/builtin-server.js';
import { BUILTIN_POLICIES } from '../../src/core/policies/index.js';
import type { Policy } from '../../src/core/policies/policy.js';
import { builtinModelTable } from '../../src/core/serve/served-models.js';

export interface ServeOptions {
  /** Models the server leaves out, as a server missing an adapter would. */
  without?: readonly string[];
  /** Policies that replace the built-in one of an agent, by agent name. */
  policies?: Readonly<Record<string, Policy>>;
}

/**
 * `remora serve --policy builtin` in-process, on a free loopback port: the
 * bundled agents' adapters and `functiongemma`, answered by the built-in
 * policies. The same HTTP path a production run takes.
 */
export async function startServe(options: ServeOptions = {}): Promise<BuiltinServer> {
  const { agents } = await loadAgents();
  const policies = new Map([...BUILTIN_POLICIES, ...Object.entries(options.policies ?? {})]);
  const table = builtinModelTable([...agents.values()], 'functiongemma', (name) =>
    policies.has(name),
  );
  return startBuiltinServer({
    table: {
      ...table,
      models: table.models.filter((model) => !(options.without ?? []).includes(model.id)),
    },
    policies,
    port: 0,
  });
}
