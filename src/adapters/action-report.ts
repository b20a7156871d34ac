import * as core from '@actions/core';
import type { Diagnostic } from '../core/errors.js';
import {
  formatChangedNodeLine,
  renderChangedNodesSummary,
  type ChangedNodesReport,
} from '../core/summary/index.js';

/** Names of the action's outputs, as declared in action.yml. */
export const OUTPUTS = {
  reviewId: 'review-id',
  suggestions: 'suggestions',
  findings: 'findings',
  nodes: 'nodes',
  failedOps: 'failed-ops',
  reportPath: 'report-path',
  /** The changed-node count under its earlier key: the same output as `nodes`. */
  changedNodes: 'nodes',
} as const;

/**
 * Reports a pull request run: one log line per changed node, an annotation
 * per warning, the `nodes` output and the job summary (skipped with a
 * debug line when the runner gave no summary file, as when run locally).
 */
export async function publishReport(report: ChangedNodesReport): Promise<void> {
  core.startGroup(`Changed nodes (${report.changed.length})`);
  for (const changed of report.changed) core.info(formatChangedNodeLine(changed));
  core.endGroup();
  for (const diagnostic of report.diagnostics) reportDiagnostic(diagnostic);
  core.setOutput(OUTPUTS.changedNodes, report.changed.length);
  if (!process.env.GITHUB_STEP_SUMMARY) {
    core.debug('GITHUB_STEP_SUMMARY is not set: no job summary written');
    return;
  }
  await core.summary.addRaw(renderChangedNodesSummary(report)).write();
}

function reportDiagnostic(diagnostic: Diagnostic): void {
  const message = `${diagnostic.code}: ${diagnostic.message}`;
  const where =
    diagnostic.file === undefined
      ? {}
      : {
          file: diagnostic.file,
          ...(diagnostic.line === undefined ? {} : { startLine: diagnostic.line }),
        };
  // Notices stay in the log: an annotation for every fallback would bury the warnings.
  if (diagnostic.severity === 'notice') core.info(message);
  else if (diagnostic.severity === 'warning') core.warning(message, where);
  else core.error(message, where);
}
