import { formatSarif, type SarifLog } from '../core/report/sarif.js';
import { opSuggestions } from '../core/report/sarif-suggestions.js';
import { tryLanguageFor } from '../languages/manifests.js';
import { REMORA_VERSION } from '../version.js';
import { collectReportWorkspaces } from './publication.js';
import type { ReviewReport } from './review.js';

/**
 * A review as a SARIF 2.1.0 log (`remora review --format sarif`, the action's
 * `sarif-path`): its findings, and each op's change as a result with a fix.
 */
export async function reviewToSarif(report: ReviewReport): Promise<SarifLog> {
  const workspaces = await collectReportWorkspaces(report);
  return formatSarif({
    version: REMORA_VERSION,
    nodes: report.nodes,
    suggestions: opSuggestions(workspaces),
    linterRulesFor: (path) => tryLanguageFor(path)?.lintRules ?? [],
  });
}

/** A log of a run that reviewed nothing: Remora's rules and results, none. */
export function emptySarifLog(): SarifLog {
  return formatSarif({ version: REMORA_VERSION, nodes: [], suggestions: [] });
}

/** The log as the file holds it: JSON, two spaces, a final newline. */
export function sarifText(log: SarifLog): string {
  return `${JSON.stringify(log, null, 2)}\n`;
}
