import { appendFileSync, writeFileSync } from 'node:fs';
import { EventBus, type RemoraEvent } from '../core/events/event-bus.js';

/**
 * A run's event bus, as the CLI and the action both open it: every event
 * appended to the JSONL log `logFile` (when given) as it happens, and one
 * progress line per finished or failed op through `line`.
 */
export function createRunEvents(
  line: (text: string) => void,
  warn: (text: string) => void,
  logFile?: string,
  /** Applied to each line of the log file (the action redacts its secrets). */
  scrub: (text: string) => string = (text) => text,
): EventBus {
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
    if (event.type === 'agent:completed') line(`✓ ${p.op} ${name} (${p.turns} turns)`);
    if (event.type === 'agent:failed') line(`✗ ${p.op} ${name}: ${p.code} ${p.message}`);
  });
  return events;
}
