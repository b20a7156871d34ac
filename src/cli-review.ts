import { appendFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadAgents } from './adapters/agent-files.js';
import { createDiscoverer, type Discoverer } from './adapters/discoverer.js';
import { createGit, type Git } from './adapters/git.js';
import { listSourceFiles } from './adapters/source-files.js';
import { applyToCheckout } from './adapters/workspace-materialise.js';
import { createDirectorySource } from './adapters/workspace-files.js';
import { findChangedNodes } from './cli-changed.js';
import { parseCommandArgs, reportDiagnostics, type CliIo } from './cli-io.js';
import { checkConfiguredOps, discoveryOptions, loadConfig, type RemoraConfig } from './config.js';
import { planOpGraph } from './core/engine/op-graph.js';
import { RemoraError } from './core/errors.js';
import { EventBus, type RemoraEvent } from './core/events/event-bus.js';
import { formatReviewText, reviewToJson } from './core/report/format-review.js';
import { mergeTestFiles } from './core/testgen/merge-test-file.js';
import { mergeWorkspaces } from './core/workspace/merge.js';
import { createCachedSource, type FileSource } from './core/workspace/file-source.js';
import { chooseBackend, createReviewEnv } from './engine/review-env.js';
import {
  finalWorkspaces,
  runReview,
  type ReviewReport,
  type ReviewTarget,
} from './engine/review.js';

const REVIEW_FLAGS = {
  base: { type: 'string' },
  head: { type: 'string' },
  ops: { type: 'string' },
  model: { type: 'string' },
  server: { type: 'string' },
  format: { type: 'string', default: 'text' },
  apply: { type: 'boolean', default: false },
  log: { type: 'string' },
} as const;

type ReviewFlags = ReturnType<typeof parseCommandArgs<typeof REVIEW_FLAGS>>['values'];

/** `remora review --base <rev>`: the changed nodes of a change, reviewed by the agents. */
export async function runReviewCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, REVIEW_FLAGS);
  if (!values.base) throw new RemoraError('CLI_001', 'review needs --base <rev>');
  if (positionals.length > 0)
    throw new RemoraError('CLI_001', `unexpected argument '${positionals[0]}'`);
  const git = await createGit(io.cwd, io.env);
  return withSession(git, values, io, async (session) => {
    const changes = await findChangedNodes(
      git,
      values.base as string,
      session.head,
      session.discoverer,
    );
    reportDiagnostics(changes.diagnostics, io);
    return changes.nodes;
  });
}

/** `remora analyze <paths...>`: every node of whole files and folders, reviewed by the agents. */
export async function runAnalyzeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, REVIEW_FLAGS);
  if (values.base || values.head)
    throw new RemoraError('CLI_001', 'analyze takes paths, not --base/--head');
  const git = await createGit(io.cwd, io.env);
  return withSession(git, values, io, async (session) => {
    const { files, diagnostics } = await listSourceFiles(positionals, git.root);
    reportDiagnostics(diagnostics, io);
    const found = await session.discoverer.discover(files);
    for (const result of found) reportDiagnostics(result.diagnostics, io);
    return found.flatMap((result) => result.nodes.map((node) => ({ node })));
  });
}

interface Session {
  head: string;
  discoverer: Discoverer;
}

async function withSession(
  git: Git,
  values: ReviewFlags,
  io: CliIo,
  targetsOf: (session: Session) => Promise<ReviewTarget[]>,
): Promise<number> {
  if (values.format !== 'text' && values.format !== 'json')
    throw new RemoraError('CLI_001', `--format is text or json, not '${values.format}'`);
  if (values.model && values.model !== 'builtin')
    throw new RemoraError(
      'CLI_001',
      `--model takes 'builtin'; use --server <url> for a model server`,
    );
  const flags =
    values.server && values.model !== 'builtin' ? { server: { base_url: values.server } } : {};
  const { config } = await loadConfig(git.root, io.env, flags);
  const backend =
    values.model === 'builtin' ? ({ kind: 'builtin' } as const) : chooseBackend(config, io.env);
  const { agents, problems } = await loadAgents(git.root);
  checkConfiguredOps(config, [...agents.keys(), ...problems.keys()]);
  const ops = resolveOps(values.ops, config, [...agents.keys(), ...problems.keys()]);
  for (const op of ops) {
    const problem = problems.get(op);
    if (problem)
      io.stderr(`warning ${problem.code}: ${problem.message}; op ${op} fails on every node\n`);
  }
  const head = await git.resolveCommit(values.head ?? 'HEAD');
  const tree = await stableTree(git, head);
  const discoverer = await createDiscoverer(discoveryOptions(config));
  const events = createCliEvents(io, values.log);
  const { env, dispose } = createReviewEnv({
    stableRoot: tree.root,
    stable: tree.source,
    config,
    agents,
    agentProblems: problems,
    processEnv: io.env,
    backend,
    events,
    allowExecute: true,
    discoverer,
  });
  try {
    const targets = await targetsOf({ head, discoverer });
    const report = await runReview({ targets, ops, stable: tree.source, env });
    io.stdout(
      values.format === 'json'
        ? `${JSON.stringify(reviewToJson(report), null, 2)}\n`
        : formatReviewText(report),
    );
    if (values.apply) await applyReview(report, config, tree, git, io);
    return 0;
  } finally {
    dispose();
    await discoverer.close();
    await tree.dispose();
  }
}

