import type { RemoraEvent } from './event-bus.js';

/** One op's outcomes over a run, as its agents' closing events record them. */
export interface OpTally {
  op: string;
  succeeded: number;
  /** Succeeded with a change (a suggestion). */
  changed: number;
  failed: number;
  skipped: number;
  cancelled: number;
  /** Asked a question (`ask_user`) and waits for its answer in the pull request's thread. */
  waiting: number;
  findings: number;
  /** The error codes of its failures, each once, in the order first seen. */
  codes: string[];
}

/** A run's counts: what the job summary, the check run and `remora review` print. */
export interface RunTally {
  nodes: number;
  ops: OpTally[];
}

interface Closing {
  op: string;
  findings?: number;
  changed?: boolean;
  code?: string;
}

const STATUS = {
  'agent:completed': 'succeeded',
  'agent:failed': 'failed',
  'agent:skipped': 'skipped',
  'agent:cancelled': 'cancelled',
  'agent:waiting': 'waiting',
} as const;

/**
 * Counts a run from its event records (docs/events.md): nodes started, and
 * per op its agents' closings. Every count Remora prints about a run is made
 * here, so what it says equals what its log holds.
 */
export function tallyEvents(events: Iterable<RemoraEvent>, ops: readonly string[] = []): RunTally {
  const byOp = new Map<string, OpTally>(ops.map((op) => [op, emptyTally(op)]));
  let nodes = 0;
  for (const event of events) {
    if (event.type === 'node:started') nodes += 1;
    const status = STATUS[event.type as keyof typeof STATUS];
    if (!status) continue;
    const closing = event.payload as Closing;
    let tally = byOp.get(closing.op);
    if (!tally) byOp.set(closing.op, (tally = emptyTally(closing.op)));
    tally[status] += 1;
    tally.findings += closing.findings ?? 0;
    if (closing.changed) tally.changed += 1;
    if (status === 'failed' && closing.code && !tally.codes.includes(closing.code))
      tally.codes.push(closing.code);
  }
  return { nodes, ops: [...byOp.values()] };
}

/** The sum of every op's tally. */
export function totalTally(tally: RunTally): Omit<OpTally, 'op'> {
  const total = { ...emptyTally(''), codes: [] as string[] };
  for (const op of tally.ops) {
    for (const key of [
      'succeeded',
      'changed',
      'failed',
      'skipped',
      'cancelled',
      'waiting',
      'findings',
    ] as const)
      total[key] += op[key];
    for (const code of op.codes) if (!total.codes.includes(code)) total.codes.push(code);
  }
  const { op: _op, ...rest } = total;
  return rest;
}

function emptyTally(op: string): OpTally {
  return {
    op,
    succeeded: 0,
    changed: 0,
    failed: 0,
    skipped: 0,
    cancelled: 0,
    waiting: 0,
    findings: 0,
    codes: [],
  };
}

/**
 * Records one run's events while it runs: `stop()` ends the recording and
 * returns its tally. Subscribe before the run's first event.
 */
export function recordTally(
  bus: { on(pattern: '*', listener: (event: RemoraEvent) => void): () => void },
  ops: readonly string[],
): { stop(): RunTally } {
  const seen: RemoraEvent[] = [];
  const off = bus.on('*', (event) => {
    if (event.type === 'node:started' || event.type in STATUS) seen.push(event);
  });
  return {
    stop() {
      off();
      return tallyEvents(seen, ops);
    },
  };
}
