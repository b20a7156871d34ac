import * as core from '@actions/core';
import type { ActionSettings } from '../adapters/github/action-settings.js';
import { sweepHash } from '../core/sweep/path-patterns.js';
import {
  COMMIT_RECORD_ROOM,
  MAX_PULL_BODY,
  renderSweepPullBody,
  sweepBranch,
  sweepTitle,
} from '../core/sweep/sweep-pull.js';
import { opTotals, type SweepPullLink, type SweepRow } from '../core/sweep/sweep-report.js';
import type { FileSource } from '../core/workspace/file-source.js';
import type { MergeConflict } from '../core/workspace/merge.js';
import type { ReviewReport } from '../pipeline/review.js';
import { mergeAutoAccepted } from '../pipeline/sweep-changes.js';
import { commitFilesOf } from './sweep-commit-files.js';
import { publishSweepPull, type SweepPullPort } from './sweep-pull-request.js';
import { info } from './log.js';

/** What the `open-pr` phase of a sweep works from. */
export interface OpenSweepPullInput {
  settings: ActionSettings;
  port: SweepPullPort;
  report: ReviewReport;
  rows: readonly SweepRow[];
  /** The swept tree, as the workspaces read it. */
  stable: FileSource;
  /** The checkout's root: the files' bytes on disk, for their encodings. */
  root: string;
  /** The default branch the sweep ran on: the pull request's base. */
  base: string;
  /** The swept commit. */
  head: string;
  autoOps: readonly string[];
}

/**
 * The `open-pr` phase: the auto-accepted workspaces merged, encoded as their
 * files are, committed and proposed in a pull request whose body is the
 * report. Returns the lines the job summary adds; overlaps and files left out
 * are warnings there and in the pull request.
 */
export async function openSweepPull(
  input: OpenSweepPullInput,
): Promise<{ notes: string[]; pull?: SweepPullLink }> {
  const { settings, autoOps } = input;
  const merged = await mergeAutoAccepted(input.report, new Set(autoOps), input.stable);
  const encoded = await commitFilesOf(input.root, merged.files);
  const notCommitted = [
    ...merged.conflicts.map(describeConflict),
    ...merged.leftOut,
    ...encoded.leftOut,
  ];
  for (const note of notCommitted) core.warning(note);
  if (encoded.files.length === 0) {
    const why = 'the ops marked auto_accept changed nothing that can be committed';
    core.notice(`Remora: no pull request: ${why}.`);
    return { notes: [`No pull request: ${why}.`, ...notCommitted] };
  }
  const title = sweepTitle(autoOps, settings.paths);
  const body = renderSweepPullBody(
    {
      patterns: settings.paths,
      ops: autoOps,
      totals: opTotals(input.rows, autoOps),
      changes: merged.accepted.map(({ node, op }) => ({
        path: node.file_path,
        full_name: node.full_name,
        op: op.op,
        diff: op.diff,
      })),
      notCommitted,
      ...runUrl(),
    },
    // The body ends with the record of the sweep's commit (publishSweepPull).
    MAX_PULL_BODY - COMMIT_RECORD_ROOM,
  );
  const hash = sweepHash(settings.paths);
  const files = encoded.files.map((f) => f.path);
  if (settings.dryRun) {
    core.startGroup(`dry run: ${files.length} files for ${sweepBranch(hash)}`);
    for (const path of files) info(path);
    info(body);
    core.endGroup();
    return {
      notes: [
        `Dry run: ${files.length} files not committed to ${sweepBranch(hash)}.`,
        ...notCommitted,
      ],
    };
  }
  const outcome = await publishSweepPull(input.port, {
    hash,
    patterns: settings.paths,
    base: input.base,
    parent: input.head,
    ops: autoOps,
    files: encoded.files,
    changeCount: merged.accepted.length,
    title,
    body,
  });
  const detail = outcome.commit
    ? `${files.length} file${files.length === 1 ? '' : 's'} committed to ${outcome.branch} (${outcome.commit.slice(0, 7)})`
    : `${outcome.branch} already holds these changes`;
  info(`pull request #${outcome.number} ${outcome.action}: ${outcome.url}; ${detail}`);
  const { number, url, action } = outcome;
  return { notes: notCommitted, pull: { number, url, action, detail } };
}

function describeConflict(conflict: MergeConflict): string {
  const left = conflict.workspaces.at(-1) ?? '';
  const kept = conflict.workspaces.slice(0, -1).join(' and ');
  return `${conflict.code}: ${conflict.path}: the change of ${left} overlaps the change of ${kept}; ${left} is not committed`;
}

/** The workflow run's page, where the report artifact is. */
function runUrl(): { reportUrl?: string } {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = process.env;
  if (!GITHUB_SERVER_URL || !GITHUB_REPOSITORY || !GITHUB_RUN_ID) return {};
  return { reportUrl: `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}` };
}
