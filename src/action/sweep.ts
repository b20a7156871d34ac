import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import { createGit } from '../adapters/git/git.js';
import type { Git } from '../ports.js';
import { readSweepEvent, type SweepEvent } from '../adapters/github/sweep-event.js';
import { describeError, RemoraError } from '../core/errors.js';
import {
  describePatterns,
  formatSweepJsonl,
  renderSweepSummary,
  sweepRows,
  type SweepPullLink,
  type SweepRow,
  type SweepScope,
} from '../core/sweep/sweep-report.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { ReviewReport } from '../pipeline/review.js';
import { chooseOps, loadRunSettings, type RunSettings } from '../pipeline/prepare.js';
import { sweepRepository } from '../pipeline/sweep-review.js';
import { CleanupStack } from '../pipeline/session.js';
import { chooseActionBackend } from './backend.js';
import { OUTPUTS, setOutputs } from './outputs.js';
import { reportDiagnostic, writeSummary } from './pull-request.js';
import { warnPreparedRun } from './review-input.js';
import { openRunLog, type RunLog } from './run-log.js';
import { tryWriteSarif } from './sarif-file.js';
import { openSweepPull } from './sweep-open-pr.js';
import type { SweepPullPort } from './sweep-pull-request.js';
import { info } from './log.js';
import { runStopped } from './run-stop.js';

/** The sweep's report file in `report-path`: one JSON line per node and op. */
export const SWEEP_REPORT_FILE = 'report.jsonl';

/** The configuration, agents and ops a sweep runs with, all from the checkout. */
interface SweepSetup extends RunSettings {
  ops: string[];
  /** The ops among `ops` whose changes `open-pr` commits. */
  autoOps: string[];
}

/**
 * A `workflow_dispatch` or `schedule` run: every node of the repository (or
 * of `paths`) in this job's shard, reviewed with the checkout's own
 * configuration; progress in the log, the results in the job summary and in
 * `report-path`, and with `open-pr` a pull request of the auto-accepted
 * changes. Ops that fail on a node are reported, not fatal; anything else
 * fails the step, after the report is written.
 */
export async function runSweep(
  settings: ActionSettings,
  github: SweepPullPort,
  pulls: SweepPullPort = github,
): Promise<void> {
  const event = await readSweepEvent(settings.eventPath, process.env);
  const { shard } = settings;
  info(
    `sweep of ${describePatterns(settings.paths)} on ${event.ref || 'the checkout'} ` +
      `(${settings.eventName})${shard.count > 1 ? `, shard ${shard.index}/${shard.count}` : ''}`,
  );
  setOutputs({ nodes: 0, suggestions: 0, findings: 0, failedOps: 0 });
  // Each op's line goes to the debug log: a sweep's log is its progress lines and warnings.
  const log = openRunLog(
    settings.runnerTemp,
    process.env.GITHUB_RUN_ID ?? `${process.pid}`,
    core.debug,
  );
  core.setOutput(OUTPUTS.reportPath, log.dir);
  const git = await createGit(settings.workspace, process.env);
  const head = await git.resolveCommit('HEAD');
  const setup = await loadSweepSetup(settings, git, head);
  if (settings.openPr) checkOpenPr(settings, event, head, setup);
  const cleanups = new CleanupStack();
  try {
    const swept = await sweepNodes(settings, git, head, setup, log, cleanups);
    const summary = (extra: readonly string[], pull?: SweepPullLink): Promise<void> =>
      writeSummary(
        renderSweepSummary(swept.scope, swept.rows, setup.ops, [...swept.notes, ...extra], pull),
      );
    if (!settings.openPr || !event.branch) return await summary([]);
    const opened = await openSweepPull({
      settings,
      port: pulls,
      report: swept.report,
      rows: swept.rows,
      stable: swept.stable,
      root: git.root,
      base: event.branch,
      head,
      autoOps: setup.autoOps,
    }).catch(async (error: unknown) => {
      await summary([`No pull request: ${describeError(error)}`]);
      throw error;
    });
    await summary(opened.notes, opened.pull);
  } finally {
    await cleanups.run();
  }
}

/** What a sweep of the nodes left: the report, its lines, and what the summary says of it. */
interface Swept {
  report: ReviewReport;
  rows: SweepRow[];
  scope: SweepScope;
  notes: string[];
  stable: FileSource;
}

