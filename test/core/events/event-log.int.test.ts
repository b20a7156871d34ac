import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RemoraEvent } from '../../../src/core/events/event-bus.js';
import { cli } from '../../support/cli.js';
import { eventLogProblems, readEventLog } from '../../support/event-log.js';
import { GitRepo } from '../../support/git-repo.js';

/** The review's summary line, counted from the log alone. */
function summaryFromLog(events: readonly RemoraEvent[]): string {
  const ops = (events[0]?.payload as { ops: string[] }).ops;
  return ops
    .map((op) => {
      const closings = events.filter((e) => (e.payload as { op?: string }).op === op);
      const n = (type: string, also: (p: Record<string, unknown>) => boolean = () => true) =>
        closings.filter((e) => e.type === type && also(e.payload as Record<string, unknown>))
          .length;
      const findings = closings.reduce(
        (sum, e) =>
          sum +
          (e.type.startsWith('agent:')
            ? Number((e.payload as { findings?: number }).findings ?? 0)
            : 0),
        0,
      );
      return `${op} ${n('agent:completed')} succeeded (${n('agent:completed', (p) => p.changed === true)} with changes), ${n('agent:failed')} failed, ${n('agent:skipped')} skipped, ${findings} finding${findings === 1 ? '' : 's'}`;
    })
    .join('; ');
}

const EXAMPLE = join(import.meta.dirname, '..', '..', '..', 'examples', 'pull-request');

/** A log of one agent that made one tool call, as the engine writes it. */
function agentLog(): RemoraEvent[] {
  const ids = { op: 'lint', node_id: 'n1' };
  const agent = { ...ids, workspace_id: 'lint-n1' };
  const events: Omit<RemoraEvent, 'seq' | 'time' | 'run_id'>[] = [
    { type: 'run:started', payload: { nodes: 1, ops: ['lint'], backend: 'builtin' } },
    { type: 'node:started', payload: { node_id: 'n1', full_name: 'f', file_path: 'a.py' } },
    { type: 'agent:started', payload: agent },
    { type: 'tool:called', payload: { ...ids, call_id: 'c1', tool: 'run_linter', arguments: {} } },
    {
      type: 'tool:result',
      payload: { ...ids, call_id: 'c1', tool: 'run_linter', ok: true, ms: 1 },
    },
    {
      type: 'agent:completed',
      payload: { ...agent, summary: 'done', turns: 1, ms: 2, changed: false, findings: 0 },
    },
    { type: 'node:completed', payload: { node_id: 'n1', ms: 3 } },
    {
      type: 'run:completed',
      payload: { nodes: 1, succeeded: 1, failed: 0, skipped: 0, ms: 4 },
    },
  ];
  return events.map(
    (event, index) =>
      ({ ...event, seq: index + 1, time: '2026-11-25T10:00:00.000Z', run_id: 'r1' }) as RemoraEvent,
  );
}

describe('the event log', () => {
  it('finds what a broken log gets wrong: an open call, a close out of order, a bad field, a gap', () => {
    expect(eventLogProblems(agentLog())).toEqual([]);
    const unclosed = agentLog().filter((e) => e.type !== 'tool:result');
    expect(eventLogProblems(unclosed.map((e, i) => ({ ...e, seq: i + 1 })))).toEqual([
      'seq 5: agent lint-n1 closed before tool lint-n1 c1',
      'tool lint-n1 c1 never closed',
    ]);
    const failed = agentLog();
    (failed[4]?.payload as { ok: boolean }).ok = false;
    expect(eventLogProblems(failed)[0]).toMatch(/^seq 5 tool:result: .*code/);
    // A failure's code alone does not tell a person what went wrong.
    Object.assign(failed[4]?.payload as object, { code: 'TOOL_001' });
    expect(eventLogProblems(failed)[0]).toMatch(/^seq 5 tool:result: .*message/);
    Object.assign(failed[4]?.payload as object, { message: 'no such node' });
    expect(eventLogProblems(failed)).toEqual([]);
    const gap = agentLog();
    (gap[2] as { seq: number }).seq = 9;
    expect(eventLogProblems(gap)).toContain('event 3 has seq 9');
  });

  describe('of a review of the bundled example with every op', () => {
    const repo = new GitRepo();
    afterAll(() => repo.dispose());

    it('fits its schema, and every started thing closes once, after its children', async () => {
      cpSync(join(EXAMPLE, 'base'), repo.dir, { recursive: true });
      repo.commit('base');
      cpSync(join(EXAMPLE, 'head'), repo.dir, { recursive: true });
      repo.commit('head');
      const log = join(repo.dir, '.git', 'run.jsonl');
      const run = await cli(repo.dir, ['review', '--base', 'HEAD~1', '--ops', 'all', '--log', log]);
      expect(run.code).toBe(0);
      const events = readEventLog(log);
      expect(eventLogProblems(events)).toEqual([]);
      const count = (type: string) => events.filter((e) => e.type === type).length;
      expect(count('agent:started')).toBe(
        count('agent:completed') + count('agent:failed') + count('agent:skipped'),
      );
      expect(count('tool:called')).toBe(count('tool:result'));
      // The printed counts are the log's: per op, its agents' closings.
      expect(run.stdout).toContain(`Summary: ${summaryFromLog(events)}`);
      expect(run.stdout).toMatch(/with changes\), 0 failed/);
    }, 60_000);
  });
});
