import { RunCancellation, type CancelCause } from '../core/engine/cancellation.js';
import { describeError, RemoraError } from '../core/errors.js';
import { recordTally, totalTally, type RunTally } from '../core/events/run-tally.js';
import {
  planOpGraph,
  runOpGraph,
  type ErrorPolicy,
  type OpGraph,
} from '../core/engine/op-graph.js';
import { Semaphore } from '../core/engine/semaphore.js';
import type { LineRange } from '../core/node-lines.js';
import type { CSTNode } from '../core/nodes.js';
import { outOfScope, type ScopeOptions } from '../core/signal/scope.js';
import { cancellableModel } from '../core/runner/cancellable-model.js';
import type { ModelClient } from '../core/runner/messages.js';
import type { FileSource } from '../core/workspace/file-source.js';
import { BUILTIN_STRUCTURAL_MERGE } from '../languages/registry.js';
import { mergeWorkspaces } from '../core/workspace/merge.js';
import { WorkspaceOverlay } from '../core/workspace/overlay.js';
import { formatUnifiedDiff } from '../core/workspace/unified-diff.js';
import { withParsedText } from '../adapters/tree-sitter/parsed-text.js';
import type { ReviewerInstruction } from '../core/runner/opening-request.js';
import { runOperation, type OperationEnv, type OpResult } from './run-operation.js';
import { languageSkip } from '../ops/registry.js';
import { tryPackFor as tryPackFor } from '../languages/manifests.js';
import type { RemoraConfig } from '../config/config.js';

/** A node to review, with the lines that made it changed (none for a whole-file analysis). */
export interface ReviewTarget {
  node: CSTNode;
  changed_lines?: LineRange[];
  /** The node's text at the base revision, where the change rewrote lines of it; null when it is new. */
  before?: string | null;
  /** What a reviewer asked of this node's run (`/remora retry`): the opening message ends with it. */
  instruction?: ReviewerInstruction;
}

export interface NodeReport extends ReviewTarget {
  ops: OpResult[];
  /**
   * The node's merged result — what `--apply` writes for it — as a unified
   * diff against the stable tree ('' when no op changed anything).
   */
  result_diff: string;
}

export interface ReviewReport {
  backend: string;
  ops: string[];
  /** The op graph the run was planned as: what every later step reads the results by. */
  graph: OpGraph;
  nodes: NodeReport[];
  ms: number;
  /** The run's counts, made from its event records: what every report prints. */
  tally: RunTally;
  /** Set when the run was cancelled: its ops then not finished are `cancelled` (CANCEL_001). */
  cancelled?: { cause: CancelCause; code: 'CANCEL_001'; message: string };
}

export interface ReviewRequest {
  targets: readonly ReviewTarget[];
  ops: readonly string[];
  stable: FileSource;
  env: OperationEnv;
  /** Aborts when the run is told to stop (SIGINT/SIGTERM): the run is cancelled. */
  stop?: AbortSignal;
}

/**
 * Runs every requested op on every target node: nodes side by side up to
 * `runner.node_concurrency`, model requests up to `runner.request_concurrency`,
 * each node's ops as its graph allows. A node's failure stays its own, unless
 * `runner.fail_fast` makes it cancel the run. A cancelled run (told to stop,
 * `runner.deadline_s`, fail-fast) aborts its model requests and tools at once
 * and closes every op not finished as cancelled; what finished is reported.
 */
export async function runReview(request: ReviewRequest): Promise<ReviewReport> {
  const started = Date.now();
  const { config } = request.env;
  const graph = planOpGraph(request.ops, config.graph.edges);
  const cancellation = new RunCancellation();
  const unlink = cancelOn(cancellation, request.stop, config.runner.deadline_s);
  const env: OperationEnv = {
    ...request.env,
    cancellation,
    model: cancellableModel(
      limitModel(request.env.model, new Semaphore(config.runner.request_concurrency)),
      cancellation,
    ),
  };
  const nodes = new Semaphore(config.runner.node_concurrency);
  const recording = recordTally(env.events, graph.ops);
  env.events.emit('run:started', {
    nodes: request.targets.length,
    ops: graph.ops,
    backend: env.model.name,
  });
  try {
    const reports = await Promise.all(
      request.targets.map((target) =>
        nodes.run(() => reviewNode(env, graph, config.graph.error_policy, target, request.stable)),
      ),
    );
    const tally = recording.stop();
    const { succeeded, failed, skipped, cancelled } = totalTally(tally);
    const counts = { nodes: tally.nodes, succeeded, failed, skipped };
    const ms = Date.now() - started;
    const report: ReviewReport = {
      backend: env.model.name,
      ops: graph.ops,
      graph,
      nodes: reports,
      ms,
      tally,
    };
    const why = cancellation.reason;
    if (why) {
      report.cancelled = { cause: why.cause, code: 'CANCEL_001', message: why.message };
      env.events.emit('run:cancelled', { ...counts, cancelled, ...report.cancelled, ms });
    } else env.events.emit('run:completed', { ...counts, ms });
    return report;
  } finally {
    unlink();
  }
}

