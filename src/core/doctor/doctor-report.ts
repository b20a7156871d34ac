import type { OpVerdict } from './verdict.js';
import { appendAll, largest } from '../arrays.js';

/** Everything `remora doctor` found out about one server. */
export interface DoctorReport {
  serverUrl: string;
  /** GET /models: the models and how long it took, or why it failed. */
  models: { ok: true; ids: string[]; ms: number } | { ok: false; message: string };
  verdicts: OpVerdict[];
}

/** Whether a review has everything it needs on this server. */
export function isReady(report: DoctorReport): boolean {
  return report.models.ok && report.verdicts.every((verdict) => verdict.problem === undefined);
}

const HEADINGS = ['op', 'model', 'served', 'probe', 'tool call', 'arguments', 'latency', 'verdict'];

/**
 * The report as text: the server and its model list, one table row per op
 * (its model, whether the server has it, whether the probe call came back
 * identical through the server's chat template, the tools its reply called, whether
 * the arguments were valid, the latency, ready or not), then each problem in
 * a sentence, and a last line saying whether a review can run.
 */
export function formatDoctorReport(report: DoctorReport): string {
  const lines = [`server   ${report.serverUrl}`];
  if (!report.models.ok) {
    lines.push(`models   ${report.models.message}`, '', 'Not ready: the server cannot be used.');
    return `${lines.join('\n')}\n`;
  }
  const { ids, ms } = report.models;
  lines.push(
    `models   GET /models answered in ${ms} ms: ${ids.length > 0 ? ids.join(', ') : 'no models'}`,
    '',
  );
  appendAll(lines, table([HEADINGS, ...report.verdicts.map(row)]));
  const failing = report.verdicts.filter((verdict) => verdict.problem !== undefined);
  if (failing.length > 0)
    appendAll(lines, ['', ...failing.map((v) => `${v.op}: ${v.problem ?? ''}.`)]);
  const ready = report.verdicts.length - failing.length;
  lines.push(
    '',
    failing.length === 0
      ? `Ready: all ${report.verdicts.length} op${report.verdicts.length === 1 ? '' : 's'} answered with valid tool calls.`
      : `Not ready: ${failing.map((v) => v.op).join(', ')} (${ready} of ${report.verdicts.length} ops ready).`,
  );
  return `${lines.join('\n')}\n`;
}

function row(verdict: OpVerdict): string[] {
  const calls = verdict.calls;
  return [
    verdict.op,
    verdict.model,
    verdict.served ? 'yes' : 'no',
    verdict.probe ?? '-',
    calls === undefined ? '-' : calls.length === 0 ? 'none' : calls.join(', '),
    verdict.argumentsValid === undefined ? '-' : verdict.argumentsValid ? 'valid' : 'invalid',
    verdict.ms === undefined ? '-' : `${verdict.ms} ms`,
    verdict.problem === undefined ? 'ready' : 'NOT READY',
  ];
}

function table(rows: readonly string[][]): string[] {
  const widths = (rows[0] ?? []).map((_, column) =>
    largest(rows.map((cells) => (cells[column] ?? '').length)),
  );
  return rows.map((cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}
