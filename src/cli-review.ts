import { appendFileSync, writeFileSync } from 'node:fs';
import { loadAgents } from './adapters/agent-files.js';
import { createDiscoverer, type Discoverer } from './adapters/discoverer.js';
import { createGit, type Git } from './adapters/git.js';
import { listSourceFiles } from './adapters/source-files.js';
import { findChangedNodes } from './cli-changed.js';
import {
  applyReview,
  CleanupStack,
  openStableTree,
  prepareApply,
  type ApplyTarget,
  type StableTree,
} from './cli-checkout.js';
import { formatGithubReview } from './cli-review-github.js';
import { parseCommandArgs, reportDiagnostics, type CliIo } from './cli-io.js';
import { checkConfiguredOps, discoveryOptions, loadConfig, type RemoraConfig } from './config.js';
import { describeError, RemoraError } from './core/errors.js';
import { EventBus, type RemoraEvent } from './core/events/event-bus.js';
import { formatReviewText, reviewToJson } from './core/report/format-review.js';
import { chooseBackend, createReviewEnv } from './engine/review-env.js';
import { runReview, type ReviewReport, type ReviewTarget } from './engine/review.js';

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
  if (!['text', 'json', 'github'].includes(values.format))
    throw new RemoraError('CLI_001', `--format is text, json or github, not '${values.format}'`);
  if (values.format === 'github' && !values.base)
    throw new RemoraError(
      'CLI_001',
      '--format github is for review --base <rev>: it comments on a diff',
    );
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
  const cleanups = new CleanupStack();
  try {
    // Before the review, so a run that cannot apply fails fast and a second run waits for none.
    const checkout = values.apply ? await prepareApply(git, head, cleanups) : undefined;
    const tree = await openStableTree(git, head, checkout?.ledger, cleanups);
    const discoverer = await createDiscoverer(discoveryOptions(config));
    cleanups.push(() => discoverer.close());
    const { env, dispose } = createReviewEnv({
      stableRoot: tree.root,
      stable: tree.source,
      config,
      agents,
      agentProblems: problems,
      processEnv: io.env,
      backend,
      events: createCliEvents(io, values.log),
      allowExecute: true,
      discoverer,
    });
    cleanups.push(async () => dispose());
    const targets = await targetsOf({ head, discoverer });
    const report = await runReview({ targets, ops, stable: tree.source, env });
    if (values.format === 'github')
      io.stdout(
        await formatGithubReview(report, { git, base: values.base as string, head, config }),
      );
    else
      io.stdout(
        values.format === 'json'
          ? `${JSON.stringify(reviewToJson(report), null, 2)}\n`
          : formatReviewText(report),
      );
    const applied = checkout ? await tryApplyReview(report, config, tree, checkout, io) : true;
    return reviewExitStatus(report, applied, io);
  } finally {
    await cleanups.run();
  }
}

/**
 * The exit status of a printed review: 0 when every op that ran succeeded or
 * was skipped, 1 when any failed or `--apply` was refused (each already named).
 */
function reviewExitStatus(report: ReviewReport, applied: boolean, io: CliIo): number {
  const failed = report.nodes.flatMap((node) => node.ops).filter((op) => op.status === 'failed');
  if (failed.length > 0)
    io.stderr(`remora: ${failed.length} op${failed.length === 1 ? '' : 's'} failed\n`);
  return failed.length > 0 || !applied ? 1 : 0;
}

/** Applies the review; a refusal is reported and is the run's failure, the review stands printed. */
async function tryApplyReview(
  report: ReviewReport,
  config: RemoraConfig,
  tree: StableTree,
  target: ApplyTarget,
  io: CliIo,
): Promise<boolean> {
  try {
    await applyReview(report, config, tree, target, io);
    return true;
  } catch (error) {
    if (!(error instanceof RemoraError)) throw error;
    io.stderr(`remora: ${describeError(error)}\n`);
    return false;
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