/** Cancels the run when `stop` aborts or `deadlineSeconds` pass; returns what unhooks both. */
function cancelOn(
  cancellation: RunCancellation,
  stop: AbortSignal | undefined,
  deadlineSeconds: number,
): () => void {
  const onStop = (): void =>
    cancellation.cancel('signal', `the run was stopped (${String(stop?.reason)})`);
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });
  const message = `the review's deadline passed (runner.deadline_s: ${deadlineSeconds} s)`;
  // The timer aborts what waits (requests, programs); the clock is also read before each op,
  // for a run whose ops follow one another without the event loop turning.
  cancellation.cancelAt(Date.now() + deadlineSeconds * 1000, message);
  const timer = setTimeout(() => cancellation.cancel('deadline', message), deadlineSeconds * 1000);
  return () => {
    clearTimeout(timer);
    stop?.removeEventListener('abort', onStop);
  };
}

/** An op that fails before it runs, with the error that stopped it (LINT_001: a linter configuration). */
function failedAtOnce(env: OperationEnv, node: CSTNode, op: string, error: RemoraError): OpResult {
  const agent = { op, node_id: node.node_id, workspace_id: `${op}-${node.node_id}` };
  env.events.emit('agent:started', agent);
  env.events.emit('agent:failed', {
    ...agent,
    code: error.code,
    message: error.message,
    turns: 0,
    findings: 0,
  });
  return {
    ...agent,
    status: 'failed',
    summary: '',
    error: { code: error.code, message: error.message },
    turns: 0,
    ms: 0,
    diff: '',
    findings: [],
  };
}

/** An op that closes as soon as it starts: skipped (with why), or cancelled by the run. */
function closedAtOnce(env: OperationEnv, node: CSTNode, op: string, reason?: string): OpResult {
  const agent = { op, node_id: node.node_id, workspace_id: `${op}-${node.node_id}` };
  const base = { ...agent, turns: 0, ms: 0, diff: '', findings: [] };
  env.events.emit('agent:started', agent);
  if (reason === undefined && env.cancellation?.cancelled) {
    const message = env.cancellation.error().message;
    env.events.emit('agent:cancelled', { ...agent, code: 'CANCEL_001', message, turns: 0 });
    return {
      ...base,
      status: 'cancelled',
      summary: '',
      error: { code: 'CANCEL_001', message },
    };
  }
  env.events.emit('agent:skipped', { ...agent, reason: reason ?? '', findings: 0 });
  return { ...base, status: 'skipped', summary: reason ?? '' };
}

async function reviewNode(
  env: OperationEnv,
  graph: OpGraph,
  policy: ErrorPolicy,
  target: ReviewTarget,
  stable: FileSource,
): Promise<NodeReport> {
  const { node } = target;
  const started = Date.now();
  env.events.emit('node:started', {
    node_id: node.node_id,
    full_name: node.full_name,
    file_path: node.file_path,
  });
  const close = (ops: readonly OpResult[]): void => {
    const cancelled = ops.some((op) => op.status === 'cancelled');
    env.events.emit(cancelled ? 'node:cancelled' : 'node:completed', {
      node_id: node.node_id,
      ms: Date.now() - started,
    });
  };
  // Once the run is cancelled, an op not yet run closes as cancelled, not skipped.
  const skip = (op: string, reason: string): OpResult =>
    closedAtOnce(env, node, op, env.cancellation?.cancelled ? undefined : reason);
  const unfit = await unfitFile(stable, node.file_path);
  if (unfit !== undefined) {
    const reason = unfit;
    const ops = graph.ops.map((op) => skip(op, reason));
    close(ops);
    return { ...target, ops, result_diff: '' };
  }
  const results = await runOpGraph<OpResult>(
    graph,
    policy,
    async (op, upstream) => {
      if (env.cancellation?.cancelled) return closedAtOnce(env, node, op);
      const definition = env.agents.get(op);
      if (definition && !definition.node_types.includes(node.node_type))
        return skip(op, `${op} does not review ${node.node_type} nodes`);
      const unscoped =
        definition &&
        outOfScope(
          node,
          definition.skip,
          env.registry.languages.of(node.file_path)?.scope,
          scopeOptions(env, op),
          await stable.readFile(node.file_path),
        );
      if (unscoped) return skip(op, unscoped);
      let unsuited: string | undefined;
      try {
        unsuited = await unsuitedLanguage(env, op, node);
      } catch (error) {
        // The project's linter configuration is the pull request's data: one that cannot be followed fails this op here, not the run.
        if (!(error instanceof RemoraError)) throw error;
        return failedAtOnce(env, node, op, error);
      }
      if (unsuited) return skip(op, unsuited);
      const id = `${op}-${node.node_id}`;
      const parent = [...upstream.values()].find(
        (r) => r.status === 'succeeded' && r.workspace,
      )?.workspace;
      const workspace = parent ? parent.fork(id) : WorkspaceOverlay.create(id, stable);
      const result = await runOperation(env, op, node, workspace, target);
      if (result.status === 'failed' && env.config.runner.fail_fast)
        env.cancellation?.cancel(
          'fail_fast',
          `fail-fast: ${op} failed on ${node.full_name} (${result.error?.code ?? 'TOOL_001'})`,
        );
      return result;
    },
    skip,
  );
  const ops = [...results.values()];
  close(ops);
  return { ...target, ops, result_diff: await mergedDiff(stable, finalWorkspaces({ ops }, graph)) };
}

