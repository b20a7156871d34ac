import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import type { RemoraEvent } from '../../src/core/events/event-bus.js';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'events.schema.json'), 'utf8'),
) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);

/** What closes each kind of started thing, and the key that pairs them. */
const PAIRS: Record<string, { closes: string[]; key: (p: Record<string, unknown>) => string }> = {
  'run:started': { closes: ['run:completed', 'run:failed', 'run:cancelled'], key: () => 'run' },
  'node:started': {
    closes: ['node:completed', 'node:failed', 'node:cancelled'],
    key: (p) => `node ${String(p.node_id)}`,
  },
  'agent:started': {
    closes: [
      'agent:completed',
      'agent:failed',
      'agent:skipped',
      'agent:cancelled',
      'agent:waiting',
    ],
    key: (p) => `agent ${String(p.workspace_id)}`,
  },
  'model:request': {
    closes: ['model:response', 'model:error'],
    key: (p) => `model ${String(p.request_id)}`,
  },
  'tool:called': {
    closes: ['tool:result'],
    key: (p) => `tool ${String(p.op)}-${String(p.node_id)} ${String(p.call_id)}`,
  },
};
const CLOSERS = new Map(
  Object.entries(PAIRS).flatMap(([start, pair]) => pair.closes.map((close) => [close, start])),
);

/** What a started thing belongs to: a call or request its agent, an agent its node, a node the run. */
function parentOf(type: string, p: Record<string, unknown>): string | undefined {
  if (type === 'model:request' || type === 'tool:called')
    return `agent ${String(p.op)}-${String(p.node_id)}`;
  if (type === 'agent:started') return `node ${String(p.node_id)}`;
  if (type === 'node:started') return 'run';
  return undefined;
}

/**
 * The problems of a run's event log, none when it is whole: every line fits
 * docs/events.schema.json, `seq` counts 1, 2, 3 ... in one run, and every
 * started thing closes exactly once, after everything it started.
 */
export function eventLogProblems(events: readonly RemoraEvent[]): string[] {
  const problems: string[] = [];
  // Each open thing, by key, with the key of what it belongs to.
  const open = new Map<string, string | undefined>();
  const runIds = new Set(events.map((e) => e.run_id));
  if (runIds.size !== 1) problems.push(`${runIds.size} run ids`);
  events.forEach((event, index) => {
    if (!validate(event as unknown))
      problems.push(
        `seq ${event.seq} ${event.type}: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
      );
    if (event.seq !== index + 1) problems.push(`event ${index + 1} has seq ${event.seq}`);
    const payload = event.payload as Record<string, unknown>;
    const pair = PAIRS[event.type];
    if (pair) {
      const key = pair.key(payload);
      if (open.has(key)) problems.push(`seq ${event.seq}: ${key} started twice`);
      open.set(key, parentOf(event.type, payload));
      return;
    }
    const start = CLOSERS.get(event.type);
    if (!start) return;
    const key = PAIRS[start]?.key(payload) ?? '';
    if (!open.delete(key))
      problems.push(`seq ${event.seq}: ${event.type} closes ${key}, which is not open`);
    const children = [...open].filter(([, parent]) => parent === key).map(([child]) => child);
    if (children.length > 0)
      problems.push(`seq ${event.seq}: ${key} closed before ${children.join(', ')}`);
  });
  for (const [key] of open) problems.push(`${key} never closed`);
  return problems;
}

/** A run log written with `--log`, as events. */
export function readEventLog(path: string): RemoraEvent[] {
  return readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as RemoraEvent);
}