/** The engine over this shard's nodes, with progress lines; writes the report and the outputs. */
async function sweepNodes(
  settings: ActionSettings,
  git: Git,
  head: string,
  setup: SweepSetup,
  log: RunLog,
  cleanups: CleanupStack,
): Promise<Swept> {
  const notes: string[] = [];
  const ops = chooseOps(setup, setup.ops);
  const { config, agents } = setup;
  const backend = await chooseActionBackend(settings, undefined, config, agents, ops, notes);
  const swept = await sweepRepository({
    settings: setup,
    ops: setup.ops,
    backend,
    git,
    head,
    paths: settings.paths,
    shard: settings.shard,
    progressLine: info,
    run: {
      events: log.events,
      processEnv: process.env,
      allowExecute: settings.allowExecute ?? true,
      cleanups,
      stop: runStopped,
    },
  });
  warnPreparedRun(swept.prepared, notes);
  for (const diagnostic of swept.diagnostics) reportDiagnostic(diagnostic);
  if (swept.files === 0)
    core.notice(`Remora: no file Remora reads matches ${describePatterns(settings.paths)}.`);
  for (const line of swept.said) info(line);
  const { report } = swept;
  const rows = sweepRows(report.nodes);
  writeSweepReport(log, rows, report.nodes.length);
  const sarif = await tryWriteSarif(settings, report);
  if (sarif) notes.push(sarif);
  const failed = rows.filter((row) => row.status === 'failed').length;
  if (failed > 0)
    core.warning(
      `${failed} op${failed === 1 ? '' : 's'} failed on a node; each is in the job summary ` +
        `and in ${SWEEP_REPORT_FILE}, with its error code`,
    );
  const scope: SweepScope = {
    patterns: settings.paths,
    shard: settings.shard,
    backend: report.backend,
    files: swept.files,
    nodes: report.nodes.length,
    ms: report.ms,
  };
  return { report, rows, scope, notes, stable: swept.stable };
}

/** Loads the checkout's own configuration and agents: a sweep reviews the repository with its own. */
async function loadSweepSetup(
  settings: ActionSettings,
  git: Git,
  head: string,
): Promise<SweepSetup> {
  const label = `${settings.configPath} at ${head.slice(0, 7)}`;
  const loaded = await loadRunSettings(
    git.root,
    process.env,
    {},
    {
      path: settings.configPath,
      label,
    },
  );
  const { config } = loaded;
  const ops = chooseOps(loaded, settings.operations);
  const autoOps = ops.filter((op) => config.operations[op]?.auto_accept === true);
  info(`ops: ${ops.join(', ')}${autoOps.length > 0 ? `; auto_accept: ${autoOps.join(', ')}` : ''}`);
  return { ...loaded, ops, autoOps };
}

/** `open-pr` is refused before the sweep runs when it could not end in a pull request. */
function checkOpenPr(
  settings: ActionSettings,
  event: SweepEvent,
  head: string,
  setup: SweepSetup,
): void {
  const refuse = (why: string): never => {
    throw new RemoraError('CONFIG_001', `open-pr: ${why}`);
  };
  if (settings.shard.count > 1)
    refuse(
      `a sweep in shards (shard ${settings.shard.index}/${settings.shard.count}) cannot open a ` +
        'pull request, since each shard would commit over the others; run it in one job',
    );
  if (setup.autoOps.length === 0)
    refuse(
      `none of the ops ${setup.ops.join(', ')} is marked auto_accept: true in ` +
        `${settings.configPath}, so there is nothing to commit; mark the ops whose changes may be committed`,
    );
  if (!event.branch) refuse(`the run is on ${event.ref || 'no ref'}, not on a branch`);
  if (event.defaultBranch && event.branch !== event.defaultBranch)
    refuse(
      `the run is on the branch ${event.branch}; sweeps open pull requests into the default ` +
        `branch ${event.defaultBranch} only`,
    );
  if (event.sha && event.sha !== head)
    throw new RemoraError(
      'GH_003',
      `the checkout is at ${head.slice(0, 12)}, but the run is for ${event.sha.slice(0, 12)}; ` +
        'with open-pr Remora commits on top of the commit it swept, so check out the run’s commit',
    );
}

/** `report.jsonl` beside the event log, and the counting outputs. */
function writeSweepReport(log: RunLog, rows: readonly SweepRow[], nodes: number): void {
  writeFileSync(join(log.dir, SWEEP_REPORT_FILE), formatSweepJsonl(rows));
  setOutputs({
    nodes,
    suggestions: rows.filter((row) => row.status === 'succeeded' && row.diff !== '').length,
    findings: rows.reduce((sum, row) => sum + row.findings.length, 0),
    failedOps: rows.filter((row) => row.status === 'failed').length,
  });
}