/**
 * Why `op` does not review `node` for its language: the language or the op
 * for it turned off in remora.yaml, an op whose tools differ by language and
 * that the language has none for, or an op with nothing to do on the file
 * (no linter governs it).
 */
async function unsuitedLanguage(
  env: OperationEnv,
  op: string,
  node: CSTNode,
): Promise<string | undefined> {
  const language = env.registry.languages.of(node.file_path);
  if (language) {
    const settings = (env.config.languages as Readonly<Record<string, LanguageSettings>>)[
      language.id
    ];
    if (settings?.enabled === false)
      return `${language.label} files are turned off in remora.yaml (languages.${language.id}.enabled)`;
    if (settings?.operations[op] === false)
      return `${op} is turned off for ${language.label} files in remora.yaml (languages.${language.id}.operations)`;
  }
  return (
    languageSkip(env.registry, op, node.file_path) ??
    (await env.registry.ops.get(op)?.skips?.(node, env.services))
  );
}

/** `languages.<id>` of remora.yaml. */
type LanguageSettings = RemoraConfig['languages'][keyof RemoraConfig['languages']];

/**
 * The workspaces that hold a node's final result: every succeeded op's,
 * except one a succeeded downstream op forked from (its edits live on there).
 */
export function finalWorkspaces(
  report: Pick<NodeReport, 'ops'>,
  graph: Pick<OpGraph, 'dependsOn'>,
): WorkspaceOverlay[] {
  const succeeded = new Set(report.ops.filter((r) => r.status === 'succeeded').map((r) => r.op));
  const superseded = new Set(
    [...succeeded].flatMap((op) => graph.dependsOn.get(op) ?? []).filter((op) => succeeded.has(op)),
  );
  return report.ops
    .filter((r) => succeeded.has(r.op) && !superseded.has(r.op) && r.workspace)
    .map((r) => r.workspace as WorkspaceOverlay);
}

/** A model whose requests wait for a slot of the run-wide request limit. */
function limitModel(model: ModelClient, slots: Semaphore): ModelClient {
  return {
    name: model.name,
    complete: (request, signal) => slots.run(() => model.complete(request, signal)),
  };
}

/** What an op's configuration switches back into its scope. */
function scopeOptions(env: OperationEnv, op: string): ScopeOptions {
  return { private: env.config.operations[op]?.private === true };
}

/** The merged change of a node's final workspaces, as one diff against the stable tree. */
async function mergedDiff(
  stable: FileSource,
  workspaces: readonly WorkspaceOverlay[],
): Promise<string> {
  const { files } = await mergeWorkspaces(stable, workspaces, BUILTIN_STRUCTURAL_MERGE);
  const versions = await Promise.all(
    [...files].map(async ([path, after]) => ({ path, before: await stable.readFile(path), after })),
  );
  return formatUnifiedDiff(versions);
}

// Whether a stable file parses, asked once per file and stable tree.
const parseChecks = new WeakMap<FileSource, Map<string, Promise<boolean>>>();

/**
 * Why no op may edit the file, if none may: it has a syntax error, or it
 * cannot be read (a link out of the repository). Said for its nodes, never
 * thrown: one odd file never ends the review of the others.
 */
async function unfitFile(stable: FileSource, path: string): Promise<string | undefined> {
  try {
    if (await hasSyntaxError(stable, path))
      return `${path} has a syntax error (DISC_001): no op edits a file that does not parse`;
    return undefined;
  } catch (error) {
    return `${path} cannot be read: ${describeError(error)}`;
  }
}

/** True when the stable version of the file has a syntax error in its language's grammar (tree-sitter recovers; the compiler would not). */
function hasSyntaxError(stable: FileSource, path: string): Promise<boolean> {
  const pack = tryPackFor(path);
  if (!pack) return Promise.resolve(false);
  let checks = parseChecks.get(stable);
  if (!checks) parseChecks.set(stable, (checks = new Map()));
  let check = checks.get(path);
  if (!check) {
    check = (async () => {
      const text = await stable.readFile(path);
      if (text === undefined) return false;
      return withParsedText(pack, text, (root) => root.hasError);
    })();
    checks.set(path, check);
  }
  return check;
}