/** The ops to run: `all` (every agent), a list, or the enabled ops that have an agent. */
function resolveOps(flag: string | undefined, config: RemoraConfig, available: string[]): string[] {
  if (flag === 'all') return available.sort();
  if (flag) {
    const ops = flag
      .split(',')
      .map((op) => op.trim())
      .filter(Boolean);
    const unknown = ops.find((op) => !available.includes(op));
    if (unknown)
      throw new RemoraError(
        'CLI_001',
        `no agent for op '${unknown}'; available: ${available.join(', ')}`,
      );
    return ops;
  }
  return available.filter((op) => config.operations[op]?.enabled ?? false).sort();
}

interface StableTree {
  root: string;
  source: FileSource;
  clean: boolean;
  dispose(): Promise<void>;
}

/** The head's files: the checkout when it is exactly the head, else a temporary worktree. */
async function stableTree(git: Git, head: string): Promise<StableTree> {
  const checkedOut =
    (await git.resolveCommit('HEAD').catch(() => '')) === head && (await git.isClean());
  if (checkedOut)
    return {
      root: git.root,
      source: createCachedSource(createDirectorySource(git.root)),
      clean: true,
      dispose: async () => {},
    };
  const worktree = await git.addWorktree(
    head,
    join(mkdtempSync(join(tmpdir(), 'remora-head-')), 'tree'),
  );
  return {
    root: worktree.dir,
    source: createCachedSource(createDirectorySource(worktree.dir)),
    clean: false,
    dispose: () => worktree.remove(),
  };
}

async function applyReview(
  report: ReviewReport,
  config: RemoraConfig,
  tree: StableTree,
  git: Git,
  io: CliIo,
): Promise<void> {
  if (!tree.clean)
    throw new RemoraError(
      'CLI_001',
      '--apply needs the head checked out with no local changes to tracked files',
    );
  const graph = planOpGraph(report.ops, config.graph.edges);
  const workspaces = report.nodes.flatMap((node) => finalWorkspaces(node, graph));
  const merged = await mergeWorkspaces(tree.source, workspaces, mergeTestFiles);
  await applyToCheckout(git.root, merged.files);
  for (const workspace of workspaces)
    if (merged.merged.includes(workspace.id)) workspace.transition('accepted');
  for (const conflict of merged.conflicts)
    io.stderr(`warning ${conflict.code}: ${conflict.message}\n`);
  io.stderr(
    `applied ${merged.files.size} file${merged.files.size === 1 ? '' : 's'} from ${merged.merged.length} workspace${merged.merged.length === 1 ? '' : 's'}\n`,
  );
}

/** Progress lines on stderr and, with --log, the JSONL run log. */
function createCliEvents(io: CliIo, logFile: string | undefined): EventBus {
  const events = new EventBus(undefined, (error) =>
    io.stderr(`warning: event listener failed: ${String(error)}\n`),
  );
  if (logFile) {
    writeFileSync(logFile, '');
    events.on('*', (event: RemoraEvent) => appendFileSync(logFile, `${JSON.stringify(event)}\n`));
  }
  const names = new Map<string, string>();
  events.on('node:started', (event) => {
    const p = event.payload as { node_id: string; full_name: string };
    names.set(p.node_id, p.full_name);
  });
  events.on('agent:*', (event) => {
    const p = event.payload as {
      op: string;
      node_id: string;
      code?: string;
      message?: string;
      turns?: number;
    };
    const name = names.get(p.node_id) ?? p.node_id;
    if (event.type === 'agent:completed') io.stderr(`✓ ${p.op} ${name} (${p.turns} turns)\n`);
    if (event.type === 'agent:failed') io.stderr(`✗ ${p.op} ${name}: ${p.code} ${p.message}\n`);
  });
  return events;
}
