import { RemoraError } from '../errors.js';

/** What happens to a node's other ops when one fails (docs/architecture.md §6). */
export type ErrorPolicy = 'stop_graph' | 'skip_downstream' | 'continue';

/** The ops to run on each node and what each depends on. */
export interface OpGraph {
  /** In a dependency-respecting order. */
  ops: string[];
  /** op -> the ops it forks from and waits for. */
  dependsOn: ReadonlyMap<string, readonly string[]>;
}

/**
 * Builds the per-node graph for the requested ops from `edges` ("a -> b": b
 * forks from a's workspace). Edges between ops not requested are dropped; a
 * cycle is a CONFIG_001 error naming it.
 */
export function planOpGraph(requested: readonly string[], edges: readonly string[]): OpGraph {
  const dependsOn = new Map<string, string[]>(requested.map((op) => [op, []]));
  for (const edge of edges) {
    const match = /^\s*([a-z_]+)\s*->\s*([a-z_]+)\s*$/.exec(edge);
    if (!match)
      throw new RemoraError('CONFIG_001', `graph edge '${edge}' is not of the form 'a -> b'`);
    const [, from, to] = match as unknown as [string, string, string];
    if (dependsOn.has(from) && dependsOn.has(to)) dependsOn.get(to)?.push(from);
  }
  return { ops: topologicalOrder(requested, dependsOn), dependsOn };
}

function topologicalOrder(
  ops: readonly string[],
  dependsOn: ReadonlyMap<string, readonly string[]>,
): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (op: string, path: string[]): void => {
    if (state.get(op) === 'done') return;
    if (state.get(op) === 'visiting')
      throw new RemoraError(
        'CONFIG_001',
        `graph edges form a cycle: ${[...path, op].join(' -> ')}`,
      );
    state.set(op, 'visiting');
    for (const dependency of dependsOn.get(op) ?? []) visit(dependency, [...path, op]);
    state.set(op, 'done');
    order.push(op);
  };
  for (const op of ops) visit(op, []);
  return order;
}

/**
 * The terminal state of one op on one node in this run; `cancelled` when the
 * run was cancelled first, `waiting` when its agent asked a question that a
 * later run (the answer in the pull request's thread) resumes from.
 */
export type OpStatus = 'succeeded' | 'failed' | 'skipped' | 'cancelled' | 'waiting';

/** The statuses of a dependency after which an op runs: it succeeded, or had nothing to do. */
const UNBLOCKING: ReadonlySet<OpStatus> = new Set(['succeeded', 'skipped']);

/**
 * Runs one node's graph: each op starts as soon as the ops it depends on have
 * finished (independent ops run side by side), and receives their statuses.
 * `runOp` decides nothing about policy; this function applies it.
 */
export async function runOpGraph<R extends { status: OpStatus }>(
  graph: OpGraph,
  policy: ErrorPolicy,
  runOp: (op: string, upstream: ReadonlyMap<string, R>) => Promise<R>,
  skip: (op: string, reason: string) => R,
): Promise<Map<string, R>> {
  const results = new Map<string, R>();
  const running = new Map<string, Promise<R>>();
  let stopped: string | undefined;
  const start = (op: string): Promise<R> => {
    let promise = running.get(op);
    if (promise) return promise;
    promise = (async () => {
      const deps = graph.dependsOn.get(op) ?? [];
      const upstream = new Map<string, R>();
      for (const dep of deps) upstream.set(dep, await start(dep));
      // An op with nothing to do (skipped: no linter governs the file) holds nothing back.
      const blocked = deps.find((dep) => !UNBLOCKING.has(upstream.get(dep)?.status ?? 'failed'));
      let result: R;
      if (stopped) result = skip(op, `stopped after ${stopped} failed (error policy stop_graph)`);
      else if (blocked && policy !== 'continue') result = skip(op, `${blocked} did not succeed`);
      else result = await runOp(op, upstream);
      if (result.status === 'failed' && policy === 'stop_graph') stopped ??= op;
      results.set(op, result);
      return result;
    })();
    running.set(op, promise);
    return promise;
  };
  await Promise.all(graph.ops.map(start));
  return new Map(graph.ops.map((op) => [op, results.get(op) as R]));
}
