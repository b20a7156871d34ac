import { inShard, parseShard } from '../core/commands/shard.js';
import { createGit } from '../adapters/git/git.js';
import type { Git } from '../ports.js';
import { listSourceFiles } from '../adapters/files/source-files.js';
import { findChangedNodes, withoutLinkedFiles } from '../pipeline/changed-nodes.js';
import { applyReview, prepareApply, type ApplyTarget } from '../pipeline/apply.js';
import { commandOptions } from './commands.js';
import { errorLines, parseCommandArgs, reportDiagnostics, type CliIo } from './io.js';
import { stopGracefullyOn } from '../adapters/process/exit-cleanup.js';
import { RemoraError } from '../core/errors.js';
import type { EventBus } from '../core/events/event-bus.js';
import { formatReviewText, reviewToJson } from '../core/report/format-review.js';
import { chooseBackend } from '../pipeline/review-env.js';
import { tryRouteToServer } from '../pipeline/server-routing.js';
import type { RemoraConfig } from '../config/config.js';
import { createRunEvents, LOG_LEVELS } from '../pipeline/run-events.js';
import type { ReviewReport, ReviewTarget } from '../pipeline/review.js';
import type { Conversation } from '../pipeline/run-operation.js';
import {
  chooseOps,
  loadRunSettings,
  prepareRun,
  type ChosenBackend,
  type RunSettings,
  type RunTree,
} from '../pipeline/prepare.js';
import { CleanupStack, type ReviewSession, type StableTree } from '../pipeline/session.js';

const REVIEW_FLAGS = commandOptions('review');

/** What `--format` may be. */
const REVIEW_FORMATS: readonly string[] = ['text', 'json', 'github', 'sarif'];

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
    const files = await withoutLinkedFiles(changes.nodes, changes.diagnostics, session.tree.root);
    reportDiagnostics(files.diagnostics, io);
    return files.nodes;
  });
}

/** `remora analyze <paths...>`: every node of whole files and folders, reviewed by the agents. */
export async function runAnalyzeCommand(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, commandOptions('analyze'));
  if (values.base || values.head)
    throw new RemoraError('CLI_001', 'analyze takes paths, not --base/--head');
  const shard = parseShard(typeof values.shard === 'string' ? values.shard : '');
  const git = await createGit(io.cwd, io.env);
  return withSession(git, values, io, async (session) => {
    const { files, diagnostics } = await listSourceFiles(positionals, git.root);
    reportDiagnostics(diagnostics, io);
    const found = await session.discoverer.discover(files);
    for (const result of found) reportDiagnostics(result.diagnostics, io);
    return found.flatMap((result) =>
      result.nodes.filter((node) => inShard(node.node_id, shard)).map((node) => ({ node })),
    );
  });
}

/** `--ops all`, `--ops lint,docstring`, or nothing. */
export function parseOpsFlag(flag: string | undefined): 'all' | string[] | undefined {
  if (flag === undefined || flag === 'all') return flag;
  return flag
    .split(',')
    .map((op) => op.trim())
    .filter(Boolean);
}

async function withSession(
  git: Git,
  values: ReviewFlags,
  io: CliIo,
  targetsOf: (session: ReviewSession) => Promise<ReviewTarget[]>,
): Promise<number> {
  if (!REVIEW_FORMATS.includes(values.format))
    throw new RemoraError(
      'CLI_001',
      `--format is text, json, github or sarif, not '${values.format}'`,
    );
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
  if (values.interactive && !io.ask)
    throw new RemoraError('CLI_001', '--interactive needs a terminal to ask on');
  const settings = await loadRunSettings(git.root, io.env, configFlags(values));
  const head = await git.resolveCommit(values.head ?? 'HEAD');
  const cleanups = new CleanupStack();
  // The first SIGINT or SIGTERM cancels the run: what finished is still printed. A second ends it.
  const stop = new AbortController();
  const release = stopGracefullyOn((signal) => {
    io.stderr(`remora: ${signal}: cancelling the run; what finished is printed\n`);
    stop.abort(signal);
  });
  cleanups.push(async () => release());
  try {
    // Before the review, so a run that cannot apply fails fast and a second run waits for none.
    const checkout = values.apply ? await prepareApply(git, head, cleanups) : undefined;
    const events = createCliEvents(io, values.log, values['log-level']);
    const { config, session } = await openCliSession(io, values, settings, {
      tree: { git, head, ...(checkout ? { ledger: checkout.ledger } : {}) },
      events,
      cleanups,
      stop: stop.signal,
      ...(values.interactive && io.ask ? { conversation: terminalConversation(io.ask) } : {}),
    });
    const targets = await targetsOf(session);
    const report = await session.review(targets);
    io.stdout(await formatReview(report, values.format, { git, base: values.base, head, config }));
    if (report.cancelled && checkout)
      io.stderr('remora: --apply: the run was cancelled, so the checkout is left as it was\n');
    const applied =
      checkout && !report.cancelled
        ? await tryApplyReview(report, session.tree, checkout, io, events)
        : true;
    return reviewExitStatus(report, applied, io);
  } finally {
    await cleanups.run();
  }
}

/** The review in the format `--format` names, as stdout takes it. */
async function formatReview(
  report: ReviewReport,
  format: string,
  where: { git: Git; base: string | undefined; head: string; config: RemoraConfig },
): Promise<string> {
  // Loaded for their formats only: a review printed as text needs neither.
  if (format === 'github') {
    const { formatGithubReview } = await import('./review-github.js');
    return formatGithubReview(report, { ...where, base: where.base as string });
  }
  if (format === 'sarif') {
    const { reviewToSarif, sarifText } = await import('../pipeline/sarif-log.js');
    return sarifText(await reviewToSarif(report));
  }
  if (format === 'json') return `${JSON.stringify(reviewToJson(report), null, 2)}\n`;
  return formatReviewText(report);
}

