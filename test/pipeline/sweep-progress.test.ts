import { describe, expect, it } from 'vitest';
import { followSweepProgress } from '../../src/pipeline/sweep-progress.js';
import { EventBus } from '../../src/core/events/event-bus.js';

describe('followSweepProgress', () => {
  it('counts finished nodes and failed ops from the run’s events, and says so at start and end', () => {
    const events = new EventBus();
    const lines: string[] = [];
    let clock = 1_000;
    // An interval no test waits for: the lines come from the start and the end.
    const progress = followSweepProgress(
      events,
      (line) => lines.push(line),
      3_600_000,
      () => clock,
    );

    events.emit('run:started', { nodes: 4, ops: ['lint'], backend: 'builtin' });
    for (const id of ['a', 'b', 'c']) {
      clock += 1_000;
      events.emit('node:completed', { node_id: id, ms: 1_000 });
    }
    events.emit('agent:failed', {
      op: 'lint',
      node_id: 'd',
      workspace_id: 'lint-d',
      code: 'AGENT_004',
      message: 'turn limit',
      turns: 15,
      findings: 0,
    });
    clock += 1_000;
    events.emit('node:completed', { node_id: 'd', ms: 1_000 });
    progress.stop();
    events.emit('node:completed', { node_id: 'e', ms: 1 });

    expect(lines).toEqual([
      'sweep: 0/4 nodes (0%) · 0 failed ops',
      'sweep: 4/4 nodes (100%) · 1.0 nodes/s · took 4s · 1 failed op',
    ]);
  });
});
