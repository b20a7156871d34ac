import { appendFileSync, writeFileSync } from 'node:fs';
import { EventBus, type RemoraEvent } from '../core/events/event-bus.js';

/** What the terminal shows, from the least. The log file holds everything. */
export const LOG_LEVELS = ['debug', 'info', 'warning', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// Arguments shown at debug level are cut here: a whole file's content is for the log file.
const DEBUG_ARGUMENTS = 200;

/**
 * A run's event bus, as the CLI and the action both open it: every event
 * appended to the JSONL log `logFile` (when given) as it happens, and lines
 * for the terminal through `line` by `level`: `error` an op that failed
 * and a cancelled run,
 * `warning` also a retried model request, `info` (the
 * default) also each finished op, `debug` also every model request and tool
 * call with its arguments, cut short. (A model fallback is said once by the
 * entry point that chose it.)
 */
export function createRunEvents(
  line: (text: string) => void,
  warn: (text: string) => void,
  logFile?: string,
  /** Applied to each line of the log file (the action redacts its secrets). */
  scrub: (text: string) => string = (text) => text,
  level: LogLevel = 'info',
): EventBus {
  const shows = (at: LogLevel): boolean => LOG_LEVELS.indexOf(at) >= LOG_LEVELS.indexOf(level);
  const events = new EventBus(undefined, (error) =>
    warn(`event listener failed: ${String(error)}`),
  );
  if (logFile) {
    writeFileSync(logFile, '');
    events.on('*', (event: RemoraEvent) =>
      appendFileSync(logFile, `${scrub(JSON.stringify(event))}\n`),
    );
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
    if (event.type === 'agent:completed' && shows('info'))
      line(`✓ ${p.op} ${name} (${p.turns} turns)`);
    if (event.type === 'agent:failed') line(`✗ ${p.op} ${name}: ${p.code} ${p.message}`);
    // The question itself is in its comment (or asked on the terminal), not in the log.
    if (event.type === 'agent:waiting' && shows('info'))
      line(`? ${p.op} ${name} asked a question and waits for its answer (${p.turns} turns)`);
  });
  events.on('run:cancelled', (event) => {
    const p = event.payload as { code: string; message: string; cancelled: number };
    line(
      `⊘ run cancelled: ${p.code} ${p.message}; ${p.cancelled} op${p.cancelled === 1 ? '' : 's'} not finished`,
    );
  });
  events.on('model:*', (event) => {
    const p = event.payload as Record<string, unknown>;
    const name = names.get(String(p.node_id)) ?? String(p.node_id);
    if (event.type === 'model:retry' && shows('warning'))
      line(`↻ ${String(p.op)} ${name}: model request retried (${String(p.reason)})`);
    if (event.type === 'model:request' && shows('debug'))
      line(`· ${String(p.op)} ${name}: model request ${String(p.request_id)}`);
  });
  events.on('tool:called', (event) => {
    if (!shows('debug')) return;
    const p = event.payload as { op: string; node_id: string; tool: string; arguments: unknown };
    const args = JSON.stringify(p.arguments) ?? '';
    const shown = args.length > DEBUG_ARGUMENTS ? `${args.slice(0, DEBUG_ARGUMENTS)}…` : args;
    line(`· ${p.op} ${names.get(p.node_id) ?? p.node_id}: ${p.tool} ${scrub(shown)}`);
  });
  return events;
}
