import type { Policy } from '../core/runner/policy.js';
import { BUNDLED_OPS } from './bundled-ops.js';
import type { BuiltinTool, OpModule } from './op-module.js';
import { argsSchema as readFileArguments, readWorkspaceFile } from './shared/read-file.js';
import type { ContextProvider, FindingCheck } from './shared/tool-context.js';

/**
 * Everything agent YAML can name as `builtin:<id>`, and each bundled agent's
 * policy: built once from the op folders, then read by agent loading, the
 * runner and the built-in backend alike.
 */
export interface OpRegistry {
  /** The ops by name. */
  ops: ReadonlyMap<string, OpModule>;
  /** The built-in policy of each bundled agent, by agent name. */
  policies: ReadonlyMap<string, Policy>;
  /** Tool handlers by id: `<op>.<tool>`, and the shared `workspace.read_file`. */
  tools: ReadonlyMap<string, BuiltinTool>;
  contextProviders: ReadonlyMap<string, ContextProvider>;
  checks: ReadonlyMap<string, FindingCheck>;
}

/** Tools any agent may use, whatever its op. */
const SHARED_TOOLS: Readonly<Record<string, BuiltinTool>> = {
  'workspace.read_file': { handler: readWorkspaceFile, arguments: readFileArguments },
};

/** The registry of these ops; two ops of one name, or one agent named by two, is a programming error. */
export function createOpRegistry(ops: readonly OpModule[]): OpRegistry {
  const byName = new Map<string, OpModule>();
  const policies = new Map<string, Policy>();
  const tools = new Map(Object.entries(SHARED_TOOLS));
  const contextProviders = new Map<string, ContextProvider>();
  const checks = new Map<string, FindingCheck>();
  for (const op of ops) {
    if (byName.has(op.name)) throw new Error(`two ops are named ${op.name}`);
    if (policies.has(op.agent)) throw new Error(`two ops name the agent ${op.agent}`);
    byName.set(op.name, op);
    policies.set(op.agent, op.policy);
    const ids = (table: Readonly<Record<string, unknown>> = {}): string[] =>
      Object.keys(table).map((key) => `${op.name}.${key}`);
    for (const [id, tool] of zip(ids(op.tools), Object.values(op.tools))) tools.set(id, tool);
    for (const [id, provider] of zip(
      ids(op.contextProviders),
      Object.values(op.contextProviders ?? {}),
    ))
      contextProviders.set(id, provider);
    for (const [id, check] of zip(ids(op.checks), Object.values(op.checks ?? {})))
      checks.set(id, check);
  }
  return { ops: byName, policies, tools, contextProviders, checks };
}

function zip<A, B>(a: readonly A[], b: readonly B[]): [A, B][] {
  return a.map((item, index) => [item, b[index] as B]);
}

/** The registry of the ops that ship with Remora. */
export const BUILTIN_REGISTRY: OpRegistry = createOpRegistry(BUNDLED_OPS);

/**
 * The ops of `ops` that ask a served model: all but those whose module says
 * it needs none. An op of a repository agent, which has no module, asks one.
 */
export function opsAskingModels(
  ops: readonly string[],
  registry: Pick<OpRegistry, 'ops'> = BUILTIN_REGISTRY,
): string[] {
  return ops.filter((op) => registry.ops.get(op)?.needsModel !== false);
}