/**
 * The exit status of a printed review: 0 when every op that ran succeeded or
 * was skipped, 1 when any failed, the run was cancelled or `--apply` was
 * refused (each already named).
 */
function reviewExitStatus(report: ReviewReport, applied: boolean, io: CliIo): number {
  const failed = report.nodes.flatMap((node) => node.ops).filter((op) => op.status === 'failed');
  if (failed.length > 0)
    io.stderr(`remora: ${failed.length} op${failed.length === 1 ? '' : 's'} failed\n`);
  if (report.cancelled)
    io.stderr(`remora: the run was cancelled: ${report.cancelled.message} (CANCEL_001)\n`);
  return failed.length > 0 || report.cancelled || !applied ? 1 : 0;
}

/** The `--server`, `--no-fallback` and `--fail-fast` flags as configuration. */
export function configFlags(
  values: Pick<ReviewFlags, 'server' | 'model' | 'no-fallback'> & { 'fail-fast'?: boolean },
): Record<string, unknown> {
  const server =
    values.server && values.model !== 'builtin'
      ? { base_url: values.server, ...(values['no-fallback'] ? { fallback: false } : {}) }
      : values['no-fallback']
        ? { fallback: false }
        : undefined;
  return {
    ...(server ? { server } : {}),
    ...(values['fail-fast'] ? { runner: { fail_fast: true } } : {}),
  };
}

/** The CLI's session over `tree`: the ops asked for, the backend its flags choose, warnings on stderr. */
export async function openCliSession(
  io: CliIo,
  values: Pick<ReviewFlags, 'ops' | 'model'>,
  settings: RunSettings,
  where: {
    tree: RunTree;
    events: EventBus;
    cleanups: CleanupStack;
    stop?: AbortSignal;
    conversation?: Conversation;
  },
): ReturnType<typeof prepareRun> {
  const requestedOps = parseOpsFlag(values.ops);
  const ops = chooseOps(settings, requestedOps);
  for (const op of ops) {
    const problem = settings.problems.get(op);
    if (problem)
      io.stderr(`warning ${problem.code}: ${problem.message}; op ${op} fails on every node\n`);
  }
  const prepared = await prepareRun({
    settings,
    requestedOps,
    backend: await cliBackend(io, values, settings, ops, where.stop),
    checkSandbox: true,
    tree: where.tree,
    events: where.events,
    processEnv: io.env,
    allowExecute: true,
    cleanups: where.cleanups,
    ...(where.stop ? { stop: where.stop } : {}),
    ...(where.conversation ? { conversation: where.conversation } : {}),
  });
  const { noSandbox } = prepared;
  if (noSandbox)
    io.stderr(
      `warning ${noSandbox.problem.code}: ${noSandbox.problem.message}; tools that run code are skipped in ${noSandbox.ops.join(', ')}\n`,
    );
  return prepared;
}

/** The backend the CLI's flags and environment choose, routed per op where a server answers. */
async function cliBackend(
  io: CliIo,
  values: Pick<ReviewFlags, 'model'>,
  settings: RunSettings,
  ops: readonly string[],
  stop: AbortSignal | undefined,
): Promise<ChosenBackend> {
  const backend =
    values.model === 'builtin'
      ? { kind: 'builtin' as const }
      : chooseBackend(settings.config, io.env);
  if (backend.kind !== 'openai') return { backend };
  const routed = await tryRouteToServer({
    serverUrl: backend.baseURL,
    ...(backend.apiKey ? { apiKey: backend.apiKey } : {}),
    config: settings.config,
    agents: settings.agents,
    ops,
    ...(stop ? { stop } : {}),
  });
  if (!routed) return { backend };
  for (const warning of routed.warnings) io.stderr(`warning: ${warning}\n`);
  return { backend, models: routed.models, fallbacks: routed.fallbacks };
}

/**
 * `--interactive`: an agent's question is asked on the terminal, naming the
 * op and the node, and the line typed is the answer; an empty line is none,
 * and the agent goes on without. Without the flag nobody is asked.
 */
function terminalConversation(ask: NonNullable<CliIo['ask']>): Conversation {
  return {
    ask: (op, node) => async (question) => {
      const answer = await ask(
        `\n${op} on ${node.file_path}: ${node.full_name} (line ${node.start_line}) asks:\n  ${question}`,
      );
      return answer === undefined ? { unavailable: true } : { answer };
    },
  };
}

/** Applies the review; a refusal is reported and is the run's failure, the review stands printed. */
async function tryApplyReview(
  report: ReviewReport,
  tree: StableTree,
  target: ApplyTarget,
  io: CliIo,
  events: EventBus,
): Promise<boolean> {
  try {
    await applyReview(report, tree, target, (line) => io.stderr(`${line}\n`), events);
    return true;
  } catch (error) {
    if (!(error instanceof RemoraError)) throw error;
    io.stderr(errorLines(error));
    return false;
  }
}

/** Progress lines on stderr and, with --log, the JSONL run log. */
export function createCliEvents(
  io: CliIo,
  logFile: string | undefined,
  level: string | undefined,
): EventBus {
  const known = LOG_LEVELS.find((name) => name === (level ?? 'info'));
  if (!known)
    throw new RemoraError(
      'CLI_001',
      `--log-level must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(level)}`,
    );
  return createRunEvents(
    (text) => io.stderr(`${text}\n`),
    (text) => io.stderr(`warning: ${text}\n`),
    logFile,
    undefined,
    known,
  );
}
